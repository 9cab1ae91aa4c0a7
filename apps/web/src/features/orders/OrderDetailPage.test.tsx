import { COMMERCE_MESSAGES, PERMISSION_MESSAGES, type OrderDto } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { anOrder } from "./order-fixtures";
import { OrderDetailPage } from "./OrderDetailPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee" });
const ORDER_PATH = "/api/store/s1/orders/o1";

function renderOrder() {
  return renderRoutes(
    [
      { path: "/dashboard/store/:storeId/orders/:orderId", element: <OrderDetailPage /> },
      { path: "*", element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    "/dashboard/store/s1/orders/o1",
  );
}

const paid = (overrides: Partial<OrderDto> = {}) =>
  anOrder({
    status: "paid",
    paymentStatus: "paid",
    paymentMethod: "stripe",
    manualKind: null,
    paymentReference: "cs_test_123",
    paidAt: "2026-11-22T10:05:00.000Z",
    ...overrides,
  });

const header = () => screen.getByRole("banner");

afterEach(() => vi.restoreAllMocks());

describe("OrderDetailPage", () => {
  it("shows the lines, totals, customer, payment and timeline (USD)", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      [`GET ${ORDER_PATH}`]: ok({
        order: anOrder({
          refundedMinor: 550,
          events: [
            { type: "placed", at: "2026-11-22T10:00:00.000Z", text: "Order placed", by: null },
            {
              type: "note",
              at: "2026-11-23T09:00:00.000Z",
              text: "Confirmation sent again",
              by: "Grace Hopper",
            },
          ],
        }),
      }),
    });
    renderOrder();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order #1001" }),
    ).toBeInTheDocument();
    const lines = screen.getByRole("list", { name: "Order lines" });
    const [mug, wrap] = within(lines).getAllByRole("listitem");
    expect(mug).toHaveTextContent("Ceramic Mug");
    expect(mug).toHaveTextContent("2 × $18.50");
    expect(mug).toHaveTextContent("$37.00");
    expect(wrap).toHaveTextContent("1 × $5.50");
    expect(screen.getByTestId("order-subtotal")).toHaveTextContent("$42.50");
    expect(screen.getByTestId("order-total")).toHaveTextContent("$42.50");
    expect(screen.getByTestId("order-refunded")).toHaveTextContent("−$5.50");

    expect(screen.getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "mailto:ada@example.com",
    );
    expect(screen.getByText("12 Analytical Row")).toBeInTheDocument();
    expect(screen.getByText("N1 9GU London")).toBeInTheDocument();
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(within(payment).getByText("Bank transfer")).toBeInTheDocument();

    const timeline = screen.getByRole("list", { name: "Timeline" });
    const events = within(timeline).getAllByRole("listitem");
    expect(events[0]).toHaveTextContent("Confirmation sent again");
    expect(events[0]).toHaveTextContent("by Grace Hopper");
    expect(events[1]).toHaveTextContent("Order placed");

    expect(within(header()).getByText("Pending payment")).toBeInTheDocument();
    expect(within(header()).getByText("Unpaid")).toBeInTheDocument();
    expect(within(header()).queryByText("Test mode")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/orders",
    );
  });

  it("formats a currency without minor digits (JPY), and marks test payments", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store: { ...store, currency: "JPY" } }),
      [`GET ${ORDER_PATH}`]: ok({
        order: paid({
          currency: "JPY",
          testMode: true,
          lines: [
            {
              productId: "p1",
              variantId: null,
              variantTitle: null,
              sku: null,
              name: "Matcha",
              image: null,
              quantity: 2,
              unitPriceMinor: 1850,
              totalMinor: 3700,
              discountMinor: 0,
              taxMinor: 0,
            },
          ],
          subtotalMinor: 3700,
          totalMinor: 3700,
        }),
      }),
    });
    renderOrder();
    const lines = await screen.findByRole("list", { name: "Order lines" });
    expect(lines).toHaveTextContent("2 × ¥1,850");
    expect(screen.getByTestId("order-total")).toHaveTextContent("¥3,700");
    expect(within(header()).getByText("Test mode")).toBeInTheDocument();
    expect(screen.getByText("cs_test_123")).toBeInTheDocument();
    expect(screen.getByText("Card (Stripe)")).toBeInTheDocument();
  });

  it("marks a manual order paid after asking, and shows the order the server answers", async () => {
    let order = anOrder();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      [`GET ${ORDER_PATH}`]: () => ok({ order }),
      [`POST ${ORDER_PATH}/paid`]: () => {
        order = anOrder({ status: "paid", paymentStatus: "paid", paidAt: "2026-11-22T12:00:00Z" });
        return ok({ order });
      },
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Mark as paid" }));
    const dialog = screen.getByRole("dialog", { name: "Mark order #1001 as paid?" });
    expect(dialog).toHaveTextContent("$42.50 by bank transfer");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as paid" }));

    expect(await screen.findByText("Marked as paid")).toBeInTheDocument();
    expect(requests.filter((r) => r.path === `${ORDER_PATH}/paid`)).toHaveLength(1);
    await waitFor(() => expect(within(header()).getAllByText("Paid")).toHaveLength(2));
    expect(screen.queryByRole("button", { name: "Mark as paid" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fulfil" })).toBeInTheDocument();
  });

  it("shows the server's refusal in a toast and leaves the order as it was", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      [`GET ${ORDER_PATH}`]: ok({ order: anOrder() }),
      [`POST ${ORDER_PATH}/paid`]: fail(
        409,
        COMMERCE_MESSAGES.invalidTransition,
        "invalid_order_transition",
      ),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Mark as paid" }));
    await userEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Mark as paid" }),
    );
    expect(await screen.findByText(COMMERCE_MESSAGES.invalidTransition)).toBeInTheDocument();
    expect(within(header()).getByText("Pending payment")).toBeInTheDocument();
  });

  it("fulfils with a checked tracking link and the shipping notice", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      [`GET ${ORDER_PATH}`]: ok({ order: paid() }),
      [`POST ${ORDER_PATH}/fulfil`]: ok({ order: paid({ status: "fulfilled" }) }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Fulfil" }));
    const dialog = screen.getByRole("dialog", { name: "Fulfil order #1001" });
    await userEvent.type(within(dialog).getByLabelText("Carrier (optional)"), "DHL");
    await userEvent.type(within(dialog).getByLabelText("Tracking URL (optional)"), "dhl.com/123");
    await userEvent.click(within(dialog).getByRole("button", { name: "Fulfil" }));
    expect(within(dialog).getByText(COMMERCE_MESSAGES.trackingUrlInvalid)).toBeInTheDocument();
    expect(requests.some((r) => r.path === `${ORDER_PATH}/fulfil`)).toBe(false);

    const url = within(dialog).getByLabelText("Tracking URL (optional)");
    await userEvent.clear(url);
    await userEvent.type(url, "https://dhl.com/t/123");
    expect(
      within(dialog).getByRole("checkbox", { name: /Send the customer a shipping notice/ }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Fulfil" }));
    expect(await screen.findByText("Order fulfilled")).toBeInTheDocument();
    expect(requests.find((r) => r.path === `${ORDER_PATH}/fulfil`)?.body).toEqual({
      carrier: "DHL",
      trackingUrl: "https://dhl.com/t/123",
      notifyCustomer: true,
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(header()).getByText("Fulfilled")).toBeInTheDocument();
  });

  it("cancels with restocking on unless unticked", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      [`GET ${ORDER_PATH}`]: ok({ order: anOrder() }),
      [`POST ${ORDER_PATH}/cancel`]: ok({ order: anOrder({ status: "cancelled" }) }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel order #1001?" });
    const restock = within(dialog).getByRole("checkbox", { name: /Put items back in stock/ });
    expect(restock).toBeChecked();
    await userEvent.click(restock);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Order cancelled")).toBeInTheDocument();
    expect(requests.find((r) => r.path === `${ORDER_PATH}/cancel`)?.body).toEqual({
      restock: false,
    });
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("refunds part of the remaining amount, checked in minor units", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store: { ...store, role: "admin" } }),
      [`GET ${ORDER_PATH}`]: ok({ order: paid({ refundedMinor: 250 }) }),
      [`POST ${ORDER_PATH}/refund`]: ok({
        order: paid({ refundedMinor: 1250, paymentStatus: "partially_refunded" }),
      }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = screen.getByRole("dialog", { name: "Refund order #1001" });
    expect(dialog).toHaveTextContent("Up to $40.00 can still be refunded.");
    const amount = within(dialog).getByLabelText("Amount to refund");
    expect(amount).toHaveValue("40.00");

    await userEvent.clear(amount);
    await userEvent.type(amount, "40.01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(within(dialog).getByText(COMMERCE_MESSAGES.refundTooLarge)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, "0");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(within(dialog).getByText(COMMERCE_MESSAGES.refundAmountInvalid)).toBeInTheDocument();
    expect(requests.some((r) => r.path === `${ORDER_PATH}/refund`)).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, "10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Refunded $10.00")).toBeInTheDocument();
    expect(requests.find((r) => r.path === `${ORDER_PATH}/refund`)?.body).toEqual({
      amountMinor: 1000,
      restock: true,
    });
    expect(within(header()).getByText("Partially refunded")).toBeInTheDocument();
  });

  it("offers members no refund, saying why", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store: { ...store, role: "member" } }),
      [`GET ${ORDER_PATH}`]: ok({ order: paid() }),
    });
    renderOrder();
    const refund = await screen.findByRole("button", { name: "Refund" });
    expect(refund).toBeDisabled();
    expect(refund).toHaveAccessibleDescription(PERMISSION_MESSAGES.admin);
    expect(screen.getByText(PERMISSION_MESSAGES.admin)).toBeVisible();
    // Members still fulfil and cancel.
    expect(screen.getByRole("button", { name: "Fulfil" })).toBeEnabled();
  });

  it("offers no refund once everything is refunded", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      [`GET ${ORDER_PATH}`]: ok({
        order: paid({ status: "fulfilled", paymentStatus: "refunded", refundedMinor: 4250 }),
      }),
    });
    renderOrder();
    await screen.findByRole("heading", { level: 1, name: "Order #1001" });
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend shipping email" })).toBeInTheDocument();
  });

  it("sends the confirmation again", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      [`GET ${ORDER_PATH}`]: ok({ order: anOrder() }),
      [`POST ${ORDER_PATH}/emails`]: ok({ delivery: "email" }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Resend confirmation" }));
    expect(await screen.findByText("Email sent to ada@example.com")).toBeInTheDocument();
    expect(requests.find((r) => r.path === `${ORDER_PATH}/emails`)?.body).toEqual({
      kind: "confirmation",
    });
    expect(screen.queryByRole("button", { name: "Resend shipping email" })).not.toBeInTheDocument();
  });

  it("shows a not-found state with a way back to the orders", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      [`GET ${ORDER_PATH}`]: fail(404, COMMERCE_MESSAGES.orderNotFound, "order_not_found"),
    });
    renderOrder();
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to orders" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/orders",
    );
  });
});
