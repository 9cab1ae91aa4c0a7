import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { Spinner } from "./components/Spinner";

// Every route of SPEC 2, lazy per feature so the landing page loads none of the dashboard.
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
    // SPEC 6: every dashboard and editor route needs a stored token, else /login.
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
            path: "/dashboard/store/:storeId/chatbox",
            lazy: () =>
              import("./features/store/StoreToolPage").then((m) => ({
                Component: m.StoreToolPage,
              })),
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
            lazy: () =>
              import("./features/store/StoreToolPage").then((m) => ({
                Component: m.StoreToolPage,
              })),
          },
          {
            path: "/dashboard/org/:teamId/settings",
            lazy: () =>
              import("./features/store/StoreToolPage").then((m) => ({
                Component: m.StoreToolPage,
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
  // SPEC 2: any unknown path redirects to /.
  { path: "*", element: <Navigate to="/" replace /> },
];

// Shown while the first screen's code loads.
const appLoading = (
  <div className="grid min-h-dvh place-items-center text-brand-600">
    <Spinner className="size-6" label="Loading" />
  </div>
);

export const router = createBrowserRouter([
  { element: <Outlet />, hydrateFallbackElement: appLoading, children: routes },
]);
