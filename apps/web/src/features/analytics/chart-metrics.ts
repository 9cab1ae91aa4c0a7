import type { AnalyticsPointDto } from "@shopwright/sdk";
import { ANALYTICS_TEXT } from "./analytics.texts";

/** What the chart can show: a number of each point of the series. */
export const CHART_METRICS = [
  { id: "visitors", label: ANALYTICS_TEXT.kpis.visitors },
  { id: "pageViews", label: ANALYTICS_TEXT.kpis.pageViews },
  { id: "orders", label: ANALYTICS_TEXT.kpis.orders },
  { id: "revenueMinor", label: ANALYTICS_TEXT.kpis.revenue },
] as const satisfies readonly { id: keyof AnalyticsPointDto; label: string }[];
export type ChartMetric = (typeof CHART_METRICS)[number]["id"];
