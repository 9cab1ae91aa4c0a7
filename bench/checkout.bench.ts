/**
 * Selling on a published store (PRODUCT.md §10): checkout of one hot product, add to cart →
 * cart page on the site's own host, and the oversell check, on PGlite and on PostgreSQL.
 *
 * - Checkout: `POST /api/sites/{slug}/carts/{cartId}/checkout` (the headless JSON route, the
 *   manual payment method), each request a cart of its own holding one unit of the same
 *   product. Reference: a bare Fastify route in the same server process that writes one order
 *   row with a single INSERT through the same database client, at the same concurrency.
 * - Add to cart → cart page: `POST /cart/items` (form body, `Host` and `Origin` of the site,
 *   the cookie of an existing empty cart) answered 303, then `GET /cart` with the same cookie;
 *   each request timed on its own and the pair as one iteration. Reference: a static published
 *   page of the same site (the product's page), on the same server, loaded the same way.
 * - Oversell: 50 concurrent checkouts for the last 10 units, in rounds; exactly 10 orders and
 *   0 units oversold, or the benchmark fails.
 *
 *   npx tsx --conditions=@shopwright/source bench/checkout.bench.ts
 *
 * Environment: DATABASE_URL as in stores-list (a scratch database is made and dropped);
 * BENCH_SECONDS (5) and BENCH_WARMUP_SECONDS (2) per run; BENCH_OVERSELL_ROUNDS (3).
 * A benchmark reports numbers; it is not a test (the oversell check is the one exception: a
 * wrong count is a failure, not a number).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Client, Request } from "autocannon";
import type { DatabaseTarget } from "../apps/server/src/db/client.js";
import {
  call,
  createDatabase,
  findPostgres,
  logger,
  register,
  startServer,
  stopServer,
} from "./lib/harness.js";
import { percentile, runLoad, type LoadResult } from "./lib/load.js";
import { busyNote, markdownTable, ms, ratio, type MachineInfo } from "./lib/result.js";
import { runBench } from "./lib/run-bench.js";
import type {
  CheckoutServerPayload,
  ReferenceRequest,
  SeedCartsRequest,
  Sold,
} from "./checkout.server.js";

const NAME = "checkout";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const OVERSELL_ROUNDS = Number(process.env.BENCH_OVERSELL_ROUNDS ?? 3);
const LATENCY_CONNECTIONS = 1;
const THROUGHPUT_CONNECTIONS = 10;
const OVERSELL = { checkouts: 50, units: 10 } as const;
/** Carts made for a run: this many times what the warm-up's rate would use, and then some. */
const CART_MARGIN = 2.5;
const SERVER_ENTRY = fileURLToPath(new URL("./checkout.server.ts", import.meta.url));

const CUSTOMER = JSON.stringify({
  email: "ada@example.com",
  name: "Ada Lovelace",
  line1: "12 Analytical Row",
  city: "London",
  postalCode: "N1 7AA",
  country: "gb",
  paymentMethod: "manual",
});

const log = logger(NAME);

type DatabaseId = "pglite" | "postgres";
const DATABASE_LABELS: Record<DatabaseId, string> = {
  pglite: "PGlite (in memory)",
  postgres: "PostgreSQL (loopback)",
};

interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

/** One kind of answer in a load run: its latencies and how many came per second. */
interface Part {
  latency: Latency;
  perSecond: number;
}

interface CartRun {
  /** POST /cart/items, answered 303. */
  add: Part;
  /** GET /cart, answered 200. */
  page: Part;
  /** Both, one after the other on one connection. */
  iteration: Part;
}

interface DatabaseResult {
  id: DatabaseId;
  label: string;
  checkout: { reference: [LoadResult, LoadResult]; app: [LoadResult, LoadResult] };
  cart: { reference: [LoadResult, LoadResult]; app: [CartRun, CartRun] };
  oversell: {
    rounds: number;
    checkouts: number;
    placed: number;
    refused: number;
    unitsSold: number;
    oversold: number;
  };
  /** Bytes of one cart page and of the reference page, headers included. */
  pageBytes: { cart: number; reference: number };
}

