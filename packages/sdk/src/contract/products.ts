import { z } from "zod";
import { SEARCH_MAX_LENGTH, SEO_LIMITS } from "@shopwright/site/schema";
import { LIMITS } from "./messages.js";
import { listPage } from "./shared.js";

/** PRODUCT.md §5 texts of the product forms, written once for the server and the screens. */
export const PRODUCT_MESSAGES = {
  missingStoreId: "Missing storeId",
  nameRequired: "Product name is required",
  validPrice: "Valid price is required",
  validStock: "Valid stock quantity is required",
  priceDecimals: "Price can have at most two decimals",
  priceTooHigh: "Price must be at most 99,999,999.99",
  stockTooHigh: "Stock must be at most 1,000,000,000",
  tooManyImages: "A product can have at most 20 images",
  invalidImageUrl: "Images must be web addresses (http or https) or uploaded images",
  seoTitleTooLong: `Search title must be at most ${SEO_LIMITS.titleMax} characters`,
  seoDescriptionTooLong: `Search description must be at most ${SEO_LIMITS.descriptionMax} characters`,
  tooManyOptions: "A product can have at most 3 options",
  optionNameRequired: "Each option needs a name",
  optionNamesRepeat: "Two options have the same name",
  optionValuesRequired: "Each option needs at least one value",
  optionValuesRepeat: "An option lists the same value twice",
  tooManyVariants: "A product can have at most 100 variants",
  variantsRequired: "Add at least one variant, or remove the options",
  variantsWithoutOptions: "Variants need options: add an option such as Size first",
  variantOptionsMismatch: "Each variant needs one value of every option, from the option's values",
  variantsRepeat: "Two variants have the same options",
  optionsWithVariants: "Send options and variants together",
  validCompareAt: "Compare-at price must be a valid price",
  validWeight: "Weight must be a whole number of grams, at most 1,000,000",
  tooManyTags: "A product can have at most 50 tags",
  tagTooLong: "Tags must be at most 40 characters",
  tagComma: "Tags cannot contain commas",
  productTypeTooLong: "Product type must be at most 80 characters",
  skuTooLong: "SKU must be at most 64 characters",
  variantImageNotProducts: "A variant's image must be one of the product's images",
  setPerVariant: "This product has variants: set the price and stock of each variant",
  searchTooLong: "Search must be at most 200 characters",
} as const;

/** The longest catalogue search, in the admin and on a published site (PRODUCT.md "Catalogue search"). */
export { SEARCH_MAX_LENGTH };

/** A catalogue search: trimmed, at most SEARCH_MAX_LENGTH characters. */
const searchText = z
  .string()
  .max(SEARCH_MAX_LENGTH, { error: PRODUCT_MESSAGES.searchTooLong })
  .transform((s) => s.trim());

/** How many options and variants a product may have (docs/PRODUCT.md "Variants"). */
export const VARIANT_LIMITS = {
  maxOptions: 3,
  maxValuesPerOption: 100,
  maxVariants: 100,
  maxOptionName: 40,
  maxOptionValue: 60,
  maxTags: 50,
  maxTag: 40,
  maxSku: 64,
  maxWeightGrams: 1_000_000,
} as const;

/** A variant's name: its option values in the options' order ("M / Blue"). */
export const variantTitle = (options: readonly string[]): string => options.join(" / ");

/**
 * The message for a price with more decimals than its store's currency has minor digits: the
 * contract's `priceDecimals` for two-digit currencies (USD, EUR), else "Prices in JPY have no
 * decimals" or "Prices in KWD can have at most 3 decimals".
 */
export function priceDecimalsMessage(currency: string, digits: number): string {
  if (digits === 2) return PRODUCT_MESSAGES.priceDecimals;
  if (digits === 0) return `Prices in ${currency} have no decimals`;
  return `Prices in ${currency} can have at most ${digits} decimals`;
}

export const PRODUCT_STATUSES = ["draft", "published"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** PRODUCT.md §9: page sizes offered by the list, and its default. */
export const PAGE_SIZES = [6, 12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

export const PRODUCT_SORT_FIELDS = ["name", "price", "stock", "createdAt"] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const MAX_PRICE = 99_999_999.99;
const MAX_STOCK = 1_000_000_000;
const MAX_IMAGES = 20;

/** Numbers may arrive as numeric strings from forms; blank strings stay invalid. */
const numeric = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))
    ? Number(value)
    : value;

