import { Readable } from "node:stream";
import { fromMinor, slugify, type AnalyticsReportDto } from "@shopwright/sdk";
import { stringify } from "csv-stringify";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresService } from "../stores/stores.service.js";
import type { AnalyticsRepository } from "./analytics.repository.js";
import {
  granularityOf,
  previousOf,
  rangeOf,
  reportOf,
  seriesOf,
  spanOf,
  type DayRange,
} from "./analytics.report.js";

type RangeQuery = { from?: string | undefined; to?: string | undefined };

/** A store's analytics report and its CSV export (PRODUCT.md §12). */
export function createAnalyticsService(deps: {
  repository: Pick<AnalyticsRepository, "sums" | "buckets" | "orderBuckets">;
  stores: Pick<StoresService, "reachable">;
  /** Whether this server counts visits (ANALYTICS is not off). */
  isCounting: boolean;
  now?: () => number;
}) {
  const { repository } = deps;
  const now = deps.now ?? Date.now;

  /** The counters and orders of a range, per bucket of its granularity. */
  async function seriesData(storeId: string, currency: string, range: DayRange) {
    const unit = granularityOf(range);
    const span = spanOf(range);
    const [buckets, orders] = await Promise.all([
      repository.buckets(storeId, span, unit),
      repository.orderBuckets(storeId, currency, span, unit),
    ]);
    return { buckets, orders };
  }

  return {
    async report(actor: Actor, storeId: string, query: RangeQuery): Promise<AnalyticsReportDto> {
      const store = await deps.stores.reachable(actor, storeId, "store.analytics");
      const range = rangeOf(query, now());
      const previous = previousOf(range);
      const [sums, previousSums, current, previousOrders] = await Promise.all([
        repository.sums(store.id, spanOf(range)),
        repository.sums(store.id, spanOf(previous)),
        seriesData(store.id, store.currency, range),
        repository.orderBuckets(store.id, store.currency, spanOf(previous), "day"),
      ]);
      return reportOf({
        range,
        currency: store.currency,
        isCounting: deps.isCounting,
        sums,
        previousSums,
        buckets: current.buckets,
        orders: current.orders,
        previousOrders,
      });
    },

    /** The series as CSV, a row per bucket, with a BOM so spreadsheets read it as UTF-8. */
    async exportCsv(
      actor: Actor,
      storeId: string,
      query: RangeQuery,
    ): Promise<{ filename: string; stream: Readable }> {
      const store = await deps.stores.reachable(actor, storeId, "store.analytics");
      const range = rangeOf(query, now());
      const isHourly = granularityOf(range) === "hour";
      const { buckets, orders } = await seriesData(store.id, store.currency, range);
      const rows = seriesOf(range, buckets, orders);
      const records = [
        [
          isHourly ? "Hour (UTC)" : "Date (UTC)",
          "Visitors",
          "Page views",
          "Product views",
          "Added to cart",
          "Checkouts",
          "Orders",
          "Revenue",
          "Currency",
        ],
        ...rows.map((row) => [
          isHourly ? row.start.slice(0, 16).replace("T", " ") : row.start.slice(0, 10),
          row.visitors,
          row.pageViews,
          row.productViews,
          row.addsToCart,
          row.checkouts,
          row.orders,
          fromMinor(row.revenueMinor, store.currency),
          store.currency,
        ]),
      ];
      const stream = Readable.from(records).pipe(stringify({ bom: true }));
      const name = slugify(store.storeName, 100);
      const days = `${rows[0]!.start.slice(0, 10)}-to-${rows.at(-1)!.start.slice(0, 10)}`;
      return { filename: `${name || "store"}-analytics-${days}.csv`, stream };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
