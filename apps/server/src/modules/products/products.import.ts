import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import {
  CSV_IMPORT_LIMITS,
  CSV_MESSAGES,
  type CsvFormat,
  type ImportProductsResult,
  type ProductImageDto,
} from "@shopwright/sdk";
import type { PathMove } from "@shopwright/site";
import { productPath } from "@shopwright/site/server";
import { CsvError, parse } from "csv-parse";
import { AppError, badRequest } from "../../http/app-error.js";
import type { ProductRow } from "../../db/schema.js";
import { readerFor, type CsvItem, type CsvProduct, type CsvReader } from "./products.csv.js";
import type { ProductValues, ProductsRepository } from "./products.repository.js";

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

const sameImages = (images: ProductImageDto[], urls: string[]) =>
  images.length === urls.length && images.every((image, index) => image.url === urls[index]);

function isUnchanged(row: ProductRow, product: CsvProduct): boolean {
  return (
    row.name === product.name &&
    row.description === product.description &&
    row.priceMinor === product.priceMinor &&
    row.stock === product.stock &&
    row.status === product.status &&
    (product.seoTitle === undefined || row.seoTitle === product.seoTitle) &&
    (product.seoDescription === undefined || row.seoDescription === product.seoDescription) &&
    sameImages(row.images, product.images)
  );
}

/** The values an import writes; an image already on the product keeps its upload details. */
function valuesOf(product: CsvProduct, existing: ProductRow | undefined) {
  const known = new Map(existing?.images.map((image) => [image.url, image]));
  const values: ProductValues & { handle: string } = {
    handle: product.handle,
    name: product.name,
    description: product.description,
    priceMinor: product.priceMinor,
    stock: product.stock,
    status: product.status,
    images: product.images.map((url) => known.get(url) ?? { url }),
    // A file without the SEO columns leaves the product's own as they are.
    seoTitle: product.seoTitle ?? existing?.seoTitle ?? "",
    seoDescription: product.seoDescription ?? existing?.seoDescription ?? "",
  };
  return values;
}

type Mode = "check" | "compare" | "write";

const emptyTally = { rows: 0, created: 0, updated: 0, unchanged: 0, failed: 0 };

/**
 * One pass over the file: every row read, mapped and checked; with `compare` each batch of
 * products is compared with the store's, with `write` also written. A file that is not CSV
 * answers 400 from wherever the parser finds out.
 */
async function scan(
  path: string,
  format: CsvFormat | "auto",
  mode: Mode,
  store: { id: string; currency: string },
  products: ProductsRepository,
  written: { rows: number },
  moved: ((moves: PathMove[]) => Promise<void>) | undefined,
): Promise<Tally> {
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
    const writes: Array<ProductValues & { handle: string }> = [];
    const moves: PathMove[] = [];
    for (const product of pending) {
      const row = existing.get(product.handle);
      if (row && isUnchanged(row, product)) {
        tally.unchanged += 1;
        continue;
      }
      if (row) tally.updated += 1;
      else tally.created += 1;
      writes.push(valuesOf(product, row));
      // A renamed product's site path moves with its name (productPath).
      if (row && row.name !== product.name) {
        moves.push({ from: productPath(row), to: productPath({ id: row.id, name: product.name }) });
      }
    }
    if (mode === "write" && writes.length > 0) {
      await products.upsertByHandle(store.id, writes);
      written.rows += writes.length;
      if (moves.length > 0) await moved?.(moves);
    }
  }

  async function take(tally: Tally, items: CsvItem[]) {
    for (const item of items) {
      if ("error" in item) {
        tally.failed += 1;
        if (tally.errors.length < CSV_IMPORT_LIMITS.maxReportedErrors) {
          tally.errors.push(item.error);
        }
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
    noteWrites: (rows: number) => Promise<void>;
    /** Told the site paths that renamed products left, after their batch is written. */
    moved?: (moves: PathMove[]) => Promise<void>;
  },
  store: { id: string; currency: string },
  body: Readable,
  options: { format: CsvFormat | "auto"; isDryRun: boolean },
): Promise<ImportProductsResult> {
  const directory = await mkdtemp(join(tmpdir(), "shopwright-import-"));
  const written = { rows: 0 };
  try {
    const path = await spool(body, directory);
    const run = (mode: Mode) =>
      scan(path, options.format, mode, store, deps.products, written, deps.moved);
    if (!options.isDryRun) await run("check");
    const tally = await run(options.isDryRun ? "compare" : "write");
    return { ...tally, isDryRun: options.isDryRun };
  } finally {
    await rm(directory, { recursive: true, force: true });
    // Once for the whole import (PGlite's ANALYZE), also when it stopped halfway.
    if (written.rows > 0) await deps.noteWrites(written.rows);
  }
}
