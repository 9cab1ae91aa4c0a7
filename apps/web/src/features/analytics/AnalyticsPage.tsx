import {
  DEVICE_LABELS,
  type AnalyticsReportDto,
  type AnalyticsTotalsDto,
  type StoreSummaryDto,
} from "@shopwright/sdk";
import {
  BarChart3,
  Download,
  ExternalLink,
  Eye,
  PenTool,
  Percent,
  Receipt,
  ShoppingBag,
  Users,
  Wallet,
} from "lucide-react";
import { useCallback, useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, ButtonLink, buttonClasses } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { LoadFailed } from "../../components/LoadFailed";
import { toast } from "../../components/Toaster";
import { setEditorStoreId } from "../../lib/session";
import { errorText } from "../../lib/error-text";
import { StoreSectionHeader } from "../orders/StoreSectionHeader";
import { saveFile } from "../products/csv-file";
import { StoreGate } from "../store/StoreGate";
import { storePaths } from "../store/store-paths";
import { ANALYTICS_TEXT } from "./analytics.texts";
import { useAnalytics, useExportAnalytics } from "./analytics.api";
import { changeOf, formatAmount, formatCount, formatPercent } from "./analytics-format";
import { daysOf, formatRange, readRange, writeRange, type RangeChoice } from "./analytics-range";
import { AnalyticsSkeleton } from "./AnalyticsSkeleton";
import { BreakdownCard } from "./BreakdownCard";
import { ChartCard } from "./ChartCard";
import { DateRangePicker } from "./DateRangePicker";
import { FunnelCard } from "./FunnelCard";
import { KpiCard } from "./KpiCard";

/** /dashboard/store/{storeId}/analytics (PRODUCT.md §12): visits, sources and sales of a range. */
export function AnalyticsPage() {
  const { storeId = "" } = useParams();
  return (
    <StoreGate storeId={storeId} width="max-w-6xl">
      {(store) => <StoreAnalytics store={store} />}
    </StoreGate>
  );
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(undefined, { type: "region" });
  } catch {
    return null;
  }
})();
const countryName = (code: string) => regionNames?.of(code) ?? code;

function StoreAnalytics({ store }: { store: StoreSummaryDto }) {
  const [query, setQuery] = useSearchParams();
  const choice = useMemo(() => readRange(query), [query]);
  const days = useMemo(() => daysOf(choice), [choice]);
  const report = useAnalytics(store._id, days);
  const exportCsv = useExportAnalytics(store._id);

  const handleRange = useCallback(
    (next: RangeChoice) => setQuery(writeRange(next), { replace: true }),
    [setQuery],
  );

  function handleExport() {
    exportCsv.mutate(days, {
      onSuccess: ({ csv, filename }) => saveFile(csv, filename),
      onError: (cause) => toast.error(errorText(cause, ANALYTICS_TEXT.exportFailed)),
    });
  }

  const data = report.data;
  return (
    <div className="mx-auto max-w-6xl">
      <StoreSectionHeader
        store={store}
        current={ANALYTICS_TEXT.title}
        title={ANALYTICS_TEXT.title}
        description={ANALYTICS_TEXT.intro}
        actions={
          <Button
            variant="secondary"
            onClick={handleExport}
            isLoading={exportCsv.isPending}
            title={ANALYTICS_TEXT.exportTitle}
            icon={<Download className="size-4" aria-hidden />}
          >
            {ANALYTICS_TEXT.exportCsv}
          </Button>
        }
      />

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">
          <span className="font-medium text-slate-900">{formatRange(data?.range ?? days)}</span>
          {data && (
            <span>
              {" "}
              · {ANALYTICS_TEXT.comparedWith} {formatRange(data.previousRange)}
            </span>
          )}
          <span className="text-slate-400"> · UTC</span>
        </p>
        <DateRangePicker value={choice} onChange={handleRange} />
      </div>

      <section
        aria-label={ANALYTICS_TEXT.title}
        aria-busy={report.isFetching || undefined}
        className="mt-4"
      >
        {report.isPending ? (
          <AnalyticsSkeleton label={ANALYTICS_TEXT.loading} />
        ) : report.isError ? (
          <div className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
            <LoadFailed
              message={errorText(report.error, ANALYTICS_TEXT.loadFailed)}
              retryLabel={ANALYTICS_TEXT.retry}
              onRetry={() => void report.refetch()}
              className="px-5 py-10"
            />
          </div>
        ) : (
          <div className={`transition-opacity ${report.isPlaceholderData ? "opacity-60" : ""}`}>
            {!report.data.isCounting && (
              <Alert tone="info" className="mb-4">
                {ANALYTICS_TEXT.countingOff}
              </Alert>
            )}
            {isEmpty(report.data.totals) ? (
              <NoVisits store={store} />
            ) : (
              <Report report={report.data} store={store} />
            )}
          </div>
        )}
      </section>
    </div>
  );
}

