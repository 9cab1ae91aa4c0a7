import { PAGE_SIZES } from "@shopwright/sdk";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Pager } from "../../components/Pager";
import { plural } from "../../lib/plural";

/** PRODUCT.md §2 footer: 'Page X of Y • N items' (1 item), a per-page selector, Prev and Next. */
export function ProductPagination({
  page,
  totalPages,
  total,
  limit,
  onPageChange,
  onLimitChange,
}: {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}) {
  const selectId = useId();
  const pages = Math.max(totalPages, 1);
  return (
    <Pager
      className="mt-6"
      summary={`Page ${page} of ${pages} • ${plural(total, "item")}`}
      page={page}
      isLast={page >= pages}
      previousLabel="Prev"
      nextLabel="Next"
      onPageChange={onPageChange}
      controls={
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-slate-600">
            Per page
          </label>
          <div className="relative">
            <select
              id={selectId}
              value={limit}
              onChange={(event) => onLimitChange(Number(event.target.value))}
              className="h-8 appearance-none rounded-lg border border-slate-300 bg-white py-1 pr-7 pl-2.5 text-sm text-slate-700 shadow-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            <ChevronDown
              className="pointer-events-none absolute top-1/2 right-2 size-3.5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
          </div>
        </div>
      }
    />
  );
}
