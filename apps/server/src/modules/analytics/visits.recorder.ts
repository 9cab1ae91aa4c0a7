import { createHash, randomBytes } from "node:crypto";
import type { DeviceType } from "@shopwright/sdk";
import type { FastifyBaseLogger } from "fastify";
import type { AnalyticsRepository, CountRow, VisitorStepRow } from "./analytics.repository.js";
import { METRIC, VISIT_STEP } from "./counter-metrics.js";
import { deviceOf } from "./visit-traits.js";

/**
 * What one counted request did: a page served (a product page, the checkout page, or any
 * other), a product added to the cart, or an order placed.
 */
export type VisitKind = "page" | "product" | "checkout" | "add_to_cart" | "order";

/** One counted request, kept in memory until the next flush. */
export interface Visit {
  storeId: string;
  kind: VisitKind;
  /** The page's path, for the kinds that serve a page. */
  path: string;
  /** The client's address and User-Agent: hashed at the flush, never stored. */
  address: string;
  agent: string;
  /** The host the visitor came from, or "". */
  referrer: string;
  /** ISO country code, or "". */
  country: string;
}

/** How far along the funnel a visit shows its visitor got (0: only visiting). */
const STEP_OF: Record<VisitKind, number> = {
  page: 0,
  product: 1,
  add_to_cart: 2,
  checkout: 3,
  order: 4,
};

const HOUR_MS = 60 * 60 * 1000;
/** How often the buffer is written: a page view costs an array push, never a query. */
export const FLUSH_EVERY_MS = 5_000;
/** Visits written per transaction. */
const BATCH = 5_000;
/** Visits kept while the database cannot be written; beyond that new ones are dropped. */
const MAX_PENDING = 200_000;
/** A batch that failed this many times running is dropped, so it cannot block the rest. */
const MAX_ATTEMPTS = 5;
/**
 * A day's salt and visitors are deleted this long after the day ended, so a batch that
 * straddled midnight is still counted with its own day's salt.
 */
const SWEEP_GRACE_MS = 5 * 60 * 1000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hourOf = (ms: number) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString();

/**
 * The visitor of a request on a day: a hash of the day's salt, the store, the address and the
 * User-Agent (as Plausible and Fathom count), so the same person counts once a day per store
 * and cannot be followed from one day, or one store, to the next.
 */
