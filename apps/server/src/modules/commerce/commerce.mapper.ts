import type {
  ManualPaymentKind,
  OrderDto,
  OrderSummaryDto,
  PaymentStatus,
  PublicOrderDto,
} from "@shopwright/sdk";
import type { OrderLineRow, OrderRow } from "../../db/schema.js";
import type { OrderWithParts } from "./commerce.repository.js";

/** What the money of an order did: paid, refunded in part or whole, or nothing yet. */
export function paymentStatusOf(
  order: Pick<OrderRow, "paidAt" | "refundedMinor" | "totalMinor">,
): PaymentStatus {
  if (!order.paidAt) return "unpaid";
  if (order.refundedMinor <= 0) return "paid";
  return order.refundedMinor >= order.totalMinor ? "refunded" : "partially_refunded";
}

const lineDto = (line: OrderLineRow) => ({
  productId: line.productId,
  variantId: line.variantId,
  variantTitle: line.variantTitle,
  sku: line.sku,
  name: line.name,
  image: line.image,
  quantity: line.quantity,
  unitPriceMinor: line.unitPriceMinor,
  totalMinor: line.totalMinor,
  discountMinor: line.discountMinor,
  taxMinor: line.taxMinor,
});

/** The order as its customer sees it through its token. */
export function toPublicOrderDto(order: OrderRow, lines: OrderLineRow[]): PublicOrderDto {
  return {
    number: order.number,
    token: order.token,
    status: order.status,
    paymentStatus: paymentStatusOf(order),
    paymentMethod: order.paymentMethod,
    manualKind: (order.manualKind as ManualPaymentKind | null) ?? null,
    paymentInstructions: order.paymentInstructions,
    currency: order.currency,
    lines: lines.map(lineDto),
    subtotalMinor: order.subtotalMinor,
    discount:
      order.discountTitle !== null
        ? { code: order.discountCode, title: order.discountTitle }
        : null,
    discountMinor: order.discountMinor,
    shippingName: order.shippingName,
    shippingMinor: order.shippingMinor,
    taxName: order.taxName,
    taxMinor: order.taxMinor,
    taxIncluded: order.taxIncluded,
    totalMinor: order.totalMinor,
    refundedMinor: order.refundedMinor,
    email: order.email,
    customerName: order.customerName,
    address: order.address,
    carrier: order.carrier,
    trackingUrl: order.trackingUrl,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The order in full, for its store's team. */
export function toOrderDto(parts: OrderWithParts, statusUrl: string | null): OrderDto {
  const { order, lines, events } = parts;
  const { token: _token, ...publicPart } = toPublicOrderDto(order, lines);
  return {
    ...publicPart,
    _id: order.id,
    storeId: order.storeId,
    paymentReference: order.paymentReference,
    testMode: order.testMode,
    statusUrl,
    events: events.map((event) => ({
      type: event.type,
      at: event.createdAt.toISOString(),
      text: event.text,
      by: event.actorName,
    })),
    paidAt: order.paidAt?.toISOString() ?? null,
    fulfilledAt: order.fulfilledAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    updatedAt: order.updatedAt.toISOString(),
  };
}

export function toOrderSummaryDto(order: OrderRow, itemCount: number): OrderSummaryDto {
  return {
    _id: order.id,
    number: order.number,
    status: order.status,
    paymentStatus: paymentStatusOf(order),
    paymentMethod: order.paymentMethod,
    customerName: order.customerName,
    email: order.email,
    currency: order.currency,
    totalMinor: order.totalMinor,
    itemCount,
    createdAt: order.createdAt.toISOString(),
  };
}
