import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Redis } from "ioredis";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canConnect, TEST_REDIS_URL } from "../../src/test/redis.js";
import {
  callApi,
  createServerHome,
  startServer,
  type Answer,
  type ServerHome,
  type ServerProcess,
} from "./durability-server.js";

// docs/TRUST.md §8: two server processes on one PostgreSQL database and one DATA_DIR (the
// shared volume for uploads and published sites) serve the same users consistently. Only on
// PostgreSQL: PGlite is one process's database, and a second server on its directory is
// refused (durability-process.test.ts).
const IS_POSTGRES = process.env.TEST_DB === "postgres";
const IS_FULL = process.env.TRUST_FULL === "1";
const PUBLISH_ROUNDS = IS_FULL ? 20 : 3;
const RACE_ROUNDS = IS_FULL ? 10 : 3;
const WEBHOOK_PRODUCTS = IS_FULL ? 20 : 4;
/** Published products of the race store: enough pages that a publish renders for a while. */
const RACE_PRODUCTS = 24;
/**
 * How long a sign-out may take to hold on the other process: it hears a notice at once
 * (session-versions.ts); without it, it would read the version again only after 5 s.
 */
const SIGN_OUT_BOUND_MS = 1_000;
/** How long a product edit may take to reach the live site (an incremental rebuild). */
const REBUILD_BOUND_MS = 10_000;
/** Each webhook receiver answer waits this long, so deliveries overlap. */
const RECEIVER_DELAY_MS = 150;
/** The rate limits of the two processes that count in Redis. */
const AUTH_LIMIT = 5;
const ACCOUNT_LIMIT = 3;
const REDIS_URL = TEST_REDIS_URL;

/** Figures printed at the end, for docs/TRUST.md. */
const figures: string[] = [];

let home: ServerHome;
let a: ServerProcess;
let b: ServerProcess;

const data = <T>(answer: Answer) => answer.body.data as T;

function expectStatus(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

async function stop(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers true; answers the time it took, or null after `limitMs`. */
async function timeUntil(probe: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await probe()) return Math.round(performance.now() - started);
    await until(25);
  }
  return (await probe()) ? Math.round(performance.now() - started) : null;
}

async function register(server: ServerProcess, name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const answer = await callApi(server, "POST", "/auth/register", undefined, {
    name,
    email,
    password: "secret123",
  });
  expectStatus(answer, 201);
  return { email, token: data<{ token: string }>(answer).token };
}

async function login(server: ServerProcess, email: string) {
  const answer = await callApi(server, "POST", "/auth/login", undefined, {
    email,
    password: "secret123",
  });
  expectStatus(answer, 200);
  return data<{ token: string }>(answer).token;
}

async function createStore(server: ServerProcess, token: string, name: string) {
  const answer = await callApi(server, "POST", "/store", token, {
    storeName: name,
    domain: `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}.example.com`,
  });
  expectStatus(answer, 201);
  return data<{ store: { _id: string } }>(answer).store._id;
}

async function createProduct(
  server: ServerProcess,
  token: string,
  storeId: string,
  values: Record<string, unknown>,
) {
  const answer = await callApi(server, "POST", "/products", token, {
    storeId,
    price: 12,
    stock: 3,
    ...values,
  });
  expectStatus(answer, 201);
  return data<{ product: { _id: string } }>(answer).product._id;
}

async function productNames(server: ServerProcess, token: string, storeId: string) {
  const answer = await callApi(server, "GET", `/products/${storeId}?limit=100`, token);
  expectStatus(answer, 200);
  return data<{ products: { name: string }[] }>(answer).products.map((product) => product.name);
}

/** A layout whose every page shows `mark` (in the navbar), with the catalogue on the home page. */
function layoutWith(mark: string) {
  return {
    pages: [
      {
        name: "Home",
        sections: [
          { type: "navbar", links: [{ text: `About ${mark}`, type: "page", pageName: "About" }] },
          { type: "hero", title: `Welcome ${mark}` },
          { type: "collection", title: "Everything" },
        ],
      },
      { name: "About", sections: [{ type: "textblock", heading: "Our story" }] },
    ],
  };
}

async function publish(server: ServerProcess, token: string, storeId: string, body: object = {}) {
  return callApi(server, "POST", `/store/${storeId}/publish`, token, body);
}

