import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from "@shopwright/sdk";
import type { FastifyBaseLogger } from "fastify";
import type { GuardedClient } from "../../http/guarded-fetch.js";
import type { ClaimedDelivery, WebhooksRepository } from "./webhooks.repository.js";
import { signWebhook } from "./webhooks.signature.js";

/** How deliveries are paced; tests shorten every delay. */
export interface WebhookTuning {
  /**
   * The wait before attempt n + 1 after attempt n failed; its length + 1 is the number of
   * attempts before a delivery is given up.
   */
  retryDelaysMs: readonly number[];
  /** Each wait is scaled by a random factor in [1 - jitter, 1 + jitter], so retries spread. */
  jitter: number;
  random: () => number;
  /** The longest a worker sleeps before looking for due deliveries again. */
  pollMs: number;
  /** One attempt's time limit, connection to last byte. */
  timeoutMs: number;
  /** Deliveries attempted at once by this process, each to a different endpoint. */
  concurrency: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Six attempts over about an hour: now, +30 s, +2 min, +5 min, +15 min, +40 min (± 20 %). */
export const DEFAULT_TUNING: WebhookTuning = {
  retryDelaysMs: [30 * SECOND, 2 * MINUTE, 5 * MINUTE, 15 * MINUTE, 40 * MINUTE],
  jitter: 0.2,
  random: Math.random,
  pollMs: 5 * SECOND,
  timeoutMs: 10 * SECOND,
  // Attempts mostly wait on the network: 16 endpoints that never answer still leave a slot.
  concurrency: 16,
};

/** A receiver's answer is read up to this size; only its status matters. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** The wait after failed attempt `attempt` (1-based), or null when it was the last one. */
export function retryDelay(
  attempt: number,
  tuning: Pick<WebhookTuning, "retryDelaysMs" | "jitter" | "random">,
): number | null {
  const base = tuning.retryDelaysMs[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - tuning.jitter + 2 * tuning.jitter * tuning.random()));
}

/**
 * The in-process delivery loop: claims due deliveries while fewer than `concurrency` attempts
 * are in flight, each of an endpoint no worker is delivering to (the repository leases the
 * endpoint), signs and POSTs each through the guarded client without waiting for the others,
 * and records the attempt with the next one's time. So an endpoint that never answers holds
 * one slot for `timeoutMs` per attempt, and delays only its own deliveries. Woken at once
 * when events are recorded in this process or an attempt ends, and otherwise when the
 * soonest delivery can be claimed (at most every `pollMs`, which also picks up other
 * processes' rows).
 */
export function createWebhookWorker(deps: {
  repository: WebhooksRepository;
  client: GuardedClient;
  tuning: WebhookTuning;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
}) {
  const { repository, client, tuning, log } = deps;
  // A claim outlives any attempt, so a live attempt is never claimed twice.
  const leaseMs = tuning.timeoutMs + 30 * SECOND;
  let isRunning = false;
  let loop: Promise<void> | null = null;
  const inFlight = new Set<Promise<void>>();
  let wakers: Array<() => void> = [];

  const wakeAll = () => {
    const pending = wakers;
    wakers = [];
    for (const wake of pending) wake();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers = wakers.filter((w) => w !== done);
        resolve();
      }
      wakers.push(done);
    });

  /** Sends one attempt of a claimed delivery and records it; `isLast` gives up on failure. */
  async function attempt(delivery: ClaimedDelivery, isLast = false) {
    const started = performance.now();
    const at = new Date().toISOString();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await client.fetch(delivery.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Shopwright-Webhooks/1.0",
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signWebhook(
            delivery.secret,
            delivery.payload,
            Math.floor(Date.now() / 1000),
          ),
          "shopwright-event-id": delivery.eventId,
          "shopwright-delivery-attempt": String(delivery.attemptCount),
        },
        body: delivery.payload,
        timeoutMs: tuning.timeoutMs,
        maxResponseBytes: MAX_RESPONSE_BYTES,
      });
      statusCode = response.status;
      if (statusCode < 200 || statusCode >= 300) error = `The endpoint answered ${statusCode}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : "The request failed";
    }
    const durationMs = Math.round(performance.now() - started);
    const hasSucceeded = error === null;
    const delay = hasSucceeded || isLast ? null : retryDelay(delivery.attemptCount, tuning);
    const status = hasSucceeded ? "succeeded" : delay === null ? "failed" : "pending";
    await repository.recordAttempt(delivery.id, {
      status,
      retryInMs: status === "pending" ? delay : null,
      attempt: { attempt: delivery.attemptCount, at, statusCode, durationMs, error },
    });
    if (status !== "pending")
      await repository.prune(delivery.endpointId, WEBHOOK_LIMITS.keptDeliveries);
  }

  /** Attempts a claimed delivery in its own slot, then frees its endpoint and the slot. */
  function dispatch(delivery: ClaimedDelivery) {
    const slot = attempt(delivery)
      .catch((error: unknown) => {
        log.error({ err: error }, "webhook delivery failed; retrying later");
      })
      .then(() => repository.release(delivery.endpointId))
      .catch((error: unknown) => {
        // The lease runs out on its own: the endpoint waits for it, no longer.
        log.error({ err: error }, "could not free a webhook endpoint; it waits for its lease");
      })
      .finally(() => {
        inFlight.delete(slot);
        wakeAll();
      });
    inFlight.add(slot);
  }

  async function run() {
    while (isRunning) {
      try {
        if (inFlight.size >= tuning.concurrency) {
          await sleep(tuning.pollMs);
          continue;
        }
        const claimed = await repository.claimDue(leaseMs);
        if (claimed) {
          dispatch(claimed);
          continue;
        }
        const next = await repository.nextDue();
        const wait = next ? next.getTime() - Date.now() : tuning.pollMs;
        await sleep(Math.min(Math.max(wait, 10), tuning.pollMs));
      } catch (error) {
        if (!isRunning) return;
        log.error({ err: error }, "webhook delivery failed; retrying later");
        await sleep(tuning.pollMs);
      }
    }
  }

  return {
    leaseMs,
    attempt,
    start() {
      if (isRunning) return;
      isRunning = true;
      loop = run();
    },
    /** Stops claiming, and resolves once the attempts in flight are recorded. */
    async stop() {
      isRunning = false;
      wakeAll();
      await loop;
      loop = null;
      await Promise.all(inFlight);
    },
    /** Events were recorded: look for due deliveries now rather than at the next poll. */
    kick: wakeAll,
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
