import { ORDER_STATUS_LABELS, type OrderEmailKind, type OrderStatus } from "@shopwright/sdk";

/**
 * Texts of the orders list and order screens (PRODUCT.md §10). Status, payment and method
 * names, and the server's own refusals, come from the SDK (ORDER_STATUS_LABELS,
 * PAYMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, COMMERCE_MESSAGES).
 */
export const ORDERS_TEXT = {
  title: "Orders",
  intro: "What customers bought on your published site, and what is left to do.",
  exportCsv: "Export CSV",
  exportTitle: "Download these orders as a CSV file, a row per order line",
  exportFailed: "Failed to export orders",
  searchLabel: "Search orders",
  searchPlaceholder: "Search by order #, name or email",
  all: "All",
  loading: "Loading orders",
  loadFailed: "Failed to load orders",
  retry: "Try again",
  emptyTitle: "No orders yet",
  emptyNote: "When customers check out on your published site, their orders appear here.",
  emptyNoteUnpublished:
    "When customers check out on your published site, their orders appear here. Publish your site from the editor to start selling.",
  openSite: "Open your live site",
  showAll: "Show all orders",
  clearSearch: "Clear search",
  previous: "Previous",
  next: "Next",
  columns: {
    number: "Order",
    date: "Date",
    customer: "Customer",
    payment: "Payment",
    status: "Status",
    total: "Total",
  },
} as const;

/** "No orders match “ada”" or "No cancelled orders": the filtered list is empty. */
export function noMatchTitle(search: string, status: OrderStatus | undefined): string {
  if (search) return `No orders match “${search}”`;
  return status ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders` : "No orders";
}

export function noMatchNote(search: string): string {
  return search
    ? "Search finds an order by its number, or the customer's name or email."
    : "Orders with this status appear here.";
}

/** "Showing 1–25 of 40". */
export function showingText(page: number, limit: number, count: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = (page - 1) * limit + count;
  return `Showing ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`;
}

export const orderTitle = (number: number) => `Order #${number}`;

export const ORDER_TEXT = {
  loading: "Loading order",
  loadFailed: "Failed to load the order",
  notFoundTitle: "Order not found",
  notFoundNote: "It may belong to another store, or the link is wrong.",
  backToOrders: "Back to orders",
  testMode: "Test mode",
  testModeNote: "Paid with the provider's test keys: no real money moved.",
  placed: "Placed",
  items: "Items",
  subtotal: "Subtotal",
  free: "Free",
  tax: "Tax",
  total: "Total",
  refunded: "Refunded",
  netTotal: "Net after refunds",
  customer: "Customer",
  shippingAddress: "Shipping address",
  statusPage: "Customer's order page",
  payment: "Payment",
  method: "Method",
  reference: "Reference",
  paidAt: "Paid",
  noReference: "None yet",
  timeline: "Timeline",
  noEvents: "Nothing has happened to this order yet.",
  by: (name: string) => `by ${name}`,

  markPaid: "Mark as paid",
  markPaidTitle: (number: number) => `Mark order #${number} as paid?`,
  markPaidMessage: (amount: string, method: string) =>
    `Only when you have received ${amount} by ${method.toLowerCase()}. The order then waits to be fulfilled.`,
  markedPaid: "Marked as paid",
  fulfil: "Fulfil",
  fulfilTitle: (number: number) => `Fulfil order #${number}`,
  fulfilDescription: "Mark the order as sent. Tracking details are optional.",
  carrier: "Carrier (optional)",
  carrierPlaceholder: "e.g. DHL, Royal Mail, UPS",
  trackingUrl: "Tracking URL (optional)",
  notifyCustomer: "Send the customer a shipping notice",
  notifyHint: "An email with the carrier and tracking link.",
  fulfilled: "Order fulfilled",
  cancel: "Cancel order",
  cancelTitle: (number: number) => `Cancel order #${number}?`,
  cancelMessage: "The order stops here and cannot be fulfilled any more.",
  cancelPaidMessage:
    "The order stops here and cannot be fulfilled any more. Cancelling does not return the money: refund it separately.",
  keepOrder: "Keep order",
  restock: "Put items back in stock",
  restockHint: "Adds the ordered units back to each product's stock.",
  cancelled: "Order cancelled",
  refund: "Refund",
  refundTitle: (number: number) => `Refund order #${number}`,
  refundDescription: (remaining: string) => `Up to ${remaining} can still be refunded.`,
  refundAmount: "Amount to refund",
  refundRestockHint: "Only when the whole amount is refunded.",
  refundSubmit: "Refund",
  refundDone: (amount: string) => `Refunded ${amount}`,
  nothingToRefund: "Nothing left to refund",
  resendConfirmation: "Resend confirmation",
  resendShipping: "Resend shipping email",
  emailSent: (email: string) => `Email sent to ${email}`,
  emailInOutbox: "Email saved to the outbox: this server has no mail set up",
  emails: "Emails",
  actionFailed: "That did not work. Please try again.",
} as const;

export const EMAIL_KIND_LABELS: Record<OrderEmailKind, string> = {
  confirmation: ORDER_TEXT.resendConfirmation,
  shipping: ORDER_TEXT.resendShipping,
};