/** Visitors without a known country after those with one, however many they are. */
const unknownLast = <T extends { country: string | null }>(rows: T[]) => [
  ...rows.filter((row) => row.country !== null),
  ...rows.filter((row) => row.country === null),
];

const isEmpty = (totals: AnalyticsTotalsDto) =>
  totals.visitors === 0 && totals.pageViews === 0 && totals.orders === 0;

function NoVisits({ store }: { store: StoreSummaryDto }) {
  return (
    <EmptyState
      icon={<BarChart3 className="size-6" aria-hidden />}
      title={ANALYTICS_TEXT.emptyTitle}
      description={store.site ? ANALYTICS_TEXT.emptyLive : ANALYTICS_TEXT.emptyUnpublished}
      action={
        store.site ? (
          <a
            href={store.site.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary")}
          >
            <ExternalLink className="size-4" aria-hidden />
            {ANALYTICS_TEXT.openSite}
          </a>
        ) : (
          <ButtonLink
            to={storePaths.editor(store._id)}
            onClick={() => setEditorStoreId(store._id)}
            variant="secondary"
            icon={<PenTool className="size-4" aria-hidden />}
          >
            {ANALYTICS_TEXT.openEditor}
          </ButtonLink>
        )
      }
    />
  );
}

function Report({ report, store }: { report: AnalyticsReportDto; store: StoreSummaryDto }) {
  const { totals, previous, currency } = report;
  const money = (minor: number | null) =>
    minor === null ? "–" : formatAmount(minor, currency, store.locale);
  const previousLabel = `${ANALYTICS_TEXT.comparedWith} ${formatRange(report.previousRange)}`;
  const kpis = [
    {
      label: ANALYTICS_TEXT.kpis.visitors,
      icon: Users,
      value: formatCount(totals.visitors),
      change: changeOf(totals.visitors, previous.visitors),
    },
    {
      label: ANALYTICS_TEXT.kpis.pageViews,
      icon: Eye,
      value: formatCount(totals.pageViews),
      change: changeOf(totals.pageViews, previous.pageViews),
    },
    {
      label: ANALYTICS_TEXT.kpis.orders,
      icon: ShoppingBag,
      value: formatCount(totals.orders),
      change: changeOf(totals.orders, previous.orders),
    },
    {
      label: ANALYTICS_TEXT.kpis.revenue,
      icon: Wallet,
      value: money(totals.revenueMinor),
      change: changeOf(totals.revenueMinor, previous.revenueMinor),
    },
    {
      label: ANALYTICS_TEXT.kpis.conversion,
      icon: Percent,
      value: totals.conversionRate === null ? "–" : formatPercent(totals.conversionRate),
      change: changeOf(totals.conversionRate, previous.conversionRate),
    },
    {
      label: ANALYTICS_TEXT.kpis.averageOrder,
      icon: Receipt,
      value: money(totals.averageOrderMinor),
      change: changeOf(totals.averageOrderMinor, previous.averageOrderMinor),
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {kpis.map((kpi) => (
          <KpiCard key={kpi.label} {...kpi} previousLabel={previousLabel} />
        ))}
      </dl>
      <div className="mt-4 grid items-stretch gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ChartCard report={report} locale={store.locale} />
        </div>
        <FunnelCard report={report} />
      </div>
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-2">
        <BreakdownCard
          title={ANALYTICS_TEXT.topPages}
          labelHeader={ANALYTICS_TEXT.page}
          valueHeader={ANALYTICS_TEXT.views}
          rows={report.pages.map((page) => ({
            key: page.path,
            label: <span className="font-mono text-[13px]">{page.path}</span>,
            value: page.pageViews,
          }))}
        />
        <BreakdownCard
          title={ANALYTICS_TEXT.referrers}
          labelHeader={ANALYTICS_TEXT.source}
          valueHeader={ANALYTICS_TEXT.visitors}
          rows={report.referrers.map((row) => ({
            key: row.source ?? "",
            label: row.source ?? ANALYTICS_TEXT.direct,
            value: row.visitors,
          }))}
        />
        <BreakdownCard
          title={ANALYTICS_TEXT.devices}
          labelHeader={ANALYTICS_TEXT.device}
          valueHeader={ANALYTICS_TEXT.visitors}
          rows={report.devices.map((row) => ({
            key: row.device,
            label: DEVICE_LABELS[row.device],
            value: row.visitors,
          }))}
        />
        <BreakdownCard
          title={ANALYTICS_TEXT.countries}
          labelHeader={ANALYTICS_TEXT.country}
          valueHeader={ANALYTICS_TEXT.visitors}
          rows={unknownLast(report.countries).map((row) => ({
            key: row.country ?? "",
            label: row.country ? countryName(row.country) : ANALYTICS_TEXT.unknownCountry,
            value: row.visitors,
          }))}
          note={ANALYTICS_TEXT.countriesHint}
        />
      </div>
    </>
  );
}
