import { FUNNEL_STEPS, type FunnelStep } from "@shopwright/sdk";

/**
 * What the hourly counters (`analytics_counts.metric`) count; `key` says what of it, '' for
 * the whole. Events count every time; visitor metrics once per visitor and day.
 */
export const METRIC = {
  /** Pages served (key ''), and per page (key: its path). */
  views: "views",
  page: "page",
  productViews: "product_views",
  addsToCart: "adds_to_cart",
  checkouts: "checkouts",
  /** Visitors (key ''), and per device, country ('' unknown) and source ('' none). */
  visitors: "visitors",
  device: "device",
  country: "country",
  source: "source",
  /** Visitors who reached a funnel step (key: the step). */
  funnel: "funnel",
} as const;

/**
 * A visitor's steps in `analytics_visitors.step`: 0 the visit itself, then the funnel's steps
 * in order (1 = product view … 4 = order).
 */
export const VISIT_STEP = 0;
export const stepNumberOf = (step: FunnelStep) => FUNNEL_STEPS.indexOf(step) + 1;
export const stepOfNumber = (n: number): FunnelStep | undefined => FUNNEL_STEPS[n - 1];
