import { z } from "zod";
import { COLLECTION_KINDS, COLLECTION_MATCHES, COLLECTION_SORTS } from "./collections.js";
import { PRODUCT_STATUSES } from "./products.js";

/** The answers of the collection routes: zod schemas of their `data`. */

const date = z.string().describe("ISO 8601 date-time");

/** A rule as saved; a price in major units of the store's currency. */
export const CollectionRuleDto = z.discriminatedUnion("field", [
  z.object({ field: z.literal("tag"), op: z.literal("equals"), value: z.string() }),
  z.object({ field: z.literal("type"), op: z.literal("equals"), value: z.string() }),
  z.object({
    field: z.literal("price"),
    op: z.enum(["greater_than", "less_than"]),
    value: z.number(),
  }),
  z.object({ field: z.literal("stock"), op: z.enum(["in_stock", "sold_out"]) }),
]);
export type CollectionRuleDto = z.infer<typeof CollectionRuleDto>;

export const CollectionDto = z.object({
  _id: z.string(),
  handle: z.string().describe("Its page's address: /collections/{handle}"),
  title: z.string(),
  description: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  rules: z.array(CollectionRuleDto),
  match: z.enum(COLLECTION_MATCHES),
  sortOrder: z.enum(COLLECTION_SORTS),
  /** A manual collection's products in order; empty for an automatic one. */
  productIds: z.array(z.string()),
  /** Products in it now (drafts too); its page shows the published ones. */
  productCount: z.number().int(),
  image: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  version: z.number().int().describe("Send it back with a change"),
  createdAt: date,
  updatedAt: date,
});
export type CollectionDto = z.infer<typeof CollectionDto>;

/** A product as a collection screen lists it; price in major units. */
export const CollectionProductDto = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  stock: z.number().int(),
  image: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
});
export type CollectionProductDto = z.infer<typeof CollectionProductDto>;

export const CollectionResult = z.object({ collection: CollectionDto });
export type CollectionResult = z.infer<typeof CollectionResult>;

/** One collection with its products in its page's order (the first 500). */
export const CollectionDetailResult = z.object({
  collection: CollectionDto,
  products: z.array(CollectionProductDto),
});
export type CollectionDetailResult = z.infer<typeof CollectionDetailResult>;

export const CollectionListResult = z.object({ collections: z.array(CollectionDto) });
export type CollectionListResult = z.infer<typeof CollectionListResult>;

export const CollectionPreviewResult = z.object({
  count: z.number().int(),
  products: z.array(CollectionProductDto),
});
export type CollectionPreviewResult = z.infer<typeof CollectionPreviewResult>;
