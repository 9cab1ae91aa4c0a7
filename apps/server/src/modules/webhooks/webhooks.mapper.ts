import {
  WEBHOOK_EVENTS,
  type WebhookDeliveryDto,
  type WebhookDeliveryType,
  type WebhookDto,
  type WebhookEvent,
} from "@shopwright/sdk";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "../../db/schema.js";

const isEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** An endpoint row as the API shows it: never its secret. */
export function toWebhookDto(row: WebhookEndpointRow): WebhookDto {
  return {
    _id: row.id,
    storeId: row.storeId,
    url: row.url,
    description: row.description,
    events: row.events.filter(isEvent),
    isEnabled: row.isEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A delivery row as the delivery log shows it, with its last attempt up front. */
export function toWebhookDeliveryDto(row: WebhookDeliveryRow): WebhookDeliveryDto {
  const last = row.attempts.at(-1);
  return {
    _id: row.id,
    eventId: row.eventId,
    type: row.eventType as WebhookDeliveryType,
    status: row.status,
    attemptCount: row.attempts.length,
    nextAttemptAt:
      row.status === "pending" && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    lastStatusCode: last?.statusCode ?? null,
    lastError: last?.error ?? null,
    lastDurationMs: last?.durationMs ?? null,
    attempts: row.attempts,
  };
}
