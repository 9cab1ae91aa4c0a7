import {
  CSV_MESSAGES,
  CsvProductFields,
  NATIVE_CSV_COLUMNS,
  PRODUCT_MESSAGES,
  StockField,
  UpdateProductBody,
  VARIANT_LIMITS,
  duplicateHandleMessage,
  priceDecimalsMessage,
  type CsvFormat,
  type ImportRowError,
  type ProductStatus,
} from "@shopwright/sdk";
import { minorDigits, minorToDecimal } from "@shopwright/site";
import { badRequest } from "../../http/app-error.js";
import type { z } from "zod";
import type { ProductOption, ProductRow, ProductVariant } from "../../db/schema.js";
import { handleFromName, toHandle } from "./products.handles.js";
import { escapeCell, unescapeCell } from "../../csv/formula-cells.js";

/**
 * The two CSV formats of products, both ways: rows of a file → products to import, and
 * products → rows to export. Pure: no database, no streams (products.import.ts and
 * products.export.ts run them).
 */

/**
 * A variant read from a file and checked. A field left undefined (its column is not in the
 * file) keeps the value of the product's variant with the same options, or the default.
 */
export interface CsvVariant {
  /** The native format's variant id; Shopify's files have none. */
  id?: string | undefined;
  options: string[];
  priceMinor: number;
  stock: number;
  compareAtMinor?: number | null | undefined;
  sku?: string | undefined;
  image?: string | null | undefined;
  weightGrams?: number | undefined;
}

/** A product read from a file and checked, ready to compare with the store's. */
export interface CsvProduct {
  /** The row it starts on, the header being row 1. */
  row: number;
  handle: string;
  name: string;
  description: string;
  /** In minor units of the store's currency; with variants, the lowest of theirs. */
  priceMinor: number;
  /** With variants, the sum of theirs. */
  stock: number;
  status: ProductStatus;
  images: string[];
  /** Absent when the file has no such column: the product keeps its own. */
  seoTitle?: string | undefined;
  seoDescription?: string | undefined;
  compareAtMinor?: number | null | undefined;
  sku?: string | undefined;
  weightGrams?: number | undefined;
  tags?: string[] | undefined;
  productType?: string | undefined;
  /**
   * Options and variants, both or neither ([] and []: none). Absent when the file says nothing
   * of them: the product keeps its own, and with them its price and stock.
   */
  options?: ProductOption[] | undefined;
  variants?: CsvVariant[] | undefined;
  /**
   * Shopify's files list option values only through their variants: the values then keep the
   * order the product gives them, and new ones follow in the file's order.
   */
  isValueOrderLoose?: boolean;
}

export type CsvItem = { product: CsvProduct } | { error: ImportRowError };

/** Reads the data rows of one file, in order; `end` flushes what a last row left open. */
export interface CsvReader {
  format: CsvFormat;
  push(row: number, values: string[]): CsvItem[];
  end(): CsvItem[];
}

const MAX_PRICE_WHOLE_DIGITS = 8;

/**
 * Exact price text in major units → integer minor units of the currency: for USD "18",
 * "18.5", "18.50" (and "18.500") are 1850; for JPY "1200" is 1200; for KWD "18.5" is 18500.
 * Never through a binary float, so "0.29" is 29 cents. Answers the PRODUCT.md §5 text when
 * the value is not a price, or has more decimals than the currency's minor digits.
 */
export function parsePriceMinor(text: string, currency: string): number | { message: string } {
  const digits = minorDigits(currency);
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === "")) return { message: PRODUCT_MESSAGES.validPrice };
  if (/[1-9]/.test(fraction.slice(digits))) {
    return { message: priceDecimalsMessage(currency, digits) };
  }
  if (whole.replace(/^0+/, "").length > MAX_PRICE_WHOLE_DIGITS) {
    return { message: PRODUCT_MESSAGES.priceTooHigh };
  }
  return (
    Number(whole || "0") * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, "0"))
  );
}

