import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import {
  CSV_IMPORT_LIMITS,
  CSV_MESSAGES,
  LIMIT_MESSAGES,
  PRODUCT_MESSAGES,
  type CsvFormat,
  type ImportProductsResult,
  type ImportRowError,
} from "@shopwright/sdk";
import type { PathMove } from "@shopwright/site";
import { productPath } from "@shopwright/site/server";
import { CsvError, parse } from "csv-parse";
import { AppError, badRequest } from "../../http/app-error.js";
import type { ProductOption, ProductRow, ProductVariant } from "../../db/schema.js";
import { storeNotFound } from "../stores/stores.service.js";
import { readerFor, type CsvItem, type CsvProduct, type CsvReader } from "./products.csv.js";
import type { ProductValues, ProductsRepository } from "./products.repository.js";
import { derivedFromVariants, storedVariants, withImagesOf } from "./products.variants.js";

/** Products compared and written together: one lookup and one statement (transaction) each. */
export const IMPORT_BATCH = 500;

/** 413 for a CSV file over CSV_IMPORT_LIMITS.maxBytes. */
export const csvTooLarge = () => new AppError(413, "payload_too_large", CSV_MESSAGES.tooLarge);

/**
 * Copies the request body to a file of its own, refusing it past CSV_IMPORT_LIMITS.maxBytes,
 * so the whole file can be checked before anything is written, without holding it in memory
 * and without keeping the database waiting on a slow upload. Answers the file's path.
 */
async function spool(body: Readable, directory: string): Promise<string> {
  const path = join(directory, "import.csv");
  const file = createWriteStream(path);
  let bytes = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      body.off("data", onData);
      file.destroy();
      reject(error);
    };
    // The body is left as it is when refused: destroying it would cut the connection before
    // the 413 is out; the route closes the connection after answering instead.
    function onData(chunk: Buffer) {
      bytes += chunk.length;
      if (bytes > CSV_IMPORT_LIMITS.maxBytes) return fail(csvTooLarge());
      if (!file.write(chunk)) {
        body.pause();
        file.once("drain", () => body.resume());
      }
    }
    body.on("data", onData);
    body.once("end", () => file.end(() => resolve()));
    body.once("error", () => fail(badRequest("The upload did not complete")));
    body.once("aborted", () => fail(badRequest("The upload did not complete")));
    file.once("error", fail);
  });
  return path;
}

