import type { StoreSummaryDto } from "@shopwright/sdk";
import { ChevronRight } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { storePaths } from "../store/store-paths";

/**
 * The top of a store's selling screens (orders, an order, payments): the breadcrumb through
 * the store, the page's title with its badges, a line about it, and its actions.
 */
export function StoreSectionHeader({
  store,
  trail = [],
  current,
  title,
  badges,
  description,
  actions,
}: {
  store: StoreSummaryDto;
  /** Links between the store and the current page (an order's list). */
  trail?: { label: string; to: string }[];
  /** The current page's name in the breadcrumb. */
  current: string;
  title: string;
  badges?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header>
      <nav
        aria-label="Breadcrumb"
        className="flex min-w-0 items-center gap-1 text-sm text-slate-500"
      >
        <Link to="/dashboard" className="shrink-0 rounded-sm hover:text-slate-900">
          Stores
        </Link>
        <ChevronRight className="size-3.5 shrink-0 text-slate-300" aria-hidden />
        <Link
          to={storePaths.overview(store._id)}
          className="max-w-40 truncate rounded-sm hover:text-slate-900"
        >
          {store.storeName}
        </Link>
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <ChevronRight className="size-3.5 shrink-0 text-slate-300" aria-hidden />
            <Link to={crumb.to} className="shrink-0 rounded-sm hover:text-slate-900">
              {crumb.label}
            </Link>
          </Fragment>
        ))}
        <ChevronRight className="size-3.5 shrink-0 text-slate-300" aria-hidden />
        <span aria-current="page" className="truncate text-slate-900">
          {current}
        </span>
      </nav>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {badges}
          </div>
          {description && <div className="mt-1 text-sm text-slate-500">{description}</div>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
