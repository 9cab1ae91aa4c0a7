import { randomBytes, randomUUID } from "node:crypto";
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  type CreateWebhookBody,
  type CreateWebhookResult,
  type UpdateWebhookBody,
  type WebhookDeliveryType,
  type WebhookPayload,
} from "@shopwright/sdk";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { AppError, badRequest, notFound } from "../../http/app-error.js";
import { OutboundRefusedError, type GuardedClient } from "../../http/guarded-fetch.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresService } from "../stores/stores.service.js";
import { toWebhookDeliveryDto, toWebhookDto } from "./webhooks.mapper.js";
import type { PendingEvent, WebhooksRepository } from "./webhooks.repository.js";
import type { WebhookWorker } from "./webhooks.worker.js";

const webhookNotFound = () => notFound("webhook_not_found", WEBHOOK_MESSAGES.webhookNotFound);

/** A new signing secret: whsec_ and 32 random bytes. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;

/** An event's body: the same bytes for every endpoint and attempt, signed each time. */
export function webhookEvent(
  type: WebhookDeliveryType,
  storeId: string,
  data: unknown,
): PendingEvent {
  const payload: WebhookPayload = {
    id: randomUUID(),
    type,
    createdAt: new Date().toISOString(),
    storeId,
    data,
  };
  return { eventId: payload.id, type, payload: JSON.stringify(payload) };
}

/**
 * Webhook use cases: endpoints of a store (every one checks the caller reaches the store
 * first; anything else is 404), their delivery log, the test ping, and `emit`, which records
 * events for the worker.
 */
export function createWebhooksService(deps: {
  webhooks: WebhooksRepository;
  stores: Pick<StoresService, "reachable">;
  guard: GuardedClient;
  worker: Pick<WebhookWorker, "attempt" | "kick" | "leaseMs">;
  log: Pick<FastifyBaseLogger, "error">;
}) {
  const { webhooks, stores, guard, worker, log } = deps;

  /** Refuses an address the guarded client would refuse, with its reason (400). */
  async function vetUrl(url: string) {
    try {
      await guard.check(url);
    } catch (error) {
      if (error instanceof OutboundRefusedError) throw badRequest(error.message, "url_not_allowed");
      throw error;
    }
  }

  async function endpointOf(actor: Actor, storeId: string, webhookId: string) {
    const store = await stores.reachable(actor, storeId, "store.webhooks");
    if (!isUuid(webhookId)) throw webhookNotFound();
    const row = await webhooks.find(store.id, webhookId);
    if (!row) throw webhookNotFound();
    return row;
  }

  return {
    async list(actor: Actor, storeId: string) {
      const store = await stores.reachable(actor, storeId, "store.webhooks");
      return { webhooks: (await webhooks.list(store.id)).map(toWebhookDto) };
    },

    async create(
      actor: Actor,
      storeId: string,
      body: z.output<typeof CreateWebhookBody>,
    ): Promise<CreateWebhookResult> {
      const store = await stores.reachable(actor, storeId, "store.webhooks");
      if ((await webhooks.count(store.id)) >= WEBHOOK_LIMITS.perStore) {
        throw badRequest(WEBHOOK_MESSAGES.tooMany);
      }
      await vetUrl(body.url);
      const secret = newSecret();
      const row = await webhooks.insert(store.id, actor.userId, { ...body, secret });
      return { webhook: toWebhookDto(row), secret };
    },

    async update(
      actor: Actor,
      storeId: string,
      webhookId: string,
      body: z.output<typeof UpdateWebhookBody>,
    ) {
      const current = await endpointOf(actor, storeId, webhookId);
      if (body.url !== undefined && body.url !== current.url) await vetUrl(body.url);
      const row = await webhooks.update(current.storeId, current.id, body);
      if (!row) throw webhookNotFound();
      // Re-enabled: deliveries that waited while it was off are due now.
      if (row.isEnabled && !current.isEnabled) worker.kick();
      return { webhook: toWebhookDto(row) };
    },

    async remove(actor: Actor, storeId: string, webhookId: string) {
      const current = await endpointOf(actor, storeId, webhookId);
      if (!(await webhooks.remove(current.storeId, current.id))) throw webhookNotFound();
      return { deleted: true as const };
    },

    async secret(actor: Actor, storeId: string, webhookId: string) {
      const row = await endpointOf(actor, storeId, webhookId);
      return { secret: row.secret };
    },

    async deliveries(actor: Actor, storeId: string, webhookId: string) {
      const row = await endpointOf(actor, storeId, webhookId);
      const rows = await webhooks.deliveries(row.id, WEBHOOK_LIMITS.keptDeliveries);
      return { deliveries: rows.map(toWebhookDeliveryDto) };
    },

    /** Sends one ping now, enabled or not, and answers its outcome; it is not retried. */
    async test(actor: Actor, storeId: string, webhookId: string) {
      const row = await endpointOf(actor, storeId, webhookId);
      await vetUrl(row.url);
      const event = webhookEvent("ping", row.storeId, { webhookId: row.id });
      const delivery = await webhooks.insertClaimed(row.id, event, worker.leaseMs);
      await worker.attempt(
        { ...delivery, url: row.url, secret: row.secret, payload: event.payload },
        true,
      );
      const sent = await webhooks.findDelivery(delivery.id);
      if (!sent) throw new AppError(500, "internal_error", "The test delivery was lost");
      return { delivery: toWebhookDeliveryDto(sent) };
    },

    /** Whether an enabled endpoint of the store subscribes to any of these types. */
    async isListening(storeId: string, types: WebhookDeliveryType[]): Promise<boolean> {
      try {
        return await webhooks.hasSubscriber(storeId, types);
      } catch (error) {
        log.error({ err: error, storeId }, "reading webhook endpoints failed");
        return false;
      }
    },

    /**
     * Records events of a store for every enabled endpoint subscribed to them, and wakes the
     * worker. Called after the write that caused them; a failure is logged, never thrown.
     */
    async emit(storeId: string, type: WebhookDeliveryType, items: unknown[]): Promise<void> {
      try {
        // Most stores have no endpoint: then nothing is serialised or sent to the database.
        if (items.length === 0 || !(await webhooks.hasSubscriber(storeId, [type]))) return;
        const events = items.map((data) => webhookEvent(type, storeId, data));
        if ((await webhooks.enqueue(storeId, events)) > 0) worker.kick();
      } catch (error) {
        log.error({ err: error, storeId, type }, "recording webhook events failed");
      }
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
