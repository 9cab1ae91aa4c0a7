/**
 * The server that csv.bench.ts measures, in a process of its own: the real app (buildApp) on
 * the database it is given, with the two references as commands run inside the same process,
 * so they pay for the same Node and the same database: `parse` reads the file with csv-parse
 * and nothing else; `insert` writes the file's products straight through the products
 * repository (the import's own batches of 500, no HTTP, no CSV).
 */
import { createReadStream } from "node:fs";
import type { AddressInfo } from "node:net";
import { parse } from "csv-parse";
import { buildApp } from "../apps/server/src/app.js";
import { openDatabase, type DatabaseTarget } from "../apps/server/src/db/client.js";
import { createProductsRepository } from "../apps/server/src/modules/products/products.repository.js";
import { IMPORT_BATCH } from "../apps/server/src/modules/products/products.import.js";
import { testConfig } from "../apps/server/src/test/test-app.js";
import { benchProduct } from "./csv.data.js";
import { runAsChildServer } from "./lib/child-server.js";

export interface ServerPayload {
  database: DatabaseTarget;
}

/** Answer of the `parse` and `insert` commands. */
export interface Timed {
  ms: number;
  count: number;
}

runAsChildServer(async (payload) => {
  const { database } = payload as ServerPayload;
  const db = await openDatabase(database);
  const app = await buildApp({ config: testConfig({ logLevel: "silent" }), database: db });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const repository = createProductsRepository(db.db);
  return {
    port: (app.server.address() as AddressInfo).port,
    async close() {
      await app.close();
      await db.close();
    },
    commands: {
      /** Reads the file at `arg` with csv-parse (the import's options); answers rows and time. */
      async parse(arg): Promise<Timed> {
        const began = performance.now();
        let count = 0;
        const parser = createReadStream(arg as string).pipe(
          parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
        );
        for await (const _ of parser) count += 1;
        return { ms: performance.now() - began, count };
      },
      /** Writes `count` bench products into store `storeId` in the import's batches. */
      async insert(arg): Promise<Timed> {
        const { storeId, count } = arg as { storeId: string; count: number };
        const began = performance.now();
        for (let start = 0; start < count; start += IMPORT_BATCH) {
          const rows = [];
          for (let i = start; i < Math.min(count, start + IMPORT_BATCH); i += 1) {
            const p = benchProduct(i);
            rows.push({
              handle: p.handle,
              name: p.name,
              description: p.description,
              priceMinor: p.priceMinor,
              stock: p.stock,
              status: p.status,
              images: p.images.map((url) => ({ url })),
              seoTitle: "",
              seoDescription: "",
            });
          }
          await repository.upsertByHandle(storeId, rows);
        }
        return { ms: performance.now() - began, count };
      },
    },
  };
});
