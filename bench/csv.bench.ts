/**
 * Importing 50,000 rows of Shopify's product CSV (25,000 products of two rows each)
 * through the real server: time, rows per second and the server process's peak memory (RSS),
 * on PGlite and on PostgreSQL, as ratios against two references measured in the same run in
 * the same server process: csv-parse reading the file alone, and the same products written
 * straight through the products repository in the import's batches.
 *
 *   npx tsx --conditions=@shopwright/source bench/csv.bench.ts
 *
 * Environment: DATABASE_URL as in the other benchmarks (PostgreSQL is skipped when the local
 * default does not answer); BENCH_CSV_PRODUCTS changes the number of products (25000).
 *
 * A benchmark reports numbers; it is not a test and passes or fails nothing.
 */
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { ImportProductsResult } from "@shopwright/sdk";
import { SHOPIFY_HEADER, shopifyLines } from "./csv.data.js";
import type { ServerPayload, Timed } from "./csv.server.js";
import type { ChildServer } from "./lib/child-server.js";
import {
  call,
  createDatabase,
  findPostgres,
  logger,
  register,
  startServer,
  stopServer,
} from "./lib/harness.js";
import { busyNote, markdownTable, ratio, type MachineInfo } from "./lib/result.js";
import { runBench } from "./lib/run-bench.js";

const NAME = "csv";
const PRODUCTS = Number(process.env.BENCH_CSV_PRODUCTS ?? 25_000);
const ROWS = PRODUCTS * 2;
const SERVER_ENTRY = fileURLToPath(new URL("./csv.server.ts", import.meta.url));

const log = logger(NAME);

type TargetId = "pglite" | "postgres";
const LABELS: Record<TargetId, string> = {
  pglite: "app on PGlite (in memory)",
  postgres: "app on PostgreSQL (loopback)",
};

/** One step against the server: its time and the server's resident memory around it. */
interface Step {
  ms: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

interface Measured {
  id: TargetId;
  label: string;
  status: "ok";
  /** csv-parse alone over the file, in the server process. */
  parse: Timed;
  /** A file of half as many rows, imported into a store of its own before the others. */
  half: Step;
  dryRun: Step;
  commit: Step;
  /** The same file again: every product unchanged, nothing written. */
  again: Step;
  exportShopify: Step & { bytes: number };
  /** The same products through the repository, no HTTP and no CSV, into an empty store. */
  insert: Timed;
}
interface Skipped {
  id: TargetId;
  label: string;
  status: "skipped";
  reason: string;
}
type Target = Measured | Skipped;

const MiB = 1024 * 1024;

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kib ? (Number(kib) * 1024) / MiB : 0;
}

