import { fromMinor, type AnalyticsPointDto } from "@shopwright/sdk";
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { formatAmount, formatCount } from "./analytics-format";
import { formatBucket, formatBucketLong } from "./analytics-range";
import { CHART_METRICS, type ChartMetric } from "./chart-metrics";

const BRAND = "#4f46e5";
const compactCount = new Intl.NumberFormat(undefined, { notation: "compact" });

export interface AnalyticsChartProps {
  series: AnalyticsPointDto[];
  granularity: "hour" | "day";
  metric: ChartMetric;
  currency: string;
  locale: string;
}

/**
 * The series of one metric as an area chart (recharts). Loaded on its own, after the screen's
 * numbers: the chart library is the screen's largest dependency.
 */
export default function AnalyticsChart({
  series,
  granularity,
  metric,
  currency,
  locale,
}: AnalyticsChartProps) {
  const format = (value: number) =>
    metric === "revenueMinor" ? formatAmount(value, currency, locale) : formatCount(value);
  const compactMoney = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  });
  const axis = (value: number) =>
    metric === "revenueMinor"
      ? compactMoney.format(fromMinor(value, currency))
      : compactCount.format(value);
  const label = CHART_METRICS.find((m) => m.id === metric)!.label;

  function renderTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
    const point = payload?.[0]?.payload as AnalyticsPointDto | undefined;
    if (!active || !point) return null;
    return (
      <div className="rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg">
        <p className="text-slate-300">{formatBucketLong(point.start, granularity)}</p>
        <p className="mt-0.5 font-semibold">
          {format(point[metric])} <span className="font-normal text-slate-300">{label}</span>
        </p>
      </div>
    );
  }

  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="analytics-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={BRAND} stopOpacity={0.22} />
            <stop offset="100%" stopColor={BRAND} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="#f1f5f9" />
        <XAxis
          dataKey="start"
          tickFormatter={(value: string) => formatBucket(value, granularity)}
          tick={{ fontSize: 12, fill: "#64748b" }}
          tickLine={false}
          axisLine={{ stroke: "#e2e8f0" }}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={axis}
          tick={{ fontSize: 12, fill: "#64748b" }}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          width={metric === "revenueMinor" ? 56 : 40}
        />
        <Tooltip content={renderTooltip} cursor={{ stroke: "#c7d2fe" }} />
        <Area
          type="monotone"
          dataKey={metric}
          stroke={BRAND}
          strokeWidth={2}
          fill="url(#analytics-fill)"
          activeDot={{ r: 4, strokeWidth: 0, fill: BRAND }}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
