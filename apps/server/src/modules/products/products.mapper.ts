import type { EditorProductDto, ProductDto } from "@shopwright/sdk";
import { fromCents, type CatalogueProduct } from "@shopwright/site";
import type { ProductRow } from "../../db/schema.js";

export { fromCents, toCents } from "@shopwright/site";

/** Row → the catalogue's product, the one shape storefront, editor and composer take. */
export const toCatalogueProduct = (row: ProductRow): CatalogueProduct => ({
  id: row.id,
  name: row.name,
  description: row.description || undefined,
  priceCents: row.priceCents,
  images: row.images.map((image) => image.url),
  isInStock: row.stock > 0,
  status: row.status,
});

/** The catalogue's product → the editor's light DTO (PRODUCT.md §7), at the API's edge. */
export const toEditorProductDto = (product: CatalogueProduct): EditorProductDto => ({
  _id: product.id,
  name: product.name,
  price: fromCents(product.priceCents ?? 0),
  image: product.images[0] ?? null,
  status: product.status ?? "published",
});

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