/** Integer minor units → major-unit text with the currency's digits: "18.50", "1200", "18.500". */
export const formatPriceMinor = (minor: number, currency: string): string =>
  minorToDecimal(minor, currency);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Shopify's Body (HTML) → the plain text our descriptions hold: line breaks and block ends
 * become new lines, other tags go, entities are decoded. The inverse of `textToHtml` for text
 * whose lines have no spaces at their ends, so an exported file imports unchanged.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
    // A line break in HTML source is a space; only tags break lines.
    .replace(/ *[\r\n\t][\r\n\t ]*/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "- ")
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|section|article)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Plain text → HTML for Shopify's Body (HTML): escaped, new lines as <br>. */
export function textToHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\r?\n/g, "<br>");
}

/** A header row's columns by lower-cased, trimmed name. */
function columnsOf(header: string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (key && !columns.has(key)) columns.set(key, index);
  });
  return columns;
}

const SHOPIFY_REQUIRED = ["handle", "title", "variant price"];
const NATIVE_REQUIRED = ["name", "price"];

/** The format a header row names: Shopify's has Handle and Title, ours name and price. */
export function detectFormat(header: string[]): CsvFormat | null {
  const columns = columnsOf(header);
  if (columns.has("handle") && columns.has("title")) return "shopify";
  if (NATIVE_REQUIRED.every((name) => columns.has(name))) return "native";
  return null;
}

/** How a reader gets at a row's cells by column name (lower case). */
interface Cells {
  has(name: string): boolean;
  /** The cell as it is; "" when the file has no such column. */
  raw(values: string[], name: string): string;
  /** The cell's text (an export's formula quote taken off); "" when there is none. */
  text(values: string[], name: string): string;
  /**
   * The cell's text, or undefined when the file has no such column or the row ends before it:
   * the product keeps what it has.
   */
  optional(values: string[], name: string): string | undefined;
}

/**
 * The reader of a file with this header, its prices in major units of `currency` (the
 * store's); 400 when the header does not fit the format.
 */
export function readerFor(
  header: string[],
  requested: CsvFormat | "auto",
  currency: string,
): CsvReader {
  const format = requested === "auto" ? detectFormat(header) : requested;
  if (!format) throw badRequest(CSV_MESSAGES.unknownHeader);
  const columns = columnsOf(header);
  const missing = (format === "shopify" ? SHOPIFY_REQUIRED : NATIVE_REQUIRED).filter(
    (name) => !columns.has(name),
  );
  if (missing.length > 0) {
    throw badRequest(
      `The first row has no ${missing.map((name) => `"${name}"`).join(", ")} column for the ${format} format`,
    );
  }
  if (format === "native" && columns.has("options") !== columns.has("variants")) {
    throw badRequest(CSV_MESSAGES.optionColumnsTogether);
  }
  const raw = (values: string[], name: string): string => {
    const index = columns.get(name);
    return index === undefined ? "" : (values[index] ?? "");
  };
  const cells: Cells = {
    has: (name) => columns.has(name),
    raw,
    text: (values, name) => unescapeCell(raw(values, name)),
    optional(values, name) {
      const index = columns.get(name);
      return index === undefined || index >= values.length
        ? undefined
        : unescapeCell(values[index]!);
    },
  };
  const check = (row: number, handle: string, fields: ProductFields) =>
    checked(row, handle, currency, fields);
  return format === "shopify" ? shopifyReader(cells, check) : nativeReader(cells, check);
}

/** A variant as a row (Shopify) or a JSON object (native) gives it, before it is checked. */
interface RawVariant {
  /** The row it is on, which an error names. */
  row: number;
  id?: unknown;
  options: unknown;
  price: string;
  stock: unknown;
  /** Undefined: not given (kept); "": none. */
  compareAt?: string | undefined;
  sku?: unknown;
  image?: unknown;
  weight?: string | undefined;
}

/** What a reader found for one product, as text, before it is checked. */
interface ProductFields {
  name: string;
  description: string;
  /** Not read when the product has variants: its price and stock are theirs. */
  price: string;
  stock: string;
  images: string[];
  status: string;
  seoTitle?: string | undefined;
  seoDescription?: string | undefined;
  compareAt?: string | undefined;
  sku?: string | undefined;
  weight?: string | undefined;
  /** Separated by commas, as Shopify writes them. */
  tags?: string | undefined;
  productType?: string | undefined;
  variants?: { options: unknown; rows: RawVariant[] } | undefined;
  isValueOrderLoose?: boolean;
}

/** `checked` with the store's currency. */
type Checker = (row: number, handle: string, fields: ProductFields) => CsvItem;

const isBlank = (values: string[]) => values.every((value) => value.trim() === "");

