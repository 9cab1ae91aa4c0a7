import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { DialogHost } from "../components/dialogs";
import { Toaster } from "../components/Toaster";

/** Renders routes in a memory router with a fresh query client, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = "/") {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <DialogHost />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** Renders one element at `path`, with catch-all probes for navigation assertions. */
export function renderAt(element: ReactElement, path = "/", pattern = path) {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: "*", element: <p data-testid="location" /> },
    ],
    path,
  );
}
