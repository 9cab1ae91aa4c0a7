/**
 * The servers that products-list.bench.ts measures, each started in a process of its own:
 * `app` is the real server (buildApp) on the database it is given, with commands that seed
 * products straight into that database; `reference` is a bare Fastify (no plugins, no hooks)
 * with one route per answer it is given, each answering that JSON from memory.
 */
import type { AddressInfo } from "node:net";
import { ListProductsQuery } from "@shopwright/sdk";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.js";
import { openDatabase, type Db, type DatabaseTarget } from "../apps/server/src/db/client.js";
import { products } from "../apps/server/src/db/schema.js";
import { createProductsRepository } from "../apps/server/src/modules/products/products.repository.js";
import { testConfig } from "../apps/server/src/test/test-app.js";
import { runAsChildServer, type Served } from "./lib/child-server.js";
import { percentile } from "./lib/load.js";

export type ServerPayload =
  | { kind: "app"; database: DatabaseTarget }
  /** Route → the JSON it answers. */
  | { kind: "reference"; bodies: Record<string, string> };

/** Argument of the app's `timeStatement` command. */
export interface StatementRequest {
  storeId: string;
  /** The list route's query string, with its leading "?". */
  query: string;
  seconds: number;
}

/** Answer of the app's `timeStatement` command: milliseconds per run of the list statement. */
export interface StatementTimes {
  runs: number;
  p50: number;
  p99: number;
}

/** Argument of the app's `seed` command. */
export interface SeedRequest {
  storeId: string;
  count: number;
  /** Varies the generated products between stores; the same salt gives the same products. */
  salt: number;
}

// A small catalogue vocabulary: names are "<adjective> <material> <noun>" (20 × 40 × 30), so
// each material, the searched "Walnut" among them, is in 1 in 40 names. Descriptions are built
// from the other lists and never name a material.
// prettier-ignore
const ADJECTIVES = [
  "Classic", "Rustic", "Modern", "Vintage", "Handmade", "Organic", "Compact", "Deluxe",
  "Everyday", "Premium", "Minimal", "Sturdy", "Soft", "Bright", "Cozy", "Elegant", "Portable",
  "Nordic", "Coastal", "Urban",
];
// prettier-ignore
const MATERIALS = [
  "Oak", "Walnut", "Linen", "Cotton", "Wool", "Leather", "Ceramic", "Glass", "Copper", "Brass",
  "Steel", "Bamboo", "Marble", "Stone", "Cork", "Silk", "Velvet", "Canvas", "Porcelain", "Pine",
  "Maple", "Rattan", "Jute", "Felt", "Clay", "Cedar", "Ash", "Birch", "Terracotta", "Enamel",
  "Tin", "Pewter", "Hemp", "Suede", "Denim", "Acacia", "Teak", "Slate", "Resin", "Wicker",
];
// prettier-ignore
const NOUNS = [
  "Mug", "Bowl", "Lamp", "Chair", "Table", "Shelf", "Vase", "Blanket", "Pillow", "Basket",
  "Tray", "Clock", "Mirror", "Candle", "Rug", "Stool", "Desk", "Bench", "Cup", "Plate", "Jar",
  "Kettle", "Teapot", "Planter", "Frame", "Hook", "Towel", "Apron", "Bag", "Notebook",
];
// prettier-ignore
const PHRASES = [
  "made to last", "easy to clean", "a favourite gift", "for everyday use",
  "designed in small batches", "finished by hand", "ready to ship in two days",
  "sized for small spaces", "with a lifetime guarantee", "sourced responsibly",
  "dishwasher safe", "in three colours", "packed without plastic", "from a family workshop",
];
// prettier-ignore
const SENTENCES = [
  " Each piece is slightly different.", " Care instructions are on the label.",
  " Pairs well with the rest of the collection.", " Returns are free within thirty days.",
  " Restocked every month.", " Limited run, while stocks last.",
  " Loved by our regular customers.", "",
];

const textArray = (words: string[]) =>
  sql.raw(`array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(", ")}]::text[]`);

/**
 * One INSERT … SELECT over generate_series: `count` products in one store, every choice taken
 * from a hash of the row number and the salt, so PGlite and PostgreSQL get the same products.
 * Prices 1.00–499.99, stock 0–249, about half published, four in five with one image, created
 * over the past year.
 */
