import { ANALYTICS_LIMITS, dayNumberOf, dayTextOf } from "@shopwright/sdk";

/** The ranges the picker offers; a preset is the last n days, today (UTC) included. */
export const RANGE_PRESETS = [
  { id: "7d", days: 7, label: "Last 7 days" },
  { id: "30d", days: 30, label: "Last 30 days" },
  { id: "90d", days: 90, label: "Last 90 days" },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["id"];

/** What the URL says: a preset, or custom days (YYYY-MM-DD, UTC, both included). */
export type RangeChoice =
  { kind: "preset"; preset: RangePreset } | { kind: "custom"; from: string; to: string };

const DAY_MS = 86_400_000;
export const todayUtc = (now = Date.now()) => dayTextOf(Math.floor(now / DAY_MS));

/** The range in `?range=30d` or `?from=…&to=…`; the last 7 days otherwise. */
export function readRange(query: URLSearchParams): RangeChoice {
  const from = query.get("from");
  const to = query.get("to");
  if (from && to) {
    const [start, end] = [dayNumberOf(from), dayNumberOf(to)];
    const isValid =
      start !== null && end !== null && start <= end && end - start < ANALYTICS_LIMITS.maxDays;
    if (isValid) return { kind: "custom", from, to };
  }
  const preset = RANGE_PRESETS.find((p) => p.id === query.get("range"));
  return { kind: "preset", preset: preset?.id ?? "7d" };
}

/** The search params of a range: none for the default. */
export function writeRange(choice: RangeChoice): Record<string, string> {
  if (choice.kind === "custom") return { from: choice.from, to: choice.to };
  return choice.preset === "7d" ? {} : { range: choice.preset };
}

/** The days a choice covers, for the API. */
export function daysOf(choice: RangeChoice, now = Date.now()): { from: string; to: string } {
  if (choice.kind === "custom") return { from: choice.from, to: choice.to };
  const days = RANGE_PRESETS.find((p) => p.id === choice.preset)!.days;
  const today = Math.floor(now / DAY_MS);
  return { from: dayTextOf(today - days + 1), to: dayTextOf(today) };
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const dayYearFormat = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const hourFormat = new Intl.DateTimeFormat(undefined, {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Nov 21 – Nov 27, 2026", or one day: "Nov 27, 2026". */
export function formatRange(range: { from: string; to: string }): string {
  if (range.from === range.to) return dayYearFormat.format(dateOf(range.to));
  return `${dayFormat.format(dateOf(range.from))} – ${dayYearFormat.format(dateOf(range.to))}`;
}

/** A bucket's start as the chart's axis names it: "Nov 21", or "1:00 PM" for an hour. */
export function formatBucket(iso: string, granularity: "hour" | "day"): string {
  return (granularity === "hour" ? hourFormat : dayFormat).format(new Date(iso));
}

/** A bucket's start in full, for the tooltip. */
export function formatBucketLong(iso: string, granularity: "hour" | "day"): string {
  const date = new Date(iso);
  return granularity === "hour"
    ? `${dayFormat.format(date)}, ${hourFormat.format(date)} UTC`
    : dayYearFormat.format(date);
}