/** Runs `work`, sampling the server's RSS every 20 ms (Linux /proc; 0 elsewhere). */
async function step<T>(pid: number, work: () => Promise<T>): Promise<{ step: Step; value: T }> {
  const before = await rssOf(pid);
  let peak = before;
  let isSampling = true;
  const sampling = (async () => {
    while (isSampling) {
      peak = Math.max(peak, await rssOf(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const began = performance.now();
  try {
    const value = await work();
    return {
      value,
      step: { ms: performance.now() - began, rssBeforeMiB: before, rssPeakMiB: peak },
    };
  } finally {
    isSampling = false;
    await sampling;
  }
}

/** Streams the file as the request body, as a client with a large file would. */
async function postFile(base: string, token: string, storeId: string, path: string, query: string) {
  const response = await fetch(`${base}/api/store/${storeId}/products/import${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
    body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  const text = await response.text();
  if (!response.ok) throw new Error(`import answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: ImportProductsResult }).data;
}

function expectCounts(result: ImportProductsResult, expected: Partial<ImportProductsResult>) {
  for (const [key, value] of Object.entries(expected)) {
    const actual = result[key as keyof ImportProductsResult];
    if (actual !== value)
      throw new Error(`expected ${key} ${String(value)}, got ${String(actual)}`);
  }
}

async function writeFile(path: string, products: number): Promise<number> {
  const out = createWriteStream(path);
  out.write(`\uFEFF${SHOPIFY_HEADER}\n`);
  for (let i = 0; i < products; i += 1) {
    if (!out.write(shopifyLines(i))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return (await stat(path)).size;
}

async function measure(
  id: TargetId,
  server: ChildServer,
  path: string,
  halfPath: string,
): Promise<Measured> {
  const token = await register(server.url);
  const newStore = async (label: string) =>
    (
      await call<{ store: { id: string } }>(server.url, "POST", "/api/store", token, {
        storeName: `CSV Bench ${label}`,
        domain: `csv-bench-${label}-${Date.now()}.example.com`,
      })
    ).data.store.id;
  const storeId = await newStore("import");
  const referenceStore = await newStore("insert");
  const halfStore = await newStore("half");

  // First, so that the full file's import starts from a process that has imported before.
  log(`${id}: import of half the file, to compare peak memory`);
  const half = await step(server.pid, () => postFile(server.url, token, halfStore, halfPath, ""));
  expectCounts(half.value, { rows: ROWS / 2, created: PRODUCTS / 2, failed: 0 });

  log(`${id}: reference, csv-parse alone`);
  const parse = await server.command<Timed>("parse", path);
  if (parse.count !== ROWS + 1) throw new Error(`csv-parse read ${parse.count} records`);

  log(`${id}: dry run`);
  const dryRun = await step(server.pid, () =>
    postFile(server.url, token, storeId, path, "?dryRun=true"),
  );
  expectCounts(dryRun.value, { rows: ROWS, created: PRODUCTS, failed: 0 });
  log(`${id}: import`);
  const commit = await step(server.pid, () => postFile(server.url, token, storeId, path, ""));
  expectCounts(commit.value, { rows: ROWS, created: PRODUCTS, failed: 0 });
  log(`${id}: the same file again`);
  const again = await step(server.pid, () => postFile(server.url, token, storeId, path, ""));
  expectCounts(again.value, { unchanged: PRODUCTS, created: 0, updated: 0 });

  log(`${id}: export (Shopify format)`);
  const exported = await step(server.pid, async () => {
    const response = await fetch(
      `${server.url}/api/store/${storeId}/products/export?format=shopify`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      bytes += chunk.length;
    return bytes;
  });

  log(`${id}: reference, the same products through the repository`);
  const insert = await server.command<Timed>("insert", {
    storeId: referenceStore,
    count: PRODUCTS,
  });

  return {
    id,
    label: LABELS[id],
    status: "ok",
    parse,
    half: half.step,
    dryRun: dryRun.step,
    commit: commit.step,
    again: again.step,
    exportShopify: { ...exported.step, bytes: exported.value },
    insert,
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const mib = (value: number) => value.toFixed(0);

function render(
  targets: Target[],
  machine: MachineInfo,
  meta: { fileBytes: number; postgresVersion: string | null },
) {
  const measured = targets.filter((t): t is Measured => t.status === "ok");
  const timing = measured.map((t) => [
    t.label,
    seconds(t.parse.ms),
    seconds(t.insert.ms),
    seconds(t.dryRun.ms),
    seconds(t.commit.ms),
    Math.round(ROWS / (t.commit.ms / 1000)).toLocaleString("en-US"),
    ratio(t.commit.ms / t.parse.ms),
    ratio(t.commit.ms / t.insert.ms),
    seconds(t.again.ms),
    seconds(t.exportShopify.ms),
  ]);
  const memory = measured.map((t) => [
    t.label,
    mib(t.half.rssBeforeMiB),
    mib(t.half.rssPeakMiB),
    mib(t.half.rssPeakMiB - t.half.rssBeforeMiB),
    mib(t.dryRun.rssBeforeMiB),
    mib(t.dryRun.rssPeakMiB),
    mib(t.commit.rssBeforeMiB),
    mib(t.commit.rssPeakMiB),
    mib(t.commit.rssPeakMiB - t.commit.rssBeforeMiB),
    mib(t.again.rssPeakMiB),
    mib(t.exportShopify.rssPeakMiB),
  ]);
  const skipped = targets.filter((t): t is Skipped => t.status === "skipped");
  return [
    `### POST /api/store/:id/products/import, ${ROWS.toLocaleString("en-US")} Shopify rows (${PRODUCTS.toLocaleString("en-US")} products, ${(meta.fileBytes / MiB).toFixed(1)} MiB)`,
    "",
    `${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}` +
      (meta.postgresVersion ? `, PostgreSQL ${meta.postgresVersion}` : "") +
      ". Seconds per step; rows/s of the import; import ÷ reference (higher is slower).",
    "",
    busyNote(machine),
    markdownTable(
      [
        "target",
        "csv-parse alone s",
        "repository insert s",
        "dry run s",
        "import s",
        "rows/s",
        "import ÷ parse",
        "import ÷ insert",
        "again (unchanged) s",
        "export s",
      ],
      timing,
    ),
    "",
    "Server process RSS in MiB, before each step and its peak during it:",
    "",
    markdownTable(
      [
        "target",
        `${(ROWS / 2).toLocaleString("en-US")} rows: before`,
        "peak",
        "growth",
        "dry run before",
        "dry run peak",
        `${ROWS.toLocaleString("en-US")} rows: before`,
        "peak",
        "growth",
        "again peak",
        "export peak",
      ],
      memory,
    ),
    ...skipped.map((t) => `\nSkipped ${t.id}: ${t.reason}`),
  ].join("\n");
}

runBench(NAME, log, async () => {
  const postgres = await findPostgres();
  const directory = await mkdtemp(join(tmpdir(), "shopwright-csv-bench-"));
  const path = join(directory, "products.csv");
  const fileBytes = await writeFile(path, PRODUCTS);
  log(`wrote ${ROWS} rows (${(fileBytes / MiB).toFixed(1)} MiB) to ${path}`);
  const halfPath = join(directory, "half.csv");
  await writeFile(halfPath, PRODUCTS / 2);

  const targets: Target[] = [];
  try {
    log("pglite: starting the app");
    const pglite = await startServer(SERVER_ENTRY, "pglite", {
      database: { kind: "pglite", dataDir: null },
    } satisfies ServerPayload);
    targets.push(await measure("pglite", pglite, path, halfPath));
    await stopServer(pglite);

    let postgresVersion: string | null = null;
    if ("reason" in postgres) {
      log(`postgres: skipped, ${postgres.reason}`);
      targets.push({
        id: "postgres",
        label: LABELS.postgres,
        status: "skipped",
        reason: postgres.reason,
      });
    } else {
      postgresVersion = postgres.version;
      const url = await createDatabase(postgres.url);
      log("postgres: starting the app");
      const server = await startServer(SERVER_ENTRY, "postgres", {
        database: { kind: "postgres", url },
      } satisfies ServerPayload);
      targets.push(await measure("postgres", server, path, halfPath));
      await stopServer(server);
    }
    return {
      title: `CSV import of ${ROWS} Shopify rows`,
      data: { rows: ROWS, products: PRODUCTS, fileBytes, postgresVersion, targets },
      markdown: (machine: MachineInfo) => render(targets, machine, { fileBytes, postgresVersion }),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
