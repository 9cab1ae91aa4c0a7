import {
  Blocks,
  ChartColumn,
  CreditCard,
  Settings,
  Store,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link, useLocation } from "react-router";

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
          return (
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
