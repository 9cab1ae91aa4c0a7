import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/Button";
import { ORDERS_TEXT, showingText } from "./orders.texts";

/** "Showing 1–25 of 40", with Previous and Next. */
export function OrdersPagination({
  page,
  limit,
  count,
  total,
  onPageChange,
}: {
  page: number;
  limit: number;
  /** Orders on this page. */
  count: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const isLast = page * limit >= total;
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-col-reverse items-center gap-3 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-slate-600 tabular-nums">
        {showingText(page, limit, count, total)}
      </p>
      <div className="flex items-center gap-1.5">
        <Button
          size="sm"
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          icon={<ChevronLeft className="-ml-1 size-4" aria-hidden />}
        >
          {ORDERS_TEXT.previous}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={isLast}
          onClick={() => onPageChange(page + 1)}
        >
          {ORDERS_TEXT.next}
          <ChevronRight className="-mr-1 size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
