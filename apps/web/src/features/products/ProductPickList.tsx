import { formatMoney, toMinor, type ProductDto } from "@shopwright/sdk";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Spinner } from "../../components/Spinner";
import { inputClasses } from "../../components/TextField";
import { api } from "../../lib/api";
import { productKeys } from "./products.api";
import { PRODUCT_TEXT } from "./products.errors";
import { ProductImage } from "./ProductImage";

const SEARCH_DEBOUNCE_MS = 250;

/** The texts of a pick list that are the same wherever it is. */
const PICK_TEXT = {
  noneFound: "No products match this search",
  noneYet: "This store has no products yet.",
} as const;

/**
 * The store's products to choose from, searched by name through the products list: a search
 * box over a list in each of its states. Each product's row shows its image, name and price;
 * `row` wraps that summary with the caller's control (a checkbox, an Add button).
 */
export function ProductPickList({
  storeId,
  currency,
  locale,
  pageSize,
  searchLabel,
  problem,
  problemId,
  row,
}: {
  storeId: string;
  currency: string;
  locale: string;
  pageSize: number;
  searchLabel: string;
  /** The field's problem, outlined in red and described by `problemId`. */
  problem: string | null;
  problemId: string;
  row: (product: ProductDto, summary: ReactNode) => ReactNode;
}) {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const query = { search: search || undefined, limit: pageSize, sortBy: "name" as const };
  const page = useQuery({
    queryKey: productKeys.list(storeId, query),
    queryFn: () => api.products.list(storeId, query),
    placeholderData: keepPreviousData,
  });
  const listed = page.data?.products ?? [];

  return (
    <div
      className={`overflow-hidden rounded-lg border ${problem ? "border-red-400" : "border-slate-300"}`}
    >
      <div className="relative border-b border-slate-200 bg-slate-50 p-2">
        <Search
          className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          aria-label={searchLabel}
          aria-describedby={problem ? problemId : undefined}
          placeholder={searchLabel}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClasses} pl-9`}
        />
      </div>
      <ul aria-label={searchLabel} className="max-h-56 overflow-y-auto">
        {page.isPending ? (
          <li className="flex justify-center py-6">
            <Spinner className="size-5 text-slate-400" />
          </li>
        ) : page.isError ? (
          <li role="alert" className="px-4 py-6 text-center text-sm text-red-700">
            {PRODUCT_TEXT.loadFailed}
          </li>
        ) : listed.length === 0 ? (
          <li className="px-4 py-6 text-center text-sm text-slate-500">
            {search ? PICK_TEXT.noneFound : PICK_TEXT.noneYet}
          </li>
        ) : (
          listed.map((product) => (
            <li key={product._id}>
              {row(
                product,
                <>
                  <ProductImage
                    product={product}
                    className="size-8 shrink-0 rounded-md ring-1 ring-slate-200"
                  />
                  <span className="min-w-0 flex-1 truncate text-slate-800">{product.name}</span>
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                    {formatMoney(toMinor(product.price, currency), currency, locale)}
                  </span>
                </>,
              )}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