/** A compare-at price's text: undefined stays (not given), blank is none. */
function compareAtOf(text: string | undefined, currency: string) {
  if (text === undefined) return undefined;
  if (text.trim() === "") return null;
  const minor = parsePriceMinor(text, currency);
  if (typeof minor === "number") return minor;
  return {
    message:
      minor.message === PRODUCT_MESSAGES.validPrice
        ? PRODUCT_MESSAGES.validCompareAt
        : minor.message,
  };
}

/**
 * Grams as text: undefined stays, blank is 0, a decimal is rounded (Shopify writes "200.0");
 * null when it is not a number. The contract checks the range.
 */
function gramsOf(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Math.round(Number(trimmed)) : null;
}

/** The first issue of a failed contract check, with the row of the variant it is about. */
function firstIssue(
  error: z.ZodError,
  row: number,
  variantRows: readonly RawVariant[] = [],
): { row: number; message: string } {
  const issue = error.issues[0];
  const [field, index] = issue?.path ?? [];
  const at =
    field === "variants" && typeof index === "number" ? variantRows[index]?.row : undefined;
  // A value of the wrong kind in the native format's JSON: the contract's own text is zod's.
  const message =
    issue?.code === "invalid_type" && (field === "options" || field === "variants")
      ? field === "options"
        ? CSV_MESSAGES.invalidOptions
        : CSV_MESSAGES.invalidVariants
      : (issue?.message ?? PRODUCT_MESSAGES.nameRequired);
  return { row: at ?? row, message };
}

/**
 * Options and variants checked with the contract's rules and texts (PRODUCT.md "Variants"),
 * prices read exactly in the store's currency; an error names the row of its variant.
 */
function checkedVariants(
  row: number,
  given: { options: unknown; rows: RawVariant[] },
  currency: string,
): { options: ProductOption[]; variants: CsvVariant[] } | { row: number; message: string } {
  const numbers: Array<{
    priceMinor: number;
    compareAtMinor: number | null | undefined;
    weightGrams: number | undefined;
  }> = [];
  for (const variant of given.rows) {
    const priceMinor = parsePriceMinor(variant.price, currency);
    if (typeof priceMinor !== "number") return { row: variant.row, message: priceMinor.message };
    const compareAtMinor = compareAtOf(variant.compareAt, currency);
    if (compareAtMinor !== null && typeof compareAtMinor === "object") {
      return { row: variant.row, message: compareAtMinor.message };
    }
    const weightGrams = gramsOf(variant.weight);
    if (weightGrams === null) return { row: variant.row, message: PRODUCT_MESSAGES.validWeight };
    numbers.push({ priceMinor, compareAtMinor, weightGrams });
  }
  // Prices are read above; the contract checks the rest (0 stands in for them).
  const parsed = UpdateProductBody.safeParse({
    options: given.options,
    variants: given.rows.map((variant, index) => ({
      id: variant.id,
      options: variant.options,
      price: 0,
      stock: variant.stock,
      sku: variant.sku,
      image: variant.image === "" ? null : variant.image,
      weightGrams: numbers[index]!.weightGrams,
    })),
  });
  if (!parsed.success) return firstIssue(parsed.error, row, given.rows);
  return {
    options: (parsed.data.options ?? []).map((option) => ({
      name: option.name,
      values: option.values,
    })),
    variants: (parsed.data.variants ?? []).map((variant, index) => ({
      id: variant.id,
      options: variant.options,
      priceMinor: numbers[index]!.priceMinor,
      stock: variant.stock,
      compareAtMinor: numbers[index]!.compareAtMinor,
      sku: variant.sku,
      image: variant.image === undefined ? undefined : variant.image || null,
      weightGrams: variant.weightGrams,
    })),
  };
}

