import {
  Blocks,
  ChartColumn,
  CreditCard,
  Settings,
  Store,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Fragment } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { storePaths } from "../store/store-paths";

interface NavItem {
  label: string;
  icon: LucideIcon;
  /** Where the item goes; none for the items PRODUCT.md §2 says do nothing yet. */
  to?: string;
  isActive?: (path: string) => boolean;
}

function navItems(organizationId: string | undefined): NavItem[] {
  return [
    {
      label: "Store",
      icon: Store,
      to: "/dashboard",
      isActive: (path) =>
        path === "/dashboard" ||
        path.startsWith("/dashboard/store") ||
        path.startsWith("/dashboard/products"),
    },
    {
      label: "Team",
      icon: Users,
      to: "/dashboard/team",
      isActive: (path) => path.startsWith("/dashboard/team"),
    },
    // PRODUCT.md §2: Integrations, Usage and Billing do nothing on click.
    { label: "Integrations", icon: Blocks },
    { label: "Usage", icon: ChartColumn },
    { label: "Billing", icon: CreditCard },
    {
      label: "Organization settings",
      icon: Settings,
      // PRODUCT.md §2: the given team's settings, else the team page (which finds the first team).
      to: organizationId ? `/dashboard/org/${organizationId}/settings` : "/dashboard/team",
      isActive: (path) => path.startsWith("/dashboard/org"),
    },
  ];
}

/** The store a dashboard path is about: its overview's pages, or the products list's. */
function storeOfPath(pathname: string, search: URLSearchParams): string | null {
  const match = /^\/dashboard\/store\/([^/]+)/.exec(pathname);
  if (match) return decodeURIComponent(match[1]!);
  return pathname.startsWith("/dashboard/products") ? search.get("storeId") : null;
}

/** A store's own pages, listed under Store while one is open. */
function storeItems(storeId: string) {
  const orders = storePaths.orders(storeId);
  return [
    {
      label: "Overview",
      to: storePaths.overview(storeId),
      isActive: (path: string) => path === storePaths.overview(storeId),
    },
    {
      label: "Products",
      to: storePaths.products(storeId),
      isActive: (path: string) => path.startsWith("/dashboard/products"),
    },
    {
      label: "Collections",
      to: storePaths.collections(storeId),
      isActive: (path: string) => path === storePaths.collections(storeId),
    },
    { label: "Orders", to: orders, isActive: (path: string) => path.startsWith(orders) },
    {
      label: "Analytics",
      to: storePaths.analytics(storeId),
      isActive: (path: string) => path === storePaths.analytics(storeId),
    },
    {
      label: "Payments",
      to: storePaths.payments(storeId),
      isActive: (path: string) => path === storePaths.payments(storeId),
    },
    {
      label: "Shipping and taxes",
      to: storePaths.shipping(storeId),
      isActive: (path: string) => path === storePaths.shipping(storeId),
    },
    {
      label: "Discounts",
      to: storePaths.discounts(storeId),
      isActive: (path: string) => path === storePaths.discounts(storeId),
    },
  ];
}

/** A store's own pages, indented under Store while one is open. */
function StoreGroup({
  storeId,
  pathname,
  onNavigate,
}: {
  storeId: string;
  pathname: string;
  onNavigate: (() => void) | undefined;
}) {
  return (
    <div
      aria-label="This store"
      role="group"
      className="ml-4.5 space-y-0.5 border-l border-slate-200 pl-3"
    >
      {storeItems(storeId).map((item) => {
        const isCurrent = item.isActive(pathname);
        return (
          <Link
            key={item.label}
            to={item.to}
            onClick={onNavigate}
            aria-current={isCurrent ? "page" : undefined}
            className={`block rounded-lg px-2.5 py-1.5 text-sm transition-colors ${
              isCurrent
                ? "bg-slate-100 font-medium text-slate-900"
                : "text-slate-600 hover:bg-slate-50 hover:text-slate-900"
            }`}
          >
            {item.label}
          </Link>
        );
      })}
    </div>
  );
}

const itemClasses =
  "flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-sm font-medium transition-colors";

/** The dashboard's navigation, shared by the desktop sidebar and the mobile drawer. */
export function DashboardSidebar({
  organizationId,
  onNavigate,
}: {
  organizationId: string | undefined;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const storeId = storeOfPath(pathname, search);
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Dashboard" className="flex-1 space-y-0.5 p-3">
        {navItems(organizationId).map(({ label, icon: Icon, to, isActive }) => {
          if (!to) {
            return (
              <button
                key={label}
                type="button"
                aria-disabled="true"
                title={`${label} is coming soon`}
                className={`${itemClasses} cursor-not-allowed text-slate-400`}
              >
                <Icon className="size-4.5" aria-hidden />
                {label}
                <span className="ml-auto rounded-full bg-slate-100 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-slate-400">
                  Soon
                </span>
              </button>
            );
          }
          const isCurrent = isActive?.(pathname) ?? false;
          const link = (
            <Link
              key={label}
              to={to}
              onClick={onNavigate}
              aria-current={isCurrent ? "page" : undefined}
              className={`${itemClasses} ${
                isCurrent
                  ? "bg-slate-100 text-slate-900"
                  : "text-slate-600 hover:bg-slate-50 hover:text-slate-900"
              }`}
            >
              <Icon
                className={`size-4.5 ${isCurrent ? "text-brand-600" : "text-slate-400"}`}
                aria-hidden
              />
              {label}
            </Link>
          );
          if (label !== "Store" || !storeId) return link;
          return (
            <Fragment key={label}>
              {link}
              <StoreGroup storeId={storeId} pathname={pathname} onNavigate={onNavigate} />
            </Fragment>
          );
        })}
      </nav>
      <div className="m-3 rounded-xl bg-linear-to-br from-brand-50 to-violet-50 p-4 ring-1 ring-brand-100">
        <p className="text-sm font-semibold text-slate-900">Free plan</p>
        <p className="mt-1 text-xs leading-relaxed text-slate-600">
          Build and preview as many stores as you like. Custom domains and higher limits come with
          paid plans.
        </p>
      </div>
    </div>
  );
}
