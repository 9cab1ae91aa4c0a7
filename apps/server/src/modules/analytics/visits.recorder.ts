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
let lastHour = { start: Number.NaN, iso: "" };
/** The ISO instant of the hour `ms` falls in (a batch's visits mostly share one). */
function hourOf(ms: number): string {
  const start = Math.floor(ms / HOUR_MS) * HOUR_MS;
  if (start !== lastHour.start) lastHour = { start, iso: new Date(start).toISOString() };
  return lastHour.iso;
}

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
  repository: Pick<
    AnalyticsRepository,
    "saltOf" | "writeBatch" | "sweep" | "visitorsSince" | "saveVisitors"
  >;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  /**
   * Where a visitor's steps are judged new. "shared" (PostgreSQL, where several processes
   * may count): the table's unique key, in each batch's transaction. "local" (PGlite, whose
   * one client is this process): a set in memory, read from the table at start and written
   * back at close, so a batch writes only its counters.
   */
  visitors: "shared" | "local";
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let pending: { visit: Visit; at: number }[] = [];
  let running: Promise<void> | null = null;
  let attempts = 0;
  let dropped = 0;
  let sweptBefore = "";
  const salts = new Map<string, string>();
  /** The local ledger: per day, the steps seen ("storeId|visitor|step"). */
  const seen = new Map<string, Set<string>>();
  const seenKey = (row: VisitorStepRow) => `${row.storeId}|${row.visitor}|${row.step}`;

  /** The steps not seen before, now marked seen (the local ledger). */
  function admit(steps: VisitorStepRow[]): VisitorStepRow[] {
    const fresh: VisitorStepRow[] = [];
    for (const row of steps) {
      let day = seen.get(row.day);
      if (!day) seen.set(row.day, (day = new Set()));
      const key = seenKey(row);
      if (!day.has(key)) {
        day.add(key);
        fresh.push(row);
      }
    }
    return fresh;
  }
  /** Unmarks steps whose batch was not written, so its retry counts them. */
  const forget = (steps: VisitorStepRow[]) => {
    for (const row of steps) seen.get(row.day)?.delete(seenKey(row));
  };

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
    for (const day of seen.keys()) if (day < before) seen.delete(day);
    sweptBefore = before;
  }

  async function write(batch: { visit: Visit; at: number }[]): Promise<void> {
    const devices = new Map<string, DeviceType>();
    const device = (agent: string) => {
      let found = devices.get(agent);
      if (!found) devices.set(agent, (found = deviceOf(agent)));
      return found;
    };
    // Summed here: a batch of page views of one hour is a handful of counters.
    const counter = () => {
      const sums = new Map<string, CountRow>();
      const add = (storeId: string, at: number, metric: string, key = "") => {
        const hour = hourOf(at);
        const id = `${storeId}|${hour}|${metric}|${key}`;
        const found = sums.get(id);
        if (found) found.count += 1;
        else sums.set(id, { storeId, hour, metric, key, count: 1 });
      };
      return { add, rows: () => [...sums.values()] };
    };
    const events = counter();
    const add = events.add;
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
      let entry = visitors.get(id);
      if (!entry) visitors.set(id, (entry = { first: visit, firstAt: at, stepAt: [] }));
      // Reaching a step counts every step before it too (PRODUCT.md §12 "Funnel").
      for (let step = 0; step <= STEP_OF[kind]; step++) entry.stepAt[step] ??= at;
    }
    const counts = events.rows();
    const steps: VisitorStepRow[] = [];
    for (const [id, entry] of visitors) {
      const [storeId, day, visitor] = id.split("|") as [string, string, string];
      entry.stepAt.forEach((_, step) => steps.push({ storeId, day, visitor, step }));
    }
    const derive = (inserted: VisitorStepRow[]) => {
      const derived = counter();
      const at = derived.add;
      for (const row of inserted) {
        const found = visitors.get(`${row.storeId}|${row.day}|${row.visitor}`);
        if (!found) continue;
        if (row.step === VISIT_STEP) {
          const { first, firstAt } = found;
          at(row.storeId, firstAt, METRIC.visitors);
          at(row.storeId, firstAt, METRIC.device, device(first.agent));
          at(row.storeId, firstAt, METRIC.country, first.country);
          at(row.storeId, firstAt, METRIC.source, first.referrer);
        } else {
          at(row.storeId, found.stepAt[row.step] ?? found.firstAt, METRIC.funnel, String(row.step));
        }
      }
      return derived.rows();
    };
    if (deps.visitors === "shared") {
      await deps.repository.writeBatch(steps, counts, derive);
      return;
    }
    const fresh = admit(steps);
    try {
      await deps.repository.writeBatch([], counts, () => derive(fresh));
    } catch (error) {
      forget(fresh);
      throw error;
    }
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
    /** Reads the visitors already counted today (the local ledger); call before counting. */
    async start(): Promise<void> {
      if (deps.visitors !== "local") return;
      admit(await deps.repository.visitorsSince(utcDay(now() - SWEEP_GRACE_MS)));
    },

    /** Writes what is pending and, for the local ledger, today's visitors for the next start. */
    async close(): Promise<void> {
      await this.flush();
      if (deps.visitors !== "local") return;
      const rows: VisitorStepRow[] = [];
      for (const [day, keys] of seen) {
        for (const key of keys) {
          const [storeId, visitor, step] = key.split("|") as [string, string, string];
          rows.push({ storeId, day, visitor, step: Number(step) });
        }
      }
      await deps.repository.saveVisitors(rows);
    },

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
