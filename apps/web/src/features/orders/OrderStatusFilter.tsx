import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@shopwright/sdk";
import { useRef, type KeyboardEvent } from "react";
import { ORDERS_TEXT } from "./orders.texts";

const tabs: { status: OrderStatus | undefined; label: string }[] = [
  { status: undefined, label: ORDERS_TEXT.all },
  ...ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status] })),
];

/**
 * The status tabs, each with its count over the whole store; arrow keys move between them.
 * On a phone the row scrolls sideways rather than wrapping.
 */
export function OrderStatusFilter({
  status,
  counts,
  panelId,
  onChange,
}: {
  status: OrderStatus | undefined;
  /** Orders per status; undefined while the first page loads. */
  counts: Record<string, number> | undefined;
  panelId: string;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const countOf = (each: OrderStatus | undefined) =>
    counts === undefined
      ? undefined
      : each
        ? (counts[each] ?? 0)
        : ORDER_STATUSES.reduce((sum, one) => sum + (counts[one] ?? 0), 0);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const current = tabs.findIndex((tab) => tab.status === status);
    const next = tabs[(current + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.status);
    list.current?.querySelector<HTMLElement>(`[data-status="${next.status ?? "all"}"]`)?.focus();
  }

  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        ref={list}
        role="tablist"
        aria-label="Status"
        onKeyDown={handleKeyDown}
        className="flex min-w-max gap-5 border-b border-slate-200 sm:min-w-0 sm:gap-6"
      >
        {tabs.map((tab) => {
          const isSelected = tab.status === status;
          const count = countOf(tab.status);
          return (
            <button
              key={tab.label}
              type="button"
              role="tab"
              data-status={tab.status ?? "all"}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.status)}
              className={`-mb-px inline-flex items-center gap-2 border-b-2 px-0.5 pt-1 pb-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
                isSelected
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800"
              }`}
            >
              {tab.label}
              {count !== undefined && (
                <span
                  className={`rounded-full px-1.5 py-px text-xs tabular-nums ${
                    isSelected ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-600"
                  }`}
                >
                  {count.toLocaleString("en-US")}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