/** Checks the fields with the form's rules; the first failure is the row's reason. */
function checked(row: number, handle: string, currency: string, fields: ProductFields): CsvItem {
  const fail = (message: string, at = row): CsvItem => ({ error: { row: at, handle, message } });
  const hasVariants = (fields.variants?.rows.length ?? 0) > 0;
  // A variant's image is one of the product's: added when the file lists it only there.
  const images = [...fields.images];
  for (const variant of fields.variants?.rows ?? []) {
    const image = typeof variant.image === "string" ? variant.image.trim() : "";
    if (image !== "" && !images.includes(image)) images.push(image);
  }
  const parsed = CsvProductFields.safeParse({
    name: fields.name,
    description: fields.description,
    stock: hasVariants ? "0" : fields.stock,
    images,
    status: fields.status,
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
  });
  if (!parsed.success)
    return fail(parsed.error.issues[0]?.message ?? PRODUCT_MESSAGES.nameRequired);
  let priceMinor = hasVariants ? 0 : parsePriceMinor(fields.price, currency);
  if (typeof priceMinor !== "number") return fail(priceMinor.message);
  let stock = parsed.data.stock;
  const compareAtMinor = compareAtOf(fields.compareAt, currency);
  if (compareAtMinor !== null && typeof compareAtMinor === "object") {
    return fail(compareAtMinor.message);
  }
  const weightGrams = gramsOf(fields.weight);
  if (weightGrams === null) return fail(PRODUCT_MESSAGES.validWeight);
  const extra = UpdateProductBody.safeParse({
    sku: fields.sku,
    weightGrams,
    tags: fields.tags?.split(","),
    productType: fields.productType,
  });
  if (!extra.success) return fail(firstIssue(extra.error, row).message);
  let options: ProductOption[] | undefined;
  let variants: CsvVariant[] | undefined;
  if (fields.variants) {
    const read = checkedVariants(row, fields.variants, currency);
    if ("message" in read) return fail(read.message, read.row);
    ({ options, variants } = read);
    if (variants.length > 0) {
      priceMinor = Math.min(...variants.map((variant) => variant.priceMinor));
      stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
      // The product's stock is the sum, held in the same column as any product's.
      if (!StockField.safeParse(stock).success) return fail(PRODUCT_MESSAGES.stockTooHigh);
    }
  }
  return {
    product: {
      row,
      handle,
      name: parsed.data.name,
      description: parsed.data.description,
      priceMinor,
      stock,
      status: parsed.data.status,
      images: parsed.data.images.map((image) => image.url),
      seoTitle: parsed.data.seoTitle,
      seoDescription: parsed.data.seoDescription,
      compareAtMinor,
      sku: extra.data.sku,
      weightGrams: extra.data.weightGrams,
      tags: extra.data.tags,
      productType: extra.data.productType,
      options,
      variants,
      ...(fields.isValueOrderLoose && { isValueOrderLoose: true }),
    },
  };
}

/** Remembers each handle's first row, so a second product with it fails with a reason. */
function handleRegister() {
  const firstRow = new Map<string, number>();
  return (row: number, handle: string): string | null => {
    const seen = firstRow.get(handle);
    if (seen !== undefined) return duplicateHandleMessage(seen);
    firstRow.set(handle, row);
    return null;
  };
}

/** "TRUE"/"FALSE" (also yes/no, 1/0); undefined when blank, null when something else. */
function flag(text: string): boolean | undefined | null {
  const value = text.trim().toLowerCase();
  if (value === "") return undefined;
  if (["true", "yes", "1"].includes(value)) return true;
  if (["false", "no", "0"].includes(value)) return false;
  return null;
}

const OPTION_NUMBERS = [1, 2, 3] as const;

/** Shopify's name for the one variant of a product without options ("Title": "Default Title"). */
const DEFAULT_OPTION = { name: "title", value: "default title" };

/**
 * Shopify's product CSV: a product takes every consecutive row of its handle. The first row
 * holds the product and its option names (Option1 Name …); each row with an option value, a
 * Variant Price or a Variant SKU is a variant; every row may add an Image Src, and a Variant
 * Image is added to the images when missing. "Title" with the one value "Default Title" is a
 * product without variants, its price and the rest on that row. A file without Option1 Name
 * leaves the products' variants as they are. Status active is published unless Published is
 * FALSE; draft and archived are drafts; without a Status column, Published decides.
 */
