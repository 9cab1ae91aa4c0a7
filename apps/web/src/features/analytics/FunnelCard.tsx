import { FUNNEL_STEP_LABELS, type AnalyticsReportDto } from "@shopwright/sdk";
import { ANALYTICS_TEXT } from "./analytics.texts";
import { formatCount, formatPercent } from "./analytics-format";

/**
 * The funnel (PRODUCT.md §12): visitors, then those who viewed a product, added to the cart,
 * started checkout and ordered, each with its share of the step before.
 */
export function FunnelCard({ report }: { report: AnalyticsReportDto }) {
  const steps = [
    { key: "visitors", label: ANALYTICS_TEXT.kpis.visitors, visitors: report.totals.visitors },
    ...report.funnel.map((step) => ({
      key: step.step,
      label: FUNNEL_STEP_LABELS[step.step],
      visitors: step.visitors,
    })),
  ];
  const top = Math.max(1, steps[0]!.visitors, ...steps.map((s) => s.visitors));
  const ordered = report.funnel.at(-1)!.visitors;
  return (
    <section
      aria-labelledby="funnel"
      className="flex min-w-0 flex-col rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
    >
      <h2 id="funnel" className="text-sm font-semibold text-slate-900">
        {ANALYTICS_TEXT.funnel}
      </h2>
      <p className="mt-0.5 text-xs text-slate-500">{ANALYTICS_TEXT.funnelIntro}</p>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => {
          const previous = index > 0 ? steps[index - 1]!.visitors : null;
          return (
            <li key={step.key}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate text-slate-700">{step.label}</span>
                <span className="shrink-0 font-medium text-slate-900 tabular-nums">
                  {formatCount(step.visitors)}
                </span>
              </div>
              <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${(step.visitors / top) * 100}%` }}
                />
              </div>
              {previous !== null && (
                <p className="mt-1 text-xs text-slate-500">
                  {previous > 0 ? formatPercent(step.visitors / previous) : "–"}{" "}
                  {ANALYTICS_TEXT.ofPrevious}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-5 border-t border-slate-100 pt-3 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">
          {report.totals.visitors > 0 ? formatPercent(ordered / report.totals.visitors) : "–"}
        </span>{" "}
        {ANALYTICS_TEXT.overallConversion}
      </p>
    </section>
  );
}
