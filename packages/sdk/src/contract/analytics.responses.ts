import { z } from "zod";
import { DEVICE_TYPES, FUNNEL_STEPS } from "./analytics.js";

/** The answer of the analytics report: zod schema of its `data`, and its types. */

const count = (what: string) => z.number().int().min(0).describe(what);
const day = z.string().describe("YYYY-MM-DD (UTC)");

export const AnalyticsRangeDto = z.object({
  from: day,
  to: day,
  /** Days in the range, both ends included. */
  days: z.number().int(),
});
export type AnalyticsRangeDto = z.infer<typeof AnalyticsRangeDto>;

export const AnalyticsTotalsDto = z.object({
  visitors: count("Unique visitors, counted once per day each"),
  pageViews: count("Pages served, cart, checkout and order pages included"),
  productViews: count("Product pages served"),
  addsToCart: count("Products added to a cart on the site"),
  checkouts: count("Checkout pages served"),
  orders: count("Orders placed, without cancelled and test orders"),
  revenueMinor: z.number().int().describe("What those orders took, less refunds, in minor units"),
  averageOrderMinor: z
    .number()
    .int()
    .nullable()
    .describe("Revenue ÷ orders, in minor units; null without orders"),
  conversionRate: z
    .number()
    .nullable()
    .describe("Visitors who placed an order ÷ visitors (0 to 1); null without visitors"),
});
export type AnalyticsTotalsDto = z.infer<typeof AnalyticsTotalsDto>;

export const AnalyticsPointDto = z.object({
  /** The bucket's first instant (a UTC day or hour), ISO 8601. */
  start: z.string(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
  orders: z.number().int(),
  revenueMinor: z.number().int(),
});
export type AnalyticsPointDto = z.infer<typeof AnalyticsPointDto>;

export const AnalyticsReportDto = z.object({
  range: AnalyticsRangeDto,
  /** The range of the same length just before, which `previous` covers. */
  previousRange: AnalyticsRangeDto,
  timeZone: z.literal("UTC"),
  /** The store's currency: revenue counts the orders in it. */
  currency: z.string(),
  /** Whether this server counts visits now (ANALYTICS is not off). */
  isCounting: z.boolean(),
  totals: AnalyticsTotalsDto,
  previous: AnalyticsTotalsDto,
  /** Per hour for a range of at most 2 days, else per day; every bucket, empty ones too. */
  granularity: z.enum(["hour", "day"]),
  series: z.array(AnalyticsPointDto),
  pages: z.array(z.object({ path: z.string(), pageViews: z.number().int() })),
  /** Where visitors came from: another site's host, or null for none (typed, bookmarked). */
  referrers: z.array(z.object({ source: z.string().nullable(), visitors: z.number().int() })),
  devices: z.array(z.object({ device: z.enum(DEVICE_TYPES), visitors: z.number().int() })),
  /** ISO 3166 codes, null where no header named the country. */
  countries: z.array(z.object({ country: z.string().nullable(), visitors: z.number().int() })),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), visitors: z.number().int() })),
});
export type AnalyticsReportDto = z.infer<typeof AnalyticsReportDto>;

/** data of GET /store/{id}/analytics. */
export const AnalyticsResult = z.object({ report: AnalyticsReportDto });
export type AnalyticsResult = z.infer<typeof AnalyticsResult>;
