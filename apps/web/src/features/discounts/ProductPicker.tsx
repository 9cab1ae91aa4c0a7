import { CHECKOUT_LIMITS, type ProductDto } from "@shopwright/sdk";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useId } from "react";
import { CheckRow } from "../../components/FormGroup";
import { api } from "../../lib/api";
import { productKeys } from "../products/products.api";
import { ProductPickList } from "../products/ProductPickList";
import { DISCOUNTS_TEXT } from "./discounts.texts";

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
  const problemId = useId();
  const queryClient = useQueryClient();
  // Chosen products are named from any products list already read, else read one by one.
  const listedById = new Map(
    queryClient
      .getQueriesData<{ products: ProductDto[] }>({ queryKey: productKeys.storeLists(storeId) })
      .flatMap(([, data]) => data?.products ?? [])
      .map((product) => [product._id, product]),
  );
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
      <ProductPickList
        storeId={storeId}
        currency={currency}
        locale={locale}
        pageSize={PAGE}
        searchLabel={DISCOUNTS_TEXT.searchProducts}
        problem={problem}
        problemId={problemId}
        row={(product, summary) => {
          const isOn = isChosen.has(product._id);
          const isFull = !isOn && selected.length >= CHECKOUT_LIMITS.discountProductsMax;
          return (
            <CheckRow checked={isOn} disabled={isFull} onChange={() => toggle(product)}>
              {summary}
            </CheckRow>
          );
        }}
      />
      {problem && (
        <p id={problemId} className="text-xs text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
