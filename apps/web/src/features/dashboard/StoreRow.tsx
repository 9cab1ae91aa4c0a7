import type { StoreSummaryDto } from "@shopwright/sdk";
import { useNavigate } from "react-router";
import { SiteState } from "../store/SiteState";
import { storePaths } from "../store/store-paths";
import { StoreActions } from "./StoreActions";
import { StoreInitial } from "./StoreInitial";
import { StoreStatus } from "./StoreStatus";
import { StoreTitle } from "./StoreTitle";

/** A store in the list view: the card's content on one line (PRODUCT.md §2). */
export function StoreRow({
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
      className="flex cursor-pointer flex-col gap-3 px-4 py-3.5 transition-colors hover:bg-slate-50 md:flex-row md:items-center md:gap-6"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <StoreInitial name={store.storeName} size="sm" />
        <div className="min-w-0">
          <StoreTitle name={store.storeName} domain={store.domain} path={overviewPath} />
        </div>
      </div>
      <div className="flex items-center gap-6 pl-12 md:w-64 md:pl-0">
        <span className="w-20 shrink-0 text-xs font-medium text-slate-600">0 Products</span>
        <StoreStatus isApproved={store.approved} />
      </div>
      <SiteState site={store.site} className="pl-12 md:w-52 md:pl-0" />
      <div className="md:w-auto">
        <StoreActions store={store} onDelete={onDelete} />
      </div>
    </article>
  );
}
