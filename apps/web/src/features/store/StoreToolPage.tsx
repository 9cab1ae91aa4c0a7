import {
  ArrowLeft,
  LayoutDashboard,
  Package,
  PackagePlus,
  PenTool,
  Settings,
  ShieldCheck,
  Sparkles,
  SquarePen,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link, matchPath, useLocation, useParams, useSearchParams } from "react-router";
import { Badge } from "../../components/Badge";
import { ButtonLink } from "../../components/Button";
import { Logo } from "../../components/Logo";
import { getEditorStoreId } from "../../lib/session";
import { StoreInitial } from "../dashboard/StoreInitial";
import { useStore } from "../dashboard/stores.api";
import { storePaths } from "./store-paths";

interface Tool {
  pattern: string;
  name: string;
  icon: LucideIcon;
  /** What the tool will do, finishing the sentence "It ships in the next release: …". */
  purpose: string;
}

// Most specific first: matchPath is tried in this order.
const tools: Tool[] = [
  {
    pattern: "/dashboard/store/:storeId/chatbox",
    name: "AI Builder",
    icon: Sparkles,
    purpose: "describe your store in plain words and watch the pages take shape",
  },
  {
    pattern: "/dashboard/store/:storeId/editor",
    name: "Visual editor",
    icon: PenTool,
    purpose: "drag sections onto your pages, edit them and publish",
  },
  {
    pattern: "/editor/:themeId",
    name: "Visual editor",
    icon: PenTool,
    purpose: "drag sections onto your pages, edit them and publish",
  },
  {
    pattern: "/dashboard/products/new",
    name: "New product",
    icon: PackagePlus,
    purpose: "add a product with its price, stock and images",
  },
  {
    pattern: "/dashboard/products/:id/edit",
    name: "Edit product",
    icon: SquarePen,
    purpose: "change a product's details, price, stock and images",
  },
  {
    pattern: "/dashboard/products",
    name: "Products",
    icon: Package,
    purpose: "search, sort and publish your catalogue in bulk",
  },
  {
    pattern: "/dashboard/team/:teamId?",
    name: "Team",
    icon: Users,
    purpose: "invite members and manage their roles",
  },
  {
    pattern: "/dashboard/org/:teamId/settings",
    name: "Organization settings",
    icon: Settings,
    purpose: "rename your organization and choose its data-privacy setting",
  },
];

const fallbackTool: Tool = {
  pattern: "*",
  name: "This tool",
  icon: LayoutDashboard,
  purpose: "it will appear right here",
};

/** The one screen for routes whose tools arrive in a later release: honest, with a way on. */
export function StoreToolPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const tool = tools.find(({ pattern }) => matchPath(pattern, pathname)) ?? fallbackTool;
  const isStandalone = pathname.startsWith("/editor/");
  // SPEC 2, 3: the store comes from the path, the query, or (for /editor/{themeId}) storage.
  const storeId =
    params.storeId ?? searchParams.get("storeId") ?? (isStandalone ? getEditorStoreId() : null);
  const { data: store } = useStore(storeId);
  const Icon = tool.icon;

  return (
    <div className={isStandalone ? "min-h-dvh bg-slate-50 px-4 py-10" : ""}>
      <div className="mx-auto max-w-3xl">
        {isStandalone && (
          <Link to="/dashboard" className="mb-8 inline-flex rounded-lg">
            <Logo />
          </Link>
        )}
        {store && (
          <Link
            to={storePaths.overview(store._id)}
            className="group flex w-fit max-w-full items-center gap-3 rounded-lg py-1 pr-2 text-sm"
          >
            <ArrowLeft
              className="size-4 shrink-0 text-slate-400 transition group-hover:-translate-x-0.5 group-hover:text-slate-700"
              aria-hidden
            />
            <StoreInitial name={store.storeName} size="sm" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{store.storeName}</span>
              <span className="block truncate text-slate-500">{store.domain}</span>
            </span>
          </Link>
        )}

        <section
          aria-labelledby="tool-title"
          className="mt-6 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <div className="relative flex flex-col items-center px-6 py-12 text-center sm:px-12">
            <div
              aria-hidden
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-brand-50),transparent)]"
            />
            <span className="relative grid size-14 place-items-center rounded-2xl bg-linear-to-br from-brand-500 to-violet-500 text-white shadow-lg shadow-brand-500/25">
              <Icon className="size-7" aria-hidden />
            </span>
            <Badge tone="brand" className="relative mt-6">
              Next release
            </Badge>
            <h1
              id="tool-title"
              className="relative mt-3 text-2xl font-semibold tracking-tight text-slate-900"
            >
              {tool.name}
            </h1>
            <p className="relative mt-2 max-w-md text-sm text-slate-500">
              {tool.name} ships in the next release: {tool.purpose}.
            </p>
          </div>
          <div className="flex flex-col gap-2 border-t border-slate-100 bg-slate-50/60 px-6 py-4 sm:flex-row sm:justify-center">
            {store && (
              <>
                <ButtonLink
                  to={storePaths.overview(store._id)}
                  icon={<ArrowLeft className="size-4" aria-hidden />}
                >
                  Back to overview
                </ButtonLink>
                <ButtonLink
                  to={storePaths.approval(store._id)}
                  variant="secondary"
                  icon={<ShieldCheck className="size-4" aria-hidden />}
                >
                  Approval
                </ButtonLink>
              </>
            )}
            <ButtonLink
              to="/dashboard"
              variant={store ? "ghost" : "primary"}
              icon={<LayoutDashboard className="size-4" aria-hidden />}
            >
              Back to dashboard
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}
