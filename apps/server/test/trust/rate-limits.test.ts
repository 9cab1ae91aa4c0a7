import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AI_MESSAGES, MESSAGES } from "@shopwright/sdk";
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from "fastify";
import { Redis } from "ioredis";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import type { Config } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { teamMembers } from "../../src/db/schema.js";
import { createMemoryRateLimitStore } from "../../src/http/rate-limits/memory-rate-limit-store.js";
import type { RateLimitStore } from "../../src/http/rate-limits/rate-limit-store.js";
import {
  createRedisRateLimitStore,
  RedisUnreachableError,
} from "../../src/http/rate-limits/redis-rate-limit-store.js";
import { freePort } from "../../src/test/free-port.js";
import { canConnect, TEST_REDIS_URL } from "../../src/test/redis.js";
import { openTestDatabase, testConfig } from "../../src/test/test-app.js";
import { createServerHome, spawnServer } from "./durability-server.js";

/**
 * Rate limits hold exactly (docs/TRUST.md §7; shared through Redis, §8): for each limit,
 * exactly `max` requests get through and the next answers 429 with Retry-After; path variants
 * that reach the same handler share the count; a burst of max + 20 simultaneous requests lets
 * exactly max through; the window reopens when it has passed (a clock the test moves). Every
 * case runs on the in-memory store and, when Redis answers (REDIS_URL, else 127.0.0.1:6379),
 * on Redis under a key prefix of its own.
 */
const isFull = process.env.TRUST_FULL === "1";
const LIMITS = isFull
  ? { auth: 40, account: 10, ai: 10, forms: 10, formsSite: 30, uploads: 20 }
  : { auth: 5, account: 4, ai: 3, forms: 4, formsSite: 6, uploads: 5 };
/** Fixed in uploads.routes.ts. */
const HEALTH_LIMIT = 30;
const MINUTE = 60_000;
const ACCOUNT_WINDOW = 15 * MINUTE;
/** A burst is max + EXTRA requests at once; full runs repeat it, the window reopening between. */
const EXTRA = 20;
const ROUNDS = isFull ? 5 : 1;

const REDIS_URL = TEST_REDIS_URL;

const hasRedis = await canConnect(REDIS_URL);
const BACKENDS: ("memory" | "redis")[] = hasRedis ? ["memory", "redis"] : ["memory"];

let ipCounter = 0;
/** A client address no other case uses. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function deleteKeys(url: string, prefix: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

async function countKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return (await redis.keys(`${prefix}*`)).length;
  } finally {
    redis.disconnect();
  }
}

const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
  .png()
  .toBuffer();
function imageForm(field: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
  return form;
}

interface Answer {
  status: number;
  code?: string;
  message?: string;
  retryAfter?: string;
}

interface Harness {
  app: FastifyInstance;
  /** The listening address: real HTTP comes from 127.0.0.1, a proxy the app trusts. */
  base: string;
  advance(ms: number): void;
  /** A request from `ip` (the socket's address, no proxy). */
  send(ip: string, options: InjectOptions): Promise<Answer>;
  /** A request over real HTTP through the trusted proxy, which names `ip` the client. */
  viaProxy(forwardedFor: string, path: string, init: RequestInit): Promise<Answer>;
  register(): Promise<{ email: string; password: string; userId: string; auth: Headers }>;
  close(): Promise<void>;
}
type Headers = Record<string, string>;

function answerOf(status: number, body: string, retryAfter: string | undefined): Answer {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // A page (a form posted without script) or an empty HEAD answer.
  }
  return { status, code: parsed.code, message: parsed.message, retryAfter };
}

