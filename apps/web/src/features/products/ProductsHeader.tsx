import type { StoreSummaryDto } from "@shopwright/sdk";
import { ArrowLeft, Globe, Plus } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/Button";
import { storePaths } from "../store/store-paths";
import { ProductCsvButtons } from "./ProductCsvButtons";
import { productPaths } from "./product-paths";

/** PRODUCT.md §2: back arrow to the store, its name and domain, and 'Add Product'; then Import and Export. */
export function ProductsHeader({
  storeId,
  store,
  isStoreLoading,
}: {
  storeId: string;
  /** Undefined while loading or when it failed; PRODUCT.md §8 says a failure is ignored. */
  store: StoreSummaryDto | undefined;
  isStoreLoading: boolean;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <Link
          to={storePaths.overview(storeId)}
          aria-label="Back to store"
          title="Back to store"
          className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-slate-500 shadow-xs ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden />
        </Link>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Products</h1>
          {store ? (
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-500">
              <span className="truncate font-medium text-slate-700">{store.storeName}</span>
              <span aria-hidden className="text-slate-300">
                ·
              </span>
              <Globe className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{store.domain}</span>
            </p>
          ) : (
            isStoreLoading && (
              <span
                aria-hidden
                className="mt-1.5 block h-4 w-48 animate-pulse rounded bg-slate-200"
              />
            )
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ProductCsvButtons storeId={storeId} />
        <ButtonLink
          to={productPaths.create(storeId)}
          icon={<Plus className="size-4" aria-hidden />}
        >
          Add Product
        </ButtonLink>
      </div>
    </header>
  );
}
