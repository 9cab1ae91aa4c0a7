import type { BulkAction, ProductDto, ProductSortField, ProductStatus } from "@shopwright/sdk";
import { useMutationState } from "@tanstack/react-query";
import { Package, Plus, SearchX } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { Alert } from "../../components/Alert";
import { Button, ButtonLink } from "../../components/Button";
import { alertDialog, confirmDialog } from "../../components/dialogs";
import { EmptyState } from "../../components/EmptyState";
import { toast } from "../../components/Toaster";
import { plural } from "../../lib/plural";
import { errorText } from "../../lib/error-text";
import { useStore } from "../store/stores.api";
import { ViewToggle, type StoreView } from "../../components/ViewToggle";
import { createPriceFormatter } from "./format-price";
import { ProductCard } from "./ProductCard";
import type { ProductItemProps } from "./product-item-props";
import {
  DEFAULT_LIST_PARAMS,
  toListQuery,
  type ProductListParams,
  type SortDirection,
} from "./product-list-params";
import { productPaths } from "./product-paths";
import { ProductListSkeleton } from "./ProductListSkeleton";
import { ProductPagination } from "./ProductPagination";
import { ProductRow } from "./ProductRow";
import {
  DELETE_PRODUCT_CONFIRMATION,
  DELETE_SELECTED_CONFIRMATION,
  PRODUCT_TEXT,
} from "./products.errors";
import {
  deleteProductKey,
  useBulkProducts,
  useDeleteProduct,
  useInlineUpdateProduct,
  useProducts,
  type InlineChanges,
} from "./products.api";
import { SearchBox } from "../../components/SearchBox";
import { ProductsHeader } from "./ProductsHeader";
import { SelectionBar } from "./SelectionBar";
import { SortControls, tieOrderText } from "./SortControls";
import { StatusTabs } from "./StatusTabs";

/** What a toast says after a bulk action. */
const BULK_DONE: Record<BulkAction, string> = {
  publish: "Published",
  unpublish: "Moved to drafts:",
  delete: "Deleted",
};

type ParamsChange = (patch: Partial<ProductListParams>, options?: { isReplace?: boolean }) => void;

