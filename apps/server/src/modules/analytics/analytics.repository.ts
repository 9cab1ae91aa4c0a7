import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.js";
import {
  analyticsCounts,
  analyticsSalts,
  analyticsVisitors,
  orders,
  stores,
} from "../../db/schema.js";
import { METRIC } from "./counter-metrics.js";

/** A visitor's step on a day, as `analytics_visitors` keeps it. */
export interface VisitorStepRow {
  storeId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  visitor: string;
  step: number;
}

/** An amount to add to one hourly counter. */
export interface CountRow {
  storeId: string;
  /** The hour's first instant, ISO 8601. */
  hour: string;
  metric: string;
  key: string;
  count: number;
}

/** A counter summed over a range. */
export interface CountSum {
  metric: string;
  key: string;
  count: number;
}

/** A metric's total in one bucket (an hour or a day); `start` in seconds since 1970. */
export interface BucketSum {
  start: number;
  metric: string;
  count: number;
}

export interface OrderBucket {
  start: number;
  orders: number;
  revenueMinor: number;
}

/** Half-open: from ≤ t < to. */
export interface Span {
  from: Date;
  to: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * SQL of analytics: the days' salts, visitors' steps, the hourly counters, and the reads of a
 * report. Writes read `stores` (a counter of a store deleted meanwhile is dropped rather than
 * failing its batch) and the report reads `orders` (sales are the orders themselves, exact):
 * the exceptions docs/ARCHITECTURE.md lists for this module.
 */
export function createAnalyticsRepository(database: Pick<Database, "db" | "noteWrites">) {
  const { db } = database;
  return {
    /**
     * The salt of a day: the one stored, or `candidate`, stored now. Every process asking for
     * the same day gets the same salt.
     */
    async saltOf(day: string, candidate: string): Promise<string> {
      const result = await db.execute(sql`
        insert into ${analyticsSalts} (day, salt) values (${day}, ${candidate})
        on conflict (day) do update set salt = ${analyticsSalts.salt}
        returning salt`);
      return rowsOf<{ salt: string }>(result)[0]!.salt;
    },

    /**
     * In one transaction: inserts the visitors' steps, keeping those already there (made by
     * this process or another), then adds `counts` and the counts `countsOfNew` derives from
     * the steps that were new. Rows of stores that no longer exist are left out.
     */
    async writeBatch(
      steps: VisitorStepRow[],
      counts: CountRow[],
      countsOfNew: (inserted: VisitorStepRow[]) => CountRow[],
    ): Promise<void> {
      let written = 0;
      await db.transaction(async (tx) => {
        const inserted = steps.length ? await insertSteps(tx, steps) : [];
        const all = mergeCounts([...counts, ...countsOfNew(inserted)]);
        if (all.length) await addCounts(tx, all);
        written = all.length + inserted.length;
      });
      await database.noteWrites(analyticsCounts, written);
    },

    /** The visitors' steps of `day` and after, as the table holds them. */
    async visitorsSince(day: string): Promise<VisitorStepRow[]> {
      const result = await db.execute(sql`
        select store_id::text as "storeId", day::text as day, visitor, step
        from ${analyticsVisitors} where day >= ${day}`);
      return rowsOf<VisitorStepRow>(result);
    },

    /** Stores visitors' steps (those already there stay), in chunks. */
    async saveVisitors(steps: VisitorStepRow[]): Promise<void> {
      for (let at = 0; at < steps.length; at += 5_000) {
        await insertSteps(db, steps.slice(at, at + 5_000));
      }
      await database.noteWrites(analyticsVisitors, steps.length);
    },

    /** Deletes the salts and visitors of every day before `day`. */
    async sweep(day: string): Promise<void> {
      await db.delete(analyticsSalts).where(sql`${analyticsSalts.day} < ${day}`);
      await db.delete(analyticsVisitors).where(sql`${analyticsVisitors.day} < ${day}`);
    },

    /** Every counter of a store summed over a span, per metric and key. */
    async sums(storeId: string, span: Span): Promise<CountSum[]> {
      const result = await db.execute(sql`
        select metric, key, sum(count)::float8 as count
        from ${analyticsCounts}
        where store_id = ${storeId} and hour >= ${span.from.toISOString()}
          and hour < ${span.to.toISOString()}
        group by metric, key`);
      return rowsOf<CountSum>(result);
    },

    /**
     * The totals (key '') of the series' metrics per hour or UTC day of a span; buckets
     * without any are absent.
     */
    async buckets(storeId: string, span: Span, unit: "hour" | "day"): Promise<BucketSum[]> {
      const metrics = [
        METRIC.visitors,
        METRIC.views,
        METRIC.productViews,
        METRIC.addsToCart,
        METRIC.checkouts,
      ];
      const result = await db.execute(sql`
        select extract(epoch from date_trunc(${unit}, hour, 'UTC'))::float8 as start, metric,
          sum(count)::float8 as count
        from ${analyticsCounts}
        where store_id = ${storeId} and hour >= ${span.from.toISOString()}
          and hour < ${span.to.toISOString()} and key = ''
          and metric in (${sql.join(
            metrics.map((metric) => sql`${metric}`),
            sql`, `,
          )})
        group by 1, 2`);
      return rowsOf<BucketSum>(result);
    },

    /**
     * Orders placed per hour or UTC day of a span, and what they took less refunds: orders in
     * the store's currency, neither cancelled nor placed in test mode (PRODUCT.md §12).
     */
    async orderBuckets(
      storeId: string,
      currency: string,
      span: Span,
      unit: "hour" | "day",
    ): Promise<OrderBucket[]> {
      const result = await db.execute(sql`
        select extract(epoch from date_trunc(${unit}, created_at, 'UTC'))::float8 as start,
          count(*)::float8 as orders,
          sum(total_minor - refunded_minor)::float8 as "revenueMinor"
        from ${orders}
        where store_id = ${storeId} and created_at >= ${span.from.toISOString()}
          and created_at < ${span.to.toISOString()}
          and status <> 'cancelled' and not test_mode and currency = ${currency}
        group by 1`);
      return rowsOf<OrderBucket>(result);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

type Tx = Pick<Db, "execute">;

/** Inserts steps, in key order; answers those that were not there yet. */
async function insertSteps(tx: Tx, steps: VisitorStepRow[]): Promise<VisitorStepRow[]> {
  const result = await tx.execute(sql`
    insert into ${analyticsVisitors} (store_id, day, visitor, step)
    select v."storeId", v.day, v.visitor, v.step
    from jsonb_to_recordset(${JSON.stringify(steps)}::jsonb)
      as v("storeId" uuid, day date, visitor text, step smallint)
    where exists (select 1 from ${stores} s where s.id = v."storeId")
    order by v."storeId", v.day, v.visitor, v.step
    on conflict do nothing
    returning store_id::text as "storeId", day::text as day, visitor, step`);
  return rowsOf<VisitorStepRow>(result);
}

/** Adds to the counters, in key order, so two processes' batches never wait on each other in a circle. */
async function addCounts(tx: Tx, counts: CountRow[]): Promise<void> {
  await tx.execute(sql`
    insert into ${analyticsCounts} (store_id, hour, metric, key, count)
    select v."storeId", v.hour, v.metric, v.key, v.count
    from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb)
      as v("storeId" uuid, hour timestamptz, metric text, key text, count integer)
    where exists (select 1 from ${stores} s where s.id = v."storeId")
    order by v."storeId", v.hour, v.metric, v.key
    on conflict (store_id, hour, metric, key)
      do update set count = ${analyticsCounts.count} + excluded.count`);
}

/** One row per counter: an upsert may not touch one row twice. */
export function mergeCounts(counts: CountRow[]): CountRow[] {
  const merged = new Map<string, CountRow>();
  for (const row of counts) {
    const id = `${row.storeId}|${row.hour}|${row.metric}|${row.key}`;
    const found = merged.get(id);
    if (found) found.count += row.count;
    else merged.set(id, { ...row });
  }
  return [...merged.values()];
}
