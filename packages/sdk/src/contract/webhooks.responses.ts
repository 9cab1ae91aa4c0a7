import { z } from "zod";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_DELIVERY_TYPES, WEBHOOK_EVENTS } from "./webhooks.js";

/**
 * The answers of the webhook routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

const date = z.string().describe("ISO 8601 date-time");

/** A webhook endpoint as lists show it; the secret only through its own route. */
export const WebhookDto = z.object({
  _id: z.string(),
  storeId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  isEnabled: z.boolean(),
  createdAt: date,
  updatedAt: date,
});
export type WebhookDto = z.infer<typeof WebhookDto>;

/** One attempt of a delivery: the receiver's status code, or the error that stood for it. */
export const WebhookAttemptDto = z.object({
  attempt: z.number().int(),
  at: date,
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookAttemptDto = z.infer<typeof WebhookAttemptDto>;

/** One event sent (or being sent) to one endpoint, with its attempts. */
export const WebhookDeliveryDto = z.object({
  _id: z.string(),
  eventId: z.string().describe("The payload's id: the same for every retry, to deduplicate"),
  type: z.enum(WEBHOOK_DELIVERY_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attemptCount: z.number().int(),
  /** When the next attempt is due, while pending. */
  nextAttemptAt: date.nullable(),
  createdAt: date,
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  attempts: z.array(WebhookAttemptDto),
});
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliveryDto>;

/** data of GET /store/{id}/webhooks: the store's endpoints, oldest first. */
export const WebhookListResult = z.object({ webhooks: z.array(WebhookDto) });
export type WebhookListResult = z.infer<typeof WebhookListResult>;

/** data of POST /store/{id}/webhooks: the endpoint and its signing secret. */
export const CreateWebhookResult = z.object({
  webhook: WebhookDto,
  secret: z.string().describe("The signing secret (whsec_…); owners can reveal it again"),
});
export type CreateWebhookResult = z.infer<typeof CreateWebhookResult>;

/** data of PUT /store/{id}/webhooks/{webhookId}. */
export const WebhookResult = z.object({ webhook: WebhookDto });
export type WebhookResult = z.infer<typeof WebhookResult>;

/** data of GET /store/{id}/webhooks/{webhookId}/secret. */
export const WebhookSecretResult = z.object({ secret: z.string() });
export type WebhookSecretResult = z.infer<typeof WebhookSecretResult>;

/** data of DELETE /store/{id}/webhooks/{webhookId}. */
export const DeleteWebhookResult = z.object({ deleted: z.literal(true) });
export type DeleteWebhookResult = z.infer<typeof DeleteWebhookResult>;

/** data of GET /store/{id}/webhooks/{webhookId}/deliveries: newest first. */
export const WebhookDeliveryListResult = z.object({ deliveries: z.array(WebhookDeliveryDto) });
export type WebhookDeliveryListResult = z.infer<typeof WebhookDeliveryListResult>;

/** data of POST /store/{id}/webhooks/{webhookId}/test: the ping, sent once, and its outcome. */
export const TestWebhookResult = z.object({ delivery: WebhookDeliveryDto });
export type TestWebhookResult = z.infer<typeof TestWebhookResult>;