/** What one pass over the file counts; a commit's second pass writes as it goes. */
interface Tally {
  format: CsvFormat;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: ImportProductsResult["errors"];
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const sameOptions = (a: readonly ProductOption[], b: readonly ProductOption[]) =>
  a.length === b.length &&
  a.every((option, i) => option.name === b[i]!.name && sameList(option.values, b[i]!.values));

// Field by field: a variant read back from jsonb has its keys in another order.
const sameVariants = (a: readonly ProductVariant[], b: readonly ProductVariant[]) =>
  a.length === b.length &&
  a.every((variant, i) => {
    const other = b[i]!;
    return (
      variant.id === other.id &&
      sameList(variant.options, other.options) &&
      variant.priceMinor === other.priceMinor &&
      variant.compareAtMinor === other.compareAtMinor &&
      variant.sku === other.sku &&
      variant.stock === other.stock &&
      variant.image === other.image &&
      variant.weightGrams === other.weightGrams
    );
  });

type Written = Required<ProductValues> & { handle: string };

function isUnchanged(row: ProductRow, values: Written): boolean {
  return (
    row.name === values.name &&
    row.description === values.description &&
    row.priceMinor === values.priceMinor &&
    row.stock === values.stock &&
    row.status === values.status &&
    row.seoTitle === values.seoTitle &&
    row.seoDescription === values.seoDescription &&
    row.compareAtMinor === values.compareAtMinor &&
    row.sku === values.sku &&
    row.weightGrams === values.weightGrams &&
    row.productType === values.productType &&
    sameList(row.tags, values.tags) &&
    sameList(
      row.images.map((image) => image.url),
      values.images.map((image) => image.url),
    ) &&
    sameOptions(row.options, values.options) &&
    sameVariants(row.variants, values.variants)
  );
}

/**
 * Option values in the order the product has them, new ones after in the file's order: a
 * Shopify file lists values only through its variants (CsvProduct.isValueOrderLoose).
 */
function inProductOrder(options: ProductOption[], existing: readonly ProductOption[]) {
  return options.map((option) => {
    const known = existing.find((kept) => kept.name === option.name)?.values ?? [];
    const rank = (value: string) => {
      const index = known.indexOf(value);
      return index === -1 ? known.length + option.values.indexOf(value) : index;
    };
    return { name: option.name, values: [...option.values].sort((a, b) => rank(a) - rank(b)) };
  });
}

/**
 * The options and variants to store: the file's, each variant keeping the id of the product's
 * variant with the same options (storedVariants) and, for a field the file lacks, that
 * variant's value; or, when the file has none, the product's own.
 */
function variantsOf(product: CsvProduct, existing: ProductRow | undefined, urls: string[]) {
  const current = existing?.variants ?? [];
  if (product.options === undefined || product.variants === undefined) {
    return { options: existing?.options ?? [], variants: withImagesOf(current, urls) };
  }
  const byId = new Map(current.map((variant) => [variant.id, variant]));
  const byOptions = new Map(current.map((variant) => [JSON.stringify(variant.options), variant]));
  const inputs = product.variants.map((variant) => {
    const kept =
      (variant.id !== undefined ? byId.get(variant.id.toLowerCase()) : undefined) ??
      byOptions.get(JSON.stringify(variant.options));
    const keptImage = kept?.image && urls.includes(kept.image) ? kept.image : null;
    return {
      id: variant.id,
      options: variant.options,
      // Already minor units: storedVariants is given the identity as its conversion.
      price: variant.priceMinor,
      compareAtPrice:
        variant.compareAtMinor === undefined
          ? (kept?.compareAtMinor ?? null)
          : variant.compareAtMinor,
      sku: variant.sku ?? kept?.sku ?? "",
      stock: variant.stock,
      image: variant.image === undefined ? keptImage : variant.image,
      weightGrams: variant.weightGrams ?? kept?.weightGrams ?? 0,
    };
  });
  return {
    options:
      product.isValueOrderLoose && existing
        ? inProductOrder(product.options, existing.options)
        : product.options,
    variants: storedVariants(inputs, current, urls, (minor) => minor),
  };
}

/**
 * The values an import writes: what the file gives over the product's own (a column the file
 * lacks keeps the product's value; a new product takes the defaults). An image already on the
 * product keeps its upload details. A product whose variants the file does not give keeps
 * them, and with them its price and stock: a file that changes those fails the product.
 */
function valuesOf(product: CsvProduct, existing: ProductRow | undefined): Written | string {
  const known = new Map(existing?.images.map((image) => [image.url, image]));
  const { options, variants } = variantsOf(product, existing, product.images);
  const derived = derivedFromVariants(variants);
  if (
    derived &&
    product.variants === undefined &&
    (derived.priceMinor !== product.priceMinor || derived.stock !== product.stock)
  ) {
    return PRODUCT_MESSAGES.setPerVariant;
  }
  return {
    handle: product.handle,
    name: product.name,
    description: product.description,
    priceMinor: product.priceMinor,
    stock: product.stock,
    ...derived,
    status: product.status,
    images: product.images.map((url) => known.get(url) ?? { url }),
    seoTitle: product.seoTitle ?? existing?.seoTitle ?? "",
    seoDescription: product.seoDescription ?? existing?.seoDescription ?? "",
    compareAtMinor:
      product.compareAtMinor === undefined
        ? (existing?.compareAtMinor ?? null)
        : product.compareAtMinor,
    sku: product.sku ?? existing?.sku ?? "",
    weightGrams: product.weightGrams ?? existing?.weightGrams ?? 0,
    tags: product.tags ?? existing?.tags ?? [],
    productType: product.productType ?? existing?.productType ?? "",
    options,
    variants,
  };
}

type Mode = "check" | "compare" | "write";

function report(tally: Tally, error: ImportRowError) {
  tally.failed += 1;
  if (tally.errors.length < CSV_IMPORT_LIMITS.maxReportedErrors) tally.errors.push(error);
}

const emptyTally = { rows: 0, created: 0, updated: 0, unchanged: 0, failed: 0 };

/** What a pass writes through and is told of; see `importProducts`. */
interface ScanDeps {
  products: ProductsRepository;
  /** The products the store may hold (STORE_PRODUCTS_LIMIT). */
  productLimit: number;
  moved?: (moves: PathMove[]) => Promise<void>;
  written?: (created: string[], updated: string[]) => Promise<void>;
}

/**
 * One pass over the file: every row read, mapped and checked; with `compare` each batch of
 * products is compared with the store's, with `write` also written. A new product past the
 * store's limit of products is reported as its row's error and not written: a commit counts
 * the store's products again in each batch's transaction, which holds the store's row, so two
 * imports (or an import and a create) cannot pass the limit together. A file that is not CSV
 * answers 400 from wherever the parser finds out.
 */
async function scan(
  path: string,
  format: CsvFormat | "auto",
  mode: Mode,
  store: { id: string; currency: string },
  deps: ScanDeps,
  written: { rows: number },
): Promise<Tally> {
  const { products, productLimit } = deps;
  // A dry run counts the store's products once, then as if its batches were written.
  let room = mode === "compare" ? productLimit - (await products.countInStore(store.id)) : 0;
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: CSV_IMPORT_LIMITS.maxRecordChars,
    }),
  );
  let batch: CsvProduct[] = [];

  async function flush(tally: Tally) {
    const pending = batch;
    batch = [];
    if (mode === "check" || pending.length === 0) return;
    const handles = pending.map((product) => product.handle);
    const found = await products.findByHandles(store.id, handles);
    const existing = new Map(found.map((row) => [row.handle, row]));
    const writes: Written[] = [];
    const moves: PathMove[] = [];
    const created: string[] = [];
    const updated: string[] = [];
    for (const product of pending) {
      const row = existing.get(product.handle);
      const values = valuesOf(product, row);
      if (typeof values === "string") {
        report(tally, { row: product.row, handle: product.handle, message: values });
        continue;
      }
      if (row && isUnchanged(row, values)) {
        tally.unchanged += 1;
        continue;
      }
      (row ? updated : created).push(product.handle);
      writes.push(values);
      // A renamed product's site path moves with its name (productPath).
      if (row && row.name !== product.name) {
        moves.push({ from: productPath(row), to: productPath({ id: row.id, name: product.name }) });
      }
    }
    /** The batch's writes with new products past `left` taken out and reported. */
    const withinLimit = (left: number) => {
      const refused = new Set(created.slice(Math.max(left, 0)));
      for (const product of pending) {
        if (!refused.has(product.handle)) continue;
        const message = LIMIT_MESSAGES.importRowOverLimit(productLimit);
        report(tally, { row: product.row, handle: product.handle, message });
      }
      const kept = created.filter((handle) => !refused.has(handle));
      tally.created += kept.length;
      tally.updated += updated.length;
      return { writes: writes.filter((values) => !refused.has(values.handle)), kept };
    };
    if (mode === "compare") {
      room -= withinLimit(room).kept.length;
      return;
    }
    if (writes.length === 0) return;
    const result = await products.creating(store.id, async ({ productCount }, tx) => {
      const batch = withinLimit(productLimit - productCount);
      await products.upsertByHandle(store.id, batch.writes, tx);
      return batch;
    });
    // The store was deleted during the import: what is left of it is not found.
    if (!result) throw storeNotFound();
    written.rows += result.writes.length;
    if (moves.length > 0) await deps.moved?.(moves);
    if (result.writes.length > 0) await deps.written?.(result.kept, updated);
  }

  async function take(tally: Tally, items: CsvItem[]) {
    for (const item of items) {
      if ("error" in item) {
        report(tally, item.error);
        continue;
      }
      batch.push(item.product);
      if (batch.length >= IMPORT_BATCH) await flush(tally);
    }
  }

  try {
    let open: { reader: CsvReader; tally: Tally } | null = null;
    let row = 0;
    for await (const values of parser as AsyncIterable<string[]>) {
      row += 1;
      // PostgreSQL text cannot hold NUL: left to the database, the import failed with a 500.
      if (values.some((value) => value.includes("\u0000")))
        throw badRequest(`Row ${row}: text may not contain a NUL character`);
      if (!open) {
        // The first record is the header: it says the format and where each column is.
        const reader = readerFor(values, format, store.currency);
        open = { reader, tally: { ...emptyTally, format: reader.format, errors: [] } };
        continue;
      }
      open.tally.rows += 1;
      await take(open.tally, open.reader.push(row, values));
    }
    if (!open) throw badRequest(CSV_MESSAGES.empty);
    await take(open.tally, open.reader.end());
    await flush(open.tally);
    // A product's own errors are found with its batch, after rows read later in it.
    open.tally.errors.sort((a, b) => a.row - b.row);
    return open.tally;
  } catch (error) {
    if (error instanceof CsvError) {
      throw badRequest(`The file is not valid CSV: ${error.message}`);
    }
    throw error;
  } finally {
    parser.destroy();
  }
}