export function visitorHash(salt: string, storeId: string, address: string, agent: string) {
  return createHash("sha256")
    .update(`${salt}\n${storeId}\n${address}\n${agent}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Keeps counted visits in memory and writes them in batches (every FLUSH_EVERY_MS, and at
 * close): the request that is counted waits for nothing. A batch is one transaction, so it is
 * counted whole or, on failure, kept for the next flush.
 */
export function createVisitRecorder(deps: {
  repository: Pick<AnalyticsRepository, "saltOf" | "writeBatch" | "sweep">;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let pending: { visit: Visit; at: number }[] = [];
  let running: Promise<void> | null = null;
  let attempts = 0;
  let dropped = 0;
  let sweptBefore = "";
  const salts = new Map<string, string>();

  async function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salt = await deps.repository.saltOf(day, randomBytes(32).toString("base64url"));
      salts.set(day, salt);
    }
    return salt;
  }

  /** Once per day (and at start): forget yesterday's salt and visitors, here and stored. */
  async function sweepIfDue(): Promise<void> {
    const before = utcDay(now() - SWEEP_GRACE_MS);
    if (before === sweptBefore) return;
    await deps.repository.sweep(before);
    for (const day of salts.keys()) if (day < before) salts.delete(day);
    sweptBefore = before;
  }

  async function write(batch: { visit: Visit; at: number }[]): Promise<void> {
    const devices = new Map<string, DeviceType>();
    const device = (agent: string) => {
      let found = devices.get(agent);
      if (!found) devices.set(agent, (found = deviceOf(agent)));
      return found;
    };
    const counts: CountRow[] = [];
    const add = (storeId: string, at: number, metric: string, key = "") =>
      counts.push({ storeId, hour: hourOf(at), metric, key, count: 1 });
    // Per visitor and day: their first visit in the batch, and when they first reached each step.
    const visitors = new Map<string, { first: Visit; firstAt: number; stepAt: number[] }>();
    for (const { visit, at } of batch) {
      const { storeId, kind } = visit;
      if (kind === "page" || kind === "product" || kind === "checkout") {
        add(storeId, at, METRIC.views);
        add(storeId, at, METRIC.page, visit.path);
      }
      if (kind === "product") add(storeId, at, METRIC.productViews);
      if (kind === "checkout") add(storeId, at, METRIC.checkouts);
      if (kind === "add_to_cart") add(storeId, at, METRIC.addsToCart);
      const day = utcDay(at);
      const hash = visitorHash(await saltOf(day), storeId, visit.address, visit.agent);
      const id = `${storeId}|${day}|${hash}`;
      let seen = visitors.get(id);
      if (!seen) visitors.set(id, (seen = { first: visit, firstAt: at, stepAt: [] }));
      // Reaching a step counts every step before it too (PRODUCT.md §11 "Funnel").
      for (let step = 0; step <= STEP_OF[kind]; step++) seen.stepAt[step] ??= at;
    }
    const steps: VisitorStepRow[] = [];
    for (const [id, seen] of visitors) {
      const [storeId, day, visitor] = id.split("|") as [string, string, string];
      seen.stepAt.forEach((_, step) => steps.push({ storeId, day, visitor, step }));
    }
    await deps.repository.writeBatch(steps, counts, (inserted) => {
      const derived: CountRow[] = [];
      const at = (storeId: string, ms: number, metric: string, key = "") =>
        derived.push({ storeId, hour: hourOf(ms), metric, key, count: 1 });
      for (const row of inserted) {
        const seen = visitors.get(`${row.storeId}|${row.day}|${row.visitor}`);
        if (!seen) continue;
        if (row.step === VISIT_STEP) {
          const { first, firstAt } = seen;
          at(row.storeId, firstAt, METRIC.visitors);
          at(row.storeId, firstAt, METRIC.device, device(first.agent));
          at(row.storeId, firstAt, METRIC.country, first.country);
          at(row.storeId, firstAt, METRIC.source, first.referrer);
        } else {
          at(row.storeId, seen.stepAt[row.step] ?? seen.firstAt, METRIC.funnel, String(row.step));
        }
      }
      return derived;
    });
  }

  async function flushPending(): Promise<void> {
    await sweepIfDue();
    while (pending.length > 0) {
      const batch = pending.splice(0, BATCH);
      try {
        await write(batch);
        attempts = 0;
      } catch (error) {
        attempts += 1;
        if (attempts >= MAX_ATTEMPTS) {
          deps.log.error({ err: error, visits: batch.length }, "analytics: a batch was dropped");
          attempts = 0;
        } else {
          pending = batch.concat(pending);
        }
        throw error;
      }
    }
    if (dropped > 0) {
      deps.log.warn({ visits: dropped }, "analytics: visits dropped while the buffer was full");
      dropped = 0;
    }
  }

  return {
    /** Counts one request: kept in memory only, until the next flush. */
    record(visit: Visit): void {
      if (pending.length >= MAX_PENDING) {
        dropped += 1;
        return;
      }
      pending.push({ visit, at: now() });
    },

    /** Writes everything recorded so far; a flush already running is waited for first. */
    async flush(): Promise<void> {
      while (running) await running.catch(() => undefined);
      running = flushPending().finally(() => (running = null));
      return running;
    },

    /** Visits recorded and not written yet. */
    get pendingCount() {
      return pending.length;
    },
  };
}

export type VisitRecorder = ReturnType<typeof createVisitRecorder>;
