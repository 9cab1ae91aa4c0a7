import type { ProductSortField } from "@shopwright/sdk";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronDown } from "lucide-react";
import { useId } from "react";
import { buttonClasses } from "../../components/Button";
import type { SortDirection } from "./product-list-params";

const fields: { value: ProductSortField; label: string }[] = [
  { value: "name", label: "Name" },
  { value: "price", label: "Price" },
  { value: "stock", label: "Stock" },
  { value: "createdAt", label: "Newest" },
];

/** How products that match a search equally are ordered, in words (PRODUCT.md §2). */
export function tieOrderText(sortBy: ProductSortField, sortDir: SortDirection): string {
  const isAscending = sortDir === "asc";
  switch (sortBy) {
    case "name":
      return isAscending ? "name, A to Z" : "name, Z to A";
    case "price":
      return isAscending ? "price, low to high" : "price, high to low";
    case "stock":
      return isAscending ? "stock, low to high" : "stock, high to low";
    case "createdAt":
      return isAscending ? "oldest first" : "newest first";
  }
}

/** PRODUCT.md §2: sort by Name, Price, Stock or Newest, with an Asc/Desc toggle. */
export function SortControls({
  sortBy,
  sortDir,
  onSortByChange,
  onSortDirChange,
}: {
  sortBy: ProductSortField;
  sortDir: SortDirection;
  onSortByChange: (sortBy: ProductSortField) => void;
  onSortDirChange: (sortDir: SortDirection) => void;
}) {
  const selectId = useId();
  const isAscending = sortDir === "asc";
  const DirectionIcon = isAscending ? ArrowUpNarrowWide : ArrowDownWideNarrow;

  return (
    <div className="flex items-center">
      <label htmlFor={selectId} className="sr-only">
        Sort by
      </label>
      <div className="relative">
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
        >
          Sort:
        </span>
        <select
          id={selectId}
          value={sortBy}
          onChange={(event) => onSortByChange(event.target.value as ProductSortField)}
          className="h-10 appearance-none rounded-l-lg border border-slate-300 bg-white py-2 pr-8 pl-12 text-sm font-medium text-slate-700 shadow-sm transition hover:bg-slate-50 focus:z-10 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
        >
          {fields.map((field) => (
            <option key={field.value} value={field.value}>
              {field.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
      <button
        type="button"
        aria-label={`Sort direction: ${isAscending ? "Asc" : "Desc"}`}
        onClick={() => onSortDirChange(isAscending ? "desc" : "asc")}
        title={isAscending ? "Ascending; switch to descending" : "Descending; switch to ascending"}
        className={buttonClasses(
          "secondary",
          "md",
          "-ml-px rounded-l-none border-slate-300 px-3 focus-visible:z-10",
        )}
      >
        <DirectionIcon className="size-4" aria-hidden />
        {isAscending ? "Asc" : "Desc"}
      </button>
    </div>
  );
}
