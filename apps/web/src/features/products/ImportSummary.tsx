import { CSV_IMPORT_LIMITS, type ImportProductsResult } from "@shopwright/sdk";
import { plural } from "../../lib/plural";

const COUNTS = [
  { key: "created", label: "New", tone: "text-emerald-700" },
  { key: "updated", label: "Updated", tone: "text-brand-700" },
  { key: "unchanged", label: "Unchanged", tone: "text-slate-700" },
  { key: "failed", label: "Failed", tone: "text-red-700" },
] as const;

/** What an import did or would do: its four counts and the rows that failed, with reasons. */
export function ImportSummary({ result }: { result: ImportProductsResult }) {
  const hidden = result.failed - result.errors.length;
  return (
    <div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTS.map(({ key, label, tone }) => (
          <div key={key} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className={`text-lg font-semibold tabular-nums ${tone}`}>
              {result[key].toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {plural(result.rows, "row")} read ({result.format === "shopify" ? "Shopify" : "Shopwright"}{" "}
        format)
      </p>
      {result.errors.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-900">Rows that will not be imported</h3>
          <ul
            aria-label="Row errors"
            className="mt-2 max-h-32 divide-y sm:max-h-48 divide-slate-100 overflow-y-auto rounded-lg text-sm ring-1 ring-slate-200"
          >
            {result.errors.map((error) => (
              <li key={`${error.row}-${error.handle ?? ""}`} className="flex gap-3 px-3 py-2">
                <span className="shrink-0 font-medium tabular-nums text-slate-500">
                  Row {error.row}
                </span>
                <span className="min-w-0">
                  {error.handle && (
                    <span className="mr-1 font-mono text-xs text-slate-500">{error.handle}</span>
                  )}
                  <span className="text-slate-800">{error.message}</span>
                </span>
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <p className="mt-2 text-xs text-slate-500">
              And {hidden.toLocaleString()} more; the first {CSV_IMPORT_LIMITS.maxReportedErrors}{" "}
              are listed.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
