import { z } from "zod";
import { BULK_ACTIONS, CSV_FORMATS, PRODUCT_STATUSES } from "./products.js";
import { date } from "./shared.js";

/**
 * The answers of the product routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** An image of a product. */
export const ProductImageDto = z.object({
  url: z.string(),
  originalName: z.string().optional(),
  publicId: z.string().optional(),
});
export type ProductImageDto = z.infer<typeof ProductImageDto>;

/** An option of a product and its values, in the owner's order. */
export const ProductOptionDto = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOptionDto = z.infer<typeof ProductOptionDto>;

/** A variant: one value of each option (in the options' order); prices in major units. */
export const ProductVariantDto = z.object({
  id: z.string(),
  /** Its option values joined: "M / Blue". */
  title: z.string(),
  options: z.array(z.string()),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  sku: z.string(),
  stock: z.number().int(),
  image: z.string().nullable(),
  weightGrams: z.number().int(),
});
export type ProductVariantDto = z.infer<typeof ProductVariantDto>;

/** A product as the API shows it; price in major units (e.g. 18.5). */
export const ProductDto = z.object({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  /** The product's slug, unique in its store; CSV imports match products by it. */
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  stock: z.number().int(),
  images: z.array(ProductImageDto),
  /** The first image's url, as the editor and collection views read it (PRODUCT.md §3). */
  image: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  /** The owner's title for search results and shared links; empty: "name – site name". */
  seoTitle: z.string(),
  /** The owner's description for search results; empty: the description's start. */
  seoDescription: z.string(),
  /** The "was" price shown struck through; null: none. */
  compareAtPrice: z.number().nullable(),
  sku: z.string(),
  weightGrams: z.number().int(),
  /** Lower-case labels; automatic collections select by them. */
  tags: z.array(z.string()),
  productType: z.string(),
  /** Up to 3 options; none for a product sold as one thing. */
  options: z.array(ProductOptionDto),
  /** With variants, `price` is the lowest of theirs and `stock` their sum. */
  variants: z.array(ProductVariantDto),
  createdAt: date,
  updatedAt: date,
});
export type ProductDto = z.infer<typeof ProductDto>;

/** data of the routes that answer one product. */
export const ProductResult = z.object({ product: ProductDto });
export type ProductResult = z.infer<typeof ProductResult>;

/** data of GET /products/{storeId}. */
export const ProductListResult = z.object({
  products: z.array(ProductDto),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type ProductListResult = z.infer<typeof ProductListResult>;

/** data of POST /products/bulk: how many products the action touched. */
export const BulkResult = z.object({ action: z.enum(BULK_ACTIONS), matched: z.number().int() });
export type BulkResult = z.infer<typeof BulkResult>;

/** A product of the file that was not imported, and why. */
export const ImportRowError = z.object({
  /** The row in the file, the header being row 1; a Shopify product's first row. */
  row: z.number().int(),
  handle: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

/** data of POST /store/{id}/products/import: the same counts for a dry run and a commit. */
export const ImportProductsResult = z.object({
  format: z.enum(CSV_FORMATS),
  isDryRun: z.boolean(),
  /** Data rows read (a Shopify product may take several). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** The first CSV_IMPORT_LIMITS.maxReportedErrors failures, in file order. */
  errors: z.array(ImportRowError),
});
export type ImportProductsResult = z.infer<typeof ImportProductsResult>;