function shopifyReader(cells: Cells, check: Checker): CsvReader {
  const register = handleRegister();
  let open: { handle: string; row: number; rows: Array<{ row: number; values: string[] }> } | null =
    null;
  const optionValue = (values: string[], n: number) =>
    cells.text(values, `option${n} value`).trim();
  const isVariantRow = (values: string[]) =>
    OPTION_NUMBERS.some((n) => optionValue(values, n) !== "") ||
    cells.raw(values, "variant price").trim() !== "" ||
    cells.raw(values, "variant sku").trim() !== "";
  /** Inventory not tracked: Shopify leaves the quantity blank. */
  const quantity = (values: string[]) => cells.raw(values, "variant inventory qty").trim() || "0";

  function close(): CsvItem[] {
    if (!open) return [];
    const { handle, row, rows } = open;
    open = null;
    const fail = (message: string, at = row): CsvItem[] => [
      { error: { row: at, handle, message } },
    ];
    const duplicate = register(row, handle);
    if (duplicate) return fail(`${CSV_MESSAGES.separatedRows}: ${duplicate.toLowerCase()}`);
    const first = rows[0]!.values;
    const variantRows = rows.filter(({ values }) => isVariantRow(values));
    const priced = (variantRows[0] ?? rows[0]!).values;
    const published = flag(cells.raw(first, "published"));
    if (published === null) return fail(CSV_MESSAGES.invalidPublished);
    const shopifyStatus = cells.raw(first, "status").trim().toLowerCase();
    let status: string;
    if (shopifyStatus === "") status = published ? "published" : "draft";
    else if (shopifyStatus === "active") status = published === false ? "draft" : "published";
    else if (shopifyStatus === "draft" || shopifyStatus === "archived") status = "draft";
    else return fail(CSV_MESSAGES.invalidStatus);
    const fields: ProductFields = {
      name: cells.text(first, "title"),
      description: htmlToText(cells.text(first, "body (html)")),
      price: cells.raw(priced, "variant price"),
      stock: quantity(priced),
      images: [
        ...new Set(rows.map(({ values }) => cells.raw(values, "image src").trim()).filter(Boolean)),
      ],
      status,
      seoTitle: cells.optional(first, "seo title"),
      seoDescription: cells.optional(first, "seo description"),
      tags: cells.optional(first, "tags"),
      productType: cells.optional(first, "type"),
    };
    if (!cells.has("option1 name")) return [check(row, handle, fields)];

    const names = OPTION_NUMBERS.map((n) => cells.text(first, `option${n} name`).trim());
    while (names.length > 0 && names.at(-1) === "") names.pop();
    const isDefault =
      names.length === 0 ||
      (names.length === 1 &&
        names[0]!.toLowerCase() === DEFAULT_OPTION.name &&
        variantRows.length <= 1 &&
        ["", DEFAULT_OPTION.value].includes(optionValue(priced, 1).toLowerCase()));
    if (isDefault) {
      return [
        check(row, handle, {
          ...fields,
          compareAt: cells.optional(priced, "variant compare at price"),
          sku: cells.optional(priced, "variant sku"),
          weight: cells.optional(priced, "variant grams"),
          variants: { options: [], rows: [] },
        }),
      ];
    }
    if (names.includes("")) return fail(PRODUCT_MESSAGES.optionNameRequired);
    if (variantRows.length > VARIANT_LIMITS.maxVariants) {
      return fail(PRODUCT_MESSAGES.tooManyVariants);
    }
    const seen = new Set<string>();
    const variants: RawVariant[] = [];
    for (const { row: at, values } of variantRows) {
      const given = OPTION_NUMBERS.map((n) => optionValue(values, n));
      const options = given.slice(0, names.length);
      if (options.includes("") || given.slice(names.length).some((value) => value !== "")) {
        return fail(PRODUCT_MESSAGES.variantOptionsMismatch, at);
      }
      const key = JSON.stringify(options);
      if (seen.has(key)) return fail(PRODUCT_MESSAGES.variantsRepeat, at);
      seen.add(key);
      variants.push({
        row: at,
        options,
        price: cells.raw(values, "variant price"),
        stock: quantity(values),
        compareAt: cells.optional(values, "variant compare at price"),
        sku: cells.optional(values, "variant sku"),
        image: cells.optional(values, "variant image")?.trim(),
        weight: cells.optional(values, "variant grams"),
      });
    }
    const options = names.map((name, index) => ({
      name,
      values: [...new Set(variants.map((variant) => (variant.options as string[])[index]!))],
    }));
    return [
      check(row, handle, {
        ...fields,
        variants: { options, rows: variants },
        isValueOrderLoose: true,
      }),
    ];
  }

  return {
    format: "shopify",
    push(row, values) {
      if (isBlank(values)) return [];
      const raw = cells.raw(values, "handle");
      if (raw.trim() === "") {
        return [{ error: { row, handle: null, message: CSV_MESSAGES.handleRequired } }];
      }
      const handle = toHandle(raw);
      if (!handle) return [{ error: { row, handle: raw, message: CSV_MESSAGES.invalidHandle } }];
      if (open?.handle === handle) {
        open.rows.push({ row, values });
        return [];
      }
      const closed = close();
      open = { handle, row, rows: [{ row, values }] };
      return closed;
    },
    end: close,
  };
}

