import {
  CSV_MESSAGES,
  CsvProductFields,
  NATIVE_CSV_COLUMNS,
  PRODUCT_MESSAGES,
  duplicateHandleMessage,
  priceDecimalsMessage,
  type CsvFormat,
  type ImportRowError,
  type ProductStatus,
} from "@shopwright/sdk";
import { minorDigits, minorToDecimal } from "@shopwright/site";
import { badRequest } from "../../http/app-error.js";
import type { ProductRow } from "../../db/schema.js";
import { handleFromName, toHandle } from "./products.handles.js";
import { escapeCell, unescapeCell } from "../../csv/formula-cells.js";

/**
 * The two CSV formats of products, both ways: rows of a file → products to import, and
 * products → rows to export. Pure: no database, no streams (products.import.ts and
 * products.export.ts run them).
 */

/** A product read from a file and checked, ready to compare with the store's. */
export interface CsvProduct {
  /** The row it starts on, the header being row 1. */
  row: number;
  handle: string;
  name: string;
  description: string;
  /** In minor units of the store's currency. */
  priceMinor: number;
  stock: number;
  status: ProductStatus;
  images: string[];
  /** Absent when the file has no such column: the product keeps its own. */
  seoTitle?: string | undefined;
  seoDescription?: string | undefined;
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
  const cell = (values: string[], name: string): string => {
    const index = columns.get(name);
    return index === undefined ? "" : (values[index] ?? "");
  };
  /** A column's text, or undefined when the file has no such column. */
  const optional = (values: string[], name: string): string | undefined =>
    columns.has(name) ? unescapeCell(cell(values, name)) : undefined;
  const check: Checker = (row, handle, price, fields) =>
    checked(row, handle, price, currency, fields);
  return format === "shopify"
    ? shopifyReader(cell, optional, check)
    : nativeReader(cell, optional, columns, check);
}

type Cell = (values: string[], name: string) => string;
type OptionalCell = (values: string[], name: string) => string | undefined;

type ProductFields = {
  name: string;
  description: string;
  stock: string;
  images: string[];
  status: string;
  seoTitle?: string | undefined;
  seoDescription?: string | undefined;
};
/** `checked` with the store's currency. */
type Checker = (row: number, handle: string, price: string, fields: ProductFields) => CsvItem;

const isBlank = (values: string[]) => values.every((value) => value.trim() === "");

