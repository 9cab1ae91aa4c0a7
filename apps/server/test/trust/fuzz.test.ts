import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deep } from "./fuzz-arbitraries.js";
import { sql } from "drizzle-orm";
import {
  NO_2XX,
  routeFuzzes,
  SPEC_REQUIRED,
  type FuzzRequest,
  type RouteFuzz,
} from "./fuzz-routes.js";
import { seedWorld, type World } from "./trust-world.js";

/**
 * Hostile input (docs/TRUST.md §3): every route of the inventory, called by the owner of
 * organization A with requests generated from its zod contract, valid and hostile mixed.
 * No answer may be 5xx or show a stack, SQL or a server path. Replay a failure with
 * FUZZ_SEED=<seed> (and FUZZ_ROUTE=<"METHOD url"> to run one route).
 */
const isFull = process.env.TRUST_FULL === "1";
const RUNS = Number(process.env.FUZZ_RUNS ?? (isFull ? 1000 : 30));
// Drawn here when not given, so every failure (the 2xx floor's too) can name it for a replay.
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_ROUTE;
const ROUTE_SLOTS = 130;

/** Text that must never leave the server unless the request itself carried it. */
const LEAKS: [string, RegExp][] = [
  ["stack trace", /\n\s+at [^\n]*[(:]\d+:\d+/],
  ["stack trace", /\bat (?:async )?[\w.<>]+ \((?:file:|node:|\/)/],
  ["SQL", /\bselect [\w*"]+.{0,80}\bfrom\b/i],
  ["SQL", /\binsert into\b/i],
  ["SQL", /syntax error at/i],
  ["SQL", /\brelation "/i],
  ["SQL", /violates (?:unique|foreign key|check|not-null) constraint/i],
  ["SQL", /\bduplicate key value\b/i],
  ["path", /\/work\//],
  ["path", /\/home\//],
  ["path", /\/tmp\//],
  ["path", /node_modules/],
  ["path", /\.ts:\d+/],
];

export function leaksIn(body: string, request: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body) && !pattern.test(request)).map(
    ([what, pattern]) => `${what} (${pattern.source}): ${body.match(pattern)?.[0]}`,
  );
}

interface Tally {
  cases: number;
  ok: number;
  hostile: number;
  statuses: Record<number, number>;
  ms: number;
}

/**
 * The cases a 2xx share is judged on: a 429 from the per-organization AI limit says the
 * request was fine and the limit held, so it is left out.
 */
const judged = (t: Tally) => Math.max(1, t.cases - (t.statuses[429] ?? 0));

let w: World;
let fuzzes: RouteFuzz[];
const tallies = new Map<string, Tally>();
let ipCounter = 0;

beforeAll(async () => {
  // Limits of one account or one site, which a thousand cases for one route would use up
  // (rate-limits.test.ts holds them); the per-organization AI limit stays, and each case comes
  // from an address of its own, so the per-IP limits never decide one.
  w = await seedWorld({
    loginAccountRateLimit: 1_000_000,
    formsSiteRateLimit: 1_000_000,
    cartRateLimit: 1_000_000,
  });
  fuzzes = await routeFuzzes(w, w.t.app.routeInventory);
});

afterAll(async () => {
  const rows = [...tallies].map(([key, t]) => ({
    route: key,
    cases: t.cases,
    "2xx %": Math.round((100 * t.ok) / judged(t)),
    hostile: t.hostile,
    ms: Math.round(t.ms),
    statuses: JSON.stringify(t.statuses),
  }));
  if (rows.length) console.table(rows);
  await w?.close();
});

const textOf = (request: FuzzRequest) =>
  `${request.url}\n${typeof request.payload === "string" ? request.payload : (request.payload?.toString("latin1") ?? "")}`;

async function send(request: FuzzRequest, baseHeaders: Record<string, string> = {}) {
  ipCounter += 1;
  // A new address per case, so the per-IP rate limits measure nothing here.
  const remoteAddress = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  return w.t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: {
      authorization: `Bearer ${w.orgs[0]!.owner.token}`,
      ...baseHeaders,
      ...request.headers,
    },
    payload: request.payload,
    remoteAddress,
  });
}

/** The origin answers are judged from: a redirect must resolve to it, never elsewhere. */
const HERE = "http://here.test";

/** A redirect's target as a browser resolves it, when that leaves the origin it came from. */
export function offSite(location: string | undefined, origin = HERE): string | null {
  if (location === undefined) return null;
  const target = new URL(location, `${origin}/`);
  return target.origin === origin ? null : target.href;
}

/** The body fields of SPEC_REQUIRED[route] a JSON request left out. */
function missingRequired(route: string, request: FuzzRequest): string[] {
  const required = SPEC_REQUIRED[route];
  if (!required || typeof request.payload !== "string") return [];
  let body: unknown;
  try {
    body = JSON.parse(request.payload);
  } catch {
    return [];
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  return required.filter((key) => !Object.hasOwn(body, key) || (body as never)[key] === null);
}

function check(
  request: FuzzRequest,
  status: number,
  contentType: string,
  body: string,
  location?: string,
) {
  const where = `${request.method} ${request.url.slice(0, 300)} → ${status}`;
  // The world runs no payment provider: a checkout that reaches one answers the product's own
  // 502 payment_failed (the provider unreachable), which is an answer, not a crash.
  const isProviderDown = status === 502 && body.includes('"code":"payment_failed"');
  if (status >= 500 && !isProviderDown) throw new Error(`5xx: ${where}\n${body.slice(0, 500)}`);
  const away = status >= 300 && status < 400 ? offSite(location) : null;
  if (away) throw new Error(`redirect off-site: ${where} → ${away}`);
  const isText = /json|text|html|xml|javascript|css/.test(contentType) || contentType === "";
  if (!isText) return;
  const leaks = leaksIn(body, textOf(request));
  if (leaks.length) throw new Error(`leak: ${where}\n${leaks.join("\n")}\n${body.slice(0, 500)}`);
}

describe(`hostile input: ${RUNS} cases per route`, () => {
  it("covers every route of the inventory", () => {
    const keys = w.t.app.routeInventory.map((r) => `${r.method} ${r.url}`);
    expect(fuzzes.map((f) => f.key)).toEqual(keys);
    // One test slot per route: raise ROUTE_SLOTS when the inventory grows past it.
    expect(keys.length).toBeLessThanOrEqual(ROUTE_SLOTS);
  });

  // One test per route, so a failure names it and its seed.
  it.each(Array.from({ length: ROUTE_SLOTS }, (_, i) => i))("route #%i", async (index) => {
    const fuzz = fuzzes[index];
    if (!fuzz) return;
    if (ONLY && fuzz.key !== ONLY) return;
    const tally: Tally = { cases: 0, ok: 0, hostile: 0, statuses: {}, ms: 0 };
    // Known-good requests that did not answer 2xx: the fuzz of such a route measures nothing.
    const baselineRefused: string[] = [];
    tallies.set(fuzz.key, tally);
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fuzz.arbitrary, async (plan) => {
        const base = await fuzz.base();
        const request = plan.build(base);
        const response = await send(request, base.headers);
        tally.cases += 1;
        if (plan.isHostile) tally.hostile += 1;
        tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
        // A 303 is the success of a form posted without script (to its thank-you page).
        const status = response.statusCode;
        const isOk = (status >= 200 && status < 300) || status === 303;
        if (isOk) tally.ok += 1;
        else if (plan.isBaseline && status !== 429 && baselineRefused.length < 3)
          baselineRefused.push(
            `${status} ${response.body.slice(0, 300)}\nplan: ${plan.describe()}`,
          );
        try {
          check(
            request,
            response.statusCode,
            String(response.headers["content-type"] ?? ""),
            response.body,
            response.headers.location,
          );
          const missing = missingRequired(fuzz.key, request);
          if (status >= 200 && status < 300 && missing.length)
            throw new Error(`${status} to a body without ${missing.join(", ")}`);
        } catch (error) {
          throw new Error(`${fuzz.key}: ${(error as Error).message}\nplan: ${plan.describe()}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    tally.ms = performance.now() - started;
    // Routes that can reach 2xx must: every known-good request as it is answers 2xx (a 429
    // from a per-organization limit aside: the AI prompts allow a few dozen an hour), and the
    // route reached 2xx at all. (A share of the cases would be a draw: a third of them are
    // known-good, so a share floor fails now and then whatever the server does.)
    if (!NO_2XX[fuzz.key] && !ONLY) {
      const where = `${fuzz.key}: ${JSON.stringify(tally.statuses)} (FUZZ_SEED=${SEED})`;
      expect(baselineRefused, where).toEqual([]);
      expect(tally.ok, where).toBeGreaterThan(0);
    }
  });
});

describe("hostile input over real HTTP (body parser limits)", () => {
  let base = "";
  beforeAll(async () => {
    base = await w.t.app.listen({ port: 0, host: "127.0.0.1" });
  });

  const headers = () => ({
    authorization: `Bearer ${w.orgs[0]!.owner.token}`,
    "content-type": "application/json",
  });

  it.each([
    [
      "a 10 MB string in a store name",
      "/api/store",
      () => JSON.stringify({ storeName: "x".repeat(10 * 1024 * 1024), domain: "a.example.com" }),
    ],
    [
      "a 10 MB product description",
      "/api/products",
      () =>
        JSON.stringify({
          storeId: w.orgs[0]!.storeId,
          name: "A",
          price: 1,
          description: "\u0000".repeat(10 * 1024 * 1024),
        }),
    ],
    [
      "1,000 levels of arrays",
      "/api/store",
      () => JSON.stringify({ storeName: deep(1000, "array"), domain: "a.example.com" }),
    ],
    [
      "1,000 levels of objects in a layout",
      `/api/store/:store/editor-update`,
      () => JSON.stringify({ layout: { pages: [deep(1000, "object")] } }),
    ],
    ["100,000 levels of arrays", "/api/store", () => "[".repeat(100_000) + "]".repeat(100_000)],
    [
      "a __proto__ key",
      "/api/store",
      () => '{"storeName":"A","domain":"p.example.com","__proto__":{"approved":true}}',
    ],
    [
      "a lone surrogate and a NUL",
      "/api/store",
      () => '{"storeName":"\\ud800\\u0000","domain":"s.example.com"}',
    ],
  ])("answers %s with a 4xx or a 2xx that changed nothing else", async (_label, path, payload) => {
    const before = await w.fingerprint(["stores", "products"]);
    const response = await fetch(`${base}${path.replace(":store", w.orgs[0]!.storeId)}`, {
      method: "POST",
      headers: headers(),
      body: payload(),
    });
    const body = await response.text();
    expect(response.status, body).toBeLessThan(500);
    expect(leaksIn(body, "")).toEqual([]);
    if (response.status >= 400) expect(await w.fingerprint(["stores", "products"])).toBe(before);
  });
});

describe("a published site's own host: hostile paths", () => {
  /** Pieces of a path an attacker joins: slashes and backslashes, plain and encoded. */
  const PIECES = [
    "/",
    "//",
    "\\",
    "%2F",
    "%2f%2F",
    "%5C",
    "%5c%5C",
    "evil.example",
    "@evil.example",
    "a",
    ".",
    "..",
    "%2e%2e",
    "%00",
    "%ED%A0%80",
    "%",
    "?next=//evil.example",
  ];

  it(`never answers 5xx and never redirects off the site (${RUNS} paths)`, async () => {
    const rows = (await w.t.database.db.execute(
      sql`select slug from sites where store_id = ${w.orgs[0]!.storeId}`,
    )) as unknown as { rows: { slug: string }[] };
    const host = `${rows.rows[0]!.slug}.localhost`;
    const origin = `http://${host}`;
    // Over real HTTP: the path goes out byte for byte (inject parses it as a URL first).
    if (!w.t.app.server.listening) await w.t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = w.t.app.server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: "127.0.0.1", port, path, headers: { host } },
          (response) => {
            response.resume();
            resolve({ status: response.statusCode ?? 0, location: response.headers.location });
          },
        );
        request.on("error", reject);
        request.end();
      });
    const path = fc
      .tuple(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 5 }), fc.boolean())
      .map(([pieces, slash]) => `/${pieces.join("")}${slash ? "/" : ""}`);
    await fc.assert(
      fc.asyncProperty(path, async (url) => {
        const response = await get(url);
        expect(response.status, url).toBeLessThan(500);
        expect(offSite(response.location, origin), url).toBeNull();
      }),
      // The paths that once left the site are always among the cases.
      {
        numRuns: RUNS,
        seed: SEED,
        examples: [
          ["/%2F%2Fevil.example/"],
          ["/%5Cevil.example/"],
          ["//evil.example/"],
          ["/\\evil.example/"],
        ],
      },
    );
  });
});