/** A JSON cell of the native format: blank is [], anything but an array is null. */
function jsonArray(text: string): unknown[] | null {
  if (text.trim() === "") return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** A JSON value as a cell's text: absent stays absent, null is blank. */
const textOf = (value: unknown): string | undefined =>
  value === undefined ? undefined : value === null ? "" : String(value);

/**
 * Our own format, one product a row (NATIVE_CSV_COLUMNS): a blank or missing handle is taken
 * from the name; images are addresses separated by spaces, tags separated by commas; options
 * and variants are JSON (docs/PRODUCT.md "Product CSV files"); status draft unless said. A
 * column the file lacks, or a row ends before, leaves the product's own value.
 */
function nativeReader(cells: Cells, check: Checker): CsvReader {
  const register = handleRegister();
  return {
    format: "native",
    push(row, values) {
      if (isBlank(values)) return [];
      const name = cells.text(values, "name");
      const raw = cells.raw(values, "handle");
      const handle = raw.trim() ? toHandle(raw) : handleFromName(name);
      const fail = (message: string): CsvItem[] => [
        { error: { row, handle: handle || raw, message } },
      ];
      if (!handle) return fail(CSV_MESSAGES.invalidHandle);
      const duplicate = register(row, handle);
      if (duplicate) return fail(duplicate);
      const status = cells.raw(values, "status").trim().toLowerCase() || "draft";
      if (status !== "draft" && status !== "published") return fail(CSV_MESSAGES.invalidStatus);
      const fields: ProductFields = {
        name,
        description: cells.text(values, "description"),
        price: cells.raw(values, "price"),
        stock: cells.has("stock") ? cells.raw(values, "stock") : "0",
        images: cells.raw(values, "images").split(/\s+/).filter(Boolean),
        status,
        seoTitle: cells.optional(values, "seo_title"),
        seoDescription: cells.optional(values, "seo_description"),
        compareAt: cells.optional(values, "compare_at_price"),
        sku: cells.optional(values, "sku"),
        weight: cells.optional(values, "weight_grams"),
        tags: cells.optional(values, "tags"),
        productType: cells.optional(values, "product_type"),
      };
      const optionsText = cells.optional(values, "options");
      const variantsText = cells.optional(values, "variants");
      if ((optionsText === undefined) !== (variantsText === undefined)) {
        return fail(PRODUCT_MESSAGES.optionsWithVariants);
      }
      if (optionsText !== undefined && variantsText !== undefined) {
        const options = jsonArray(optionsText);
        if (!options) return fail(CSV_MESSAGES.invalidOptions);
        const variants = jsonArray(variantsText);
        const isObject = (value: unknown): value is Record<string, unknown> =>
          typeof value === "object" && value !== null && !Array.isArray(value);
        if (!variants?.every(isObject)) return fail(CSV_MESSAGES.invalidVariants);
        fields.variants = {
          options,
          rows: variants.map((variant) => ({
            row,
            id: variant.id,
            options: variant.options,
            price: textOf(variant.price) ?? "",
            stock: variant.stock,
            compareAt: textOf(variant.compareAtPrice),
            sku: variant.sku,
            image: variant.image === null ? "" : variant.image,
            weight: textOf(variant.weightGrams),
          })),
        };
      }
      return [check(row, handle, fields)];
    },
    end: () => [],
  };
}

/** Shopify's columns that export writes, in its order. */
export const SHOPIFY_EXPORT_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Compare At Price",
  "Image Src",
  "Image Position",
  "SEO Title",
  "SEO Description",
  "Variant Image",
  "Variant Weight Unit",
  "Status",
] as const;
type ShopifyColumn = (typeof SHOPIFY_EXPORT_COLUMNS)[number];

