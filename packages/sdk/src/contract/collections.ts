import {
  COLLECTION_SORT_LABELS,
  COLLECTION_SORTS,
  SEO_LIMITS,
  type CollectionSort,
} from "@shopwright/site/schema";
import { z } from "zod";
import { isImageUrl, PriceField, VARIANT_LIMITS } from "./products.js";
import { loadedVersion } from "./shared.js";

/**
 * Collections (PRODUCT.md §3 "Collections"): named groups of a store's products, chosen by hand
 * (manual, in the owner's order) or by rules over the products' tags, type, price and stock
 * (automatic). Each has a page on the published site, /collections/{handle}.
 */

export const COLLECTION_LIMITS = {
  collectionsMax: 200,
  titleMax: 120,
  descriptionMax: 2000,
  handleMax: 100,
  rulesMax: 10,
  /** Products a manual collection holds. */
  productsMax: 500,
  /** Products a rules preview answers (the count is of all that match). */
  previewMax: 12,
} as const;

export const COLLECTION_MESSAGES = {
  titleRequired: "Enter a title",
  titleTooLong: `Title must be at most ${COLLECTION_LIMITS.titleMax} characters`,
  descriptionTooLong: `Description must be at most ${COLLECTION_LIMITS.descriptionMax} characters`,
  handleInvalid: "Use lower-case letters, digits and hyphens in the address (up to 100)",
  handleTaken: "Another collection of this store already uses this address",
  rulesRequired: "Add at least one rule",
  tooManyRules: `A collection can have at most ${COLLECTION_LIMITS.rulesMax} rules`,
  ruleValueRequired: "Enter a value for this rule",
  tooManyProducts: `A collection can hold at most ${COLLECTION_LIMITS.productsMax} products`,
  productsUnknown: "Some of the chosen products do not exist in this store",
  tooManyCollections: `A store can have at most ${COLLECTION_LIMITS.collectionsMax} collections`,
  imageInvalid: "Enter an image address (https://…) or upload an image",
  seoTitleTooLong: `Search title must be at most ${SEO_LIMITS.titleMax} characters`,
  seoDescriptionTooLong: `Search description must be at most ${SEO_LIMITS.descriptionMax} characters`,
  collectionNotFound: "Collection not found",
  notManual: "Only a manual collection has a list of products; an automatic one follows its rules",
  versionStale:
    "This collection was changed since you opened it. Reload to see the latest, then make your change again.",
} as const;

export const COLLECTION_KINDS = ["manual", "automatic"] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
export const COLLECTION_KIND_LABELS: Record<CollectionKind, string> = {
  manual: "Manual",
  automatic: "Automatic",
};

export const COLLECTION_MATCHES = ["all", "any"] as const;
export type CollectionMatch = (typeof COLLECTION_MATCHES)[number];
export const COLLECTION_MATCH_LABELS: Record<CollectionMatch, string> = {
  all: "all rules",
  any: "any rule",
};

/** How a collection's page orders its products: defined with the storefront's pages. */
export { COLLECTION_SORTS, COLLECTION_SORT_LABELS, type CollectionSort };

export const COLLECTION_RULE_FIELDS = ["tag", "type", "price", "stock"] as const;
export type CollectionRuleField = (typeof COLLECTION_RULE_FIELDS)[number];
export const COLLECTION_RULE_FIELD_LABELS: Record<CollectionRuleField, string> = {
  tag: "Tag",
  type: "Product type",
  price: "Price",
  stock: "Stock",
};
export const COLLECTION_RULE_OP_LABELS = {
  equals: "is",
  greater_than: "is greater than",
  less_than: "is less than",
  in_stock: "in stock",
  sold_out: "sold out",
} as const;
export type CollectionRuleOp = keyof typeof COLLECTION_RULE_OP_LABELS;
/** The conditions each field offers, the first its default. */
export const COLLECTION_RULE_OPS: Record<CollectionRuleField, readonly CollectionRuleOp[]> = {
  tag: ["equals"],
  type: ["equals"],
  price: ["greater_than", "less_than"],
  stock: ["in_stock", "sold_out"],
};

const ruleText = (max: number) =>
  z
    .string({ error: COLLECTION_MESSAGES.ruleValueRequired })
    .trim()
    .min(1, { error: COLLECTION_MESSAGES.ruleValueRequired })
    .max(max, { error: COLLECTION_MESSAGES.ruleValueRequired });

