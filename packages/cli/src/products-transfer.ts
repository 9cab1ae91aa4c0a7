import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { CsvFormat, ImportProductsResult, ShopwrightClient } from "@shopwright/sdk";
import { byteProgress } from "./byte-progress.js";
import { CliError } from "./cli-error.js";
import { createCsvRecordCounter } from "./csv-record-counter.js";
import type { Output } from "./output.js";

export type ImportFormat = CsvFormat | "auto";

/**
 * Streams a CSV file to the store's import route, drawing a bar of the bytes sent, and
 * answers the server's counts (the same for a dry run). The file is never read whole.
 */
export async function importCsvFile(
  client: ShopwrightClient,
  output: Output,
  storeId: string,
  file: string,
  options: { format: ImportFormat; dryRun: boolean },
): Promise<ImportProductsResult> {
  const size = await stat(file).then(
    (info) => info.size,
    () => {
      throw new CliError(`File not found: ${file}`);
    },
  );
  const progress = byteProgress(output, `Uploading ${basename(file)}`, size);
  async function* metered() {
    for await (const chunk of createReadStream(file)) {
      progress.add((chunk as Buffer).length);
      yield chunk as Buffer;
    }
    // The last rows are still being checked and written: say so rather than sit at 100 %.
    progress.add(
      0,
      options.dryRun ? " | the server is checking the rows…" : " | the server is saving the rows…",
    );
  }
  try {
    const body = Readable.toWeb(Readable.from(metered())) as ReadableStream<Uint8Array>;
    return await client.products.importCsv(storeId, body, options);
  } finally {
    progress.stop();
  }
}

/** What an export wrote. */
export interface ExportSummary {
  file: string | null;
  filename: string;
  bytes: number;
  /** Data rows of the file (the header not counted). */
  rows: number;
}

/**
 * Downloads the store's products as CSV, drawing the bytes and rows received, and writes it
 * to `target` (a path, or "-" for stdout; default: the file name the server suggests).
 */
export async function exportCsvFile(
  clientWith: (fetch: typeof globalThis.fetch) => ShopwrightClient,
  output: Output,
  storeId: string,
  options: { format: CsvFormat; target?: string },
): Promise<ExportSummary> {
  const counter = createCsvRecordCounter();
  let bytes = 0;
  let progress: ReturnType<typeof byteProgress> | undefined;
  // The SDK reads the body; a fetch that meters it on the way shows the download as it runs.
  const meteredFetch: typeof globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.ok || !response.body) return response;
    const total = Number(response.headers.get("content-length")) || undefined;
    progress = byteProgress(output, "Downloading", total);
    const meter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        counter.push(chunk);
        progress?.add(chunk.byteLength, ` | ${Math.max(counter.records - 1, 0)} rows`);
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(meter), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  let result: { filename: string; csv: Blob };
  try {
    result = await clientWith(meteredFetch).products.exportCsv(storeId, { format: options.format });
  } finally {
    progress?.stop();
  }
  const rows = Math.max(counter.records - 1, 0);
  const content = Readable.fromWeb(result.csv.stream() as import("node:stream/web").ReadableStream);
  if (options.target === "-") {
    await pipeline(content, output.streams.stdout, { end: false });
    return { file: null, filename: result.filename, bytes, rows };
  }
  const file = options.target ?? result.filename;
  await pipeline(content, createWriteStream(file));
  return { file, filename: result.filename, bytes, rows };
}
