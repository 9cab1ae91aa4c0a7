import { shop } from "../i18n/messages/en.js";

/**
 * How a collection's page orders its products (PRODUCT.md §3 "Collections"): the sort the
 * owner chose is its page's, and each other sort has a page of its own, linked from a plain
 * list of links, so sorting works on a static site without JavaScript. "manual" is the
 * owner's order for a manual collection and newest first for an automatic one ("Featured").
 */
export const COLLECTION_SORTS = ["manual", "price_asc", "price_desc", "newest", "name"] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/** Each sort's name in English (the admin's screens); the storefront says it in its language. */
export const COLLECTION_SORT_LABELS: Record<CollectionSort, string> = {
  manual: shop.sortManual,
  price_asc: shop.sortPriceAsc,
  price_desc: shop.sortPriceDesc,
  newest: shop.sortNewest,
  name: shop.sortName,
};

/** The path segment of each sort's page: /collections/{handle}/{slug}. */
export const COLLECTION_SORT_SLUGS: Record<CollectionSort, string> = {
  manual: "featured",
  price_asc: "price-low-high",
  price_desc: "price-high-low",
  newest: "newest",
  name: "name",
};
