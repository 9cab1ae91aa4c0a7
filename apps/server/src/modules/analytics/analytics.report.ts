import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  DEVICE_TYPES,
  FUNNEL_STEPS,
  dayNumberOf,
  dayTextOf,
  type AnalyticsPointDto,
  type AnalyticsRangeDto,
  type AnalyticsReportDto,
  type AnalyticsTotalsDto,
  type DeviceType,
} from "@shopwright/sdk";
import { badRequest } from "../../http/app-error.js";
import type { CountSum, OrderBucket, Span } from "./analytics.repository.js";
import { METRIC, stepNumberOf } from "./counter-metrics.js";

/**
 * The pure half of a report: which days it covers, and the answer made from the counters'
 * and the orders' sums (PRODUCT.md §12).
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A range of whole UTC days, both ends included, as day numbers (days since 1970-01-01). */
export interface DayRange {
  from: number;
  to: number;
}

/**
 * The days a query names: without `to` up to today, without `from` the default length up to
 * `to`. Refuses (400) a reversed range or one longer than the limit.
 */
export function rangeOf(
  query: { from?: string | undefined; to?: string | undefined },
  now: number,
) {
  const today = Math.floor(now / DAY_MS);
  const to = query.to !== undefined ? dayNumberOf(query.to) : today;
  const from =
    query.from !== undefined
      ? dayNumberOf(query.from)
      : (to ?? today) - ANALYTICS_LIMITS.defaultDays + 1;
  if (from === null || to === null) throw badRequest(ANALYTICS_MESSAGES.dateInvalid);
  if (from > to) throw badRequest(ANALYTICS_MESSAGES.rangeReversed);
  if (to - from + 1 > ANALYTICS_LIMITS.maxDays) throw badRequest(ANALYTICS_MESSAGES.rangeTooLong);
  return { from, to };
}

/** The range of the same length just before. */
export const previousOf = (range: DayRange): DayRange => ({
  from: range.from - (range.to - range.from + 1),
  to: range.from - 1,
});

export const spanOf = (range: DayRange): Span => ({
  from: new Date(range.from * DAY_MS),
  to: new Date((range.to + 1) * DAY_MS),
});

export const granularityOf = (range: DayRange): "hour" | "day" =>
  range.to - range.from + 1 <= ANALYTICS_LIMITS.hourlyMaxDays ? "hour" : "day";

const rangeDto = (range: DayRange): AnalyticsRangeDto => ({
  from: dayTextOf(range.from),
  to: dayTextOf(range.to),
  days: range.to - range.from + 1,
});