async function openHarness(
  database: Database,
  dataDir: string,
  kind: "memory" | "redis",
  overrides: Partial<Config> = {},
): Promise<Harness> {
  let now = Date.now();
  const clock = () => now;
  const prefix = `sw-test:${randomUUID()}:`;
  const store: RateLimitStore =
    kind === "redis"
      ? await createRedisRateLimitStore({ url: REDIS_URL, prefix, now: clock })
      : createMemoryRateLimitStore({ now: clock });
  const app = await buildApp({
    config: testConfig({
      dataDir,
      authRateLimit: LIMITS.auth,
      loginAccountRateLimit: LIMITS.account,
      aiRateLimit: LIMITS.ai,
      formsRateLimit: LIMITS.forms,
      formsSiteRateLimit: LIMITS.formsSite,
      uploadsRateLimit: LIMITS.uploads,
      trustProxy: ["loopback"],
      ...overrides,
    }),
    database,
    rateLimits: store,
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const send = async (ip: string, options: InjectOptions) => {
    const response = await app.inject({ ...options, remoteAddress: ip });
    return answerOf(
      response.statusCode,
      response.body,
      response.headers["retry-after"] as string | undefined,
    );
  };
  return {
    app,
    base,
    advance: (ms) => (now += ms),
    send,
    async viaProxy(forwardedFor, path, init) {
      const response = await fetch(`${base}${path}`, {
        ...init,
        headers: { ...(init.headers as Headers), "x-forwarded-for": forwardedFor },
      });
      return answerOf(
        response.status,
        await response.text(),
        response.headers.get("retry-after") ?? undefined,
      );
    },
    async register() {
      const email = `rl-${randomUUID()}@example.com`;
      const password = "secret123";
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { name: "Rate", email, password },
        remoteAddress: nextIp(),
      });
      if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
      const { token, user } = response.json().data as { token: string; user: { _id: string } };
      return { email, password, userId: user._id, auth: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await store.close();
      if (kind === "redis") await deleteKeys(REDIS_URL, prefix);
    },
  };
}

/** A 429 of a limit: PRODUCT.md's text (or the AI's), and whole seconds to wait. */
function expectRefused(answer: Answer, retryAfterSeconds: number, code = "rate_limited") {
  expect(answer.status).toBe(429);
  expect(answer.code).toBe(code);
  expect(answer.message).toBe(
    code === "rate_limited" ? MESSAGES.tooManyAttempts : AI_MESSAGES.rateLimited,
  );
  expect(answer.retryAfter).toBe(String(retryAfterSeconds));
}

/**
 * Sends the variants in turn, round after round, until one is refused, then one round more.
 * Counted are the answers of a handler (neither 429 nor an unknown route): exactly `max` of
 * them, all before the first 429. Answers which variants the router took to the route (its
 * limit or its handler answered), and which it did not know (404 route_not_found).
 */
async function expectVariantsShare(
  max: number,
  variants: [string, () => Promise<Answer>][],
): Promise<{ routed: string[]; unrouted: string[]; sent: number }> {
  const answers: { name: string; answer: Answer }[] = [];
  let roundsAfterRefusal = -1;
  for (let round = 0; round <= max + 1 && roundsAfterRefusal < 1; round += 1) {
    for (const [name, send] of variants) answers.push({ name, answer: await send() });
    if (roundsAfterRefusal >= 0 || answers.some(({ answer }) => answer.status === 429))
      roundsAfterRefusal += 1;
  }
  const isCounted = ({ answer }: { answer: Answer }) =>
    answer.status !== 429 && answer.code !== "route_not_found";
  const counted = answers.filter(isCounted);
  expect(counted, JSON.stringify(answers.slice(0, 40))).toHaveLength(max);
  const firstRefused = answers.findIndex(({ answer }) => answer.status === 429);
  expect(firstRefused).toBeGreaterThan(-1);
  expect(answers.slice(firstRefused).filter(isCounted)).toEqual([]);
  for (const { answer } of answers) expect(answer.status).toBeLessThan(500);
  const names = variants.map(([name]) => name);
  const routed = names.filter((name) =>
    answers.some((a) => a.name === name && a.answer.code !== "route_not_found"),
  );
  return { routed, unrouted: names.filter((name) => !routed.includes(name)), sent: answers.length };
}

/** A row of the path-variant figures: what was sent and which variants reached the route. */
function variantFigure(
  store: string,
  limit: string,
  max: number,
  variants: [string, unknown][],
  result: { routed: string[]; unrouted: string[]; sent: number },
) {
  variantFigures.push({
    store,
    limit,
    max,
    variants: variants.length,
    sent: result.sent,
    "let through": max,
    "routed variants": result.routed.join(" | "),
    "unknown routes (404)": result.unrouted.join(" | "),
  });
}

const tally = (answers: Answer[]) => {
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return statuses;
};

let database: Database;
let dataDir: string;
const figures: Record<string, unknown>[] = [];
const variantFigures: Record<string, unknown>[] = [];

/**
 * One round of a burst of max + EXTRA simultaneous requests: exactly `max` answer `status`, the
 * rest 429. The first round goes into the figures table as `limit` on the `store` backend.
 */
function expectBurst(
  answers: Answer[],
  status: number,
  max: number,
  { store, limit, round }: { store: string; limit: string; round: number },
) {
  expect(tally(answers)).toEqual({ [status]: max, 429: EXTRA });
  if (round === 0)
    figures.push({
      store,
      limit,
      burst: answers.length,
      statuses: JSON.stringify(tally(answers)),
      rounds: ROUNDS,
    });
}

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), "sw-rate-limits-"));
});

