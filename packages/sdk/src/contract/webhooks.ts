import { z } from "zod";

/** Events a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENTS = [
  "product.created",
  "product.updated",
  "product.deleted",
  "store.published",
  "order.created",
  "order.paid",
  "order.fulfilled",
  "order.cancelled",
  "order.refunded",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What a delivery can carry: a subscribed event, or the test ping sent on request. */
export const WEBHOOK_DELIVERY_TYPES = [...WEBHOOK_EVENTS, "ping"] as const;
export type WebhookDeliveryType = (typeof WEBHOOK_DELIVERY_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "Shopwright-Signature";

/** Every signing secret starts with this, so it is recognisable in a receiver's settings. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

export const WEBHOOK_LIMITS = {
  urlMax: 2048,
  descriptionMax: 200,
  /** Endpoints per store. */
  perStore: 10,
  /** Attempts of one delivery before it is given up (about an hour, with backoff). */
  maxAttempts: 6,
  /** Deliveries kept per endpoint in its log, newest first. */
  keptDeliveries: 100,
} as const;

/** Texts of webhook management (PRODUCT.md §2 "Store overview"). */
export const WEBHOOK_MESSAGES = {
  urlRequired: "Enter the address to send events to",
  urlInvalid: "Enter a full address starting with https:// or http://",
  urlTooLong: `An address is at most ${WEBHOOK_LIMITS.urlMax} characters`,
  descriptionTooLong: `A description is at most ${WEBHOOK_LIMITS.descriptionMax} characters`,
  eventsRequired: "Choose at least one event",
  tooMany: `A store can have at most ${WEBHOOK_LIMITS.perStore} webhook endpoints`,
  webhookNotFound: "Webhook endpoint not found",
} as const;

const WebhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.urlRequired })
  .max(WEBHOOK_LIMITS.urlMax, { error: WEBHOOK_MESSAGES.urlTooLong })
  .refine((s) => /^https?:\/\/[^/]/i.test(s) && URL.canParse(s), {
    error: WEBHOOK_MESSAGES.urlInvalid,
  })
  .describe(
    "Where events are POSTed; http(s) only, on a public address unless the operator allows private ones",
  );

const WebhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS), { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, { error: WEBHOOK_MESSAGES.eventsRequired })
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)])
  .describe("The events sent to this endpoint");

const WebhookDescription = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMax, { error: WEBHOOK_MESSAGES.descriptionTooLong })
  .describe("A note on what the endpoint is for");

/** POST /store/{id}/webhooks body. */
export const CreateWebhookBody = z.object({
  url: WebhookUrl,
  description: WebhookDescription.default(""),
  events: WebhookEvents,
  isEnabled: z.boolean().default(true),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

/** PUT /store/{id}/webhooks/{webhookId} body: any of the fields, e.g. `{ isEnabled: false }`. */
export const UpdateWebhookBody = z.object({
  url: WebhookUrl.optional(),
  description: WebhookDescription.optional(),
  events: WebhookEvents.optional(),
  isEnabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBody>;

/** Path parameters of /store/{id}/webhooks/{webhookId}…. */
export const WebhookParams = z.object({
  id: z.string().max(64),
  webhookId: z.string().max(64),
});

/** The JSON body of every delivery. */
export interface WebhookPayload<T = unknown> {
  /** The event's id, the same for every attempt and endpoint: deduplicate on it. */
  id: string;
  type: WebhookDeliveryType;
  createdAt: string;
  storeId: string;
  data: T;
}
