import type { AnalyticsReportDto } from "@shopwright/sdk";
import { useState } from "react";
import { onDemand } from "../../lib/on-demand";
import { ANALYTICS_TEXT } from "./analytics.texts";
import { CHART_METRICS, type ChartMetric } from "./chart-metrics";

// The chart library loads after the numbers, in a chunk of its own (PRODUCT.md §12); a
// failed fetch says so in the chart's place, with a retry.
const AnalyticsChart = onDemand(
  () => import("./AnalyticsChart").then((m) => m.default),
  <div
    role="status"
    aria-label={ANALYTICS_TEXT.chartLoading}
    className="h-full animate-pulse rounded-lg bg-slate-50"
  />,
);

/** The range's series, one metric at a time. */
export function ChartCard({ report, locale }: { report: AnalyticsReportDto; locale: string }) {
  const [metric, setMetric] = useState<ChartMetric>("visitors");
  return (
    <section
      aria-labelledby="analytics-chart"
      className="flex h-full min-w-0 flex-col rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-chart" className="text-sm font-semibold text-slate-900">
          {ANALYTICS_TEXT.chartTitle}
        </h2>
        <div role="group" aria-label="Metric" className="-mx-1 flex gap-1 overflow-x-auto px-1">
          {CHART_METRICS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={metric === option.id}
              onClick={() => setMetric(option.id)}
              className={`rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap transition-colors ${
                metric === option.id
                  ? "bg-brand-600 text-white"
                  : "bg-slate-100 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4 min-h-64 flex-1 sm:min-h-72">
        <AnalyticsChart
          series={report.series}
          granularity={report.granularity}
          metric={metric}
          currency={report.currency}
          locale={locale}
        />
      </div>
    </section>
  );
}