afterAll(async () => {
  if (figures.length) console.table(figures);
  if (variantFigures.length) console.table(variantFigures);
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.each(BACKENDS)("rate limits on the %s store", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(database, dataDir, kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  const login = (ip: string, email: string, password: string, url = "/api/auth/login") =>
    h.send(ip, { method: "POST", url, payload: { email, password } });
  const nobody = () => `nobody-${randomUUID()}@example.com`;

  describe("sign-in per IP (AUTH_RATE_LIMIT)", () => {
    it("lets exactly max attempts through, then 429 with Retry-After until the minute has passed", async () => {
      const ip = nextIp();
      const answers: Answer[] = [];
      for (let i = 0; i <= LIMITS.auth; i += 1) answers.push(await login(ip, nobody(), "wrong"));
      expect(answers.map((a) => a.status)).toEqual([...Array(LIMITS.auth).fill(401), 429]);
      expectRefused(answers.at(-1)!, 60);
      // Another address has its own budget.
      expect((await login(nextIp(), nobody(), "wrong")).status).toBe(401);
      h.advance(MINUTE - 1);
      expectRefused(await login(ip, nobody(), "wrong"), 1);
      h.advance(1);
      expect((await login(ip, nobody(), "wrong")).status).toBe(401);
    });

    it("counts every path variant that reaches sign-in together", async () => {
      const ip = nextIp();
      const variants: [string, () => Promise<Answer>][] = [
        "/api/auth/login",
        "/api/auth/login/",
        "/api/auth/login?next=%2F",
        "/api/auth/login/?a=1&a=2",
        "/api/auth//login",
        "//api/auth/login",
        "/api/auth/%6Cogin",
        "/api/auth/login%2F",
        "/API/AUTH/LOGIN",
        "/api/auth/./login",
        "/api/auth/x/../login",
        "/api/auth/login;x=1",
      ].map((url) => [url, () => login(ip, nobody(), "wrong", url)]);
      const result = await expectVariantsShare(LIMITS.auth, variants);
      variantFigure(kind, "sign-in per IP", LIMITS.auth, variants, result);
      expect(result.routed).toEqual(
        expect.arrayContaining(["/api/auth/login", "/api/auth/login/", "/api/auth/login?next=%2F"]),
      );
      // Register has a budget of its own, as documented (each route).
      const registered = await h.send(ip, {
        method: "POST",
        url: "/api/auth/register",
        payload: { name: "R", email: nobody(), password: "secret123" },
      });
      expect(registered.status).toBe(201);
    });

    it("takes the client from X-Forwarded-For only from a trusted proxy", async () => {
      // From an address that is not a trusted proxy, X-Forwarded-For is ignored.
      const peer = nextIp();
      const answers: Answer[] = [];
      for (let i = 0; i <= LIMITS.auth; i += 1) {
        answers.push(
          await h.send(peer, {
            method: "POST",
            url: "/api/auth/login",
            headers: { "x-forwarded-for": nextIp() },
            payload: { email: nobody(), password: "wrong" },
          }),
        );
      }
      expect(answers.at(-1)?.status).toBe(429);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(LIMITS.auth);
      // Through the trusted proxy, the client it names counts; addresses a client puts in
      // front of its own do not make it someone else.
      const client = nextIp();
      const body = (email: string) => ({
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "wrong" }),
      });
      for (let i = 0; i < LIMITS.auth; i += 1) {
        expect((await h.viaProxy(client, "/api/auth/login", body(nobody()))).status).toBe(401);
      }
      expect((await h.viaProxy(client, "/api/auth/login", body(nobody()))).status).toBe(429);
      const spoofed = await h.viaProxy(`${nextIp()}, ${client}`, "/api/auth/login", body(nobody()));
      expect(spoofed.status).toBe(429);
      expect((await h.viaProxy(nextIp(), "/api/auth/login", body(nobody()))).status).toBe(401);
    });

    it("lets exactly max of a burst of max + 20 simultaneous attempts through", async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const client = nextIp();
        const answers = await Promise.all(
          Array.from({ length: LIMITS.auth + EXTRA }, () =>
            h.viaProxy(client, "/api/auth/login", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ email: nobody(), password: "wrong" }),
            }),
          ),
        );
        expectBurst(answers, 401, LIMITS.auth, { store: kind, limit: "sign-in per IP", round });
      }
    });
  });

  describe("sign-in per account (LOGIN_ACCOUNT_RATE_LIMIT)", () => {
    it("caps failures for one account from many addresses, whatever the email's case", async () => {
      const user = await h.register();
      for (let i = 0; i < LIMITS.account; i += 1) {
        expect((await login(nextIp(), user.email, "wrong")).status).toBe(401);
      }
      // Even the right password waits: the limit answers before the password is checked.
      expectRefused(await login(nextIp(), user.email, user.password), ACCOUNT_WINDOW / 1000);
      const retyped = `  ${user.email.toUpperCase()} `;
      expect((await login(nextIp(), retyped, user.password)).status).toBe(429);
      // An email without an account is limited the same way: no way to tell them apart.
      const ghost = nobody();
      const ghostAnswers: number[] = [];
      for (let i = 0; i <= LIMITS.account; i += 1) {
        ghostAnswers.push((await login(nextIp(), ghost, "wrong")).status);
      }
      expect(ghostAnswers).toEqual([...Array(LIMITS.account).fill(401), 429]);
      h.advance(ACCOUNT_WINDOW - 1);
      expect((await login(nextIp(), user.email, user.password)).status).toBe(429);
      h.advance(1);
      expect((await login(nextIp(), user.email, user.password)).status).toBe(200);
    });

    it("never counts a successful sign-in", async () => {
      const user = await h.register();
      for (let i = 0; i < LIMITS.account * 3; i += 1) {
        expect((await login(nextIp(), user.email, user.password)).status).toBe(200);
      }
      for (let i = 0; i < LIMITS.account; i += 1) {
        expect((await login(nextIp(), user.email, "wrong")).status).toBe(401);
      }
      expect((await login(nextIp(), user.email, "wrong")).status).toBe(429);
    });

    it("keeps the owner's own address open while someone else is locked out", async () => {
      const user = await h.register();
      const home = nextIp();
      expect((await login(home, user.email, user.password)).status).toBe(200);
      for (let i = 0; i < LIMITS.account; i += 1) {
        expect((await login(nextIp(), user.email, "wrong")).status).toBe(401);
      }
      expect((await login(nextIp(), user.email, "wrong")).status).toBe(429);
      // The owner at home signs in; from an address the account never used, they wait too.
      expect((await login(home, user.email, user.password)).status).toBe(200);
      expect((await login(nextIp(), user.email, user.password)).status).toBe(429);
      // Home has a budget of its own for typos, then it waits as well (a minute on, so the
      // per-IP limit is not what answers).
      h.advance(MINUTE);
      for (let i = 0; i < LIMITS.account; i += 1) {
        expect((await login(home, user.email, "wrong")).status).toBe(401);
      }
      expectRefused(await login(home, user.email, user.password), ACCOUNT_WINDOW / 1000);
      h.advance(ACCOUNT_WINDOW);
      expect((await login(home, user.email, user.password)).status).toBe(200);
    });

    it("lets exactly max of a burst of max + 20 simultaneous failures through", async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const user = await h.register();
        const answers = await Promise.all(
          Array.from({ length: LIMITS.account + EXTRA }, () =>
            login(nextIp(), user.email, "wrong"),
          ),
        );
        expectBurst(answers, 401, LIMITS.account, {
          store: kind,
          limit: "sign-in per account",
          round,
        });
      }
    });
  });

  describe("AI prompts per organization (AI_RATE_LIMIT)", () => {
    async function organization(stores: number) {
      const owner = await h.register();
      const member = await h.register();
      const team = await h.app.inject({
        method: "POST",
        url: "/api/teams",
        headers: owner.auth,
        payload: { name: `Org ${randomUUID().slice(0, 8)}` },
      });
      expect(team.statusCode, team.body).toBe(201);
      const teamId = team.json().data.team._id as string;
      await database.db
        .insert(teamMembers)
        .values({ teamId, userId: member.userId, role: "member" });
      const storeIds: string[] = [];
      for (let i = 0; i < stores; i += 1) {
        const created = await h.app.inject({
          method: "POST",
          url: "/api/store",
          headers: owner.auth,
          payload: {
            storeName: "Limit Shop",
            domain: `ai-${randomUUID().slice(0, 12)}.example.com`,
          },
        });
        expect(created.statusCode, created.body).toBe(201);
        storeIds.push(created.json().data.store._id as string);
      }
      return { owner, member, storeIds };
    }
    const prompt = (auth: Headers, storeId: string, suffix = "") =>
      h.send(nextIp(), {
        method: "POST",
        url: `/api/store/${storeId}/ai-prompt${suffix}`,
        headers: auth,
        payload: { prompt: "Add a product grid" },
      });

    it("shares one budget between the organization's people, on every path variant", async () => {
      const org = await organization(LIMITS.ai + 1);
      const suffixes = ["", "/", "?x=1", "/?x=1"];
      const answers: Answer[] = [];
      for (let i = 0; i < LIMITS.ai; i += 1) {
        const who = i % 2 === 0 ? org.owner : org.member;
        answers.push(await prompt(who.auth, org.storeIds[i]!, suffixes[i % suffixes.length]));
      }
      expect(answers.map((a) => a.status)).toEqual(Array(LIMITS.ai).fill(200));
      for (const suffix of suffixes) {
        expectRefused(
          await prompt(org.member.auth, org.storeIds.at(-1)!, suffix),
          60,
          "ai_rate_limited",
        );
        expect((await prompt(org.owner.auth, org.storeIds.at(-1)!, suffix)).status).toBe(429);
      }
      // Another organization is not affected.
      const other = await organization(1);
      expect((await prompt(other.owner.auth, other.storeIds[0]!)).status).toBe(200);
      h.advance(MINUTE - 1);
      expect((await prompt(org.owner.auth, org.storeIds.at(-1)!)).status).toBe(429);
      h.advance(1);
      expect((await prompt(org.owner.auth, org.storeIds.at(-1)!)).status).toBe(200);
    });

    it("lets exactly max of a burst of max + 20 simultaneous prompts through", async () => {
      const org = await organization(LIMITS.ai + EXTRA);
      for (let round = 0; round < ROUNDS; round += 1) {
        h.advance(MINUTE);
        const answers = await Promise.all(
          org.storeIds.map((storeId, i) =>
            prompt((i % 2 === 0 ? org.owner : org.member).auth, storeId),
          ),
        );
        expectBurst(answers, 200, LIMITS.ai, { store: kind, limit: "AI per organization", round });
      }
    });
  });

  describe("storefront forms (FORMS_RATE_LIMIT per visitor and site, FORMS_SITE_RATE_LIMIT per site)", () => {
    async function publishedSite() {
      const owner = await h.register();
      const domain = `forms-${randomUUID().slice(0, 12)}.example.com`;
      const created = await h.app.inject({
        method: "POST",
        url: "/api/store",
        headers: owner.auth,
        payload: { storeName: "Form Shop", domain },
      });
      const storeId = created.json().data.store._id as string;
      const published = await h.app.inject({
        method: "POST",
        url: `/api/store/${storeId}/publish`,
        headers: owner.auth,
        payload: { jsonLayout: { sections: [{ type: "newsletter" }] } },
      });
      expect(published.statusCode, published.body).toBe(200);
      const host = new URL(published.json().data.url as string).host;
      return { host, slug: host.split(".")[0]!, domain };
    }
    const post = (
      ip: string,
      site: { slug: string },
      host: string,
      { slug = site.slug, suffix = "", json = true } = {},
    ) =>
      h.send(ip, {
        method: "POST",
        url: `/api/sites/${slug}/forms/newsletter${suffix}`,
        headers: {
          host,
          "content-type": "application/x-www-form-urlencoded",
          accept: json ? "application/json" : "text/html",
        },
        payload: new URLSearchParams({
          email: `${randomUUID().slice(0, 8)}@example.com`,
        }).toString(),
      });

    it("counts a visitor's posts on every address of the site together", async () => {
      const site = await publishedSite();
      const ip = nextIp();
      const encoded = `%${site.slug.charCodeAt(0).toString(16)}${site.slug.slice(1)}`;
      const variants: [string, () => Promise<Answer>][] = [
        ["site host", () => post(ip, site, site.host)],
        ["admin host (path form)", () => post(ip, site, "localhost:3000")],
        ["store domain", () => post(ip, site, site.domain)],
        ["www. store domain", () => post(ip, site, `www.${site.domain}`)],
        ["slug upper case", () => post(ip, site, site.host, { slug: site.slug.toUpperCase() })],
        ["slug percent-encoded", () => post(ip, site, site.host, { slug: encoded })],
        ["trailing slash", () => post(ip, site, site.host, { suffix: "/" })],
        ["query string", () => post(ip, site, site.host, { suffix: "?a=1" })],
      ];
      const result = await expectVariantsShare(LIMITS.forms, variants);
      variantFigure(kind, "forms per visitor and site", LIMITS.forms, variants, result);
      expect(result.unrouted).toEqual([]);
      // Posted without script, the refusal is a page; with it, JSON. Both say when to retry.
      const page = await post(ip, site, site.host, { json: false });
      expect(page.status).toBe(429);
      expect(page.retryAfter).toBe("60");
      expectRefused(await post(ip, site, site.host), 60);
      h.advance(MINUTE);
      expect((await post(ip, site, site.host)).status).toBe(200);
    });

    it("counts an IPv6 visitor per /64, as one host holds the whole prefix", async () => {
      const site = await publishedSite();
      const prefix64 = `2001:db8:${(++ipCounter % 65535).toString(16)}:7`;
      const answers: Answer[] = [];
      for (let i = 1; i <= LIMITS.forms + 1; i += 1) {
        answers.push(await post(`${prefix64}::${i.toString(16)}`, site, site.host));
      }
      expect(answers.map((a) => a.status)).toEqual([...Array(LIMITS.forms).fill(200), 429]);
    });

    it("caps a site's posts from every visitor together, and leaves other sites alone", async () => {
      const site = await publishedSite();
      const other = await publishedSite();
      const answers: Answer[] = [];
      for (let i = 0; i <= LIMITS.formsSite; i += 1)
        answers.push(await post(nextIp(), site, site.host));
      expect(answers.map((a) => a.status)).toEqual([...Array(LIMITS.formsSite).fill(200), 429]);
      expectRefused(answers.at(-1)!, 60);
      const page = await post(nextIp(), site, site.host, { json: false });
      expect(page.status).toBe(429);
      expect(page.retryAfter).toBe("60");
      expect((await post(nextIp(), other, other.host)).status).toBe(200);
      h.advance(MINUTE);
      expect((await post(nextIp(), site, site.host)).status).toBe(200);
    });

    it("lets exactly max of a burst of max + 20 simultaneous posts through, per visitor and per site", async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        h.advance(MINUTE);
        const site = await publishedSite();
        const ip = nextIp();
        const visitor = await Promise.all(
          Array.from({ length: LIMITS.forms + EXTRA }, () => post(ip, site, site.host)),
        );
        expectBurst(visitor, 200, LIMITS.forms, {
          store: kind,
          limit: "forms per visitor and site",
          round,
        });
        const crowdSite = await publishedSite();
        const crowd = await Promise.all(
          Array.from({ length: LIMITS.formsSite + EXTRA }, () =>
            post(nextIp(), crowdSite, crowdSite.host),
          ),
        );
        expectBurst(crowd, 200, LIMITS.formsSite, { store: kind, limit: "forms per site", round });
      }
    });
  });

  describe("uploads (UPLOADS_RATE_LIMIT per IP, every upload route together)", () => {
    const upload = (ip: string, auth: Headers, url: string) =>
      h.send(ip, {
        method: "POST",
        url,
        headers: auth,
        payload: imageForm(url.includes("single-image") ? "image" : "images"),
      });

    it("counts every upload route and path variant together", async () => {
      const user = await h.register();
      const ip = nextIp();
      const variants: [string, () => Promise<Answer>][] = [
        "/api/upload/images",
        "/api/upload/single-image",
        "/api/upload/images/",
        "/api/upload/images?x=1",
        "/api/upload//images",
        "/API/upload/images",
        "/api/upload/%69mages",
      ].map((url) => [url, () => upload(ip, user.auth, url)]);
      const result = await expectVariantsShare(LIMITS.uploads, variants);
      variantFigure(kind, "uploads per IP", LIMITS.uploads, variants, result);
      expect(result.routed).toEqual(
        expect.arrayContaining(["/api/upload/images", "/api/upload/single-image"]),
      );
      expectRefused(await upload(ip, user.auth, "/api/upload/single-image"), 60);
      if (h.app.routeInventory.some((route) => route.url === "/api/upload/image-url")) {
        const imported = await h.send(ip, {
          method: "POST",
          url: "/api/upload/image-url",
          headers: user.auth,
          payload: { url: "https://example.com/a.png" },
        });
        expect(imported.status).toBe(429);
      }
      h.advance(MINUTE);
      expect((await upload(ip, user.auth, "/api/upload/images")).status).toBe(201);
    });

    it("lets exactly max of a burst of max + 20 simultaneous uploads through", async () => {
      const user = await h.register();
      for (let round = 0; round < ROUNDS; round += 1) {
        h.advance(MINUTE);
        const ip = nextIp();
        const answers = await Promise.all(
          Array.from({ length: LIMITS.uploads + EXTRA }, (_, i) =>
            upload(ip, user.auth, i % 2 ? "/api/upload/single-image" : "/api/upload/images"),
          ),
        );
        expectBurst(answers, 201, LIMITS.uploads, { store: kind, limit: "uploads per IP", round });
      }
    });

    it("counts HEAD with GET on the storage health check", async () => {
      const ip = nextIp();
      const variants: [string, () => Promise<Answer>][] = [
        ["GET", () => h.send(ip, { method: "GET", url: "/api/upload/health" })],
        ["HEAD", () => h.send(ip, { method: "HEAD", url: "/api/upload/health" })],
        ["GET /", () => h.send(ip, { method: "GET", url: "/api/upload/health/" })],
        ["HEAD ?", () => h.send(ip, { method: "HEAD", url: "/api/upload/health?x" })],
      ];
      const result = await expectVariantsShare(HEALTH_LIMIT, variants);
      variantFigure(kind, "storage health check per IP", HEALTH_LIMIT, variants, result);
      expect(result.unrouted).toEqual([]);
    });
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For, even from loopback", async () => {
    const h = await openHarness(database, dataDir, "memory", { trustProxy: null });
    try {
      const answers: Answer[] = [];
      for (let i = 0; i <= LIMITS.auth; i += 1) {
        answers.push(
          await h.viaProxy(nextIp(), "/api/auth/login", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: `x-${i}@example.com`, password: "wrong" }),
          }),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([...Array(LIMITS.auth).fill(401), 429]);
    } finally {
      await h.close();
    }
  });
});

