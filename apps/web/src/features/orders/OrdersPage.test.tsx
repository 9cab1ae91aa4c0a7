import type { FakeRequest } from "../../test/fake-api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { anOrderPage, anOrderSummary } from "./order-fixtures";
import { OrdersPage } from "./OrdersPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee" });
const first = anOrderSummary({ _id: "o1", number: 1001, customerName: "Ada Lovelace" });
const second = anOrderSummary({
  _id: "o2",
  number: 1002,
  customerName: "Grace Hopper",
  email: "grace@example.com",
  status: "pending_payment",
  paymentStatus: "unpaid",
  paymentMethod: "manual",
  totalMinor: 1999,
});

function renderOrders(path = "/dashboard/store/s1/orders") {
  return renderRoutes(
    [
      { path: "/dashboard/store/:storeId/orders", element: <OrdersPage /> },
      { path: "*", element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    path,
  );
}

const listCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === "GET" && r.path === "/api/store/s1/orders");
const lastQuery = (requests: FakeRequest[]) =>
  Object.fromEntries(listCalls(requests).at(-1)?.query ?? []);

const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe("OrdersPage", () => {
  it("lists orders with number, customer, badges and totals, each opening the order", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/orders": ok(
        anOrderPage([first, second], {
          total: 40,
          counts: { pending_payment: 12, paid: 20, fulfilled: 6, cancelled: 2 },
        }),
      ),
    });
    const { router } = renderOrders();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole("link", { name: "#1001" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/orders/o1",
    );
    expect(within(rows[1]!).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("$42.50")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Pending payment")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Unpaid")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("$19.99")).toBeInTheDocument();
    // The phone's cards carry the same orders.
    const cards = screen.getByRole("list", { name: "Order cards" });
    expect(within(cards).getAllByRole("link")).toHaveLength(2);

    expect(screen.getByRole("tab", { name: /All/ })).toHaveTextContent("40");
    expect(screen.getByRole("tab", { name: /Pending payment/ })).toHaveTextContent("12");
    expect(screen.getByText("Showing 1–2 of 40")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Orders" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acme Coffee" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1",
    );

    await userEvent.click(within(rows[2]!).getByRole("link", { name: "#1002" }));
    expect(router.state.location.pathname).toBe("/dashboard/store/s1/orders/o2");
  });

  it("pages with Previous and Next", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/orders": (request) => {
        const page = Number(request.query.get("page") ?? 1);
        const orders = page === 1 ? [first] : [second];
        return ok(anOrderPage(orders, { total: 26, page, limit: 25 }));
      },
    });
    renderOrders();
    expect(await screen.findByText("Showing 1–1 of 26")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 26–26 of 26")).toBeInTheDocument();
    expect(lastQuery(requests)).toMatchObject({ page: "2", limit: "25" });
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("shows the first-order empty state with a link to the live site", async () => {
    fakeApi({
      "GET /api/store/s1": ok({
        store: {
          ...store,
          site: { url: "https://acme.shopwright.site", publishedAt: "2026-11-20T10:00:00Z" },
        },
      }),
      "GET /api/store/s1/orders": ok(anOrderPage([], { counts: {} })),
    });
    renderOrders();
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(
      screen.getByText(
        "When customers check out on your published site, their orders appear here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open your live site" })).toHaveAttribute(
      "href",
      "https://acme.shopwright.site",
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("searches after a pause and filters by status, each asking the server", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/orders": (request) =>
        ok(
          anOrderPage(request.query.get("q") || request.query.get("status") ? [] : [first], {
            counts: { pending_payment: 0, paid: 1, fulfilled: 0, cancelled: 0 },
          }),
        ),
    });
    const { router } = renderOrders();
    await screen.findByRole("table");
    expect(lastQuery(requests)).toEqual({ page: "1", limit: "25" });

    await userEvent.type(screen.getByRole("searchbox", { name: "Search orders" }), "grace");
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ q: "grace" }));
    expect(await screen.findByText("No orders match “grace”")).toBeInTheDocument();
    // Distinct from the store's first-order state.
    expect(screen.queryByText("No orders yet")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=grace");

    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    await screen.findByRole("table");

    await userEvent.click(screen.getByRole("tab", { name: /Cancelled/ }));
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ page: "1", limit: "25", status: "cancelled" }),
    );
    expect(await screen.findByText("No cancelled orders")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /Cancelled/ })).toHaveAttribute("aria-selected", "true");
  });

  it("reads search and status from the URL", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/orders": ok(anOrderPage([second])),
    });
    renderOrders("/dashboard/store/s1/orders?q=1002&status=pending_payment");
    await screen.findByRole("table");
    expect(lastQuery(requests)).toEqual({
      page: "1",
      limit: "25",
      q: "1002",
      status: "pending_payment",
    });
    expect(screen.getByRole("searchbox", { name: "Search orders" })).toHaveValue("1002");
  });

  it("shows a load failure with a retry", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/orders": () =>
        ++calls === 1 ? fail(500, "Database unavailable") : ok(anOrderPage([first])),
    });
    renderOrders();
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  it("exports the orders of the current status as CSV", async () => {
    const created = vi.fn((_blob: Blob) => "blob:orders");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/orders": ok(anOrderPage([first])),
      "GET /api/store/s1/orders/export": { status: 200, body: "number,name\n1001,Ada\n" },
    });
    renderOrders("/dashboard/store/s1/orders?status=paid");
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created.mock.calls[0]![0].text()).toBe("number,name\n1001,Ada\n");
    const exportCall = requests.find((r) => r.path === "/api/store/s1/orders/export");
    expect(Object.fromEntries(exportCall?.query ?? [])).toEqual({ status: "paid" });
  });

  it("shows the store's not-found state", async () => {
    fakeApi({
      "GET /api/store/s1": fail(404, "Store not found", "store_not_found"),
      "GET /api/store/s1/orders": fail(404, "Store not found", "store_not_found"),
    });
    renderOrders();
    expect(await screen.findByText("Store not found")).toBeInTheDocument();
  });
});