/**
 * A CSV import into one store the caller reaches (checked before). A dry run compares and
 * changes nothing. A commit first reads the whole file once, so a file that turns out not to
 * be CSV halfway changes nothing either, then compares and writes batch by batch: rows that
 * fail are reported and skipped, the others are written. Answers the same counts both ways.
 */
export async function importProducts(
  deps: {
    products: ProductsRepository;
    /** The products the store may hold (STORE_PRODUCTS_LIMIT). */
    productLimit: number;
    noteWrites: (rows: number) => Promise<void>;
    /** Told the site paths that renamed products left, after their batch is written. */
    moved?: (moves: PathMove[]) => Promise<void>;
    /** Told the handles of the products each batch created and updated, once it is written. */
    written?: (created: string[], updated: string[]) => Promise<void>;
  },
  store: { id: string; currency: string },
  body: Readable,
  options: { format: CsvFormat | "auto"; isDryRun: boolean },
): Promise<ImportProductsResult> {
  const directory = await mkdtemp(join(tmpdir(), "shopwright-import-"));
  const written = { rows: 0 };
  try {
    const path = await spool(body, directory);
    const run = (mode: Mode) => scan(path, options.format, mode, store, deps, written);
    if (!options.isDryRun) await run("check");
    const tally = await run(options.isDryRun ? "compare" : "write");
    return { ...tally, isDryRun: options.isDryRun };
  } finally {
    await rm(directory, { recursive: true, force: true });
    // Once for the whole import (PGlite's ANALYZE), also when it stopped halfway.
    if (written.rows > 0) await deps.noteWrites(written.rows);
  }
}
