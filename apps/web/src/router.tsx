import { lazy, Suspense, type ComponentType } from "react";
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from "react-router";
import { Spinner } from "./components/Spinner";

// Every route of PRODUCT.md §2, lazy per feature so the landing page loads none of the dashboard.
const routes: RouteObject[] = [
  {
    path: "/",
    lazy: () =>
      import("./features/landing/LandingPage").then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: "/about",
    lazy: () => import("./features/info/AboutPage").then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: "/docs",
    lazy: () => import("./features/info/DocsPage").then((m) => ({ Component: m.DocsPage })),
  },
  {
    // The API reference, rendered from GET /api/openapi.json.
    path: "/docs/api",
    lazy: () =>
      import("./features/docs/ApiReferencePage").then((m) => ({
        Component: m.ApiReferencePage,
      })),
  },
  {
    path: "/contact",
    lazy: () => import("./features/info/ContactPage").then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: "/login",
    lazy: () => import("./features/auth/LoginPage").then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: "/signup",
    lazy: () => import("./features/auth/SignupPage").then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: "/forgot-password",
    lazy: () =>
      import("./features/auth/ForgotPasswordPage").then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    // The reset mail's link: public, the token in the query.
    path: "/reset-password",
    lazy: () =>
      import("./features/auth/ResetPasswordPage").then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    // Public: the page itself asks the invitee to sign in or sign up, keeping the token.
    path: "/invite/accept",
    lazy: () =>
      import("./features/invite/InviteAcceptPage").then((m) => ({
        Component: m.InviteAcceptPage,
      })),
  },
  {
    // PRODUCT.md §6: every dashboard and editor route needs a stored token, else /login.
    lazy: () => import("./features/auth/RequireAuth").then((m) => ({ Component: m.RequireAuth })),
    children: [
      {
        lazy: () =>
          import("./features/dashboard/DashboardLayout").then((m) => ({
            Component: m.DashboardLayout,
          })),
        children: [
          {
            path: "/dashboard",
            lazy: () =>
              import("./features/dashboard/DashboardPage").then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: "/dashboard/store/:storeId",
            lazy: () =>
              import("./features/store/StoreOverviewPage").then((m) => ({
                Component: m.StoreOverviewPage,
              })),
          },
          {
            path: "/dashboard/store/:storeId/approval",
            lazy: () =>
              import("./features/store/ApprovalPage").then((m) => ({ Component: m.ApprovalPage })),
          },
          {
            path: "/dashboard/store/:storeId/orders",
            lazy: () =>
              import("./features/orders/OrdersPage").then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: "/dashboard/store/:storeId/orders/:orderId",
            lazy: () =>
              import("./features/orders/OrderDetailPage").then((m) => ({
                Component: m.OrderDetailPage,
              })),
          },
          {
            path: "/dashboard/store/:storeId/analytics",
            lazy: () =>
              import("./features/analytics/AnalyticsPage").then((m) => ({
                Component: m.AnalyticsPage,
              })),
          },
          {
            path: "/dashboard/store/:storeId/payments",
            lazy: () =>
              import("./features/payments/PaymentsPage").then((m) => ({
                Component: m.PaymentsPage,
              })),
          },
          {
            path: "/dashboard/store/:storeId/shipping",
            lazy: () =>
              import("./features/shipping-taxes/ShippingTaxesPage").then((m) => ({
                Component: m.ShippingTaxesPage,
              })),
          },
          {
            path: "/dashboard/store/:storeId/collections",
            lazy: () =>
              import("./features/collections/CollectionsPage").then((m) => ({
                Component: m.CollectionsPage,
              })),
          },
          {
            path: "/dashboard/store/:storeId/discounts",
            lazy: () =>
              import("./features/discounts/DiscountsPage").then((m) => ({
                Component: m.DiscountsPage,
              })),
          },
          {
            path: "/dashboard/store/:storeId/chatbox",
            lazy: () => import("./features/chat/ChatPage").then((m) => ({ Component: m.ChatPage })),
          },
          {
            path: "/dashboard/products",
            lazy: () =>
              import("./features/products/ProductListPage").then((m) => ({
                Component: m.ProductListPage,
              })),
          },
          {
            path: "/dashboard/products/new",
            lazy: () =>
              import("./features/products/CreateProductPage").then((m) => ({
                Component: m.CreateProductPage,
              })),
          },
          {
            path: "/dashboard/products/:id/edit",
            lazy: () =>
              import("./features/products/EditProductPage").then((m) => ({
                Component: m.EditProductPage,
              })),
          },
          {
            path: "/dashboard/team/:teamId?",
            lazy: () => import("./features/team/TeamPage").then((m) => ({ Component: m.TeamPage })),
          },
          {
            path: "/dashboard/account",
            lazy: () =>
              import("./features/account/AccountPage").then((m) => ({
                Component: m.AccountPage,
              })),
          },
          {
            // The id is optional: without one, the page opens the first team's settings (PRODUCT.md §4).
            path: "/dashboard/org/:teamId?/settings",
            lazy: () =>
              import("./features/org-settings/OrgSettingsPage").then((m) => ({
                Component: m.OrgSettingsPage,
              })),
          },
        ],
      },
      // The editor is full-screen, outside the dashboard frame.
      {
        path: "/dashboard/store/:storeId/editor",
        lazy: () =>
          import("./features/editor/EditorPage").then((m) => ({ Component: m.EditorPage })),
      },
      {
        path: "/editor/:themeId",
        lazy: () =>
          import("./features/editor/EditorPage").then((m) => ({ Component: m.EditorPage })),
      },
    ],
  },
  // PRODUCT.md §2: any unknown path redirects to /.
  { path: "*", element: <Navigate to="/" replace /> },
];

// Shown while the first screen's code loads.
const appLoading = (
  <div className="grid min-h-dvh place-items-center text-brand-600">
    <Spinner className="size-6" label="Loading" />
  </div>
);

// Each route's lazy module as a React.lazy screen, and how to start loading it.
const loaders = new WeakMap<RouteObject, () => Promise<unknown>>();

function withLazyScreen(route: RouteObject): RouteObject {
  const { lazy: load, children, ...rest } = route;
  const converted = { ...rest } as RouteObject;
  if (children) converted.children = children.map(withLazyScreen);
  if (typeof load === "function") {
    let loading: Promise<{ default: ComponentType }> | undefined;
    const start = () =>
      (loading ??= load().then((module) => ({ default: module.Component as ComponentType })));
    const Screen = lazy(start);
    converted.element = <Screen />;
    loaders.set(converted, start);
  }
  return converted;
}

const appRoutes = routes.map(withLazyScreen);

/**
 * The app's screens. Declarative routing (useRoutes) rather than a data router: the app uses
 * no loaders, actions or fetchers, and a data router adds 15 kB (gzip) to the entry chunk that
 * every page loads. The modules of all the matched routes start loading together, as a data
 * router would load them, rather than one nesting level after the other.
 */
export function AppRoutes() {
  const location = useLocation();
  for (const match of matchRoutes(appRoutes, location) ?? []) void loaders.get(match.route)?.();
  const screen = useRoutes(appRoutes, location);
  return <Suspense fallback={appLoading}>{screen}</Suspense>;
}
