import { Readable } from "node:stream";
import type { CsvFormat } from "@shopwright/sdk";
import { stringify } from "csv-stringify";
import { headerOf, rowsOf } from "./products.csv.js";
import { toHandle } from "./products.handles.js";
import type { ProductsRepository } from "./products.repository.js";

/** Products read per statement while exporting. */
const EXPORT_PAGE = 1000;

/**
 * A store's products as CSV, in handle order, read a page at a time as the client takes the
 * file: memory stays flat whatever the catalogue's size. UTF-8 with a BOM, so spreadsheets
 * read accents right; the importer accepts it.
 */
export function exportProducts(
  products: ProductsRepository,
  store: { id: string; storeName: string; currency: string },
  format: CsvFormat,
): { filename: string; stream: Readable } {
  async function* records() {
    yield [...headerOf(format)];
    let after = "";
    for (;;) {
      const page = await products.pageByHandle(store.id, after, EXPORT_PAGE);
      for (const product of page) yield* rowsOf(format, product, store.storeName, store.currency);
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE) return;
      after = last.handle;
    }
  }
  const source = Readable.from(records());
  const stream = source.pipe(stringify({ bom: true }));
  // A failed read ends the response early (the client sees a cut download), never a hang.
  source.once("error", (error) => stream.destroy(error));
  const filename = `${toHandle(store.storeName) || "store"}-products-${format}.csv`;
  return { filename, stream };
}