/** True when the number has at most `digits` decimals (checked on its decimal text). */
export const hasAtMostDecimals = (value: number, digits: number): boolean => {
  const scaled = value * 10 ** digits;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

/** True when the number has at most two decimals (checked on its decimal text). */
export const hasAtMostTwoDecimals = (value: number): boolean => hasAtMostDecimals(value, 2);

/**
 * A price in major units (e.g. 18.5 dollars): finite, 0 or more, at most three decimals, the
 * most a currency has (KWD). The server checks the store's own currency's digits
 * (`priceDecimalsMessage`): two for USD, none for JPY.
 */
export const PriceField = z.preprocess(
  numeric,
  z
    .number({ error: PRODUCT_MESSAGES.validPrice })
    .refine(Number.isFinite, { error: PRODUCT_MESSAGES.validPrice })
    .refine((v) => v >= 0, { error: PRODUCT_MESSAGES.validPrice })
    .refine((v) => v <= MAX_PRICE, { error: PRODUCT_MESSAGES.priceTooHigh })
    .refine((v) => hasAtMostDecimals(v, 3), { error: PRODUCT_MESSAGES.priceDecimals }),
);

/** A stock quantity: a whole number, 0 or more. */
export const StockField = z.preprocess(
  numeric,
  z
    .number({ error: PRODUCT_MESSAGES.validStock })
    .refine((v) => Number.isInteger(v) && v >= 0, { error: PRODUCT_MESSAGES.validStock })
    .refine((v) => v <= MAX_STOCK, { error: PRODUCT_MESSAGES.stockTooHigh }),
);

/** True for an http(s) address or a root-relative path such as /uploads/…/a.webp. */
export function isImageUrl(url: string): boolean {
  // Browsers read "\" as "/": "/\evil.example/x.png" is another host, not a path of ours.
  if (url.startsWith("/")) return !/^\/[/\\]/.test(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}

/** PRODUCT.md §3: images are strings or objects with url and originalName; stored as objects. */
export const ProductImageInput = z
  .union([
    z.string(),
    z.object({
      url: z.string(),
      originalName: z.string().max(255).optional(),
      publicId: z.string().max(200).optional(),
    }),
  ])
  .transform((image) => (typeof image === "string" ? { url: image } : image))
  .pipe(
    z.object({
      url: z
        .string()
        .trim()
        .max(2048)
        .refine(isImageUrl, { error: PRODUCT_MESSAGES.invalidImageUrl }),
      originalName: z.string().max(255).optional(),
      publicId: z.string().max(200).optional(),
    }),
  );

const name = z
  .string({ error: PRODUCT_MESSAGES.nameRequired })
  .max(200, { error: "Product name must be at most 200 characters" })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { error: PRODUCT_MESSAGES.nameRequired });

const description = z
  .string()
  .max(LIMITS.productDescription, {
    error: `Description must be at most ${LIMITS.productDescription} characters`,
  })
  .nullish()
  .transform((s) => s?.trim() || "");

/** The owner's search title; empty means the storefront's own ("name – site name"). */
const seoTitle = z
  .string()
  .max(SEO_LIMITS.titleMax, { error: PRODUCT_MESSAGES.seoTitleTooLong })
  .nullish()
  .transform((s) => s?.trim() || "");

/** The owner's search description; empty means the description's start. */
const seoDescription = z
  .string()
  .max(SEO_LIMITS.descriptionMax, { error: PRODUCT_MESSAGES.seoDescriptionTooLong })
  .nullish()
  .transform((s) => s?.trim() || "");

const images = z
  .array(ProductImageInput)
  .max(MAX_IMAGES, { error: PRODUCT_MESSAGES.tooManyImages });

/** A "was" price beside the price; null or blank for none. */
const compareAtPrice = z.preprocess(
  (value) => (value === "" ? null : value),
  z.union([z.null(), PriceField]).optional(),
);

const sku = z
  .string()
  .trim()
  .max(VARIANT_LIMITS.maxSku, { error: PRODUCT_MESSAGES.skuTooLong })
  .optional();

const weightGrams = z.preprocess(
  numeric,
  z
    .number({ error: PRODUCT_MESSAGES.validWeight })
    .int({ error: PRODUCT_MESSAGES.validWeight })
    .min(0, { error: PRODUCT_MESSAGES.validWeight })
    .max(VARIANT_LIMITS.maxWeightGrams, { error: PRODUCT_MESSAGES.validWeight })
    .optional(),
);

/** Tags are kept trimmed, in lower case, each once, in the order given. */
const tags = z
  .array(
    z
      .string()
      .trim()
      .max(VARIANT_LIMITS.maxTag, { error: PRODUCT_MESSAGES.tagTooLong })
      // Commas separate tags in CSV files and the form's tag input.
      .refine((tag) => !tag.includes(","), { error: PRODUCT_MESSAGES.tagComma })
      .transform((tag) => tag.toLowerCase()),
  )
  .max(VARIANT_LIMITS.maxTags, { error: PRODUCT_MESSAGES.tooManyTags })
  .transform((list) => [...new Set(list.filter((tag) => tag !== ""))])
  .optional();

const productType = z
  .string()
  .trim()
  .max(80, { error: PRODUCT_MESSAGES.productTypeTooLong })
  .optional();

/** An option and its values ("Size": S, M, L). */
export const ProductOptionInput = z.object({
  name: z
    .string({ error: PRODUCT_MESSAGES.optionNameRequired })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.optionNameRequired })
    .max(VARIANT_LIMITS.maxOptionName, { error: PRODUCT_MESSAGES.optionNameRequired }),
  values: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: PRODUCT_MESSAGES.optionValuesRequired })
        .max(VARIANT_LIMITS.maxOptionValue, { error: PRODUCT_MESSAGES.optionValuesRequired }),
    )
    .min(1, { error: PRODUCT_MESSAGES.optionValuesRequired })
    .max(VARIANT_LIMITS.maxValuesPerOption, { error: PRODUCT_MESSAGES.tooManyVariants })
    .refine((values) => new Set(values).size === values.length, {
      error: PRODUCT_MESSAGES.optionValuesRepeat,
    }),
});
export type ProductOptionInput = z.input<typeof ProductOptionInput>;

