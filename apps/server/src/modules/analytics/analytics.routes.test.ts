import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANALYTICS_MESSAGES, type AnalyticsReportDto } from "@shopwright/sdk";
import { productHandle } from "@shopwright/site/server";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { analyticsCounts, analyticsVisitors, orders } from "../../db/schema.js";
import { openTestDatabase, signUpOn, testConfig, type Auth } from "../../test/test-app.js";
import type { VisitRecorder } from "./visits.recorder.js";

const IS_PGLITE = process.env.TEST_DB !== "postgres";

const AGENTS = {
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

let database: Database;
let dataDir: string;
let clock = Date.parse("2026-03-02T10:00:00Z");

/** An app on the shared database whose counted visits are written when the test says. */
async function openApp(overrides: Partial<Config> = {}) {
  let recorder: VisitRecorder | null = null;
  const app = await buildApp({
    config: testConfig({ dataDir, cartRateLimit: 1000, ...overrides }),
    database,
    analytics: { flushEveryMs: 0, now: () => clock, onRecorder: (r) => (recorder = r) },
  });
  await app.ready();
  return { app, flush: () => recorder?.flush() ?? Promise.resolve() };
}

let app: FastifyInstance;
let flush: () => Promise<void>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sw-analytics-"));
  database = await openTestDatabase();
  ({ app, flush } = await openApp());
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;

/** A published store with a home, an about page and one product; its id, host and product page. */
async function publishedStore(auth: Auth) {
  counter += 1;
  const call = (method: "POST" | "GET", url: string, payload?: object) =>
    app.inject({ method, url, headers: auth, payload });
  const created = await call("POST", "/api/store", {
    storeName: `Stats Shop ${counter}`,
    domain: `stats${counter}-${Date.now()}.example.com`,
  });
  const storeId = created.json().data.store.id as string;
  const product = await call("POST", "/api/products", {
    storeId,
    name: "Guji Natural",
    price: 18.5,
    stock: 50,
    status: "published",
  });
  const productId = product.json().data.product._id as string;
  const published = await call("POST", `/api/store/${storeId}/publish`, {
    jsonLayout: {
      pages: [
        {
          name: "Home",
          path: "/",
          sections: [{ type: "navbar" }, { type: "collection" }, { type: "footer" }],
        },
        { name: "About", path: "/about", sections: [{ type: "textblock" }] },
      ],
    },
  });
  expect(published.statusCode, published.body).toBe(200);
  const host = new URL(published.json().data.url as string).host;
  const productPath = `/products/${productHandle({ id: productId, name: "Guji Natural" })}`;
  return { storeId, host, productId, productPath };
}

/** A browser's GET of a site's page. */
const visit = (
  host: string,
  url: string,
  options: { agent?: string; ip?: string; headers?: Record<string, string> } = {},
  on: FastifyInstance = app,
) =>
  on.inject({
    method: "GET",
    url,
    remoteAddress: options.ip ?? "198.51.100.7",
    headers: { host, "user-agent": options.agent ?? AGENTS.desktop, ...options.headers },
  });

async function report(auth: Auth, storeId: string, query = "", on: FastifyInstance = app) {
  const response = await on.inject({
    method: "GET",
    url: `/api/store/${storeId}/analytics${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.report as AnalyticsReportDto;
}

const today = () => new Date(clock).toISOString().slice(0, 10);
const day = (iso: string) => `?from=${iso}&to=${iso}`;

describe("counting visits", () => {
  it("counts a person's page view without a cookie or a byte added, and a bot's not at all", async () => {
    const { auth } = await signUpOn(app);
    const store = await publishedStore(auth);
    const person = await visit(store.host, "/");
    const bot = await visit(store.host, "/", { agent: AGENTS.googlebot, ip: "66.249.66.1" });
    expect(person.statusCode).toBe(200);
    expect(person.headers["set-cookie"]).toBeUndefined();
    expect(person.body).toBe(bot.body);
    // A prefetch is not a view, and a HEAD only asks whether the page changed.
    await visit(store.host, "/", { ip: "198.51.100.8", headers: { "sec-purpose": "prefetch" } });
    await app.inject({
      method: "HEAD",
      url: "/",
      remoteAddress: "198.51.100.9",
      headers: { host: store.host, "user-agent": AGENTS.desktop },
    });
    await flush();

    const { totals, devices } = await report(auth, store.storeId, day(today()));
    expect(totals).toMatchObject({ visitors: 1, pageViews: 1 });
    expect(devices).toEqual([{ device: "desktop", visitors: 1 }]);
  });

  it("counts the same visitor once a day, a new address or browser as another, and again the next day", async () => {
    const { auth } = await signUpOn(app);
    const store = await publishedStore(auth);
    clock = Date.parse("2026-03-05T09:00:00Z");
    await visit(store.host, "/");
    await flush();
    await visit(store.host, "/about");
    // X-Forwarded-For names no one while TRUST_PROXY is unset.
    await visit(store.host, "/", { headers: { "x-forwarded-for": "203.0.113.50" } });
    await visit(store.host, "/", { ip: "198.51.100.99" });
    await visit(store.host, "/", { agent: AGENTS.iphone });
    await flush();
    expect((await report(auth, store.storeId, day("2026-03-05"))).totals).toMatchObject({
      visitors: 3,
      pageViews: 5,
    });

    clock = Date.parse("2026-03-06T08:00:00Z");
    await visit(store.host, "/");
    await flush();
    const both = await report(auth, store.storeId, "?from=2026-03-05&to=2026-03-06");
    expect(both.totals).toMatchObject({ visitors: 4, pageViews: 6 });
    // Yesterday's salt and visitors are gone: their hashes cannot be made again.
    const kept = await database.db.select().from(analyticsVisitors);
    expect(kept.every((row) => row.day >= "2026-03-06")).toBe(true);
  });

  it("keeps a referrer's host only, and a visit from the site itself has none", async () => {
    const { auth } = await signUpOn(app);
    const store = await publishedStore(auth);
    clock = Date.parse("2026-03-07T11:00:00Z");
    await visit(store.host, "/", {
      ip: "192.0.2.1",
      headers: { referer: "https://www.google.com/search?q=private+words" },
    });
    await visit(store.host, "/about", {
      ip: "192.0.2.1",
      headers: { referer: `http://${store.host}/` },
    });
    await visit(store.host, "/about", {
      ip: "192.0.2.2",
      headers: { referer: `http://${store.host}/` },
    });
    await flush();
    const { referrers } = await report(auth, store.storeId, day("2026-03-07"));
    expect(referrers).toEqual([
      { source: null, visitors: 1 },
      { source: "google.com", visitors: 1 },
    ]);
    const keys = (await database.db.select().from(analyticsCounts)).map((row) => row.key);
    expect(keys.some((key) => key.includes("private") || key.includes("?"))).toBe(false);
  });

  it("names devices from the User-Agent and countries only where the header gives one", async () => {
    const { auth } = await signUpOn(app);
    const store = await publishedStore(auth);
    clock = Date.parse("2026-03-08T11:00:00Z");
    await visit(store.host, "/", { agent: AGENTS.iphone, headers: { "cf-ipcountry": "DE" } });
    await visit(store.host, "/", { agent: AGENTS.ipad, headers: { "cf-ipcountry": "XX" } });
    await visit(store.host, "/");
    await flush();
    const { devices, countries } = await report(auth, store.storeId, day("2026-03-08"));
    expect(devices).toEqual([
      { device: "desktop", visitors: 1 },
      { device: "mobile", visitors: 1 },
      { device: "tablet", visitors: 1 },
    ]);
    expect(countries).toEqual([
      { country: null, visitors: 2 },
      { country: "DE", visitors: 1 },
    ]);
  });

  it("follows a visitor from product page to order through the funnel, and never keeps the order's token", async () => {
    const { auth } = await signUpOn(app);
    const store = await publishedStore(auth);
    // Orders are dated by the database's clock: count on the same day.
    clock = Date.now();
    const headers = { host: store.host, "user-agent": AGENTS.iphone };
    const post = (url: string, fields: Record<string, string>, cookie = "") =>
      app.inject({
        method: "POST",
        url,
        remoteAddress: "198.51.100.20",
        headers: {
          ...headers,
          origin: `http://${store.host}`,
          cookie,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const get = (url: string, cookie = "") =>
      app.inject({
        method: "GET",
        url,
        remoteAddress: "198.51.100.20",
        headers: { ...headers, cookie },
      });

    expect((await get(store.productPath)).statusCode).toBe(200);
    const added = await post("/cart/items", { productId: store.productId, quantity: "2" });
    expect(added.statusCode, added.body).toBe(303);
    const cookie = ([] as string[])
      .concat(added.headers["set-cookie"] as string[])
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await get("/cart", cookie)).statusCode).toBe(200);
    expect((await get("/checkout", cookie)).statusCode).toBe(200);
    const placed = await post(
      "/checkout",
      {
        email: "ada@example.com",
        name: "Ada",
        line1: "1 Road",
        city: "Town",
        postalCode: "1",
        country: "GB",
        paymentMethod: "manual",
      },
      cookie,
    );
    expect(placed.statusCode, placed.body).toBe(303);
    const orderPath = placed.headers.location as string;
    expect((await get(orderPath, cookie)).statusCode).toBe(200);
    // A search page counts as /search; what was searched is never kept.
    expect((await get("/search?q=private+words", cookie)).statusCode).toBe(200);
    await flush();

    const { totals, funnel, pages } = await report(auth, store.storeId, day(today()));
    expect(funnel).toEqual([
      { step: "product_view", visitors: 1 },
      { step: "add_to_cart", visitors: 1 },
      { step: "checkout", visitors: 1 },
      { step: "order", visitors: 1 },
    ]);
    expect(totals).toMatchObject({
      visitors: 1,
      pageViews: 5,
      productViews: 1,
      addsToCart: 1,
      checkouts: 1,
      orders: 1,
      revenueMinor: 3700,
      averageOrderMinor: 3700,
      conversionRate: 1,
    });
    expect(pages.map((p) => p.path).sort()).toEqual(
      ["/cart", "/checkout", "/orders", "/search", store.productPath].sort(),
    );
    const token = orderPath.split("/").pop()!;
    const keys = (await database.db.select().from(analyticsCounts)).map((row) => row.key);
    expect(keys.some((key) => key.includes(token))).toBe(false);
    expect(keys.some((key) => key.includes("private"))).toBe(false);
  });

  it.runIf(IS_PGLITE)("serves a published page on PGlite without a query on its path", async () => {
    const { auth } = await signUpOn(app);
    const store = await publishedStore(auth);
    clock = Date.parse("2026-03-09T11:00:00Z");
    await visit(store.host, "/");
    const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
    const spies = ["query", "exec", "transaction"].map((name) =>
      vi.spyOn(client as Record<string, (...args: unknown[]) => unknown>, name),
    );
    // The webhook worker's poll and the vacuum run on timers of their own, whatever happens.
    const isBackground = (text: unknown) =>
      typeof text === "string" && /webhook_deliveries|vacuum|analyze/i.test(text);
    const calls = () =>
      spies.reduce(
        (n, spy) => n + spy.mock.calls.filter((args) => !isBackground(args[0])).length,
        0,
      );
    try {
      for (const ip of ["192.0.2.30", "192.0.2.31", "192.0.2.32"]) {
        expect((await visit(store.host, "/", { ip })).statusCode).toBe(200);
      }
      expect(calls()).toBe(0);
      await flush();
      expect(calls()).toBeGreaterThan(0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect((await report(auth, store.storeId, day("2026-03-09"))).totals.visitors).toBe(4);
  });

  it.runIf(!IS_PGLITE)(
    "counts a visitor once when two servers see them, and writes what it holds when it closes",
    async () => {
      const { auth } = await signUpOn(app);
      const store = await publishedStore(auth);
      clock = Date.parse("2026-03-10T11:00:00Z");
      const second = await openApp();
      try {
        await visit(store.host, "/");
        await visit(store.host, "/about", {}, second.app);
        await Promise.all([flush(), second.flush()]);
        await visit(store.host, "/", { ip: "192.0.2.77" }, second.app);
      } finally {
        // Closed without a flush of its own: its close writes the last view.
        await second.app.close();
      }
      expect((await report(auth, store.storeId, day("2026-03-10"))).totals).toMatchObject({
        visitors: 2,
        pageViews: 3,
      });
    },
  );

  it("writes what it holds when it closes, and knows today's visitors after a restart", async () => {
    const { auth } = await signUpOn(app);
    const store = await publishedStore(auth);
    clock = Date.parse("2026-03-10T15:00:00Z");
    for (const ip of ["192.0.2.80", "192.0.2.80", "192.0.2.81"]) {
      // A server that is started, serves one view and is closed without a flush of its own.
      const server = await openApp();
      try {
        expect((await visit(store.host, "/", { ip }, server.app)).statusCode).toBe(200);
      } finally {
        await server.app.close();
      }
    }
    expect((await report(auth, store.storeId, day("2026-03-10"))).totals).toMatchObject({
      visitors: 2,
      pageViews: 3,
    });
  });

  it("counts nothing with ANALYTICS=off, and the report says so", async () => {
    const { auth } = await signUpOn(app);
    const store = await publishedStore(auth);
    clock = Date.parse("2026-03-11T11:00:00Z");
    const off = await openApp({ analytics: false });
    try {
      expect((await visit(store.host, "/", {}, off.app)).statusCode).toBe(200);
      const answer = await report(auth, store.storeId, day("2026-03-11"), off.app);
      expect(answer.isCounting).toBe(false);
    } finally {
      await off.app.close();
    }
    const answer = await report(auth, store.storeId, day("2026-03-11"));
    expect(answer.isCounting).toBe(true);
    expect(answer.totals.pageViews).toBe(0);
  });
});

describe("the report", () => {
  let auth: Auth;
  let storeId: string;

  /** An order row as checkout writes it, dated and priced by hand. */
  const order = (at: string, totalMinor: number, extra: Partial<typeof orders.$inferInsert> = {}) =>
    database.db.insert(orders).values({
      storeId,
      number: 1000 + Math.floor(Math.random() * 1e6),
      token: randomBytes(16).toString("hex"),
      currency: "USD",
      subtotalMinor: totalMinor,
      totalMinor,
      email: "a@example.com",
      customerName: "A",
      address: { line1: "1", line2: "", city: "C", postalCode: "1", region: "", country: "GB" },
      paymentMethod: "manual",
      status: "paid",
      createdAt: new Date(at),
      ...extra,
    });

  beforeAll(async () => {
    ({ auth } = await signUpOn(app));
    const store = await publishedStore(auth);
    storeId = store.storeId;
    const at = async (iso: string, visits: () => Promise<unknown>) => {
      clock = Date.parse(iso);
      await visits();
      await flush();
    };
    // The range before: one visitor, one view.
    await at("2026-04-01T10:00:00Z", () => visit(store.host, "/", { ip: "192.0.2.9" }));
    await at("2026-04-02T10:20:00Z", async () => {
      const google = { referer: "https://www.google.com/search?q=beans" };
      await visit(store.host, "/", { ip: "192.0.2.1", headers: google });
      await visit(store.host, "/about", { ip: "192.0.2.1", headers: google });
      await visit(store.host, "/", {
        ip: "192.0.2.2",
        agent: AGENTS.iphone,
        headers: { "cf-ipcountry": "DE" },
      });
    });
    await at("2026-04-03T15:40:00Z", async () => {
      await visit(store.host, "/", { ip: "192.0.2.1" });
      await visit(store.host, store.productPath, {
        ip: "192.0.2.3",
        agent: AGENTS.ipad,
        headers: { referer: "https://news.ycombinator.com/item?id=1" },
      });
    });
    await order("2026-04-01T09:00:00Z", 1500);
    await order("2026-04-02T11:30:00Z", 5000);
    await order("2026-04-03T12:00:00Z", 3000, { refundedMinor: 1000, status: "fulfilled" });
    await order("2026-04-03T13:00:00Z", 9999, { status: "cancelled" });
    await order("2026-04-04T09:00:00Z", 7000, { testMode: true });
    await order("2026-04-04T10:00:00Z", 4000, { currency: "EUR" });
    await order("2026-04-05T00:00:00Z", 8000);
  });

  it("sums visitors, views, sources, devices, countries, pages and sales of a range", async () => {
    const r = await report(auth, storeId, "?from=2026-04-02&to=2026-04-04");
    expect(r.range).toEqual({ from: "2026-04-02", to: "2026-04-04", days: 3 });
    expect(r.granularity).toBe("day");
    expect(r.totals).toEqual({
      visitors: 4,
      pageViews: 5,
      productViews: 1,
      addsToCart: 0,
      checkouts: 0,
      orders: 2,
      revenueMinor: 7000,
      averageOrderMinor: 3500,
      conversionRate: 0,
    });
    expect(r.series).toEqual([
      {
        start: "2026-04-02T00:00:00.000Z",
        visitors: 2,
        pageViews: 3,
        orders: 1,
        revenueMinor: 5000,
      },
      {
        start: "2026-04-03T00:00:00.000Z",
        visitors: 2,
        pageViews: 2,
        orders: 1,
        revenueMinor: 2000,
      },
      { start: "2026-04-04T00:00:00.000Z", visitors: 0, pageViews: 0, orders: 0, revenueMinor: 0 },
    ]);
    const productPath = r.pages.find((p) => p.path.startsWith("/products/"))!.path;
    expect(r.pages).toEqual([
      { path: "/", pageViews: 3 },
      { path: "/about", pageViews: 1 },
      { path: productPath, pageViews: 1 },
    ]);
    expect(r.referrers).toEqual([
      { source: null, visitors: 2 },
      { source: "google.com", visitors: 1 },
      { source: "news.ycombinator.com", visitors: 1 },
    ]);
    expect(r.devices).toEqual([
      { device: "desktop", visitors: 2 },
      { device: "mobile", visitors: 1 },
      { device: "tablet", visitors: 1 },
    ]);
    expect(r.countries).toEqual([
      { country: null, visitors: 3 },
      { country: "DE", visitors: 1 },
    ]);
    expect(r.funnel[0]).toEqual({ step: "product_view", visitors: 1 });
  });

  it("compares with the range of equal length just before", async () => {
    const r = await report(auth, storeId, "?from=2026-04-02&to=2026-04-04");
    expect(r.previousRange).toEqual({ from: "2026-03-30", to: "2026-04-01", days: 3 });
    expect(r.previous).toMatchObject({
      visitors: 1,
      pageViews: 1,
      orders: 1,
      revenueMinor: 1500,
      averageOrderMinor: 1500,
    });
  });

  it("answers a range of up to two days per hour", async () => {
    const r = await report(auth, storeId, "?from=2026-04-02&to=2026-04-02");
    expect(r.granularity).toBe("hour");
    expect(r.series).toHaveLength(24);
    expect(r.series[10]).toMatchObject({ visitors: 2, pageViews: 3, orders: 0 });
    expect(r.series[11]).toMatchObject({ orders: 1, revenueMinor: 5000 });
    expect(r.previousRange).toEqual({ from: "2026-04-01", to: "2026-04-01", days: 1 });
  });

  it("covers the last 7 days up to today without dates", async () => {
    clock = Date.parse("2026-04-04T18:00:00Z");
    const r = await report(auth, storeId);
    expect(r.range).toEqual({ from: "2026-03-29", to: "2026-04-04", days: 7 });
    expect(r.totals.visitors).toBe(5);
  });

  it("exports the series as CSV", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/api/store/${storeId}/analytics/export?from=2026-04-02&to=2026-04-04`,
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(
      /filename="stats-shop-\d+-analytics-2026-04-02-to-2026-04-04\.csv"/,
    );
    expect(
      response.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\n"),
    ).toEqual([
      "Date (UTC),Visitors,Page views,Product views,Added to cart,Checkouts,Orders,Revenue,Currency",
      "2026-04-02,2,3,0,0,0,1,50,USD",
      "2026-04-03,2,2,1,0,0,1,20,USD",
      "2026-04-04,0,0,0,0,0,0,0,USD",
    ]);
  });

  it("refuses dates it cannot read, a reversed range and one too long, with the reason", async () => {
    for (const [query, message] of [
      ["?from=2026-02-30&to=2026-03-01", ANALYTICS_MESSAGES.dateInvalid],
      ["?from=yesterday", ANALYTICS_MESSAGES.dateInvalid],
      ["?from=2026-04-05&to=2026-04-01", ANALYTICS_MESSAGES.rangeReversed],
      ["?from=2024-01-01&to=2026-01-01", ANALYTICS_MESSAGES.rangeTooLong],
      ["?from=2030-01-01", ANALYTICS_MESSAGES.rangeReversed],
    ] as const) {
      for (const path of ["analytics", "analytics/export"]) {
        const response = await app.inject({
          method: "GET",
          url: `/api/store/${storeId}/${path}${query}`,
          headers: auth,
        });
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message });
      }
    }
  });

  it("answers 404 for a store of another organization", async () => {
    const stranger = await signUpOn(app);
    for (const path of ["analytics", "analytics/export"]) {
      const response = await app.inject({
        method: "GET",
        url: `/api/store/${storeId}/${path}`,
        headers: stranger.auth,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("store_not_found");
    }
  });
});
