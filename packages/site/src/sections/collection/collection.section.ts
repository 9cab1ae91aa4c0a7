import { z } from "zod";
import { imageUrl, listOf, mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps, toNumber, toText } from "../props-reader.js";

/** How many store products an empty collection shows. */
export const COLLECTION_LIMIT = { min: 1, max: 48, initial: 8 } as const;

/** A product card; with a productId the store's current name, price and image win. */
export const CollectionItem = z.object({
  productId: z.string().max(100).describe("Id of a product of this store").optional(),
  title: shortText("Product name"),
  price: z
    .union([z.number().nonnegative(), z.string().max(40)])
    .describe("Price as a number in the store currency, or as text such as “From $12”")
    .optional(),
  image: imageUrl("Product image").optional(),
  description: mediumText("One line about the product").optional(),
});
/** A product card. */
export type CollectionItem = z.infer<typeof CollectionItem>;

/** Props of the collection (PRODUCT.md §3: title, items[{productId, title, price, image}], collectionId). */
export const CollectionProps = z.object({
  title: shortText("Heading of the section").optional(),
  subtitle: mediumText("Short text under the heading").optional(),
  items: listOf(
    CollectionItem,
    "Chosen products; leave empty to show the store's products automatically",
  ).optional(),
  collectionId: z
    .string()
    .max(100)
    .describe("Id of one of the store's collections to show; empty shows all products")
    .optional(),
  limit: z
    .number()
    .int()
    .min(COLLECTION_LIMIT.min)
    .max(COLLECTION_LIMIT.max)
    .describe("How many store products to show when no products are chosen")
    .optional(),
  ...sectionColors,
});
/** Props of the collection. */
export type CollectionProps = z.infer<typeof CollectionProps>;

/** A price from a number or from text: "$18.50" → 18.5; other text stays text. */
function readPrice(value: unknown): number | string | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : undefined;
  const text = toText(value, 40);
  if (text === undefined || text.trim() === "") return undefined;
  return /^\s*[$€£]?\s*\d[\d,]*(\.\d+)?\s*$/.test(text)
    ? toNumber(text.replace(/[$€£\s]/g, ""), { min: 0, max: 1e9 })
    : text;
}

/** Reads a product card (PRODUCT.md §3: products/items with name, description, price, image). */
export function readCollectionItem(value: unknown): CollectionItem | undefined {
  const r = readProps(value);
  const productId = r.text(["productId", "id", "_id"], 100);
  const title = r.text(["title", "name"]);
  if (productId === undefined && title === undefined) return undefined;
  return r.done({
    productId,
    title: title ?? "",
    price: readPrice(r.value("price")),
    image: r.image(["image", "imageUrl", "images", "photo", "thumbnail"]),
    description: r.text(["description", "text", "subtitle"], 1000),
  });
}

/** The collection: a grid of the store's products. */
export const collectionSection = defineSection({
  type: "collection",
  label: "Product grid",
  category: "Commerce",
  paletteRank: 130,
  placementRank: 30,
  family: "grid",
  aliases: [
    "product grid",
    "products",
    "product list",
    "product collection",
    "featured products",
    "shop",
    "shop grid",
    "catalog",
    "catalogue",
    "best sellers",
    "new arrivals",
    "store",
  ],
  props: CollectionProps,
  roles: { title: "title", subtitle: "subtitle" },
  words: {
    phrases: [
      "product grid",
      "product section",
      "products section",
      "product gallery",
      "featured collection",
    ],
    ordinaryWords: ["store", "shop"],
    pageName: "Shop",
  },
  defaults: {
    title: "Featured products",
    subtitle: "",
    items: [],
    limit: COLLECTION_LIMIT.initial,
  },
  // As the renderer picks them: chosen products, else `limit` of the store's; with a collection,
  // `limit` of its products, or the chosen ones again once it is deleted.
  cards: (props) => {
    const chosen = props.items?.length ?? 0;
    const shown = props.limit ?? COLLECTION_LIMIT.initial;
    if (props.collectionId) return Math.max(chosen, shown);
    return chosen > 0 ? chosen : shown;
  },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      title: r.text(["title", "heading"]),
      subtitle: r.text(["subtitle", "description", "subheading"], 1000),
      items: r.list(["items", "products"], readCollectionItem),
      collectionId: r.text(["collectionId"], 100)?.trim() || undefined,
      limit: r.number(["limit", "count", "maxProducts"], { ...COLLECTION_LIMIT, integer: true }),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "title", label: "Title" },
    { kind: "textarea", key: "subtitle", label: "Subtitle", rows: 2 },
    {
      kind: "collection",
      key: "collectionId",
      label: "Collection",
      help: "Shows that collection's products in its order, instead of the products below",
    },
    { kind: "products", key: "items", label: "Products", help: "Empty shows your latest products" },
    {
      kind: "number",
      key: "limit",
      label: "Products to show",
      min: COLLECTION_LIMIT.min,
      max: COLLECTION_LIMIT.max,
      step: 1,
    },
    ...COLOR_FIELDS,
  ],
  ai: "A grid of the store's own products (by productId, by collectionId to show one of the store's collections, or empty to show the catalogue); never invent products or prices.",
});