/** Checks the fields with the form's rules; the first failure is the row's reason. */
function checked(
  row: number,
  handle: string,
  price: string,
  currency: string,
  fields: ProductFields,
): CsvItem {
  const fail = (message: string): CsvItem => ({ error: { row, handle, message } });
  const priceMinor = parsePriceMinor(price, currency);
  const parsed = CsvProductFields.safeParse(fields);
  if (!parsed.success)
    return fail(parsed.error.issues[0]?.message ?? PRODUCT_MESSAGES.nameRequired);
  if (typeof priceMinor !== "number") return fail(priceMinor.message);
  return {
    product: {
      row,
      handle,
      name: parsed.data.name,
      description: parsed.data.description,
      priceMinor,
      stock: parsed.data.stock,
      status: parsed.data.status,
      images: parsed.data.images.map((image) => image.url),
      seoTitle: parsed.data.seoTitle,
      seoDescription: parsed.data.seoDescription,
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

/**
 * Shopify's product CSV: a product takes every consecutive row of its handle (more variants,
 * more images). The first row holds the product; the first row with a Variant Price its price
 * and quantity; every row may add an Image Src. Status active is published unless Published is
 * FALSE; draft and archived are drafts; without a Status column, Published decides.
 */
function shopifyReader(cell: Cell, optional: OptionalCell, check: Checker): CsvReader {
  const register = handleRegister();
  let open: { handle: string; row: number; rows: string[][] } | null = null;

  function close(): CsvItem[] {
    if (!open) return [];
    const { handle, row, rows } = open;
    open = null;
    const fail = (message: string): CsvItem[] => [{ error: { row, handle, message } }];
    const duplicate = register(row, handle);
    if (duplicate) return fail(`${CSV_MESSAGES.separatedRows}: ${duplicate.toLowerCase()}`);
    const first = rows[0]!;
    const variant = rows.find((values) => cell(values, "variant price").trim() !== "") ?? first;
    const published = flag(cell(first, "published"));
    if (published === null) return fail(CSV_MESSAGES.invalidPublished);
    const shopifyStatus = cell(first, "status").trim().toLowerCase();
    let status: string;
    if (shopifyStatus === "") status = published ? "published" : "draft";
    else if (shopifyStatus === "active") status = published === false ? "draft" : "published";
    else if (shopifyStatus === "draft" || shopifyStatus === "archived") status = "draft";
    else return fail(CSV_MESSAGES.invalidStatus);
    const images = [
      ...new Set(rows.map((values) => cell(values, "image src").trim()).filter(Boolean)),
    ];
    return [
      check(row, handle, cell(variant, "variant price"), {
        name: unescapeCell(cell(first, "title")),
        description: htmlToText(unescapeCell(cell(first, "body (html)"))),
        // Inventory not tracked: Shopify leaves the quantity blank.
        stock: cell(variant, "variant inventory qty").trim() || "0",
        images,
        status,
        seoTitle: optional(first, "seo title"),
        seoDescription: optional(first, "seo description"),
      }),
    ];
  }

  return {
    format: "shopify",
    push(row, values) {
      if (isBlank(values)) return [];
      const raw = cell(values, "handle");
      if (raw.trim() === "") {
        return [{ error: { row, handle: null, message: CSV_MESSAGES.handleRequired } }];
      }
      const handle = toHandle(raw);
      if (!handle) return [{ error: { row, handle: raw, message: CSV_MESSAGES.invalidHandle } }];
      if (open?.handle === handle) {
        open.rows.push(values);
        return [];
      }
      const closed = close();
      open = { handle, row, rows: [values] };
      return closed;
    },
    end: close,
  };
}

/**
 * Our own format, one product a row (NATIVE_CSV_COLUMNS): a blank or missing handle is taken
 * from the name; images are addresses separated by spaces; status draft unless said.
 */
function nativeReader(
  cell: Cell,
  optional: OptionalCell,
  columns: Map<string, number>,
  check: Checker,
): CsvReader {
  const register = handleRegister();
  return {
    format: "native",
    push(row, values) {
      if (isBlank(values)) return [];
      const name = unescapeCell(cell(values, "name"));
      const raw = cell(values, "handle");
      const handle = raw.trim() ? toHandle(raw) : handleFromName(name);
      const fail = (message: string): CsvItem[] => [
        { error: { row, handle: handle || raw, message } },
      ];
      if (!handle) return fail(CSV_MESSAGES.invalidHandle);
      const duplicate = register(row, handle);
      if (duplicate) return fail(duplicate);
      const status = cell(values, "status").trim().toLowerCase() || "draft";
      if (status !== "draft" && status !== "published") return fail(CSV_MESSAGES.invalidStatus);
      return [
        check(row, handle, cell(values, "price"), {
          name,
          description: unescapeCell(cell(values, "description")),
          stock: columns.has("stock") ? cell(values, "stock") : "0",
          images: cell(values, "images").split(/\s+/).filter(Boolean),
          status,
          seoTitle: optional(values, "seo_title"),
          seoDescription: optional(values, "seo_description"),
        }),
      ];
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
  "Variant Inventory Qty",
  "Variant Price",
  "Image Src",
  "Image Position",
  "SEO Title",
  "SEO Description",
  "Status",
] as const;

export const headerOf = (format: CsvFormat): readonly string[] =>
  format === "shopify" ? SHOPIFY_EXPORT_COLUMNS : NATIVE_CSV_COLUMNS;

/**
 * One product → its rows, the price in major units of the store's `currency`. Shopify: one row
 * for the product (its single variant is Shopify's "Default Title") and one more per further
 * image; the store's name is the Vendor.
 */
export function rowsOf(
  format: CsvFormat,
  product: ProductRow,
  vendor: string,
  currency: string,
): string[][] {
  const urls = product.images.map((image) => image.url);
  if (format === "native") {
    return [
      [
        product.handle,
        escapeCell(product.name),
        escapeCell(product.description),
        formatPriceMinor(product.priceMinor, currency),
        String(product.stock),
        product.status,
        urls.join(" "),
        escapeCell(product.seoTitle),
        escapeCell(product.seoDescription),
      ],
    ];
  }
  const isPublished = product.status === "published";
  const first = [
    product.handle,
    escapeCell(product.name),
    escapeCell(textToHtml(product.description)),
    escapeCell(vendor),
    "",
    "",
    isPublished ? "TRUE" : "FALSE",
    "Title",
    "Default Title",
    String(product.stock),
    formatPriceMinor(product.priceMinor, currency),
    urls[0] ?? "",
    urls[0] ? "1" : "",
    escapeCell(product.seoTitle),
    escapeCell(product.seoDescription),
    isPublished ? "active" : "draft",
  ];
  const more = urls
    .slice(1)
    .map((url, index) => [
      product.handle,
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      url,
      String(index + 2),
      "",
      "",
      "",
    ]);
  return [first, ...more];
}
