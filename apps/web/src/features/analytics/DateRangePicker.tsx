import { AnalyticsQuery } from "@shopwright/sdk";
import { CalendarDays } from "lucide-react";
import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { useDismiss } from "../../lib/use-dismiss";
import { ANALYTICS_TEXT } from "./analytics.texts";
import { daysOf, RANGE_PRESETS, todayUtc, type RangeChoice } from "./analytics-range";

const segment =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500";
const selected = "bg-white text-slate-900 shadow-xs ring-1 ring-slate-200";
const unselected = "text-slate-600 hover:text-slate-900";

/**
 * The range of the report: the last 7, 30 or 90 days, or days chosen by hand (checked with
 * the API's own rules before they are asked for).
 */
export function DateRangePicker({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (choice: RangeChoice) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const current = daysOf(value);
  const [from, setFrom] = useState(current.from);
  const [to, setTo] = useState(current.to);
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(root, isOpen, close);

  function handleOpen() {
    const days = daysOf(value);
    setFrom(days.from);
    setTo(days.to);
    setError(null);
    setIsOpen((open) => !open);
  }

  function handleApply(event: FormEvent) {
    event.preventDefault();
    const parsed = AnalyticsQuery.safeParse({ from, to });
    if (!parsed.success || !from || !to) {
      setError(parsed.error?.issues[0]?.message ?? "Choose both dates");
      return;
    }
    onChange({ kind: "custom", from, to });
    setIsOpen(false);
  }

  return (
    <div ref={root} className="relative">
      <div
        role="group"
        aria-label={ANALYTICS_TEXT.rangeLabel}
        className="inline-flex max-w-full gap-0.5 overflow-x-auto rounded-lg bg-slate-100 p-1"
      >
        {RANGE_PRESETS.map((preset) => {
          const isSelected = value.kind === "preset" && value.preset === preset.id;
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={isSelected}
              aria-label={preset.label}
              onClick={() => onChange({ kind: "preset", preset: preset.id })}
              className={`${segment} ${isSelected ? selected : unselected}`}
            >
              <span className="hidden sm:inline">{preset.label}</span>
              <span className="sm:hidden" aria-hidden>
                {preset.label.replace("Last ", "")}
              </span>
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={value.kind === "custom"}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={handleOpen}
          className={`${segment} ${value.kind === "custom" ? selected : unselected}`}
        >
          <CalendarDays className="size-4" aria-hidden />
          {ANALYTICS_TEXT.custom}
        </button>
      </div>
      {isOpen && (
        <form
          id={panelId}
          onSubmit={handleApply}
          noValidate
          className="absolute left-0 z-20 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:right-0 sm:left-auto"
        >
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={ANALYTICS_TEXT.from}
              type="date"
              value={from}
              max={todayUtc()}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={error !== null || undefined}
            />
            <TextField
              label={ANALYTICS_TEXT.to}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={error !== null || undefined}
            />
          </div>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {error}
            </p>
          )}
          <p className="mt-2 text-xs text-slate-500">{ANALYTICS_TEXT.utcNote}</p>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={close}>
              {ANALYTICS_TEXT.cancel}
            </Button>
            <Button type="submit" size="sm">
              {ANALYTICS_TEXT.apply}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
