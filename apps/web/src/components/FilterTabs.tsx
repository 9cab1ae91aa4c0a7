import { useRef, type KeyboardEvent } from "react";

/** One tab: the value it filters by (undefined for "All"), its label, an optional count. */
export interface FilterTab<Value extends string> {
  value: Value | undefined;
  label: string;
  count?: number;
}

/**
 * A row of filter tabs over a list (a status filter); arrow keys move between them, as tabs
 * do. On a phone the row scrolls sideways rather than wrapping.
 */
export function FilterTabs<Value extends string>({
  tabs,
  value,
  panelId,
  label,
  onChange,
}: {
  tabs: readonly FilterTab<Value>[];
  value: Value | undefined;
  /** The id of the region the tabs filter. */
  panelId: string;
  label: string;
  onChange: (value: Value | undefined) => void;
}) {
  const list = useRef<HTMLDivElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const current = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[(current + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.value);
    list.current?.querySelector<HTMLElement>(`[data-status="${next.value ?? "all"}"]`)?.focus();
  }

  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="flex min-w-max gap-5 border-b border-slate-200 sm:min-w-0 sm:gap-6"
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.label}
              type="button"
              role="tab"
              data-status={tab.value ?? "all"}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={`-mb-px inline-flex items-center gap-2 border-b-2 px-0.5 pt-1 pb-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
                isSelected
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800"
              }`}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span
                  className={`rounded-full px-1.5 py-px text-xs tabular-nums ${
                    isSelected ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-600"
                  }`}
                >
                  {tab.count.toLocaleString("en-US")}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
