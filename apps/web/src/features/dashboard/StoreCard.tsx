import type { StoreSummaryDto } from "@shopwright/sdk";
import { ChevronRight, Package } from "lucide-react";
import { useNavigate } from "react-router";
import { SiteState } from "../store/SiteState";
import { storePaths } from "../store/store-paths";
import { StoreActions } from "./StoreActions";
import { StoreInitial } from "./StoreInitial";
import { StoreStatus } from "./StoreStatus";
import { StoreTitle } from "./StoreTitle";

/** A store in the grid view; a click anywhere but its buttons opens the store (PRODUCT.md §2). */
export function StoreCard({
  store,
  onDelete,
}: {
  store: StoreSummaryDto;
  onDelete: (store: StoreSummaryDto) => void;
}) {
  const navigate = useNavigate();
  const overviewPath = storePaths.overview(store._id);

  return (
    <article
      onClick={() => void navigate(overviewPath)}
      className="group flex h-full cursor-pointer flex-col rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200 transition hover:shadow-md hover:ring-slate-300"
    >
      <div className="flex items-start gap-3">
        <StoreInitial name={store.storeName} />
        <div className="min-w-0 flex-1">
          <StoreTitle name={store.storeName} domain={store.domain} path={overviewPath} />
        </div>
        <ChevronRight
          className="size-4 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-slate-500"
          aria-hidden
        />
      </div>

      <p className="mt-3 line-clamp-2 min-h-10 text-sm text-slate-600">
        {store.description || <span className="text-slate-400">No description yet</span>}
      </p>

      <div className="mt-4 flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
          <Package className="size-3.5 text-slate-400" aria-hidden />0 Products
        </span>
        <StoreStatus isApproved={store.approved} />
      </div>
      <SiteState site={store.site} className="mt-3 rounded-lg bg-slate-50 px-3 py-2" />

      <div className="mt-4 border-t border-slate-100 pt-4">
        <StoreActions store={store} onDelete={onDelete} />
      </div>
    </article>
  );
}