/**
 * A variant: one value of each option, in the options' order. `id` keeps an existing
 * variant's id (a cart or an order names it); without one, a variant with the same options
 * keeps its id, and a new one gets one.
 */
export const ProductVariantInput = z.object({
  id: z.string().max(64).optional(),
  options: z.array(z.string().trim()).max(VARIANT_LIMITS.maxOptions, {
    error: PRODUCT_MESSAGES.variantOptionsMismatch,
  }),
  price: PriceField,
  compareAtPrice,
  sku,
  stock: StockField,
  image: z
    .string()
    .trim()
    .max(2048)
    .refine(isImageUrl, { error: PRODUCT_MESSAGES.invalidImageUrl })
    .nullish(),
  weightGrams,
});
export type ProductVariantInput = z.input<typeof ProductVariantInput>;

const options = z
  .array(ProductOptionInput)
  .max(VARIANT_LIMITS.maxOptions, { error: PRODUCT_MESSAGES.tooManyOptions });
const variants = z
  .array(ProductVariantInput)
  .max(VARIANT_LIMITS.maxVariants, { error: PRODUCT_MESSAGES.tooManyVariants });

/**
 * The rules options and variants keep together: option names differ, every variant has one of
 * each option's values, no two variants alike, no variants without options (and the reverse).
 */
