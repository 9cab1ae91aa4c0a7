import { randomUUID } from "node:crypto";
import { chmod, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createServer, connect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnalyticsReportDto } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import type { Config } from "../../config.js";
import { canConnect, TEST_REDIS_URL } from "../../test/redis.js";
import { openTestDatabase, signUpOn, testConfig } from "../../test/test-app.js";
import type { VisitRecorder } from "../analytics/visits.recorder.js";

const hasRedis = await canConnect(TEST_REDIS_URL);
const isRoot = process.getuid?.() === 0;

/** Everything a test opened, closed after it (apps before their databases and folders). */
let cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  cleanups = [];
});

async function scratchDir() {
  const dir = await mkdtemp(join(tmpdir(), "sw-health-"));
  cleanups.push(async () => {
    await chmod(dir, 0o700).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });
  return dir;
}

/** An app on a fresh database (PGlite, or PostgreSQL under TEST_DB=postgres) answering fresh. */
async function openApp(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  let recorder: VisitRecorder | null = null;
  const app = await buildApp({
    config: testConfig({ dataDir: await scratchDir(), ...overrides }),
    database,
    health: { reuseMs: 0, probeTimeoutMs: 2000 },
    analytics: { flushEveryMs: 0, onRecorder: (r) => (recorder = r) },
  });
  await app.ready();
  cleanups.push(() => app.close());
  return { app, database, flush: () => recorder?.flush() ?? Promise.resolve() };
}

const get = (app: FastifyInstance, url: string, host = "localhost:3000") =>
  app.inject({ method: "GET", url, headers: { host } });

describe("GET /healthz", () => {
  it("answers JSON, not the web app's page, and HEAD too", async () => {
    const webDist = await scratchDir();
    await writeFile(join(webDist, "index.html"), "<!doctype html><title>Shopwright</title>");
    const { app } = await openApp({ webDist });
    const health = await get(app, "/healthz");
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-type"]).toMatch(/^application\/json/);
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(health.json()).toEqual({ status: "ok" });
    expect((await app.inject({ method: "HEAD", url: "/healthz" })).statusCode).toBe(200);
    // Any other page is still the web app's.
    expect((await get(app, "/dashboard")).body).toContain("<title>Shopwright</title>");
  });
});

describe("GET /readyz", () => {
  it("answers 200 when the database and the file stores work", async () => {
    const { app } = await openApp();
    const ready = await get(app, "/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
  });

  it("answers 503 naming the database once it is closed", async () => {
    const { app, database } = await openApp();
    expect((await get(app, "/readyz")).statusCode).toBe(200);
    await database.close();
    const ready = await get(app, "/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: "unavailable",
      checks: { database: "failed", storage: "ok" },
    });
    // The process itself still serves.
    expect((await get(app, "/healthz")).statusCode).toBe(200);
  });

  it("answers 503 naming the storage when DATA_DIR's uploads folder cannot be written", async () => {
    const dataDir = await scratchDir();
    const { app } = await openApp({ dataDir });
    expect((await get(app, "/readyz")).statusCode).toBe(200);
    // A file where the folder should be: no one, root included, can write into it.
    await rm(join(dataDir, "uploads"), { recursive: true, force: true });
    await writeFile(join(dataDir, "uploads"), "");
    const ready = await get(app, "/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: "unavailable",
      checks: { database: "ok", storage: "failed" },
    });
  });

  it.skipIf(isRoot)("answers 503 naming the storage when DATA_DIR is read-only", async () => {
    const dataDir = await scratchDir();
    const { app } = await openApp({ dataDir });
    expect((await get(app, "/readyz")).statusCode).toBe(200);
    await chmod(join(dataDir, "sites", "packs"), 0o500);
    const ready = await get(app, "/readyz");
    expect(ready.json().checks).toEqual({ database: "ok", storage: "failed" });
  });

  describe.runIf(hasRedis)("with REDIS_URL", () => {
    /** A TCP relay to the test Redis, so a test can take "Redis" away and see the port closed. */
    let relay: Server;
    let relayUrl: string;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      const target = new URL(TEST_REDIS_URL);
      relay = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
      const relayTarget = new URL(TEST_REDIS_URL);
      relayTarget.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
      relayUrl = relayTarget.toString();
    });
    afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

    it("answers 200 with Redis answering, and 503 naming Redis once its port is closed", async () => {
      const { app } = await openApp({
        redisUrl: relayUrl,
        redisKeyPrefix: `sw-test:${randomUUID()}:`,
      });
      const ready = await get(app, "/readyz");
      expect(ready.json()).toEqual({
        status: "ready",
        checks: { database: "ok", redis: "ok", storage: "ok" },
      });
      await new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      const down = await get(app, "/readyz");
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: "unavailable",
        checks: { database: "ok", redis: "failed", storage: "ok" },
      });
      // Nothing of the address or the error reaches the caller.
      expect(down.body).not.toContain("127.0.0.1");
    });
  });
});

describe("health checks and published sites", () => {
  it("answer on a site's host and any other host, count no visit, and are not rate limited", async () => {
    const { app, flush } = await openApp();
    const { auth } = await signUpOn(app);
    const created = await app.inject({
      method: "POST",
      url: "/api/store",
      headers: auth,
      payload: { storeName: "Health Shop", domain: `${randomUUID()}.example.com` },
    });
    const storeId = created.json().data.store.id as string;
    const published = await app.inject({
      method: "POST",
      url: `/api/store/${storeId}/publish`,
      headers: auth,
      payload: { jsonLayout: { pages: [{ name: "Home", path: "/", sections: [] }] } },
    });
    expect(published.statusCode, published.body).toBe(200);
    const siteHost = new URL(published.json().data.url as string).host;

    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36" };
    // A balancer may send the site's host, a container's name or an address.
    for (const host of [siteHost, "app:3000", "10.0.0.5:3000"]) {
      for (const url of ["/healthz", "/readyz"]) {
        const answer = await app.inject({ method: "GET", url, headers: { host, ...browser } });
        expect(answer.statusCode, `${host}${url}`).toBe(200);
        expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      }
    }
    // Many probes in a row from one address: none is refused.
    for (let i = 0; i < 150; i += 1) {
      expect((await get(app, i % 2 ? "/healthz" : "/readyz", siteHost)).statusCode).toBe(200);
    }
    const page = await app.inject({
      method: "GET",
      url: "/",
      headers: { host: siteHost, ...browser },
    });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    await flush();

    const report = await app.inject({
      method: "GET",
      url: `/api/store/${storeId}/analytics`,
      headers: auth,
    });
    // The one page view is counted, and none of the health checks.
    const { totals } = report.json().data.report as AnalyticsReportDto;
    expect(totals.pageViews).toBe(1);
  });
});

describe("the storage probe on a new install", () => {
  it("makes the stores' folders that do not exist yet", async () => {
    const dataDir = join(await scratchDir(), "not", "yet");
    const { app } = await openApp({ dataDir });
    expect((await get(app, "/readyz")).statusCode).toBe(200);
    expect((await stat(join(dataDir, "uploads"))).isDirectory()).toBe(true);
  });
});