// Each starts a server process (several seconds on a busy machine): in the full runs only.
describe.runIf(hasRedis && isFull)("REDIS_URL in a server process", () => {
  it("refuses to start when Redis cannot be reached, and says why", async () => {
    const port = await freePort();
    await expect(
      createRedisRateLimitStore({ url: `redis://127.0.0.1:${port}`, prefix: "x:" }),
    ).rejects.toBeInstanceOf(RedisUnreachableError);
    const home = await createServerHome();
    try {
      const server = await spawnServer(home, { REDIS_URL: `redis://:hunter2@127.0.0.1:${port}` });
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.output()).toContain(`Cannot reach Redis at redis://:***@127.0.0.1:${port}`);
      expect(server.output()).not.toContain("hunter2");
    } finally {
      await home.remove();
    }
  });

  it("counts in Redis under REDIS_KEY_PREFIX when started with REDIS_URL", async () => {
    const prefix = `sw-test-process-${randomUUID()}:`;
    const home = await createServerHome();
    const server = await spawnServer(home, {
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      AUTH_RATE_LIMIT: "2",
    });
    try {
      const deadline = Date.now() + 60_000;
      let isUp = false;
      while (!isUp && Date.now() < deadline) {
        isUp = await fetch(`${server.url}/api/auth/me`).then(
          (r) => r.status === 401,
          () => false,
        );
        if (!isUp) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(isUp, server.output()).toBe(true);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "p@example.com", password: "wrong" }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
      expect(await countKeys(REDIS_URL, prefix)).toBeGreaterThan(0);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await home.remove();
      await deleteKeys(REDIS_URL, prefix);
    }
  });
});