function checkVariants(
  body: {
    options?: z.output<typeof options> | undefined;
    variants?: z.output<typeof variants> | undefined;
  },
  context: z.RefinementCtx,
) {
  if (body.options === undefined && body.variants === undefined) return;
  const issue = (message: string, path: string) =>
    context.addIssue({ code: "custom", message, path: [path] });
  if (body.options === undefined || body.variants === undefined) {
    return issue(PRODUCT_MESSAGES.optionsWithVariants, "options");
  }
  const names = body.options.map((option) => option.name.toLowerCase());
  if (new Set(names).size !== names.length) issue(PRODUCT_MESSAGES.optionNamesRepeat, "options");
  if (body.options.length === 0) {
    if (body.variants.length > 0) issue(PRODUCT_MESSAGES.variantsWithoutOptions, "variants");
    return;
  }
  if (body.variants.length === 0) return issue(PRODUCT_MESSAGES.variantsRequired, "variants");
  // The product's stock is the variants' sum, held to the same bound as any stock.
  const total = body.variants.reduce((sum, variant) => sum + variant.stock, 0);
  if (total > MAX_STOCK) issue(PRODUCT_MESSAGES.stockTooHigh, "variants");
  const seen = new Set<string>();
  for (const variant of body.variants) {
    const fits =
      variant.options.length === body.options.length &&
      variant.options.every((value, i) => body.options![i]!.values.includes(value));
    if (!fits) return issue(PRODUCT_MESSAGES.variantOptionsMismatch, "variants");
    const key = JSON.stringify(variant.options);
    if (seen.has(key)) return issue(PRODUCT_MESSAGES.variantsRepeat, "variants");
    seen.add(key);
  }
}

/**
 * POST /products body (PRODUCT.md §5 rules and texts). `title` is accepted for `name` (the landing
 * page's SDK example); `name` wins when both are sent. A stock quantity is required
 * of every caller, 0 included: a product created without one answers 'Valid stock quantity is
 * required', as the form does.
 */
export const CreateProductBody = z
  .object({
    storeId: z.string({ error: PRODUCT_MESSAGES.missingStoreId }).min(1, {
      error: PRODUCT_MESSAGES.missingStoreId,
    }),
    name: name.optional(),
    title: name.optional(),
    description,
    // With variants, the product's price and stock are theirs (lowest price, summed stock).
    price: PriceField.optional(),
    stock: StockField.optional(),
    images: images.default([]),
    status: z.enum(PRODUCT_STATUSES).default("draft"),
    seoTitle,
    seoDescription,
    compareAtPrice,
    sku,
    weightGrams,
    tags,
    productType,
    options: options.optional(),
    variants: variants.optional(),
  })
  .superRefine((body, context) => {
    if (body.name === undefined && body.title === undefined) {
      context.addIssue({ code: "custom", message: PRODUCT_MESSAGES.nameRequired, path: ["name"] });
    }
    checkVariants(body, context);
    if (!body.variants?.length) {
      const missing = (message: string, path: string) =>
        context.addIssue({ code: "custom", message, path: [path] });
      if (body.price === undefined) missing(PRODUCT_MESSAGES.validPrice, "price");
      if (body.stock === undefined) missing(PRODUCT_MESSAGES.validStock, "stock");
    }
  })
  .transform(({ title, name, ...body }) => ({ ...body, name: (name ?? title)! }));
export type CreateProductBody = z.input<typeof CreateProductBody>;

/** PUT /products/{id} body: `{price, stock}` from inline edit, or the full form. */
export const UpdateProductBody = z
  .object({
    name,
    description,
    price: PriceField,
    stock: StockField,
    images,
    status: z.enum(PRODUCT_STATUSES),
    seoTitle,
    seoDescription,
    compareAtPrice,
    sku,
    weightGrams,
    tags,
    productType,
    options,
    variants,
  })
  .partial()
  .superRefine(checkVariants);
export type UpdateProductBody = z.input<typeof UpdateProductBody>;

/** GET /products/{storeId} query. Empty values are dropped by the client (PRODUCT.md §7). */
export const ListProductsQuery = z.object({
  page: listPage.catch(1).default(1),
  // Larger values are capped rather than refused, so an old client keeps working.
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  search: searchText.optional(),
  sortBy: z.enum(PRODUCT_SORT_FIELDS).default("name"),
  sortDir: z.enum(["asc", "desc"]).default("asc"),
  status: z.enum(PRODUCT_STATUSES).optional(),
});
export type ListProductsQuery = z.input<typeof ListProductsQuery>;

/** Results a published site's search page shows at a time. */
export const STOREFRONT_SEARCH_PAGE_SIZE = 24;

/**
 * A published site's `GET /search` query (PRODUCT.md "Catalogue search"): `q`, and the page of its
 * results (nonsense reads as page 1, as in the products list).
 */
