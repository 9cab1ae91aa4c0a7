import { useState } from "react";
import type { ProductFormValues } from "./product-form";
import {
  rebuildVariants,
  variantBodyOf,
  variantSummary,
  type OptionDraft,
  type VariantDraft,
} from "./product-variants";

export interface ProductDraft {
  values: ProductFormValues;
  tags: string[];
  options: OptionDraft[];
  variants: VariantDraft[];
}

/**
 * The state of a product form: its text fields, tags, options and variant rows. Options and
 * rows change together, so the rows always are the options' combinations.
 */
export function useProductDraft(initial: () => ProductDraft) {
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const { values, tags, options, variants } = draft;
  const hasVariants = variants.length > 0;

  function setValue(field: keyof ProductFormValues, value: string) {
    setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }));
  }

  function setTags(next: string[]) {
    setDraft((current) => ({ ...current, tags: next }));
  }

  function setOptions(next: OptionDraft[]) {
    setDraft((current) => {
      const rows = rebuildVariants(current, next, {
        price: current.values.price,
        compareAtPrice: current.values.compareAtPrice,
        weightGrams: current.values.weightGrams,
      });
      let nextValues = current.values;
      if (rows.length === 0 && current.variants.length > 0) {
        // One thing again: it starts from what its variants were (lowest price, summed stock).
        const summary = variantSummary(current.variants);
        nextValues = {
          ...current.values,
          price: summary.lowestPrice === null ? current.values.price : String(summary.lowestPrice),
          stock: String(summary.totalStock),
        };
      }
      return { ...current, values: nextValues, options: next, variants: rows };
    });
  }

  function setVariants(next: VariantDraft[]) {
    setDraft((current) => ({ ...current, variants: next }));
  }

  /** Swaps image addresses in the rows (a chosen file's preview for its uploaded address). */
  function replaceImages(addresses: ReadonlyMap<string, string>) {
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((variant) =>
        variant.image && addresses.has(variant.image)
          ? { ...variant, image: addresses.get(variant.image)! }
          : variant,
      ),
    }));
  }

  /**
   * The options and variants to send, or null for a product sold as one thing. Options typed
   * without any value still go, so the contract's text says what is missing.
   */
  function variantPart() {
    const part = variantBodyOf(options, variants);
    return part.options.length === 0 ? null : part;
  }

  return {
    draft,
    values,
    tags,
    options,
    variants,
    hasVariants,
    setValue,
    setTags,
    setOptions,
    setVariants,
    replaceImages,
    variantPart,
  };
}
