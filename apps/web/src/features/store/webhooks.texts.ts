import type { WebhookDeliveryStatus, WebhookEvent } from "@shopwright/sdk";

/** Texts of the webhooks card (PRODUCT.md §2 "Store overview"). */
export const WEBHOOKS_TEXT = {
  title: "Webhooks",
  intro: "Send signed events to your own systems when products change or the site is published.",
  add: "Add endpoint",
  loadFailed: "Failed to load webhooks",
  emptyTitle: "No webhook endpoints yet",
  emptyNote: "Add an endpoint to get product and publishing events as signed JSON POSTs.",
  urlLabel: "Endpoint URL",
  descriptionLabel: "Description (optional)",
  eventsLabel: "Events to send",
  create: "Add endpoint",
  cancel: "Cancel",
  createFailed: "Failed to add the endpoint",
  secretTitle: "Endpoint added. Copy its signing secret",
  secretNote:
    "Verify the Shopwright-Signature header of each delivery with it. You can reveal it again later.",
  done: "Done",
  enabled: "Enabled",
  disabled: "Disabled",
  enable: "Enable",
  disable: "Disable",
  sendTest: "Send test",
  testSent: "Test ping delivered",
  testFailed: "Test ping failed",
  revealSecret: "Reveal secret",
  hideSecret: "Hide secret",
  delete: "Delete",
  deleteConfirm: "Delete this webhook endpoint? Its delivery log is deleted too.",
  actionFailed: "That did not work. Please try again.",
  deliveries: "Delivery log",
  hideDeliveries: "Hide log",
  deliveriesLoadFailed: "Failed to load deliveries",
  noDeliveries: "No deliveries yet",
  retry: "Retry",
} as const;

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  "product.created": "Product created",
  "product.updated": "Product updated",
  "product.deleted": "Product deleted",
  "store.published": "Store published",
  "order.created": "Order placed",
  "order.paid": "Order paid",
  "order.fulfilled": "Order fulfilled",
  "order.cancelled": "Order cancelled",
  "order.refunded": "Order refunded",
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: "Retrying",
  succeeded: "Delivered",
  failed: "Failed",
};
