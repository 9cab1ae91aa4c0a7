import type { ReactNode } from "react";
import { ANALYTICS_TEXT } from "./analytics.texts";
import { formatCount } from "./analytics-format";

export interface BreakdownRow {
  key: string;
  label: ReactNode;
  value: number;
}

/**
 * A ranked list of one breakdown (pages, sources, devices, countries): each row's bar shows
 * its share of the largest, as people read such lists at a glance.
 */
export function BreakdownCard({
  title,
  labelHeader,
  valueHeader,
  rows,
  note,
}: {
  title: string;
  labelHeader: string;
  valueHeader: string;
  rows: BreakdownRow[];
  /** A line under the list (where a breakdown's data comes from). */
  note?: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  const headingId = `breakdown-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="px-5 pt-4 text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">{ANALYTICS_TEXT.noRows}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <thead>
            <tr className="text-xs text-slate-500">
              <th scope="col" className="px-5 pb-2 text-left font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="w-24 px-5 pb-2 text-right font-medium">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="px-5 py-1">
                  <div className="relative flex h-8 items-center overflow-hidden rounded-md">
                    <div
                      aria-hidden
                      className="absolute inset-y-0 left-0 rounded-md bg-brand-50"
                      style={{ width: `${Math.max(2, (row.value / max) * 100)}%` }}
                    />
                    <span className="relative truncate px-2.5 text-slate-700">{row.label}</span>
                  </div>
                </td>
                <td className="px-5 py-1 text-right font-medium text-slate-900 tabular-nums">
                  {formatCount(row.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {note && <p className="mt-auto px-5 pt-2 pb-4 text-xs text-slate-400">{note}</p>}
      {!note && <div className="pb-3" />}
    </section>
  );
}
