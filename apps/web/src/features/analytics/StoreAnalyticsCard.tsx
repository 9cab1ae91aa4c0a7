import type { StoreSummaryDto } from "@shopwright/sdk";
import { ArrowRight } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { errorText } from "../../lib/error-text";
import { storePaths } from "../store/store-paths";
import { ANALYTICS_TEXT } from "./analytics.texts";
import { useAnalytics } from "./analytics.api";
import { changeOf, formatAmount, formatCount } from "./analytics-format";
import { daysOf, formatRange } from "./analytics-range";
import { ChangeBadge } from "./ChangeBadge";
import { Sparkline } from "./Sparkline";

/** The store overview's glance at the last 7 days: visitors, orders and revenue. */
export function StoreAnalyticsCard({ store }: { store: StoreSummaryDto }) {
  const days = useMemo(() => daysOf({ kind: "preset", preset: "7d" }), []);
  const report = useAnalytics(store._id, days);
  const data = report.data;
  const previousLabel = data
    ? `${ANALYTICS_TEXT.comparedWith} ${formatRange(data.previousRange)}`
    : "";
  const figures = data
    ? [
        {
          label: ANALYTICS_TEXT.kpis.visitors,
          value: formatCount(data.totals.visitors),
          change: changeOf(data.totals.visitors, data.previous.visitors),
        },
        {
          label: ANALYTICS_TEXT.kpis.orders,
          value: formatCount(data.totals.orders),
          change: changeOf(data.totals.orders, data.previous.orders),
        },
        {
          label: ANALYTICS_TEXT.kpis.revenue,
          value: formatAmount(data.totals.revenueMinor, data.currency, store.locale),
          change: changeOf(data.totals.revenueMinor, data.previous.revenueMinor),
        },
      ]
    : [];

  return (
    <section
      aria-labelledby="last-7-days"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id="last-7-days" className="text-sm font-semibold text-slate-900">
          {ANALYTICS_TEXT.cardTitle}
        </h2>
        <Link
          to={storePaths.analytics(store._id)}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
        >
          {ANALYTICS_TEXT.cardLink}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </div>
      {report.isPending ? (
        <div
          role="status"
          aria-label={ANALYTICS_TEXT.loading}
          className="grid animate-pulse grid-cols-3 gap-4 px-5 py-4"
        >
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-12 rounded bg-slate-100" />
          ))}
        </div>
      ) : report.isError ? (
        <LoadFailed
          message={errorText(report.error, ANALYTICS_TEXT.cardFailed)}
          retryLabel={ANALYTICS_TEXT.retry}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="px-5 py-4">
          <dl className="grid grid-cols-3 gap-4">
            {figures.map((figure) => (
              <div key={figure.label} className="min-w-0">
                <dt className="truncate text-xs text-slate-500">{figure.label}</dt>
                <dd className="mt-1">
                  <span className="block truncate text-lg font-semibold text-slate-900 tabular-nums">
                    {figure.value}
                  </span>
                  <span className="mt-1 flex">
                    <ChangeBadge change={figure.change} previousLabel={previousLabel} />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <Sparkline
            values={report.data.series.map((point) => point.visitors)}
            className="mt-3 h-10 w-full"
          />
        </div>
      )}
    </section>
  );
}
