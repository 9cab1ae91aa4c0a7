import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./Button";

/** A list's footer: what is shown, optional controls, then Previous and Next. */
export function Pager({
  summary,
  controls,
  page,
  isLast,
  previousLabel,
  nextLabel,
  className = "mt-4",
  onPageChange,
}: {
  summary: string;
  /** Shown before the buttons (a per-page selector). */
  controls?: ReactNode;
  page: number;
  isLast: boolean;
  previousLabel: string;
  nextLabel: string;
  className?: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Pagination"
      className={`${className} flex flex-col-reverse items-center gap-3 sm:flex-row sm:justify-between`}
    >
      <p className="text-sm text-slate-600 tabular-nums">{summary}</p>
      <div className="flex items-center gap-3">
        {controls}
        <div className="flex items-center gap-1.5">
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            icon={<ChevronLeft className="-ml-1 size-4" aria-hidden />}
          >
            {previousLabel}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={isLast}
            onClick={() => onPageChange(page + 1)}
          >
            {nextLabel}
            <ChevronRight className="-mr-1 size-4" aria-hidden />
          </Button>
        </div>
      </div>
    </nav>
  );
}
