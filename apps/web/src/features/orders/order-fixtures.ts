import type { OrderDto, OrderListResult, OrderSummaryDto } from "@shopwright/sdk";

/** Orders as the server answers them, for this folder's tests. */
export function anOrderSummary(overrides: Partial<OrderSummaryDto> = {}): OrderSummaryDto {
  return {
    _id: "o1",
    number: 1001,
    status: "paid",
    paymentStatus: "paid",
    paymentMethod: "stripe",
    customerName: "Ada Lovelace",
    email: "ada@example.com",
    currency: "USD",
    totalMinor: 4250,
    itemCount: 3,
    createdAt: "2026-11-22T10:00:00.000Z",
    ...overrides,
  };
}

export function anOrderPage(
  orders: OrderSummaryDto[],
  overrides: Partial<OrderListResult> = {},
): OrderListResult {
  return {
    orders,
    total: orders.length,
    page: 1,
    limit: 25,
    counts: { pending_payment: 0, paid: orders.length, fulfilled: 0, cancelled: 0 },
    ...overrides,
  };
}

export function anOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    _id: "o1",
    storeId: "s1",
    number: 1001,
    status: "pending_payment",
    paymentStatus: "unpaid",
    paymentMethod: "manual",
    manualKind: "bank_transfer",
    paymentInstructions: "IBAN GB00 0000",
    currency: "USD",
    lines: [
      {
        productId: "p1",
        variantId: null,
        variantTitle: null,
        sku: null,
        name: "Ceramic Mug",
        image: null,
        quantity: 2,
        unitPriceMinor: 1850,
        totalMinor: 3700,
        discountMinor: 0,
        taxMinor: 0,
      },
      {
        productId: null,
        variantId: null,
        variantTitle: null,
        sku: null,
        name: "Gift Wrap",
        image: "https://cdn.example.com/wrap.jpg",
        quantity: 1,
        unitPriceMinor: 550,
        totalMinor: 550,
        discountMinor: 0,
        taxMinor: 0,
      },
    ],
    subtotalMinor: 4250,
    discount: null,
    discountMinor: 0,
    shippingName: null,
    shippingMinor: 0,
    taxName: null,
    taxMinor: 0,
    taxIncluded: false,
    totalMinor: 4250,
    refundedMinor: 0,
    email: "ada@example.com",
    customerName: "Ada Lovelace",
    address: {
      line1: "12 Analytical Row",
      line2: "",
      city: "London",
      postalCode: "N1 9GU",
      region: "",
      country: "GB",
    },
    carrier: null,
    trackingUrl: null,
    createdAt: "2026-11-22T10:00:00.000Z",
    paymentReference: null,
    testMode: false,
    statusUrl: "https://acme.shopwright.site/orders/tok",
    events: [{ type: "placed", at: "2026-11-22T10:00:00.000Z", text: "Order placed", by: null }],
    paidAt: null,
    fulfilledAt: null,
    cancelledAt: null,
    updatedAt: "2026-11-22T10:00:00.000Z",
    ...overrides,
  };
}
