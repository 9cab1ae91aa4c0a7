import { useRef, type KeyboardEvent } from "react";
import { SETTINGS_TABS, type SettingsTab } from "./org-settings.texts";

const tabId = (tab: SettingsTab) => `settings-tab-${tab.toLowerCase().replace(/\W+/g, "-")}`;
export const panelId = "settings-panel";

/** The six settings tabs (PRODUCT.md §2), with arrow-key movement as in any tab list. */
export function SettingsTabs({
  current,
  onChange,
}: {
  current: SettingsTab;
  onChange: (tab: SettingsTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = SETTINGS_TABS.indexOf(current);
    const next = SETTINGS_TABS[(index + step + SETTINGS_TABS.length) % SETTINGS_TABS.length]!;
    onChange(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  }

  return (
    <div className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
      <div
        ref={list}
        role="tablist"
        aria-label="Organization settings"
        onKeyDown={handleKeyDown}
        className="flex min-w-max gap-1"
      >
        {SETTINGS_TABS.map((tab) => {
          const isCurrent = tab === current;
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={isCurrent}
              aria-controls={panelId}
              tabIndex={isCurrent ? 0 : -1}
              onClick={() => onChange(tab)}
              className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
                isCurrent
                  ? "border-brand-600 text-slate-900"
                  : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800"
              }`}
            >
              {tab}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export { tabId };