export const headerOf = (format: CsvFormat): readonly string[] =>
  format === "shopify" ? SHOPIFY_EXPORT_COLUMNS : NATIVE_CSV_COLUMNS;

const shopifyRow = (cells: Partial<Record<ShopifyColumn, string>>): string[] =>
  SHOPIFY_EXPORT_COLUMNS.map((column) => cells[column] ?? "");

/** A variant's JSON in the native format: prices as exact text in major units. */
function variantJson(variant: ProductVariant, currency: string) {
  return {
    id: variant.id,
    options: variant.options,
    price: formatPriceMinor(variant.priceMinor, currency),
    compareAtPrice:
      variant.compareAtMinor === null ? null : formatPriceMinor(variant.compareAtMinor, currency),
    sku: variant.sku,
    stock: variant.stock,
    image: variant.image,
    weightGrams: variant.weightGrams,
  };
}

/**
 * One product → its rows, the price in major units of the store's `currency`. Native: one row.
 * Shopify: one row per variant (a product without variants has Shopify's one "Default Title"),
 * the first with the product's fields and option names; the images one a row from the first,
 * with rows of their own when there are more images than variants; the store's name is the
 * Vendor.
 */
export function rowsOf(
  format: CsvFormat,
  product: ProductRow,
  vendor: string,
  currency: string,
): string[][] {
  const urls = product.images.map((image) => image.url);
  const price = (minor: number | null) => (minor === null ? "" : formatPriceMinor(minor, currency));
  if (format === "native") {
    return [
      [
        product.handle,
        escapeCell(product.name),
        escapeCell(product.description),
        price(product.priceMinor),
        String(product.stock),
        product.status,
        urls.join(" "),
        escapeCell(product.seoTitle),
        escapeCell(product.seoDescription),
        price(product.compareAtMinor),
        escapeCell(product.sku),
        String(product.weightGrams),
        escapeCell(product.tags.join(", ")),
        escapeCell(product.productType),
        product.options.length > 0 ? JSON.stringify(product.options) : "",
        product.variants.length > 0
          ? JSON.stringify(product.variants.map((variant) => variantJson(variant, currency)))
          : "",
      ],
    ];
  }
  const isPublished = product.status === "published";
  const hasVariants = product.variants.length > 0;
  const variants: Array<Omit<ProductVariant, "id">> = hasVariants
    ? product.variants
    : [{ ...product, options: ["Default Title"], image: null }];
  const rows = variants.map((variant): Partial<Record<ShopifyColumn, string>> => {
    const cells: Partial<Record<ShopifyColumn, string>> = {
      Handle: product.handle,
      "Variant SKU": escapeCell(variant.sku),
      "Variant Grams": String(variant.weightGrams),
      "Variant Inventory Tracker": "shopify",
      "Variant Inventory Qty": String(variant.stock),
      // Never sold past the stock, as this store's checkout does.
      "Variant Inventory Policy": "deny",
      "Variant Fulfillment Service": "manual",
      "Variant Price": price(variant.priceMinor),
      "Variant Compare At Price": price(variant.compareAtMinor),
      "Variant Image": variant.image ?? "",
      "Variant Weight Unit": "g",
    };
    variant.options.forEach((value, index) => {
      cells[`Option${index + 1} Value` as ShopifyColumn] = escapeCell(value);
    });
    return cells;
  });
  Object.assign(rows[0]!, {
    Title: escapeCell(product.name),
    "Body (HTML)": escapeCell(textToHtml(product.description)),
    Vendor: escapeCell(vendor),
    Type: escapeCell(product.productType),
    Tags: escapeCell(product.tags.join(", ")),
    Published: isPublished ? "TRUE" : "FALSE",
    "SEO Title": escapeCell(product.seoTitle),
    "SEO Description": escapeCell(product.seoDescription),
    Status: isPublished ? "active" : "draft",
  });
  const optionNames = hasVariants ? product.options.map((option) => option.name) : ["Title"];
  optionNames.forEach((name, index) => {
    rows[0]![`Option${index + 1} Name` as ShopifyColumn] = escapeCell(name);
  });
  urls.forEach((url, index) => {
    const cells = rows[index] ?? (rows[index] = { Handle: product.handle });
    cells["Image Src"] = url;
    cells["Image Position"] = String(index + 1);
  });
  return rows.map(shopifyRow);
}