async function deployIds(server: ServerProcess, token: string, storeId: string) {
  const answer = await callApi(server, "GET", `/store/${storeId}/deploys`, token);
  expectStatus(answer, 200);
  return data<{ deploys: { _id: string }[] }>(answer).deploys.map((deploy) => deploy._id);
}

/** A published site's home page through the path form (`/sites/{slug}/`) of a process. */
async function siteHome(server: ServerProcess, slug: string) {
  const response = await fetch(`${server.url}/sites/${slug}/`);
  return { status: response.status, html: await response.text() };
}

const slugOf = (url: string) => new URL(url).hostname.split(".")[0]!;

const hasRedis = IS_POSTGRES && (await canConnect(REDIS_URL));

/** A sign-in sent as if through a trusted proxy for `client` (TRUST_PROXY=loopback). */
async function signInAs(server: ServerProcess, client: string, email: string, password: string) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

beforeAll(async () => {
  if (!IS_POSTGRES) return;
  // No JWT_SECRET: both processes take the one generated into the shared DATA_DIR.
  home = await createServerHome({ isSecretGenerated: true });
  // Behind one load balancer every process has its address as PUBLIC_URL (the README's
  // scale-out section): published pages link to it, so it must not name a process's port.
  // Their rate limits count in memory (REDIS_URL empty): the last case starts two on Redis.
  const env = {
    PUBLIC_URL: "http://localhost:3000",
    OUTBOUND_ALLOW_PRIVATE: "true",
    REDIS_URL: "",
  };
  // Started at the same moment on a database with no tables: both migrate at once.
  [a, b] = await Promise.all([startServer(home, 60_000, env), startServer(home, 60_000, env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  await home?.remove();
  if (figures.length) console.info(`scale-out:\n  ${figures.join("\n  ")}`);
});

describe.skipIf(!IS_POSTGRES)("two server processes on one PostgreSQL database", () => {
  it("start at once on an empty database and one DATA_DIR, with one generated secret", async () => {
    const secret = (await readFile(join(home.dataDir, "jwt-secret"), "utf8")).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    for (const server of [a, b]) expectStatus(await callApi(server, "GET", "/auth/me"), 401);
  });

  it("a user registered on A signs in on B, and a token from either works on both", async () => {
    const { email, token: fromA } = await register(a, "Both");
    const fromB = await login(b, email);
    for (const server of [a, b]) {
      for (const token of [fromA, fromB]) {
        const me = await callApi(server, "GET", "/auth/me", token);
        expectStatus(me, 200);
        expect(data<{ user: { email: string } }>(me).user.email).toBe(email);
      }
    }
  });

  it("a product written on one process is listed and read on the other at once", async () => {
    const { token } = await register(a, "Catalogue");
    const storeId = await createStore(a, token, "Catalogue");
    // Each process has read (and may remember) the list before every write.
    const rounds = IS_FULL ? 50 : 10;
    for (let round = 0; round < rounds; round++) {
      const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
      await productNames(reader, token, storeId);
      const id = await createProduct(writer, token, storeId, { name: `Bean ${round}` });
      expect(await productNames(reader, token, storeId)).toContain(`Bean ${round}`);
      const renamed = await callApi(reader, "PUT", `/products/${id}`, token, {
        name: `Roast ${round}`,
      });
      expectStatus(renamed, 200);
      const names = await productNames(writer, token, storeId);
      expect(names).toContain(`Roast ${round}`);
      expect(names).not.toContain(`Bean ${round}`);
      const item = await callApi(writer, "GET", `/products/item/${id}`, token);
      expect(data<{ product: { name: string } }>(item).product.name).toBe(`Roast ${round}`);
    }
    figures.push(
      `products: ${rounds} rounds of create on one process, rename on the other: 0 stale reads`,
    );
  });

  it("an image uploaded on A is served by B", async () => {
    const { token } = await register(a, "Uploader");
    const bytes = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#c06030" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("images", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "bean.png");
    const response = await fetch(`${a.url}/api/upload/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [image] = (
      (await response.json()) as { data: { images: { url: string; webUrl: string }[] } }
    ).data.images;
    for (const url of [image!.url, image!.webUrl]) {
      const served = await fetch(`${b.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toMatch(/^image\//);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const original = Buffer.from(await (await fetch(`${b.url}${image!.url}`)).arrayBuffer());
    expect((await sharp(original).metadata()).width).toBe(40);
  });

  it("a site published on A is served by B, and each serves what the other published next", async () => {
    const { token } = await register(a, "Publisher");
    const storeId = await createStore(a, token, "Shared Site");
    const productId = await createProduct(a, token, storeId, {
      name: "Kenya AA",
      status: "published",
    });
    const first = await publish(a, token, storeId, { jsonLayout: layoutWith("first") });
    expectStatus(first, 200);
    const slug = slugOf(data<{ url: string }>(first).url);
    const servedByB = await siteHome(b, slug);
    expect(servedByB.status).toBe(200);
    expect(servedByB.html).toContain("Welcome first");
    expect(servedByB.html).toContain("Kenya AA");

    const second = await publish(b, token, storeId, {
      jsonLayout: layoutWith("second"),
      overwrite: true,
    });
    expectStatus(second, 200);
    const servedByA = await siteHome(a, slug);
    expect(servedByA.html).toContain("Welcome second");

    // A product edit on A re-renders the live site; B serves the new page once it is live.
    expectStatus(
      await callApi(a, "PUT", `/products/${productId}`, token, { name: "Kenya Peaberry" }),
      200,
    );
    const rebuildMs = await timeUntil(
      async () => (await siteHome(b, slug)).html.includes("Kenya Peaberry"),
      REBUILD_BOUND_MS,
    );
    expect(rebuildMs, "the edit never reached the site B serves").not.toBeNull();
    figures.push(`a product edit on A was live on B after ${rebuildMs} ms`);
  });

  it(`two publishes of one store at once, one to each process, make one deploy (${PUBLISH_ROUNDS} rounds)`, async () => {
    const { token } = await register(a, "Racer");
    const storeId = await createStore(a, token, "Race Publish");
    await createProduct(a, token, storeId, { name: "Sidamo", status: "published" });
    let made = 0;
    for (let round = 0; round < PUBLISH_ROUNDS; round++) {
      // Something new to publish each round, saved on alternate processes.
      const editor = await callApi(round % 2 ? b : a, "GET", `/store/${storeId}/editor`, token);
      const version = data<{ store: { version: number } }>(editor).store.version;
      const saved = await callApi(
        round % 2 ? a : b,
        "POST",
        `/store/${storeId}/editor-update`,
        token,
        {
          layout: layoutWith(`round ${round}`),
          version,
        },
      );
      expectStatus(saved, 200);
      const before = new Set(await deployIds(a, token, storeId));
      const answers = await Promise.all([publish(a, token, storeId), publish(b, token, storeId)]);
      for (const answer of answers) expectStatus(answer, 200);
      const named = new Set(
        answers.map((answer) => data<{ deploy: { _id: string } }>(answer).deploy._id),
      );
      expect(named.size).toBe(1);
      const added = (await deployIds(b, token, storeId)).filter((id) => !before.has(id));
      expect(added).toEqual([...named]);
      made += added.length;
    }
    expect(made).toBe(PUBLISH_ROUNDS);
    figures.push(
      `simultaneous publishes: ${PUBLISH_ROUNDS} rounds × 2 processes: ${made} deploys, both answers named it every round`,
    );
  });

  it(`a publish on one process and a product edit on the other at once: the site ends with both (${RACE_ROUNDS} rounds)`, async () => {
    const { token } = await register(a, "Mixer");
    const storeId = await createStore(a, token, "Race Edit");
    let productId = "";
    for (let n = 0; n < RACE_PRODUCTS; n++) {
      const id = await createProduct(n % 2 ? a : b, token, storeId, {
        name: `Lot ${String(n).padStart(2, "0")}`,
        status: "published",
      });
      if (n === 0) productId = id;
    }
    const first = await publish(a, token, storeId, { jsonLayout: layoutWith("start") });
    expectStatus(first, 200);
    const slug = slugOf(data<{ url: string }>(first).url);
    const times: number[] = [];
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const [publisher, editor] = round % 2 ? [a, b] : [b, a];
      const published = publish(publisher, token, storeId, {
        jsonLayout: layoutWith(`race ${round}`),
        overwrite: true,
      });
      // The edit lands while the publish renders (every page changed: the navbar did).
      await until(10 + Math.random() * 40);
      const edited = callApi(editor, "PUT", `/products/${productId}`, token, {
        name: `Edited ${round}`,
      });
      expectStatus(await published, 200);
      expectStatus(await edited, 200);
      const converged = await timeUntil(async () => {
        const pages = await Promise.all([siteHome(a, slug), siteHome(b, slug)]);
        return pages.every(
          ({ html }) => html.includes(`About race ${round}`) && html.includes(`Edited ${round}`),
        );
      }, REBUILD_BOUND_MS);
      const live = (await siteHome(a, slug)).html;
      expect(
        converged,
        `round ${round}: the live site lost ${live.includes(`Edited ${round}`) ? "the publish" : "the product edit"}`,
      ).not.toBeNull();
      times.push(converged!);
    }
    figures.push(
      `publish and product edit at once: ${RACE_ROUNDS} rounds, the site showed both after ${Math.min(...times)}–${Math.max(...times)} ms`,
    );
  });

  it("a sign-out on A holds on B within a second", async () => {
    const { token } = await register(a, "Leaver");
    // B has checked the token, so it remembers the user's session version.
    expectStatus(await callApi(b, "GET", "/auth/me", token), 200);
    expectStatus(await callApi(a, "POST", "/auth/logout", token), 200);
    const signedOutAt = performance.now();
    expectStatus(await callApi(a, "GET", "/auth/me", token), 401);
    const refusedMs = await timeUntil(
      async () => (await callApi(b, "GET", "/auth/me", token)).status === 401,
      SIGN_OUT_BOUND_MS,
    );
    const sinceSignOut = Math.round(performance.now() - signedOutAt);
    expect(refusedMs, "B still accepts the signed-out token").not.toBeNull();
    expect(sinceSignOut).toBeLessThanOrEqual(SIGN_OUT_BOUND_MS);
    figures.push(`sign-out on A held on B ${sinceSignOut} ms after it answered (a notice)`);
  });

  it("a sign-in right after a sign-out works at once on the process that knew the old session", async () => {
    const { email, token: old } = await register(a, "Returner");
    expectStatus(await callApi(b, "GET", "/auth/me", old), 200);
    expectStatus(await callApi(a, "POST", "/auth/logout", old), 200);
    const fresh = await login(a, email);
    for (const server of [b, a]) expectStatus(await callApi(server, "GET", "/auth/me", fresh), 200);
    // Reading the newer version ended the old session on B at once, too.
    expectStatus(await callApi(b, "GET", "/auth/me", old), 401);
  });

  it("webhook deliveries are made exactly once by the two processes' workers", async () => {
    const received = new Map<string, number>();
    let inFlight = 0;
    let mostInFlight = 0;
    // Per endpoint (its path): the endpoint lease allows one at a time across both processes.
    const inFlightAt = new Map<string, number>();
    let mostAtOneEndpoint = 0;
    const receiver: Server = createServer((request: IncomingMessage, response) => {
      const path = request.url ?? "";
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      inFlightAt.set(path, (inFlightAt.get(path) ?? 0) + 1);
      mostAtOneEndpoint = Math.max(mostAtOneEndpoint, inFlightAt.get(path)!);
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const event = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id: string };
        const key = `${request.url} ${event.id}`;
        received.set(key, (received.get(key) ?? 0) + 1);
        setTimeout(() => {
          inFlight -= 1;
          inFlightAt.set(path, inFlightAt.get(path)! - 1);
          response.writeHead(204).end();
        }, RECEIVER_DELAY_MS);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const port = (receiver.address() as { port: number }).port;
    try {
      const { token } = await register(a, "Hooks");
      const storeId = await createStore(a, token, "Hooks");
      const endpoints = 10;
      const webhookIds: string[] = [];
      for (let n = 0; n < endpoints; n++) {
        const created = await callApi(n % 2 ? a : b, "POST", `/store/${storeId}/webhooks`, token, {
          url: `http://127.0.0.1:${port}/hook/${n}`,
          events: ["product.created"],
        });
        expectStatus(created, 201);
        webhookIds.push(data<{ webhook: { _id: string } }>(created).webhook._id);
      }
      // Products created on both processes at once: both workers are woken and race.
      await Promise.all(
        Array.from({ length: WEBHOOK_PRODUCTS }, (_, n) =>
          createProduct(n % 2 ? a : b, token, storeId, { name: `Hooked ${n}` }),
        ),
      );
      const expected = WEBHOOK_PRODUCTS * endpoints;
      const deliveredMs = await timeUntil(async () => received.size >= expected, 60_000);
      expect(deliveredMs, `${received.size} of ${expected} deliveries arrived`).not.toBeNull();
      // Anything sent twice would arrive within another worker's poll.
      await until(1_000);
      const duplicates = [...received.values()].filter((count) => count > 1).length;
      expect(received.size).toBe(expected);
      expect(duplicates).toBe(0);
      // Several endpoints at once, but never two deliveries to one endpoint at once.
      expect(mostInFlight).toBeGreaterThan(1);
      expect(mostAtOneEndpoint).toBe(1);
      for (const webhookId of webhookIds) {
        const log = await callApi(
          a,
          "GET",
          `/store/${storeId}/webhooks/${webhookId}/deliveries`,
          token,
        );
        const deliveries = data<{ deliveries: { status: string; attemptCount: number }[] }>(
          log,
        ).deliveries;
        expect(deliveries).toHaveLength(WEBHOOK_PRODUCTS);
        for (const delivery of deliveries) {
          expect(delivery).toMatchObject({ status: "succeeded", attemptCount: 1 });
        }
      }
      figures.push(
        `webhooks: ${expected} deliveries (${WEBHOOK_PRODUCTS} events × ${endpoints} endpoints) by two workers, up to ${mostInFlight} at once and ${mostAtOneEndpoint} per endpoint: each delivered once, 0 duplicates, in ${deliveredMs} ms`,
      );
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  // Last: needs the Redis-backed rate limits (REDIS_URL) and two more processes.
  describe.runIf(hasRedis)("with REDIS_URL", () => {
    const prefix = `sw-scale-out-${randomUUID()}:`;
    let c: ServerProcess;
    let d: ServerProcess;
    beforeAll(async () => {
      const env = {
        PUBLIC_URL: "http://localhost:3000",
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        AUTH_RATE_LIMIT: String(AUTH_LIMIT),
        LOGIN_ACCOUNT_RATE_LIMIT: String(ACCOUNT_LIMIT),
        TRUST_PROXY: "loopback",
      };
      [c, d] = await Promise.all([startServer(home, 60_000, env), startServer(home, 60_000, env)]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([stop(c), stop(d)]);
      const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

    it(`sign-ins alternating between the processes are limited at ${AUTH_LIMIT} per address in total`, async () => {
      const { email } = await register(a, "Limited");
      const statuses: number[] = [];
      for (let n = 0; n < 2 * AUTH_LIMIT + 2; n++) {
        statuses.push(await signInAs(n % 2 ? c : d, "203.0.113.7", email, "secret123"));
      }
      expect(statuses).toEqual([
        ...Array<number>(AUTH_LIMIT).fill(200),
        ...Array<number>(AUTH_LIMIT + 2).fill(429),
      ]);
      // A burst from another address, half to each process at once, each for an account of
      // its own (so only the address's limit applies): unknown emails, answered 401.
      const burst = await Promise.all(
        Array.from({ length: 4 * AUTH_LIMIT }, (_, n) =>
          signInAs(n % 2 ? c : d, "203.0.113.8", `nobody-${n}-${randomUUID()}@example.com`, "x"),
        ),
      );
      expect(tally(burst)).toEqual({ 401: AUTH_LIMIT, 429: 3 * AUTH_LIMIT });
      figures.push(
        `Redis rate limits: ${statuses.length} sign-ins alternating between two processes: ${AUTH_LIMIT} let through (AUTH_RATE_LIMIT ${AUTH_LIMIT}); a burst of ${burst.length} at once: ${AUTH_LIMIT} through`,
      );
    });

    it(`failed sign-ins for one account are limited at ${ACCOUNT_LIMIT} in total, from any address and process`, async () => {
      const { email } = await register(a, "Guarded");
      const statuses: number[] = [];
      for (let n = 0; n < ACCOUNT_LIMIT + 4; n++) {
        statuses.push(
          await signInAs(n % 2 ? d : c, `198.51.100.${n + 1}`, email, "wrong-password"),
        );
      }
      expect(statuses).toEqual([
        ...Array<number>(ACCOUNT_LIMIT).fill(401),
        ...Array<number>(4).fill(429),
      ]);
      figures.push(
        `Redis rate limits: ${statuses.length} failed sign-ins for one account from ${statuses.length} addresses, alternating between two processes: ${ACCOUNT_LIMIT} answered 401, then 429 (LOGIN_ACCOUNT_RATE_LIMIT ${ACCOUNT_LIMIT})`,
      );
    });
  });
});
