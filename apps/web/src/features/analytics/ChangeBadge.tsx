import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { ANALYTICS_TEXT } from "./analytics.texts";
import { formatPercent } from "./analytics-format";

/** How a number moved against the previous range: up green, down red, new, or unchanged. */
export function ChangeBadge({
  change,
  previousLabel,
}: {
  change: number | "new" | null;
  /** "vs Nov 14 – Nov 20", read by screen readers and shown on hover. */
  previousLabel: string;
}) {
  const base = "inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-medium";
  if (change === "new") {
    return (
      <span className={`${base} bg-brand-50 text-brand-700`} title={previousLabel}>
        {ANALYTICS_TEXT.changeNew}
      </span>
    );
  }
  if (change === null || Math.abs(change) < 0.0005) {
    return (
      <span className={`${base} bg-slate-100 text-slate-500`} title={previousLabel}>
        <Minus className="size-3" aria-hidden />
        <span className="sr-only">{ANALYTICS_TEXT.noChange}</span>
      </span>
    );
  }
  const isUp = change > 0;
  const Icon = isUp ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={`${base} ${isUp ? "bg-emerald-50 text-emerald-700" : "bg-red-50 text-red-700"}`}
      title={previousLabel}
    >
      <Icon className="size-3" aria-hidden />
      <span className="sr-only">{isUp ? "Up" : "Down"} </span>
      {formatPercent(Math.abs(change))}
    </span>
  );
}
