import { COMMERCE_LIMITS, type StoreSummaryDto } from "@shopwright/sdk";
import { Download, ExternalLink, SearchX, ShoppingBag } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { useParams } from "react-router";
import { Button, buttonClasses } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { LoadFailed } from "../../components/LoadFailed";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import { saveFile } from "../products/csv-file";
import { StoreGate } from "../store/StoreGate";
import { ORDER_PAGE_SIZE, toOrdersQuery, type OrderListParams } from "./order-list-params";
import { OrderList, OrderListSkeleton } from "./OrderList";
import { useExportOrders, useOrders } from "./orders.api";
import { noMatchNote, noMatchTitle, ORDERS_TEXT } from "./orders.texts";
import { SearchBox } from "../../components/SearchBox";
import { OrdersPagination } from "./OrdersPagination";
import { OrderStatusFilter } from "./OrderStatusFilter";
import { StoreSectionHeader } from "./StoreSectionHeader";
import { useOrderListParams } from "./use-order-list-params";

/** /dashboard/store/{storeId}/orders (PRODUCT.md §10): the store's orders, searched and filtered. */
export function OrdersPage() {
  const { storeId = "" } = useParams();
  return (
    <StoreGate storeId={storeId} width="max-w-6xl">
      {(store) => <StoreOrders store={store} />}
    </StoreGate>
  );
}

function StoreOrders({ store }: { store: StoreSummaryDto }) {
  const { params, update } = useOrderListParams();
  const query = useMemo(() => toOrdersQuery(params), [params]);
  const orders = useOrders(store._id, query);
  const exportOrders = useExportOrders(store._id);
  const panelId = useId();

  const result = orders.data;
  const hasFilters = params.q !== "" || params.status !== undefined;
  const isPastEnd =
    result !== undefined &&
    !orders.isPlaceholderData &&
    result.total > 0 &&
    result.orders.length === 0 &&
    params.page > 1;

  // A page past the end (orders went elsewhere meanwhile): go to the last page.
  useEffect(() => {
    if (isPastEnd) {
      update({ page: Math.ceil(result.total / ORDER_PAGE_SIZE) }, { isReplace: true });
    }
  }, [isPastEnd, result, update]);

  function handleChange(patch: Partial<OrderListParams>, isReplace = false) {
    update(patch, { isReplace });
  }

  function handleExport() {
    exportOrders.mutate(params.status, {
      onSuccess: ({ csv, filename }) => saveFile(csv, filename),
      onError: (cause) => toast.error(errorText(cause, ORDERS_TEXT.exportFailed)),
    });
  }

  return (
    <div className="mx-auto max-w-6xl">
      <StoreSectionHeader
        store={store}
        current={ORDERS_TEXT.title}
        title={ORDERS_TEXT.title}
        description={ORDERS_TEXT.intro}
        actions={
          <Button
            variant="secondary"
            onClick={handleExport}
            isLoading={exportOrders.isPending}
            title={ORDERS_TEXT.exportTitle}
            icon={<Download className="size-4" aria-hidden />}
          >
            {ORDERS_TEXT.exportCsv}
          </Button>
        }
      />

      <div className="mt-6">
        <OrderStatusFilter
          status={params.status}
          counts={result?.counts}
          panelId={panelId}
          onChange={(status) => handleChange({ status })}
        />
      </div>

      <div className="mt-4">
        <SearchBox
          label={ORDERS_TEXT.searchLabel}
          placeholder={ORDERS_TEXT.searchPlaceholder}
          maxLength={COMMERCE_LIMITS.searchMax}
          value={params.q}
          onSearch={(q) => handleChange({ q }, true)}
          className="w-full sm:max-w-sm"
        />
      </div>

      <section
        id={panelId}
        aria-label={ORDERS_TEXT.title}
        aria-busy={orders.isFetching || undefined}
        className="mt-4"
      >
        {orders.isPending || isPastEnd ? (
          <OrderListSkeleton />
        ) : orders.isError ? (
          <div className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
            <LoadFailed
              message={errorText(orders.error, ORDERS_TEXT.loadFailed)}
              retryLabel={ORDERS_TEXT.retry}
              onRetry={() => void orders.refetch()}
              className="px-5 py-10"
            />
          </div>
        ) : orders.data.orders.length === 0 && hasFilters ? (
          <EmptyState
            icon={<SearchX className="size-6" aria-hidden />}
            title={noMatchTitle(params.q, params.status)}
            description={noMatchNote(params.q)}
            action={
              <Button
                variant="secondary"
                onClick={() => handleChange({ q: "", status: undefined })}
              >
                {params.q ? ORDERS_TEXT.clearSearch : ORDERS_TEXT.showAll}
              </Button>
            }
          />
        ) : orders.data.orders.length === 0 ? (
          <EmptyState
            icon={<ShoppingBag className="size-6" aria-hidden />}
            title={ORDERS_TEXT.emptyTitle}
            description={store.site ? ORDERS_TEXT.emptyNote : ORDERS_TEXT.emptyNoteUnpublished}
            action={
              store.site ? (
                <a
                  href={store.site.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses("secondary")}
                >
                  <ExternalLink className="size-4" aria-hidden />
                  {ORDERS_TEXT.openSite}
                </a>
              ) : undefined
            }
          />
        ) : (
          <>
            <div className={`transition-opacity ${orders.isPlaceholderData ? "opacity-60" : ""}`}>
              <OrderList storeId={store._id} orders={orders.data.orders} locale={store.locale} />
            </div>
            <OrdersPagination
              page={orders.data.page}
              limit={orders.data.limit}
              count={orders.data.orders.length}
              total={orders.data.total}
              onPageChange={(page) => {
                handleChange({ page });
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