export const StorefrontSearchQuery = z.object({
  q: searchText.optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type StorefrontSearchQuery = z.input<typeof StorefrontSearchQuery>;

/** POST /products/bulk body. */
export const BulkProductsBody = z.object({
  action: z.enum(BULK_ACTIONS, { error: "Action must be publish, unpublish or delete" }),
  ids: z
    .array(z.string().max(64))
    .min(1, { error: "Select at least one product" })
    .max(500, { error: "At most 500 products at a time" }),
});
export type BulkProductsBody = z.input<typeof BulkProductsBody>;

export const ProductIdParams = z.object({ id: z.string().max(64) });
export const ProductStoreParams = z.object({ storeId: z.string().max(64) });

/** The CSV formats of import and export: Shopify's product CSV, and our own columns. */
export const CSV_FORMATS = ["shopify", "native"] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/**
 * Columns of the native format, in the order export writes them; later ones are appended, so
 * older files still import (docs/PRODUCT.md "Product CSV files"). `options` and `variants`
 * hold JSON.
 */
export const NATIVE_CSV_COLUMNS = [
  "handle",
  "name",
  "description",
  "price",
  "stock",
  "status",
  "images",
  "seo_title",
  "seo_description",
  "compare_at_price",
  "sku",
  "weight_grams",
  "tags",
  "product_type",
  "options",
  "variants",
] as const;

/** Limits of a CSV import; files over the size are refused whole (413). */
export const CSV_IMPORT_LIMITS = {
  maxBytes: 64 * 1024 * 1024,
  /** Longest record (one product row, all its fields together), in characters. */
  maxRecordChars: 1024 * 1024,
  /** Row errors listed in an import's answer; `failed` counts all of them. */
  maxReportedErrors: 100,
} as const;

/** Texts of CSV import, written once for the server and the screens. */
export const CSV_MESSAGES = {
  noFile: "Send the CSV file as the request body (Content-Type: text/csv)",
  tooLarge: "The CSV file is larger than 64 MB. Split it into smaller files.",
  empty: "The CSV file is empty",
  unknownHeader:
    "The first row is not a known header: expected Shopify's columns (Handle, Title, Variant Price …) or handle,name,description,price,stock,status,images",
  invalidHandle: "Handle must contain letters or digits",
  handleRequired: "Handle is required",
  invalidStatus: "Status must be draft or published (Shopify: active, draft or archived)",
  invalidPublished: "Published must be TRUE or FALSE",
  separatedRows: "Rows of this handle must follow each other",
  optionColumnsTogether: "The options and variants columns go together: add both or neither",
  invalidOptions:
    'Options must be JSON such as [{"name":"Size","values":["S","M"]}], or blank for none',
  invalidVariants:
    'Variants must be JSON such as [{"options":["S"],"price":"18.00","stock":5}], or blank for none',
} as const;

/** The message of a handle that appeared before, on `row`. */
export const duplicateHandleMessage = (row: number) =>
  `This handle is already used on row ${row} of the file`;

/** "true"/"1" or "false"/"0" in a query string; absent means false. */
const QueryFlag = z
  .enum(["true", "false", "1", "0"], { error: "Use true or false" })
  .optional()
  .transform((flag) => flag === "true" || flag === "1");

/** POST /store/{id}/products/import query: the format (auto: told by the header row). */
export const ImportProductsQuery = z.object({
  format: z
    .enum(["auto", ...CSV_FORMATS], { error: "Format must be auto, shopify or native" })
    .default("auto"),
  /** Answer what the import would do, and change nothing. */
  dryRun: QueryFlag,
});
export type ImportProductsQuery = z.input<typeof ImportProductsQuery>;

/** GET /store/{id}/products/export query. */
export const ExportProductsQuery = z.object({
  format: z.enum(CSV_FORMATS, { error: "Format must be shopify or native" }).default("native"),
});
export type ExportProductsQuery = z.input<typeof ExportProductsQuery>;

/** A product read from a CSV file, checked by the form's rules and texts (PRODUCT.md §5). */
export const CsvProductFields = z.object({
  name,
  description,
  seoTitle: seoTitle.optional(),
  seoDescription: seoDescription.optional(),
  stock: StockField,
  images,
  status: z.enum(PRODUCT_STATUSES),
});
