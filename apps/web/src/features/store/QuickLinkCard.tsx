import { ArrowUpRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** A tile that opens one of a store's tools. */
export function QuickLinkCard({
  to,
  label,
  description,
  icon: Icon,
  onClick,
}: {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  onClick?: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className="group relative flex flex-col rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200"
    >
      <div className="flex items-center justify-between">
        <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
          <Icon className="size-4.5" aria-hidden />
        </span>
        <ArrowUpRight
          className="size-4 text-slate-300 transition group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-brand-600"
          aria-hidden
        />
      </div>
      <span className="mt-4 text-sm font-semibold text-slate-900">{label}</span>
      <span className="mt-0.5 text-sm text-slate-500">{description}</span>
    </Link>
  );
}