const redisServerBinary = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((path) =>
  existsSync(path),
);

describe.runIf(redisServerBinary)("when Redis goes away and comes back", () => {
  let redis: ChildProcess | null = null;
  let port = 0;
  const start = async () => {
    redis = spawn(
      redisServerBinary!,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 10_000;
    while (!(await canConnect(`redis://127.0.0.1:${port}`)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const child = redis;
    redis = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };
  afterAll(stop);

  it("shares counts between processes, counts per process while it is away, and shares again", async () => {
    port = await freePort();
    await start();
    const url = `redis://127.0.0.1:${port}`;
    const logged: string[] = [];
    const log = {
      error: (_: unknown, message: string) => logged.push(message),
      info: (message: string) => logged.push(message),
    } as unknown as FastifyBaseLogger;
    const a = await createRedisRateLimitStore({ url, prefix: "p:", log });
    const b = await createRedisRateLimitStore({ url, prefix: "p:" });
    const rule = { max: 3, windowMs: MINUTE };
    try {
      // Two processes' stores: one count.
      expect((await a.take("k", rule)).isAllowed).toBe(true);
      expect((await b.take("k", rule)).isAllowed).toBe(true);
      expect((await a.take("k", rule)).isAllowed).toBe(true);
      expect((await b.take("k", rule)).isAllowed).toBe(false);
      await stop();
      // Away: each counts alone, exactly max, and says so in the log.
      const away = [];
      for (let i = 0; i <= rule.max; i += 1) away.push((await a.take("away", rule)).isAllowed);
      expect(away).toEqual([true, true, true, false]);
      expect(logged.some((line) => /unreachable/.test(line))).toBe(true);
      await start();
      const deadline = Date.now() + 10_000;
      let isShared = false;
      while (!isShared && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const key = `back-${randomUUID()}`;
        await a.take(key, { max: 1, windowMs: MINUTE });
        isShared = !(await b.take(key, { max: 1, windowMs: MINUTE })).isAllowed;
      }
      expect(isShared).toBe(true);
      expect(logged.some((line) => /answers again/.test(line))).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