/** Counter sums by metric and key. */
function lookup(sums: CountSum[]) {
  const byMetric = new Map<string, Map<string, number>>();
  for (const { metric, key, count } of sums) {
    let keys = byMetric.get(metric);
    if (!keys) byMetric.set(metric, (keys = new Map()));
    keys.set(key, (keys.get(key) ?? 0) + Number(count));
  }
  return {
    total: (metric: string, key = "") => byMetric.get(metric)?.get(key) ?? 0,
    /** Every key of a metric, most first (ties by key). */
    ranked: (metric: string) =>
      [...(byMetric.get(metric) ?? new Map<string, number>())]
        .filter(([, count]) => count > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
  };
}

export function totalsOf(sums: CountSum[], orders: OrderBucket[]): AnalyticsTotalsDto {
  const sum = lookup(sums);
  const visitors = sum.total(METRIC.visitors);
  const orderCount = orders.reduce((n, bucket) => n + Number(bucket.orders), 0);
  const revenueMinor = orders.reduce((n, bucket) => n + Number(bucket.revenueMinor), 0);
  const buyers = sum.total(METRIC.funnel, String(stepNumberOf("order")));
  return {
    visitors,
    pageViews: sum.total(METRIC.views),
    productViews: sum.total(METRIC.productViews),
    addsToCart: sum.total(METRIC.addsToCart),
    checkouts: sum.total(METRIC.checkouts),
    orders: orderCount,
    revenueMinor,
    averageOrderMinor: orderCount > 0 ? Math.round(revenueMinor / orderCount) : null,
    conversionRate: visitors > 0 ? Math.min(1, buyers / visitors) : null,
  };
}

/** One row of the series with everything the CSV export shows. */
export interface SeriesRow extends AnalyticsPointDto {
  productViews: number;
  addsToCart: number;
  checkouts: number;
}

/** Every bucket of the range in order, empty ones as zeros. */
export function seriesOf(
  range: DayRange,
  buckets: { start: number; metric: string; count: number }[],
  orders: OrderBucket[],
): SeriesRow[] {
  const unit = granularityOf(range) === "hour" ? HOUR_MS : DAY_MS;
  const span = spanOf(range);
  const rows = new Map<number, SeriesRow>();
  for (let t = span.from.getTime(); t < span.to.getTime(); t += unit) {
    rows.set(t, {
      start: new Date(t).toISOString(),
      visitors: 0,
      pageViews: 0,
      orders: 0,
      revenueMinor: 0,
      productViews: 0,
      addsToCart: 0,
      checkouts: 0,
    });
  }
  const FIELD: Record<string, keyof SeriesRow> = {
    [METRIC.visitors]: "visitors",
    [METRIC.views]: "pageViews",
    [METRIC.productViews]: "productViews",
    [METRIC.addsToCart]: "addsToCart",
    [METRIC.checkouts]: "checkouts",
  };
  for (const bucket of buckets) {
    const row = rows.get(Number(bucket.start) * 1000);
    const field = FIELD[bucket.metric];
    if (row && field) (row[field] as number) += Number(bucket.count);
  }
  for (const bucket of orders) {
    const row = rows.get(Number(bucket.start) * 1000);
    if (!row) continue;
    row.orders += Number(bucket.orders);
    row.revenueMinor += Number(bucket.revenueMinor);
  }
  return [...rows.values()];
}

const isDevice = (key: string): key is DeviceType =>
  (DEVICE_TYPES as readonly string[]).includes(key);

/** The whole report from the current and previous ranges' sums. */
export function reportOf(input: {
  range: DayRange;
  currency: string;
  isCounting: boolean;
  sums: CountSum[];
  previousSums: CountSum[];
  buckets: { start: number; metric: string; count: number }[];
  orders: OrderBucket[];
  previousOrders: OrderBucket[];
}): AnalyticsReportDto {
  const { range } = input;
  const sum = lookup(input.sums);
  const top = ANALYTICS_LIMITS.breakdownRows;
  return {
    range: rangeDto(range),
    previousRange: rangeDto(previousOf(range)),
    timeZone: "UTC",
    currency: input.currency,
    isCounting: input.isCounting,
    totals: totalsOf(input.sums, input.orders),
    previous: totalsOf(input.previousSums, input.previousOrders),
    granularity: granularityOf(range),
    series: seriesOf(range, input.buckets, input.orders).map(
      ({ start, visitors, pageViews, orders, revenueMinor }) => ({
        start,
        visitors,
        pageViews,
        orders,
        revenueMinor,
      }),
    ),
    pages: sum
      .ranked(METRIC.page)
      .slice(0, top)
      .map(([path, pageViews]) => ({ path, pageViews })),
    referrers: sum
      .ranked(METRIC.source)
      .slice(0, top)
      .map(([source, visitors]) => ({ source: source || null, visitors })),
    devices: sum
      .ranked(METRIC.device)
      .filter(([device]) => isDevice(device))
      .map(([device, visitors]) => ({ device: device as DeviceType, visitors })),
    countries: sum
      .ranked(METRIC.country)
      .slice(0, top)
      .map(([country, visitors]) => ({ country: country || null, visitors })),
    funnel: FUNNEL_STEPS.map((step) => ({
      step,
      visitors: sum.total(METRIC.funnel, String(stepNumberOf(step))),
    })),
  };
}
