import {
  can,
  deniedReason,
  type OrderDto,
  type OrderEmailKind,
  type TeamRole,
} from "@shopwright/sdk";

/** What can be done to an order now, and by this role. */
export interface OrderActions {
  /** A manual payment received: only a pending order paid the store's own way. */
  canMarkPaid: boolean;
  canFulfil: boolean;
  /** Not once fulfilled or cancelled. */
  canCancel: boolean;
  /** Minor units paid and not yet refunded. */
  refundable: number;
  /** True when money is left to refund (whoever may do it). */
  hasRefund: boolean;
  /** Why this role may not refund, or null when it may. */
  refundDenied: string | null;
  /** The emails that may be sent again. */
  emails: OrderEmailKind[];
}

/** The order's state machine as the screen offers it; the server decides again on each call. */
export function orderActions(order: OrderDto, role: TeamRole): OrderActions {
  const refundable = Math.max(0, order.totalMinor - order.refundedMinor);
  const isPaid = order.paymentStatus === "paid" || order.paymentStatus === "partially_refunded";
  const emails: OrderEmailKind[] = [];
  if (order.status !== "cancelled") emails.push("confirmation");
  if (order.status === "fulfilled") emails.push("shipping");
  return {
    canMarkPaid: order.status === "pending_payment" && order.paymentMethod === "manual",
    canFulfil: order.status === "paid",
    canCancel: order.status === "pending_payment" || order.status === "paid",
    refundable,
    hasRefund: isPaid && refundable > 0,
    refundDenied: can(role, "store.refunds") ? null : deniedReason(role, "store.refunds"),
    emails,
  };
}
