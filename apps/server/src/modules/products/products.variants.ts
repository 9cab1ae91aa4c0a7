import { randomUUID } from "node:crypto";
import type { ProductVariantInput } from "@shopwright/sdk";
import { PRODUCT_MESSAGES } from "@shopwright/sdk";
import type { z } from "zod";
import { badRequest } from "../../http/app-error.js";
import type { ProductRow, ProductVariant } from "../../db/schema.js";

type VariantInput = z.output<typeof ProductVariantInput>;

/** The product's own price and stock when it has variants: the lowest price, the summed stock. */
export function derivedFromVariants(
  variants: readonly ProductVariant[],
): Pick<ProductRow, "priceMinor" | "stock"> | null {
  if (variants.length === 0) return null;
  return {
    priceMinor: Math.min(...variants.map((variant) => variant.priceMinor)),
    stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
  };
}

/**
 * The variants to store for checked inputs (the contract's rules hold): each keeps the id it
 * names when the product has that variant, else the id of the product's variant with the same
 * options (a cart or an order may name it), else a new one. A variant's image must be one of
 * the product's images.
 */
export function storedVariants(
  inputs: readonly VariantInput[],
  existing: readonly ProductVariant[],
  imageUrls: readonly string[],
  priceMinorOf: (price: number) => number,
): ProductVariant[] {
  const byId = new Map(existing.map((variant) => [variant.id, variant]));
  const byOptions = new Map(existing.map((variant) => [JSON.stringify(variant.options), variant]));
  const used = new Set<string>();
  return inputs.map((input) => {
    const kept =
      (input.id !== undefined ? byId.get(input.id.toLowerCase()) : undefined) ??
      byOptions.get(JSON.stringify(input.options));
    const id = kept && !used.has(kept.id) ? kept.id : randomUUID();
    used.add(id);
    const image = input.image || null;
    if (image !== null && !imageUrls.includes(image)) {
      throw badRequest(PRODUCT_MESSAGES.variantImageNotProducts);
    }
    return {
      id,
      options: input.options,
      priceMinor: priceMinorOf(input.price),
      compareAtMinor:
        input.compareAtPrice === null || input.compareAtPrice === undefined
          ? null
          : priceMinorOf(input.compareAtPrice),
      sku: input.sku ?? "",
      stock: input.stock,
      image,
      weightGrams: input.weightGrams ?? 0,
    };
  });
}

/** Variants whose image is no longer one of the product's lose it (the images changed). */
export function withImagesOf(
  variants: readonly ProductVariant[],
  imageUrls: readonly string[],
): ProductVariant[] {
  return variants.map((variant) =>
    variant.image !== null && !imageUrls.includes(variant.image)
      ? { ...variant, image: null }
      : variant,
  );
}
