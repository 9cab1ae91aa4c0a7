import type { StoreSummaryDto } from "@shopwright/sdk";
import { ChevronRight, Globe } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StoreInitial } from "../dashboard/StoreInitial";
import { SiteState } from "./SiteState";
import { StoreStatusBadge } from "./StoreStatusBadge";

/** The top of a store screen: breadcrumb, initial, name, domain, status and page actions. */
export function StorePageHeader({
  store,
  page,
  actions,
  hasStatus = true,
}: {
  store: StoreSummaryDto;
  /** The current page's name in the breadcrumb, when it is not the overview. */
  page?: { label: string; parent: string };
  actions?: ReactNode;
  /** False where the page itself is about the status (approval). */
  hasStatus?: boolean;
}) {
  return (
    <header>
      <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-sm text-slate-500">
        <Link to="/dashboard" className="rounded-sm hover:text-slate-900">
          Stores
        </Link>
        <ChevronRight className="size-3.5 text-slate-300" aria-hidden />
        {page ? (
          <>
            <Link to={page.parent} className="max-w-40 truncate rounded-sm hover:text-slate-900">
              {store.storeName}
            </Link>
            <ChevronRight className="size-3.5 text-slate-300" aria-hidden />
            <span className="text-slate-900">{page.label}</span>
          </>
        ) : (
          <span className="max-w-60 truncate text-slate-900">{store.storeName}</span>
        )}
      </nav>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <StoreInitial name={store.storeName} size="lg" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">
                {store.storeName}
              </h1>
              {hasStatus && <StoreStatusBadge isApproved={store.approved} />}
            </div>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
              <Globe className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{store.domain}</span>
            </p>
            {hasStatus && <SiteState site={store.site} className="mt-1.5" />}
          </div>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
