import type { LucideIcon } from "lucide-react";
import { ChangeBadge } from "./ChangeBadge";

/** One headline number of the range, with its change against the range before. */
export function KpiCard({
  label,
  value,
  icon: Icon,
  change,
  previousLabel,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  change: number | "new" | null;
  previousLabel: string;
}) {
  return (
    <div className="min-w-0 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
      <dt className="flex items-center gap-2 text-sm text-slate-500">
        <Icon className="size-4 shrink-0 text-slate-400" aria-hidden />
        <span className="truncate">{label}</span>
      </dt>
      <dd className="mt-2">
        <span className="block truncate text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
          {value}
        </span>
        <span className="mt-1.5 flex">
          <ChangeBadge change={change} previousLabel={previousLabel} />
        </span>
      </dd>
    </div>
  );
}