function latencyOf(samples: number[]): Latency {
  const sorted = Float64Array.from(samples).sort();
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Tokens of carts made beforehand, handed out one per request. */
class CartSupply {
  private at = 0;
  exhausted = false;
  constructor(private readonly tokens: string[]) {}
  next(): string {
    if (this.at < this.tokens.length) return this.tokens[this.at++]!;
    // Used again, the last cart answers 4xx, which fails the run; the error says why.
    this.exhausted = true;
    return this.tokens[this.tokens.length - 1]!;
  }
}

/** One request to the site's own host; Node cannot resolve *.localhost, so it asks 127.0.0.1. */
function siteRequest(
  port: string,
  host: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { host, ...headers }, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            bytes: response.socket.bytesRead,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

interface Store {
  storeId: string;
  token: string;
  slug: string;
  /** The site's host on this server's port, as a browser sends it. */
  host: string;
  port: string;
  hotId: string;
  productPath: string;
}

/** A selling store as an owner makes it: one hot product with deep stock, published. */
async function sellingStore(base: string): Promise<Store> {
  const token = await register(base);
  const { data: created } = await call<{ store: { id: string } }>(
    base,
    "POST",
    "/api/store",
    token,
    {
      storeName: "Hot Drop Roasters",
      domain: "hot-drop-roasters.example.com",
    },
  );
  const storeId = created.store.id;
  const { data: product } = await call<{ product: { _id: string; name: string } }>(
    base,
    "POST",
    "/api/products",
    token,
    {
      storeId,
      name: "Hot Drop Espresso",
      description: "The one everybody wants: roasted on Monday, gone by Tuesday.",
      price: 25,
      stock: 1_000_000,
      status: "published",
    },
  );
  const { data: published } = await call<{ url: string }>(
    base,
    "POST",
    `/api/store/${storeId}/publish`,
    token,
    { jsonLayout: { sections: [{ type: "navbar" }, { type: "collection" }, { type: "footer" }] } },
  );
  const port = new URL(base).port;
  const slug = new URL(published.url).hostname.split(".")[0]!;
  const host = `${new URL(published.url).hostname}:${port}`;
  const { productHandle } = await import("@shopwright/site/server");
  const productPath = `/products/${productHandle({ id: product.product._id, name: product.product.name })}`;
  return { storeId, token, slug, host, port, hotId: product.product._id, productPath };
}

/** Warm-up, then concurrency 1 (latency) and 10 (throughput), as in stores-list. */
async function measureLoad(
  what: string,
  run: (connections: number, seconds: number) => Promise<LoadResult>,
): Promise<[LoadResult, LoadResult]> {
  log(`${what}: warm-up ${WARMUP_SECONDS} s`);
  await run(THROUGHPUT_CONNECTIONS, WARMUP_SECONDS);
  log(`${what}: ${SECONDS} s at concurrency ${LATENCY_CONNECTIONS}`);
  const latency = await run(LATENCY_CONNECTIONS, SECONDS);
  log(`${what}: ${SECONDS} s at concurrency ${THROUGHPUT_CONNECTIONS}`);
  const throughput = await run(THROUGHPUT_CONNECTIONS, SECONDS);
  return [latency, throughput];
}

async function measureDatabase(
  id: DatabaseId,
  database: DatabaseTarget,
  work: string,
): Promise<DatabaseResult> {
  const server = await startServer(SERVER_ENTRY, id, {
    database,
    dataDir: join(work, id),
  } satisfies CheckoutServerPayload);
  const store = await sellingStore(server.url);
  log(`${id}: selling at http://${store.host}${store.productPath}`);
  const seed = async (count: number, productId: string | null) =>
    new CartSupply(
      await server.command<string[]>("seedCarts", {
        storeId: store.storeId,
        count: Math.ceil(count),
        productId,
      } satisfies SeedCartsRequest),
    );
  /** Carts for a run of `seconds` at the rate seen so far. */
  let rate = 1_000;
  const cartsFor = (seconds: number) => rate * seconds * CART_MARGIN + 200;
  const noteRate = (perSecond: number) => (rate = Math.max(rate, perSecond));

  // Checkout against one INSERT of an order row.
  const referencePort = await server.command<number>("startReference", {
    storeId: store.storeId,
  } satisfies ReferenceRequest);
  const referenceCheckout = await measureLoad(`${id} reference insert`, (connections, seconds) =>
    runLoad({
      url: `http://127.0.0.1:${referencePort}/orders`,
      connections,
      durationSeconds: seconds,
      requests: [{ method: "POST", path: "/orders" }],
      isOk: (status) => status === 201,
    }),
  );
  const checkoutPath = (cart: string) => `/api/sites/${store.slug}/carts/${cart}/checkout`;
  const appCheckout = await measureLoad(`${id} checkout`, async (connections, seconds) => {
    const supply = await seed(cartsFor(seconds), store.hotId);
    const request: Request = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: CUSTOMER,
      setupRequest: (req) => ({ ...req, path: checkoutPath(supply.next()) }),
    };
    const result = await runLoad({
      url: `${server.url}/`,
      connections,
      durationSeconds: seconds,
      requests: [request],
      isOk: (status) => status === 201 && !supply.exhausted,
    }).catch((error: unknown) => {
      if (supply.exhausted) throw new Error("checkout ran out of carts: raise CART_MARGIN");
      throw error;
    });
    noteRate(result.requestsPerSecond);
    return result;
  });

  // Add to cart → cart page, against a static page of the same site.
  const siteHeaders = { host: store.host, accept: "text/html" };
  const staticPage = await siteRequest(store.port, store.host, "GET", store.productPath);
  if (staticPage.status !== 200 || !staticPage.body.includes("data-sw-cart")) {
    throw new Error(`${store.productPath} answered ${staticPage.status} without its cart form`);
  }
  const referenceCart = await measureLoad(`${id} static page`, (connections, seconds) =>
    runLoad({
      url: `${server.url}${store.productPath}`,
      connections,
      durationSeconds: seconds,
      headers: siteHeaders,
    }),
  );
  const cartRun = async (connections: number, seconds: number): Promise<CartRun> => {
    const supply = await seed(cartsFor(seconds), null);
    const add: number[] = [];
    const page: number[] = [];
    const iteration: number[] = [];
    const lastAdd = new Map<Client, number>();
    const addRequest: Request = {
      method: "POST",
      path: "/cart/items",
      headers: {
        ...siteHeaders,
        origin: `http://${store.host}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ productId: store.hotId, quantity: "1" }).toString(),
      setupRequest: (req, context) => {
        context.cookie = `sw_cart=${supply.next()}`;
        return { ...req, headers: { ...req.headers, cookie: context.cookie as string } };
      },
    };
    const pageRequest: Request = {
      method: "GET",
      path: "/cart",
      headers: siteHeaders,
      setupRequest: (req, context) => ({
        ...req,
        headers: { ...req.headers, cookie: context.cookie as string },
      }),
    };
    const result = await runLoad({
      url: `${server.url}/`,
      connections,
      durationSeconds: seconds,
      requests: [addRequest, pageRequest],
      isOk: (status) => (status === 303 || status === 200) && !supply.exhausted,
      onResponse: (client, status, took) => {
        if (status === 303) {
          add.push(took);
          lastAdd.set(client, took);
        } else {
          page.push(took);
          const before = lastAdd.get(client);
          if (before !== undefined) iteration.push(before + took);
          lastAdd.delete(client);
        }
      },
    }).catch((error: unknown) => {
      if (supply.exhausted) throw new Error("the cart run ran out of carts: raise CART_MARGIN");
      throw error;
    });
    const part = (samples: number[]): Part => ({
      latency: latencyOf(samples),
      perSecond: samples.length / result.seconds,
    });
    noteRate(add.length / result.seconds);
    return { add: part(add), page: part(page), iteration: part(iteration) };
  };
  log(`${id} add to cart → cart page: warm-up ${WARMUP_SECONDS} s`);
  await cartRun(THROUGHPUT_CONNECTIONS, WARMUP_SECONDS);
  log(`${id} add to cart → cart page: ${SECONDS} s at concurrency ${LATENCY_CONNECTIONS}`);
  const cartLatency = await cartRun(LATENCY_CONNECTIONS, SECONDS);
  log(`${id} add to cart → cart page: ${SECONDS} s at concurrency ${THROUGHPUT_CONNECTIONS}`);
  const cartThroughput = await cartRun(THROUGHPUT_CONNECTIONS, SECONDS);

  // One cart page by hand: it must show the product the post added.
  const probe = (await seed(1, store.hotId)).next();
  const cartPage = await siteRequest(store.port, store.host, "GET", "/cart", {
    accept: "text/html",
    cookie: `sw_cart=${probe}`,
  });
  if (cartPage.status !== 200 || !cartPage.body.includes("Hot Drop Espresso")) {
    throw new Error(`GET /cart answered ${cartPage.status} without the product in it`);
  }

  const oversell = await oversellRounds(id, server.url, store, seed, (productId) =>
    server.command<Sold>("sold", { productId }),
  );
  await stopServer(server);
  return {
    id,
    label: DATABASE_LABELS[id],
    checkout: { reference: referenceCheckout, app: appCheckout },
    cart: { reference: referenceCart, app: [cartLatency, cartThroughput] },
    oversell,
    pageBytes: { cart: cartPage.bytes, reference: staticPage.bytes },
  };
}

/**
 * 50 carts of one unit each of a product with 10 left, checked out all at once: exactly 10
 * orders, the other 40 refused as sold out, stock 0 and no unit sold twice, in every round.
 */
async function oversellRounds(
  id: DatabaseId,
  base: string,
  store: Store,
  seed: (count: number, productId: string | null) => Promise<CartSupply>,
  soldOf: (productId: string) => Promise<Sold>,
): Promise<DatabaseResult["oversell"]> {
  let placed = 0;
  let refused = 0;
  let unitsSold = 0;
  let oversold = 0;
  for (let round = 1; round <= OVERSELL_ROUNDS; round++) {
    const { data } = await call<{ product: { _id: string } }>(
      base,
      "POST",
      "/api/products",
      store.token,
      {
        storeId: store.storeId,
        name: `Last Ten, round ${round}`,
        price: 40,
        stock: OVERSELL.units,
        status: "published",
      },
    );
    const productId = data.product._id;
    const supply = await seed(OVERSELL.checkouts, productId);
    const carts = Array.from({ length: OVERSELL.checkouts }, () => supply.next());
    const answers = await Promise.all(
      carts.map((cart) =>
        fetch(`${base}/api/sites/${store.slug}/carts/${cart}/checkout`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: CUSTOMER,
        }).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    const ok = answers.filter((a) => a.status === 201).length;
    const soldOut = answers.filter((a) => a.status === 409).length;
    const other = answers.filter((a) => a.status !== 201 && a.status !== 409);
    const sold = await soldOf(productId);
    const over = Math.max(0, sold.units - OVERSELL.units);
    log(
      `${id} oversell round ${round}: ${ok} orders, ${soldOut} sold out, ${other.length} other, ` +
        `${sold.units} units sold, stock ${sold.stock}, oversold ${over}`,
    );
    if (
      over !== 0 ||
      ok !== OVERSELL.units ||
      sold.orders !== OVERSELL.units ||
      sold.stock !== 0 ||
      other.length > 0
    ) {
      throw new Error(
        `OVERSOLD on ${id}, round ${round}: ${OVERSELL.checkouts} concurrent checkouts for the ` +
          `last ${OVERSELL.units} units gave ${ok} orders (${sold.orders} in the database), ` +
          `${sold.units} units sold, stock left ${sold.stock}, oversold units ${over}; ` +
          `other answers: ${other.map((a) => `${a.status} ${a.body.slice(0, 200)}`).join(" | ")}`,
      );
    }
    placed += ok;
    refused += soldOut;
    unitsSold += sold.units;
    oversold += over;
  }
  return {
    rounds: OVERSELL_ROUNDS,
    checkouts: OVERSELL_ROUNDS * OVERSELL.checkouts,
    placed,
    refused,
    unitsSold,
    oversold,
  };
}

function render(
  results: DatabaseResult[],
  skipped: string | null,
  machine: MachineInfo,
  postgresVersion: string | null,
): string {
  const checkoutRows = results.flatMap((r) => {
    const [refLatency, refThroughput] = r.checkout.reference;
    const row = (label: string, [latency, throughput]: [LoadResult, LoadResult]) => [
      label,
      ms(latency.latencyMs.p50),
      ms(latency.latencyMs.p99),
      ms(throughput.latencyMs.p50),
      ms(throughput.latencyMs.p99),
      Math.round(throughput.requestsPerSecond).toString(),
      ratio(latency.latencyMs.p50 / refLatency.latencyMs.p50),
      ratio(latency.latencyMs.p99 / refLatency.latencyMs.p99),
      ratio(throughput.requestsPerSecond / refThroughput.requestsPerSecond),
    ];
    return [
      row(`${r.label}: reference, one INSERT into orders`, r.checkout.reference),
      row(`${r.label}: checkout, one hot product`, r.checkout.app),
    ];
  });
  const cartRows = results.flatMap((r) => {
    const [refLatency, refThroughput] = r.cart.reference;
    const [latency, throughput] = r.cart.app;
    const refP95 = refLatency.latencyMs.p95;
    const refP95At10 = refThroughput.latencyMs.p95;
    const row = (label: string, one: Part, ten: Part) => [
      label,
      ms(one.latency.p50),
      ms(one.latency.p95),
      ms(ten.latency.p95),
      Math.round(ten.perSecond).toString(),
      ratio(one.latency.p95 / refP95),
      ratio(ten.latency.p95 / refP95At10),
      ratio(ten.perSecond / refThroughput.requestsPerSecond),
    ];
    return [
      [
        `${r.label}: reference, static product page`,
        ms(refLatency.latencyMs.p50),
        ms(refP95),
        ms(refP95At10),
        Math.round(refThroughput.requestsPerSecond).toString(),
        ratio(1),
        ratio(1),
        ratio(1),
      ],
      row(`${r.label}: POST /cart/items (303)`, latency.add, throughput.add),
      row(`${r.label}: GET /cart (200)`, latency.page, throughput.page),
      row(`${r.label}: add → cart page, both`, latency.iteration, throughput.iteration),
    ];
  });
  const oversellRows = results.map((r) => [
    r.label,
    String(r.oversell.rounds),
    String(r.oversell.checkouts),
    String(r.oversell.placed),
    String(r.oversell.refused),
    String(r.oversell.unitsSold),
    String(r.oversell.oversold),
  ]);
  return [
    `### Checkout, add to cart → cart page, oversell`,
    "",
    busyNote(machine),
    `${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}` +
      (postgresVersion ? `, PostgreSQL ${postgresVersion}` : "") +
      `. Each load: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s at concurrency ${LATENCY_CONNECTIONS}, ` +
      `${SECONDS} s at concurrency ${THROUGHPUT_CONNECTIONS}. Ratios against the reference on the ` +
      `same database: latency target ÷ reference (higher is slower), req/s target ÷ reference ` +
      `(lower is slower).`,
    "",
    markdownTable(
      [
        "checkout",
        `p50 ms @${LATENCY_CONNECTIONS}`,
        `p99 ms @${LATENCY_CONNECTIONS}`,
        `p50 ms @${THROUGHPUT_CONNECTIONS}`,
        `p99 ms @${THROUGHPUT_CONNECTIONS}`,
        `req/s @${THROUGHPUT_CONNECTIONS}`,
        "p50 ÷ ref",
        "p99 ÷ ref",
        "req/s ÷ ref",
      ],
      checkoutRows,
    ),
    "",
    markdownTable(
      [
        "add to cart → cart page",
        `p50 ms @${LATENCY_CONNECTIONS}`,
        `p95 ms @${LATENCY_CONNECTIONS}`,
        `p95 ms @${THROUGHPUT_CONNECTIONS}`,
        `per s @${THROUGHPUT_CONNECTIONS}`,
        `p95 ÷ ref @${LATENCY_CONNECTIONS}`,
        `p95 ÷ ref @${THROUGHPUT_CONNECTIONS}`,
        "per s ÷ ref",
      ],
      cartRows,
    ),
    "",
    results
      .map(
        (r) =>
          `${r.label}: a cart page with one line is ${r.pageBytes.cart} bytes, the static ` +
          `page ${r.pageBytes.reference} bytes (headers included, uncompressed).`,
      )
      .join(" "),
    "",
    markdownTable(
      [
        `oversell: ${OVERSELL.checkouts} concurrent checkouts, last ${OVERSELL.units} units`,
        "rounds",
        "checkouts",
        "orders",
        "sold out (409)",
        "units sold",
        "oversold units",
      ],
      oversellRows,
    ),
    ...(skipped ? ["", `Skipped PostgreSQL: ${skipped}`] : []),
    "",
  ].join("\n");
}

async function measureAll() {
  // First, so that a DATABASE_URL that does not answer fails the run before anything is measured.
  const postgres = await findPostgres();
  const work = await mkdtemp(join(tmpdir(), "shopwright-bench-checkout-"));
  const results: DatabaseResult[] = [];
  results.push(await measureDatabase("pglite", { kind: "pglite", dataDir: null }, work));
  let skipped: string | null = null;
  let postgresVersion: string | null = null;
  if ("reason" in postgres) {
    skipped = postgres.reason;
    log(`postgres: skipped, ${postgres.reason}`);
  } else {
    postgresVersion = postgres.version;
    const url = await createDatabase(postgres.url);
    results.push(await measureDatabase("postgres", { kind: "postgres", url }, work));
  }
  await rm(work, { recursive: true, force: true });
  return {
    title: "Checkout, add to cart → cart page, oversell",
    data: {
      settings: {
        warmupSeconds: WARMUP_SECONDS,
        seconds: SECONDS,
        latencyConnections: LATENCY_CONNECTIONS,
        throughputConnections: THROUGHPUT_CONNECTIONS,
        oversell: { ...OVERSELL, rounds: OVERSELL_ROUNDS },
      },
      postgresVersion,
      skipped,
      results,
    },
    markdown: (machine: MachineInfo) => render(results, skipped, machine, postgresVersion),
  };
}

runBench(NAME, log, measureAll);
