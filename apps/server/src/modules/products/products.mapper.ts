import type { ProductDto } from "@shopwright/sdk";
import type { ProductRow } from "../../db/schema.js";

/** Major units (18.5) to exact integer cents (1850), and back. */
export const toCents = (price: number): number => Math.round(price * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Row → DTO, the only way out; adds `_id` and the first image as `image` (PRODUCT.md §3). */
export const toProductDto = (row: ProductRow): ProductDto => ({
  _id: row.id,
  id: row.id,
  storeId: row.storeId,
  handle: row.handle,
  name: row.name,
  description: row.description,
  price: fromCents(row.priceCents),
  stock: row.stock,
  images: row.images,
  image: row.images[0]?.url ?? null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
