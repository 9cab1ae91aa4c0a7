import type { ProductDto } from "@shopwright/sdk";
import { plural } from "../../lib/plural";

/** 'N variants' under the price of a product that has them (its price is their lowest). */
export function VariantCount({ product }: { product: ProductDto }) {
  if (product.variants.length === 0) return null;
  return (
    <span className="block text-xs text-slate-500">
      {plural(product.variants.length, "variant")}
    </span>
  );
}