/** A store's product list (PRODUCT.md §2): filters, selection, bulk actions, inline edit, paging. */
export function ProductCatalogue({
  storeId,
  params,
  onParamsChange,
}: {
  storeId: string;
  params: ProductListParams;
  onParamsChange: ParamsChange;
}) {
  const store = useStore(storeId);
  const query = useMemo(() => toListQuery(params), [params]);
  const products = useProducts(storeId, query);
  const inlineUpdate = useInlineUpdateProduct();
  const statusUpdate = useInlineUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const bulk = useBulkProducts();
  const deletingIds = useMutationState({
    filters: { mutationKey: deleteProductKey, status: "pending" },
    select: (mutation) => mutation.state.variables as string,
  });
  const [view, setView] = useState<StoreView>("grid");
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focusReturnId, setFocusReturnId] = useState<string | null>(null);
  const handleFocusReturned = useCallback(() => setFocusReturnId(null), []);
  const panelId = useId();

  // PRODUCT.md §8: a store that fails to load is ignored; prices then use the PRODUCT.md §9 defaults.
  const formatPrice = useMemo(
    () => createPriceFormatter(store.data?.currency, store.data?.locale),
    [store.data?.currency, store.data?.locale],
  );

  const result = products.data;
  const visible = result?.products ?? [];
  // Only what the page shows counts, so a product deleted elsewhere drops out by itself.
  const selected = visible.filter((product) => selectedIds.has(product._id));
  const hasFilters = params.search !== "" || params.status !== undefined;

  // A page past the end (the last products of the last page deleted): go to the last page.
  useEffect(() => {
    if (!result || products.isPlaceholderData) return;
    if (result.totalPages > 0 && params.page > result.totalPages) {
      onParamsChange({ page: result.totalPages }, { isReplace: true });
    }
  }, [result, products.isPlaceholderData, params.page, onParamsChange]);

  function handleParamsChange(patch: Partial<ProductListParams>, isReplace = false) {
    setSelectedIds(new Set());
    setEditingId(null);
    onParamsChange(patch, { isReplace });
  }

  /** Another page starts at the top of the list, not where the pager was. */
  function handlePageChange(patch: Partial<ProductListParams>) {
    handleParamsChange(patch);
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  function handleSortByChange(sortBy: ProductSortField) {
    // Newest reads best newest-first; leaving it goes back to ascending.
    const sortDir: SortDirection =
      sortBy === "createdAt" ? "desc" : params.sortBy === "createdAt" ? "asc" : params.sortDir;
    handleParamsChange({ sortBy, sortDir });
  }

  function handleToggleSelect(product: ProductDto) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(product._id)) next.delete(product._id);
      else next.add(product._id);
      return next;
    });
  }

  function handleToggleAll() {
    const isAllSelected = visible.length > 0 && selected.length === visible.length;
    setSelectedIds(isAllSelected ? new Set() : new Set(visible.map((product) => product._id)));
  }

  async function handleBulkAction(action: BulkAction) {
    // PRODUCT.md §5: only the bulk delete asks first.
    if (
      action === "delete" &&
      !(await confirmDialog({
        title: DELETE_SELECTED_CONFIRMATION,
        confirmLabel: "Delete",
        danger: true,
      }))
    ) {
      return;
    }
    const ids = selected.map((product) => product._id);
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (done) => {
          setSelectedIds(new Set());
          toast.success(`${BULK_DONE[action]} ${plural(done.matched, "product")}`);
        },
        // PRODUCT.md §8's alerts for list actions, as in-app dialogs.
        onError: (cause) => void alertDialog({ title: errorText(cause, PRODUCT_TEXT.bulkFailed) }),
      },
    );
  }

  async function handleDelete(product: ProductDto) {
    const isSure = await confirmDialog({
      title: DELETE_PRODUCT_CONFIRMATION,
      message: product.name,
      confirmLabel: "Delete",
      danger: true,
    });
    if (!isSure) return;
    if (editingId === product._id) setEditingId(null);
    deleteProduct.mutate(product._id, {
      onSuccess: () => toast.success(`Deleted “${product.name}”`),
      onError: (cause) => void alertDialog({ title: errorText(cause, PRODUCT_TEXT.deleteFailed) }),
    });
  }

  function handleStatusChange(product: ProductDto, status: ProductStatus) {
    statusUpdate.mutate(
      { productId: product._id, changes: { status } },
      {
        onSuccess: () =>
          toast.success(
            status === "published"
              ? `“${product.name}” is published`
              : `“${product.name}” is a draft again`,
          ),
        onError: (cause) =>
          void alertDialog({ title: errorText(cause, PRODUCT_TEXT.updateFailed) }),
      },
    );
  }

  function handleCancelEdit() {
    setFocusReturnId(editingId);
    setEditingId(null);
  }

  function handleSaveEdit(product: ProductDto, changes: InlineChanges) {
    setFocusReturnId(product._id);
    setEditingId(null);
    inlineUpdate.mutate(
      { productId: product._id, changes },
      {
        onSuccess: () => toast.success(`Saved “${product.name}”`),
        onError: (cause) => void alertDialog({ title: errorText(cause, PRODUCT_TEXT.saveFailed) }),
      },
    );
  }

  function itemProps(product: ProductDto): ProductItemProps & { key: string } {
    return {
      key: product._id,
      product,
      // With variants the product's price is their lowest (docs/PRODUCT.md "Variants").
      price:
        product.variants.length > 0
          ? `from ${formatPrice(product.price)}`
          : formatPrice(product.price),
      isSelected: selectedIds.has(product._id),
      isEditing: editingId === product._id,
      isBusy: deletingIds.includes(product._id),
      isFocusReturn: focusReturnId === product._id,
      onFocusReturned: handleFocusReturned,
      onToggleSelect: handleToggleSelect,
      onStartEdit: (each) => setEditingId(each._id),
      onCancelEdit: handleCancelEdit,
      onSaveEdit: handleSaveEdit,
      onDelete: (each) => void handleDelete(each),
      onStatusChange: handleStatusChange,
      isStatusPending: statusUpdate.isPending && statusUpdate.variables.productId === product._id,
    };
  }

  const addProduct = (
    <ButtonLink to={productPaths.create(storeId)} icon={<Plus className="size-4" aria-hidden />}>
      Add Product
    </ButtonLink>
  );

  const isPastEnd =
    result !== undefined && result.totalPages > 0 && params.page > result.totalPages;
  // Prices wait for the store, so they do not flash in the wrong currency.
  const isLoading = products.isPending || store.isPending || isPastEnd;

  return (
    <div className="mx-auto max-w-6xl">
      <ProductsHeader storeId={storeId} store={store.data} isStoreLoading={store.isPending} />

      <div className="mt-6">
        <StatusTabs
          status={params.status}
          panelId={panelId}
          onChange={(status) => handleParamsChange({ status })}
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2 sm:gap-3">
        <SearchBox
          label="Search products"
          value={params.search}
          onSearch={(search) => handleParamsChange({ search }, true)}
          className="w-full sm:max-w-sm sm:flex-1"
        />
        <div className="flex flex-1 items-center justify-between gap-2 sm:justify-end sm:gap-3">
          <SortControls
            sortBy={params.sortBy}
            sortDir={params.sortDir}
            onSortByChange={handleSortByChange}
            onSortDirChange={(sortDir) => handleParamsChange({ sortDir })}
          />
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>

      <section
        id={panelId}
        aria-label="Products"
        aria-busy={products.isFetching || undefined}
        className="mt-4"
      >
        {isLoading ? (
          <ProductListSkeleton view={view} />
        ) : products.isError ? (
          <Alert>
            <p className="font-medium">{errorText(products.error, PRODUCT_TEXT.loadFailed)}</p>
            <button
              type="button"
              onClick={() => void products.refetch()}
              className="mt-2 font-medium underline underline-offset-2"
            >
              Try again
            </button>
          </Alert>
        ) : visible.length === 0 && hasFilters ? (
          <EmptyState
            icon={<SearchX className="size-6" aria-hidden />}
            title={
              params.search
                ? `No products match “${params.search}”`
                : `No ${params.status ?? ""} products`
            }
            description={
              params.search
                ? "Check the spelling or try another word."
                : "Products with this status appear here."
            }
            action={
              <Button
                variant="secondary"
                onClick={() =>
                  handleParamsChange({
                    search: DEFAULT_LIST_PARAMS.search,
                    status: DEFAULT_LIST_PARAMS.status,
                  })
                }
              >
                {params.search ? "Clear search" : "Show all products"}
              </Button>
            }
          />
        ) : visible.length === 0 ? (
          <EmptyState
            icon={<Package className="size-6" aria-hidden />}
            title="No products found"
            description="Create your first product to get started"
            action={addProduct}
          />
        ) : (
          <>
            {params.search ? (
              <p className="mb-3 text-sm text-slate-500">
                Best matches first; equal matches by {tieOrderText(params.sortBy, params.sortDir)}.
              </p>
            ) : null}
            <div
              className={`transition-opacity ${products.isPlaceholderData ? "opacity-60" : ""} ${
                view === "list" ? "rounded-xl bg-white shadow-xs ring-1 ring-slate-200" : ""
              }`}
            >
              <SelectionBar
                view={view}
                pageCount={visible.length}
                selectedCount={selected.length}
                pendingAction={bulk.isPending ? bulk.variables.action : null}
                onToggleAll={handleToggleAll}
                onAction={(action) => void handleBulkAction(action)}
                onClear={() => setSelectedIds(new Set())}
              />
              {view === "grid" ? (
                <ul
                  aria-label="Product list"
                  data-view="grid"
                  className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
                >
                  {visible.map((product) => {
                    const { key, ...props } = itemProps(product);
                    return (
                      <li key={key}>
                        <ProductCard {...props} />
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <ul
                  aria-label="Product list"
                  data-view="list"
                  className="divide-y divide-slate-100"
                >
                  {visible.map((product) => {
                    const { key, ...props } = itemProps(product);
                    return (
                      <li key={key} className="last:rounded-b-xl">
                        <ProductRow {...props} />
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
            {result && (
              <ProductPagination
                page={params.page}
                totalPages={result.totalPages}
                total={result.total}
                limit={params.limit}
                onPageChange={(page) => handlePageChange({ page })}
                onLimitChange={(limit) => handleParamsChange({ limit })}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
