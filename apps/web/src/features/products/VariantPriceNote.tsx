import { Layers } from "lucide-react";
import { plural } from "../../lib/plural";
import { createPriceFormatter } from "./format-price";
import { variantSummary, type VariantDraft } from "./product-variants";

/**
 * What the pricing card says of a product with variants: their prices and stock are set in the
 * table, and the product shows the lowest price and the summed stock (as the API derives them).
 */
export function VariantPriceNote({
  variants,
  currency,
}: {
  variants: VariantDraft[];
  currency: string | undefined;
}) {
  const summary = variantSummary(variants);
  const formatPrice = createPriceFormatter(currency);
  return (
    <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3.5 ring-1 ring-slate-200">
      <span className="grid size-8 shrink-0 place-items-center rounded-md bg-white text-brand-600 ring-1 ring-slate-200">
        <Layers className="size-4" aria-hidden />
      </span>
      <div className="text-sm">
        <p className="font-medium text-slate-900">
          Price and stock are set for each variant below.
        </p>
        <p className="mt-0.5 text-slate-600 tabular-nums">
          {summary.lowestPrice === null
            ? "No price yet"
            : `From ${formatPrice(summary.lowestPrice)}`}
          {" · "}
          {summary.totalStock.toLocaleString("en-US")} in stock
          {" · "}
          {plural(summary.count, "variant")}
        </p>
      </div>
    </div>
  );
}
