import { CHECKOUT_LIMITS, formatMoney, toMinor, type ProductDto } from "@shopwright/sdk";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Spinner } from "../../components/Spinner";
import { inputClasses } from "../../components/TextField";
import { api } from "../../lib/api";
import { productKeys } from "../products/products.api";
import { ProductImage } from "../products/ProductImage";
import { DISCOUNTS_TEXT } from "./discounts.texts";

const SEARCH_DEBOUNCE_MS = 250;
const PAGE = 48;

/**
 * The products a discount is limited to: the chosen ones as chips, and the store's products
 * (searched by name through the products list) to tick.
 */
export function ProductPicker({
  storeId,
  currency,
  locale,
  selected,
  problem,
  onChange,
}: {
  storeId: string;
  currency: string;
  locale: string;
  selected: string[];
  problem: string | null;
  onChange: (ids: string[]) => void;
}) {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const problemId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const query = { search: search || undefined, limit: PAGE, sortBy: "name" as const };
  const page = useQuery({
    queryKey: productKeys.list(storeId, query),
    queryFn: () => api.products.list(storeId, query),
    placeholderData: keepPreviousData,
  });
  const listed = page.data?.products ?? [];
  const listedById = new Map(listed.map((product) => [product._id, product]));
  // Chosen products that the page shown does not hold, read one by one for their names.
  const missing = selected.filter((id) => !listedById.has(id));
  const others = useQueries({
    queries: missing.map((id) => ({
      queryKey: productKeys.detail(id),
      queryFn: () => api.products.get(id),
      retry: false,
    })),
  });
  const chosen = selected.map((id) => {
    const found = listedById.get(id) ?? others[missing.indexOf(id)]?.data;
    const isGone = others[missing.indexOf(id)]?.isError ?? false;
    return { id, name: found?.name ?? (isGone ? DISCOUNTS_TEXT.unknownProduct : "…") };
  });
  const isChosen = new Set(selected);

  function toggle(product: ProductDto) {
    onChange(
      isChosen.has(product._id)
        ? selected.filter((id) => id !== product._id)
        : [...selected, product._id],
    );
  }

  return (
    <div className="space-y-3">
      {chosen.length > 0 && (
        <div>
          <p className="mb-1.5 text-xs font-medium text-slate-500">
            {DISCOUNTS_TEXT.selectedProducts(chosen.length)}
          </p>
          <ul className="flex flex-wrap gap-1.5">
            {chosen.map((product) => (
              <li
                key={product.id}
                className="inline-flex max-w-full items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-0.5 pl-2 text-sm text-brand-800 ring-1 ring-brand-200"
              >
                <span className="truncate">{product.name}</span>
                <button
                  type="button"
                  onClick={() => onChange(selected.filter((id) => id !== product.id))}
                  aria-label={DISCOUNTS_TEXT.removeProduct(product.name)}
                  className="rounded p-0.5 text-brand-500 hover:bg-brand-100 hover:text-brand-800"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
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
            aria-label={DISCOUNTS_TEXT.searchProducts}
            aria-describedby={problem ? problemId : undefined}
            placeholder={DISCOUNTS_TEXT.searchProducts}
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            className={`${inputClasses} pl-9`}
          />
        </div>
        <ul aria-label={DISCOUNTS_TEXT.specificProducts} className="max-h-56 overflow-y-auto">
          {page.isPending ? (
            <li className="flex justify-center py-6">
              <Spinner className="size-5 text-slate-400" />
            </li>
          ) : page.isError ? (
            <li role="alert" className="px-4 py-6 text-center text-sm text-red-700">
              {DISCOUNTS_TEXT.productsLoadFailed}
            </li>
          ) : listed.length === 0 ? (
            <li className="px-4 py-6 text-center text-sm text-slate-500">
              {search ? DISCOUNTS_TEXT.noProductsFound : DISCOUNTS_TEXT.noProductsYet}
            </li>
          ) : (
            listed.map((product) => {
              const isOn = isChosen.has(product._id);
              const isFull = !isOn && selected.length >= CHECKOUT_LIMITS.discountProductsMax;
              return (
                <li key={product._id}>
                  <label
                    className={`flex items-center gap-3 px-3 py-2 text-sm ${
                      isFull ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-slate-50"
                    }`}
                  >
                    <input
                      type="checkbox"
                      checked={isOn}
                      disabled={isFull}
                      onChange={() => toggle(product)}
                      className="size-4 shrink-0 rounded accent-brand-600"
                    />
                    <ProductImage
                      product={product}
                      className="size-8 shrink-0 rounded-md ring-1 ring-slate-200"
                    />
                    <span className="min-w-0 flex-1 truncate text-slate-800">{product.name}</span>
                    <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                      {formatMoney(toMinor(product.price, currency), currency, locale)}
                    </span>
                  </label>
                </li>
              );
            })
          )}
        </ul>
      </div>
      {problem && (
        <p id={problemId} className="text-xs text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