function seedStatement({ storeId, count, salt }: SeedRequest) {
  // h(k): the k-th pseudo-random non-negative number of row i.
  const h = (k: number) => sql.raw(`abs(hashint8(i * 16 + ${k} + ${Math.trunc(salt)})::bigint)`);
  const pick = (list: string, k: number, length: number) =>
    sql`${sql.raw(list)}[1 + ${h(k)} % ${sql.raw(String(length))}]`;
  const created = sql`now() - (${h(12)} % 31536000) * interval '1 second'`;
  return sql`
    insert into products
      (store_id, name, description, price_minor, stock, images, status, created_at, updated_at)
    select
      ${storeId}::uuid,
      ${pick("a", 1, ADJECTIVES.length)} || ' ' || ${pick("m", 2, MATERIALS.length)} || ' '
        || ${pick("n", 3, NOUNS.length)},
      'Our ' || lower(${pick("a", 4, ADJECTIVES.length)}) || ' ' || lower(${pick("n", 3, NOUNS.length)})
        || ', ' || ${pick("p", 5, PHRASES.length)} || ' and ' || ${pick("p", 6, PHRASES.length)}
        || '.' || ${pick("s", 7, SENTENCES.length)},
      100 + ${h(8)} % 49900,
      ${h(9)} % 250,
      case when ${h(10)} % 5 = 0 then '[]'::jsonb
        else jsonb_build_array(jsonb_build_object('url', '/uploads/bench/' || i || '.webp')) end,
      case when ${h(11)} % 2 = 0 then 'published' else 'draft' end,
      ${created},
      ${created}
    from
      (select ${textArray(ADJECTIVES)} as a, ${textArray(MATERIALS)} as m,
              ${textArray(NOUNS)} as n, ${textArray(PHRASES)} as p,
              ${textArray(SENTENCES)} as s) as words,
      generate_series(1, ${count}::int) as i`;
}

/**
 * Runs the statement a cache miss of the list route runs (the repository's list, with the
 * filter the route makes of `query`), one run at a time for `seconds`, and times each run.
 */
async function timeStatement(db: Db, { storeId, query, seconds }: StatementRequest) {
  const repository = createProductsRepository(db);
  const parsed = ListProductsQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const filter = {
    search: parsed.search || undefined,
    status: parsed.status,
    sortBy: parsed.sortBy,
    sortDir: parsed.sortDir,
    limit: parsed.limit,
    offset: (parsed.page - 1) * parsed.limit,
  };
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const began = performance.now();
    await repository.list(storeId, filter);
    times.push(performance.now() - began);
  }
  const sorted = Float64Array.from(times).sort();
  return { runs: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as AddressInfo).port;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await work();
  return performance.now() - began;
}

async function serveApp(database: DatabaseTarget): Promise<Served> {
  const opened = await openDatabase(database);
  const db: Db = opened.db;
  const app = await buildApp({ config: testConfig({ logLevel: "silent" }), database: opened });
  return {
    port: await listen(app),
    async close() {
      await app.close();
      await opened.close();
    },
    commands: {
      /**
       * Inserts the products and tells the database so, as every write of the app does (on
       * PGlite, that runs ANALYZE once enough rows changed); answers the milliseconds it took.
       */
      seed: (arg) =>
        timed(async () => {
          const request = arg as SeedRequest;
          await db.execute(seedStatement(request));
          await opened.noteWrites(products, request.count);
        }),
      /** Times the list statement alone; answers StatementTimes. */
      timeStatement: (arg) => timeStatement(db, arg as StatementRequest),
      /** What autovacuum does on PostgreSQL after a bulk load: statistics and visibility map. */
      vacuumAnalyze: () => timed(() => db.execute(sql`vacuum analyze products`)),
    },
  };
}

async function serveReference(bodies: Record<string, string>): Promise<Served> {
  const app = Fastify({ logger: false });
  for (const [route, body] of Object.entries(bodies)) {
    // Parsed once, serialised per request: the same JSON.stringify work the real route does.
    const data: unknown = JSON.parse(body);
    app.get(route, async () => data);
  }
  return { port: await listen(app), close: () => app.close() };
}

runAsChildServer(async (payload) => {
  const p = payload as ServerPayload;
  return p.kind === "app" ? serveApp(p.database) : serveReference(p.bodies);
});
