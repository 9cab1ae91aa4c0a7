import { variantTitle, type EditorProductDto, type ProductDto } from "@shopwright/sdk";
import { fromMinor, type CatalogueProduct } from "@shopwright/site";
import type { ProductRow } from "../../db/schema.js";

/** Row → the catalogue's product, the one shape storefront, editor and composer take. */
export const toCatalogueProduct = (row: ProductRow): CatalogueProduct => ({
  id: row.id,
  name: row.name,
  description: row.description || undefined,
  priceMinor: row.priceMinor,
  images: row.images.map((image) => image.url),
  isInStock: row.stock > 0,
  status: row.status,
  seoTitle: row.seoTitle || undefined,
  seoDescription: row.seoDescription || undefined,
  compareAtMinor: row.compareAtMinor ?? undefined,
  sku: row.sku || undefined,
  tags: row.tags,
  productType: row.productType || undefined,
  options: row.options,
  variants: row.variants.map((variant) => ({
    id: variant.id,
    title: variantTitle(variant.options),
    options: variant.options,
    priceMinor: variant.priceMinor,
    compareAtMinor: variant.compareAtMinor ?? undefined,
    sku: variant.sku || undefined,
    stock: variant.stock,
    image: variant.image ?? undefined,
  })),
});

/**
 * The catalogue's product → the editor's light DTO (PRODUCT.md §7), at the API's edge: the
 * price in major units of the store's `currency`.
 */
export const toEditorProductDto = (
  product: CatalogueProduct,
  currency: string,
): EditorProductDto => ({
  _id: product.id,
  name: product.name,
  price: fromMinor(product.priceMinor ?? 0, currency),
  image: product.images[0] ?? null,
  status: product.status ?? "published",
});

/**
 * Row → DTO, the only way out; adds `_id` and the first image as `image` (PRODUCT.md §3). The
 * price is in major units of the store's `currency` (§7).
 */
export const toProductDto = (row: ProductRow, currency: string): ProductDto => ({
  _id: row.id,
  id: row.id,
  storeId: row.storeId,
  handle: row.handle,
  name: row.name,
  description: row.description,
  price: fromMinor(row.priceMinor, currency),
  stock: row.stock,
  images: row.images,
  image: row.images[0]?.url ?? null,
  status: row.status,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  compareAtPrice: row.compareAtMinor === null ? null : fromMinor(row.compareAtMinor, currency),
  sku: row.sku,
  weightGrams: row.weightGrams,
  tags: row.tags,
  productType: row.productType,
  options: row.options,
  variants: row.variants.map((variant) => ({
    id: variant.id,
    title: variantTitle(variant.options),
    options: variant.options,
    price: fromMinor(variant.priceMinor, currency),
    compareAtPrice:
      variant.compareAtMinor === null ? null : fromMinor(variant.compareAtMinor, currency),
    sku: variant.sku,
    stock: variant.stock,
    image: variant.image,
    weightGrams: variant.weightGrams,
  })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