/** One rule. Tags compare lower case (products keep them so), types without regard to case. */
export const CollectionRuleInput = z.discriminatedUnion("field", [
  z.object({
    field: z.literal("tag"),
    op: z.literal("equals"),
    value: ruleText(VARIANT_LIMITS.maxTag).transform((s) => s.toLowerCase()),
  }),
  z.object({ field: z.literal("type"), op: z.literal("equals"), value: ruleText(80) }),
  z.object({
    field: z.literal("price"),
    op: z.enum(["greater_than", "less_than"]),
    value: PriceField.describe("In major units of the store's currency (18.5)"),
  }),
  z.object({ field: z.literal("stock"), op: z.enum(["in_stock", "sold_out"]) }),
]);
export type CollectionRuleInput = z.input<typeof CollectionRuleInput>;
export type CollectionRule = z.output<typeof CollectionRuleInput>;

const rules = z
  .array(CollectionRuleInput)
  .max(COLLECTION_LIMITS.rulesMax, { error: COLLECTION_MESSAGES.tooManyRules });

const productIds = z
  .array(z.uuid({ error: COLLECTION_MESSAGES.productsUnknown }))
  .max(COLLECTION_LIMITS.productsMax, { error: COLLECTION_MESSAGES.tooManyProducts });

const optionalText = (max: number, error: string) =>
  z
    .string()
    .max(max, { error })
    .nullish()
    .transform((s) => s?.trim() || "");

export const CollectionHandle = z
  .string({ error: COLLECTION_MESSAGES.handleInvalid })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: COLLECTION_MESSAGES.handleInvalid })
  .max(COLLECTION_LIMITS.handleMax, { error: COLLECTION_MESSAGES.handleInvalid });

/**
 * A collection as the owner writes it. A manual one lists its products (`productIds`, in
 * order); an automatic one needs at least one rule and ignores `productIds`. Without a
 * `handle` a new collection takes one from its title (a free variant when taken) and a
 * change keeps its own.
 */
export const CollectionBody = z
  .object({
    title: z
      .string({ error: COLLECTION_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: COLLECTION_MESSAGES.titleRequired })
      .max(COLLECTION_LIMITS.titleMax, { error: COLLECTION_MESSAGES.titleTooLong }),
    handle: CollectionHandle.nullish(),
    description: optionalText(
      COLLECTION_LIMITS.descriptionMax,
      COLLECTION_MESSAGES.descriptionTooLong,
    ),
    kind: z.enum(COLLECTION_KINDS).default("manual"),
    rules: rules.default([]),
    match: z.enum(COLLECTION_MATCHES).default("all"),
    sortOrder: z.enum(COLLECTION_SORTS).default("manual"),
    productIds: productIds.default([]),
    image: z
      .string()
      .trim()
      .max(2048, { error: COLLECTION_MESSAGES.imageInvalid })
      .refine(isImageUrl, { error: COLLECTION_MESSAGES.imageInvalid })
      .nullish()
      .transform((s) => s || null),
    seoTitle: optionalText(SEO_LIMITS.titleMax, COLLECTION_MESSAGES.seoTitleTooLong),
    seoDescription: optionalText(
      SEO_LIMITS.descriptionMax,
      COLLECTION_MESSAGES.seoDescriptionTooLong,
    ),
  })
  .superRefine((c, ctx) => {
    if (c.kind === "automatic" && c.rules.length === 0)
      ctx.addIssue({ code: "custom", message: COLLECTION_MESSAGES.rulesRequired, path: ["rules"] });
  });
export type CollectionBody = z.input<typeof CollectionBody>;

/** A change names the version it loaded, like every save. */
export const CollectionUpdateBody = CollectionBody.and(z.object({ version: loadedVersion }));
export type CollectionUpdateBody = z.input<typeof CollectionUpdateBody>;

/** A manual collection's products, in order (the list replaces the one saved). */
export const CollectionProductsBody = z.object({
  productIds,
  version: loadedVersion,
});
export type CollectionProductsBody = z.input<typeof CollectionProductsBody>;

/** Rules to try before saving: how many products they match, and the first few. */
export const CollectionPreviewBody = z.object({
  rules: rules.min(1, { error: COLLECTION_MESSAGES.rulesRequired }),
  match: z.enum(COLLECTION_MATCHES).default("all"),
});
export type CollectionPreviewBody = z.input<typeof CollectionPreviewBody>;

export const CollectionParams = z.object({
  id: z.string().max(64),
  collectionId: z.string().max(64),
});
