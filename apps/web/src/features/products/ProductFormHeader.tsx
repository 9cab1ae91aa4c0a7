import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The top of the create and edit screens: a way back, the title and what it belongs to. */
export function ProductFormHeader({
  backTo,
  backLabel,
  title,
  subtitle,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  subtitle?: ReactNode;
}) {
  return (
    <header className="flex min-w-0 items-center gap-3">
      <Link
        to={backTo}
        aria-label={backLabel}
        title={backLabel}
        className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-slate-500 shadow-xs ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
      </Link>
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-0.5 truncate text-sm text-slate-500">{subtitle}</p>}
      </div>
    </header>
  );
}
