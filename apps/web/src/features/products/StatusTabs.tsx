import type { ProductStatus } from "@shopwright/sdk";
import { useRef, type KeyboardEvent } from "react";

const tabs: { status: ProductStatus | undefined; label: string }[] = [
  { status: undefined, label: "All" },
  { status: "draft", label: "Draft" },
  { status: "published", label: "Published" },
];

/** PRODUCT.md §2 status filter tabs; arrow keys move between them, as tabs do. */
export function StatusTabs({
  status,
  panelId,
  onChange,
}: {
  status: ProductStatus | undefined;
  /** The id of the region the tabs filter. */
  panelId: string;
  onChange: (status: ProductStatus | undefined) => void;
}) {
  const list = useRef<HTMLDivElement>(null);

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
    <div
      ref={list}
      role="tablist"
      aria-label="Status"
      onKeyDown={handleKeyDown}
      className="flex gap-6 border-b border-slate-200"
    >
      {tabs.map((tab) => {
        const isSelected = tab.status === status;
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
            className={`-mb-px border-b-2 px-0.5 pt-1 pb-2.5 text-sm font-medium transition-colors ${
              isSelected
                ? "border-brand-600 text-brand-700"
                : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
