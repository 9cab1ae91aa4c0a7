import { z } from "zod";

/**
 * A store's analytics (PRODUCT.md §11): visits of its published site counted on the server,
 * without cookies or script, in hourly counters, and its orders. Days are UTC days: stores
 * have no time zone of their own.
 */

export const ANALYTICS_LIMITS = {
  /** The longest range one report covers, in days. */
  maxDays: 366,
  /** A range of at most this many days is answered per hour, a longer one per day. */
  hourlyMaxDays: 2,
  /** Rows of each breakdown (pages, referrers, countries). */
  breakdownRows: 10,
  /** Without dates a report covers the last 7 days, today included. */
  defaultDays: 7,
} as const;

/** Reports are read in this time zone (PRODUCT.md §11). */
export const ANALYTICS_TIME_ZONE = "UTC";

export const ANALYTICS_MESSAGES = {
  dateInvalid: "Dates are written YYYY-MM-DD",
  rangeReversed: "The start date must be on or before the end date",
  rangeTooLong: `A range can be at most ${ANALYTICS_LIMITS.maxDays} days`,
} as const;

/** The kinds of device a visitor's browser names in its User-Agent. */
export const DEVICE_TYPES = ["desktop", "mobile", "tablet", "other"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_LABELS: Record<DeviceType, string> = {
  desktop: "Desktop",
  mobile: "Mobile",
  tablet: "Tablet",
  other: "Other",
};

/**
 * The steps of the funnel, in order. A visitor counts at every step up to the furthest one
 * they reached that day: adding to the cart from a product grid counts as having seen the
 * product.
 */
export const FUNNEL_STEPS = ["product_view", "add_to_cart", "checkout", "order"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  product_view: "Viewed a product",
  add_to_cart: "Added to cart",
  checkout: "Started checkout",
  order: "Placed an order",
};

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null when it names no calendar day. */
export function dayNumberOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 2000 && year <= 9999 ? time / 86_400_000 : null;
}

/** The YYYY-MM-DD date of a day number (days since 1970-01-01). */
export const dayTextOf = (dayNumber: number) =>
  new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);

const AnalyticsDay = z
  .string()
  .trim()
  .refine((text) => dayNumberOf(text) !== null, { error: ANALYTICS_MESSAGES.dateInvalid });

/**
 * The days a report covers, both included (UTC). Without `to`, up to today; without `from`,
 * the 7 days up to `to`.
 */
export const AnalyticsQuery = z
  .object({ from: AnalyticsDay.optional(), to: AnalyticsDay.optional() })
  .superRefine(({ from, to }, ctx) => {
    if (from === undefined || to === undefined) return;
    const [start, end] = [dayNumberOf(from), dayNumberOf(to)];
    if (start === null || end === null) return;
    if (start > end) {
      ctx.addIssue({ code: "custom", path: ["to"], message: ANALYTICS_MESSAGES.rangeReversed });
    } else if (end - start + 1 > ANALYTICS_LIMITS.maxDays) {
      ctx.addIssue({ code: "custom", path: ["from"], message: ANALYTICS_MESSAGES.rangeTooLong });
    }
  });
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;
