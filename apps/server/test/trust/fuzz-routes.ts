import fc from "fast-check";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { SITE_FONTS } from "@shopwright/site/server";
import type { RouteRecord } from "../../src/http/define-route.js";
import { MATRIX } from "./authorization-matrix.js";
import {
  BASE,
  encodeLoose,
  fuzzObject,
  hostile,
  NESTED_HOSTILE,
  plant,
  queryString,
  withRawJson,
  resolve,
  sometimes,
  type Hints,
  type JsonSchema,
} from "./fuzz-arbitraries.js";
import { imageForm, seedAddress, unique, type Headers, type World } from "./trust-world.js";

/** One request the fuzz sends, before it is aimed (`build`) at organization A's objects. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Headers;
  payload?: string | Buffer;
}

/** A generated case: a plan, turned into a request once the base request (fresh ids) is known. */
export interface FuzzCase {
  isHostile: boolean;
  /** The known-good request as it is (fresh ids, base values): it must answer 2xx. */
  isBaseline: boolean;
  build(base: { url: string; payload?: unknown }): FuzzRequest;
  /** For the replay log. */
  describe(): string;
}

/** Routes that cannot answer 2xx to a fuzzed request by construction, with the reason. */
export const NO_2XX: Record<string, string> = {
  "GET /api/teams/invites/lookup": "needs an invite token, which only the invite mail carries",
  "POST /api/teams/invites/accept": "needs an invite token, which only the invite mail carries",
  "GET /sites/:slug": "always redirects (301) to the trailing slash",
  "GET /api/internal/tls-ask":
    "answers 200 only for a verified store domain or a published site's host, which no fuzzed name is",
  "POST /api/auth/password-reset/confirm": "needs a reset token, which only the reset mail carries",
  "POST /api/payments/stripe/:storeId/webhook":
    "needs Stripe's signature, which only Stripe (or the payments tests' loopback Stripe) makes",
  "POST /api/payments/paypal/:storeId/webhook":
    "needs PayPal's verification, which only PayPal (or the payments tests' loopback PayPal) gives",
};

/**
 * Body fields a route must refuse to go without, whatever its schema says (the product
 * spec's validation rules): a 2xx to a body missing one of them is a failure of the fuzz.
 */
export const SPEC_REQUIRED: Record<string, string[]> = {
  "POST /api/products": ["storeId", "price", "stock"],
  "POST /api/store": ["storeName", "domain"],
  "POST /api/auth/register": ["name", "email", "password"],
  "POST /api/auth/password": ["currentPassword", "newPassword"],
  "POST /api/auth/password-reset/confirm": ["token", "newPassword"],
};

/** A layout whose section has props nested a few levels, where planted values can hide. */
const NESTED_LAYOUT = {
  pages: [
    {
      name: "Home",
      path: "/",
      sections: [
        {
          id: "s1",
          type: "features",
          props: { title: "Why us", items: [{ title: "Fresh", text: "Roasted daily" }] },
        },
      ],
    },
  ],
};

/** The cart, checkout, order and search pages a published site answers on its own host. */
const PAGE_KEYS = new Set([
  "GET /search",
  "GET /cart",
  "POST /cart/items",
  "POST /cart/lines",
  "POST /cart/discount",
  "GET /checkout",
  "POST /checkout",
  "GET /orders/:token",
]);

/** The discount code organization 0's store has for the fuzz. */
const FUZZ_CODE = "FUZZ10";

/** A checkout's fields, as a buyer fills them in. */
const CHECKOUT = {
  email: "buyer@example.com",
  name: "Fuzz Buyer",
  line1: "1 Test Street",
  city: "Testville",
  postalCode: "12345",
  country: "US",
  paymentMethod: "manual",
};

const json = (value: unknown) => withRawJson(value, (_key, v) => (Object.is(v, -0) ? 0 : v));

const schemaOf = (type?: z.ZodType): JsonSchema | undefined =>
  type ? (z.toJSONSchema(type, { io: "input", unrepresentable: "any" }) as JsonSchema) : undefined;

/** Path parameters of `pattern` (`/a/:id/b`) as they stand in `url`. */
function paramsOf(pattern: string, url: string): Record<string, string> {
  const names = pattern.split("/");
  const values = url.split("?")[0]!.split("/");
  const out: Record<string, string> = {};
  names.forEach((segment, i) => {
    if (segment.startsWith(":")) out[segment.slice(1)] = decodeURIComponent(values[i] ?? "");
  });
  return out;
}

function queryOf(url: string): Record<string, string> {
  const index = url.indexOf("?");
  return index < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(index + 1)));
}

const HOSTILE_BODIES: fc.Arbitrary<{ text: string; contentType: string }> = fc.oneof(
  hostile.map((value) => ({ text: json(value) ?? "null", contentType: "application/json" })),
  fc.constantFrom(
    { text: "", contentType: "application/json" },
    { text: '{"a":', contentType: "application/json" },
    { text: "{'a':1}", contentType: "application/json" },
    { text: '{"a":1}{"b":2}', contentType: "application/json" },
    { text: "\u0000", contentType: "application/json" },
    { text: '{"__proto__":{"isAdmin":true}}', contentType: "application/json" },
    { text: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: "application/json" },
    { text: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
    { text: "<x/>", contentType: "application/xml" },
    { text: '{"a":1}', contentType: "application/json; charset=utf-16" },
    { text: '{"a":1}', contentType: "text/plain" },
    { text: "[".repeat(5000) + "]".repeat(5000), contentType: "application/json" },
    { text: `{"n":${"9".repeat(400)}}`, contentType: "application/json" },
  ),
);

/** Ids of organizations B and C, and strings that are not ids at all. */
export function foreignIds(w: World): string[] {
  return w.orgs
    .slice(1)
    .flatMap((org) => [
      org.teamId,
      org.storeId,
      org.productId,
      org.deployId,
      org.inviteId,
      org.keyId,
      org.owner.userId,
      org.member.userId,
    ]);
}

const NOT_IDS = [
  "1",
  "0",
  "-1",
  "null",
  "undefined",
  "true",
  "00000000-0000-0000-0000-000000000000",
  "00000000-0000-0000-0000-00000000000g",
  "' or '1'='1",
  "..",
  "%2e%2e",
  "a\u0000b",
  "\ud800",
  "__proto__",
  "constructor",
  "x".repeat(65),
  "1e308",
  "9223372036854775808",
  "😀",
];

function paramArbitrary(w: World): fc.Arbitrary<string | null> {
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: 10 },
    { arbitrary: fc.constantFrom(...foreignIds(w)), weight: 1 },
    { arbitrary: fc.constantFrom(...NOT_IDS), weight: 1 },
    { arbitrary: fc.uuid().map((id) => id.toUpperCase()), weight: 1 },
  );
}

/** Values for fields whose validity the JSON Schema cannot express. */
function hintsFor(w: World): Hints {
  const word = fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/);
  return {
    email: word.map((s) => `${s}-${Math.random().toString(36).slice(2, 8)}@example.com`),
    password: fc.string({ minLength: 8, maxLength: 40 }),
    // The base request's current password is the account's; a new one follows the rules.
    currentPassword: fc.constant(BASE),
    newPassword: fc.string({ minLength: 8, maxLength: 40 }),
    domain: word.map((s) => `${s}-${Math.random().toString(36).slice(2, 8)}.example.com`),
    // Loopback (the world allows private targets): a public name would need DNS here.
    url: fc.constantFrom("http://127.0.0.1:9/hook", "http://[::1]:9/hooks/a"),
    slug: word.map((s) => `${s}-${Math.random().toString(36).slice(2, 8)}`),
    price: fc.oneof(
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 0, max: 99_999 }).map((c) => c / 100),
    ),
    stock: fc.integer({ min: 0, max: 10_000 }),
    storeId: fc.constant(w.orgs[0]!.storeId),
    themeId: fc.constantFrom("roastery", "bloom"),
    locale: fc.constantFrom("en-US", "de-DE", "fr"),
    prompt: fc.constantFrom("Add a FAQ section", "Make it darker", "Add a hero", "bonjour"),
    layout: fc.constantFrom({ pages: [{ name: "Home", path: "/", sections: [] }] }, NESTED_LAYOUT),
    // A save names the version it loaded: the base request's (a stale one is the routes' tests').
    version: fc.constant(BASE),
    // The preview token the editor handed out (the base request's); a wrong one is a param case.
    token: fc.constant(BASE),
    page: fc.constantFrom("/", BASE),
    jsonLayout: fc.constantFrom(
      { pages: [{ name: "Home", path: "/", sections: [] }] },
      NESTED_LAYOUT,
    ),
  };
}

/** The plan of a JSON route: params, query and body from its contract over a base request. */
function contractCase(w: World, route: RouteRecord): fc.Arbitrary<FuzzCase> {
  const hints = hintsFor(w);
  const bodySchema = schemaOf(route.body);
  const querySchema = schemaOf(route.query);
  const paramNames = route.url
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
  const params = fc.tuple(...paramNames.map(() => paramArbitrary(w)));
  const takesBody = ["POST", "PUT", "PATCH", "DELETE"].includes(route.method);
  const body = bodySchema
    ? fc.oneof(
        {
          arbitrary: fuzzObject(bodySchema, hints).map((b) => ({ kind: "object" as const, ...b })),
          weight: 9,
        },
        { arbitrary: HOSTILE_BODIES.map((raw) => ({ kind: "raw" as const, raw })), weight: 1 },
      )
    : takesBody
      ? fc.oneof(
          { arbitrary: fc.constant({ kind: "none" as const }), weight: 8 },
          { arbitrary: HOSTILE_BODIES.map((raw) => ({ kind: "raw" as const, raw })), weight: 1 },
        )
      : fc.constant({ kind: "none" as const });
  const query = querySchema
    ? fuzzObject(querySchema, hints).map((q) => ({ ...q, isJunk: false }))
    : fc.oneof(
        { arbitrary: fc.constant(null), weight: 9 },
        {
          arbitrary: fc
            .dictionary(fc.constantFrom("__proto__", "a", "page", "limit"), hostile, { maxKeys: 2 })
            .map((value) => ({ value, isHostile: true, isJunk: true })),
          weight: 1,
        },
      );
  // A third of the cases are the known-good request as it is (fresh ids, base values):
  // the baseline every hostile variant is measured against.
  const asIs = fc.constant([
    paramNames.map(() => null),
    bodySchema
      ? {
          kind: "object" as const,
          isHostile: false,
          value: Object.fromEntries(
            Object.keys(bodySchema.properties ?? {}).map((key) => [key, BASE]),
          ),
        }
      : { kind: "none" as const },
    querySchema
      ? {
          isHostile: false,
          isJunk: false,
          value: Object.fromEntries(
            Object.keys(querySchema.properties ?? {}).map((key) => [key, BASE]),
          ),
        }
      : null,
  ] as const);
  // Now and then a value the database cannot store goes deep inside an otherwise good body.
  const planting = bodySchema
    ? sometimes(fc.tuple(fc.nat(), fc.constantFrom(...NESTED_HOSTILE)), 0.3)
    : fc.constant(null);
  const planned = fc.oneof(
    { arbitrary: asIs.map((plan) => [...plan, null, true] as const), weight: 1 },
    {
      arbitrary: fc.tuple(params, body, query, planting).map((plan) => [...plan, false] as const),
      weight: 2,
    },
  );
  return planned.map(([paramValues, bodyPlan, queryPlan, planted, isBaseline]) => {
    const isHostile =
      planted !== null ||
      paramValues.some((value) => value !== null) ||
      bodyPlan.kind === "raw" ||
      (bodyPlan.kind === "object" && bodyPlan.isHostile) ||
      Boolean(queryPlan?.isHostile);
    return {
      isHostile,
      isBaseline,
      describe: () =>
        json({ params: paramValues, body: bodyPlan, query: queryPlan, planted })?.slice(0, 2000) ??
        "",
      build(base) {
        const baseParams = paramsOf(route.url, base.url);
        const path = route.url
          .split("/")
          .map((segment) => {
            if (!segment.startsWith(":")) return segment;
            const name = segment.slice(1);
            const fuzzed = paramValues[paramNames.indexOf(name)];
            return encodeLoose(fuzzed ?? baseParams[name] ?? "");
          })
          .join("/");
        const q = queryPlan
          ? queryString(
              queryPlan.isJunk ? queryPlan.value : resolve(queryPlan.value, queryOf(base.url)),
            )
          : queryString(queryOf(base.url));
        const url = q ? `${path}?${q}` : path;
        const headers: Headers = {};
        let payload: string | undefined;
        if (bodyPlan.kind === "object") {
          const resolved = resolve(bodyPlan.value, base.payload as Record<string, unknown>);
          payload = json(planted ? plant(resolved, planted[0], planted[1]) : resolved);
          headers["content-type"] = "application/json";
        } else if (bodyPlan.kind === "raw") {
          payload = bodyPlan.raw.text;
          headers["content-type"] = bodyPlan.raw.contentType;
        }
        return { method: route.method, url, headers, payload };
      },
    };
  });
}

async function imageBytes(format: "png" | "jpeg" | "webp"): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: "#884411" } })
    .toFormat(format)
    .toBuffer();
}

/** Small files for the upload routes: real images, polyglots, SVG, HTML, noise. */
export async function uploadSamples(): Promise<{ bytes: Buffer; type: string }[]> {
  const png = await imageBytes("png");
  return [
    { bytes: png, type: "image/png" },
    { bytes: await imageBytes("jpeg"), type: "image/jpeg" },
    { bytes: await imageBytes("webp"), type: "image/webp" },
    {
      bytes: Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]),
      type: "image/png",
    },
    {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      type: "image/svg+xml",
    },
    { bytes: Buffer.from("<!doctype html><script>alert(1)</script>"), type: "image/png" },
    { bytes: Buffer.from("GIF89a<script>alert(1)</script>"), type: "image/gif" },
    { bytes: png.subarray(0, 30), type: "image/png" },
    { bytes: Buffer.alloc(0), type: "image/png" },
  ];
}

const FILE_NAMES = [
  "a.png",
  "../../etc/passwd",
  "..\\..\\boot.ini",
  "a\u0000.png.html",
  "x.svg",
  "index.html",
  "😀.png",
  "",
  "a".repeat(300) + ".png",
  "/etc/passwd",
  "%2e%2e%2fx.png",
];

function multipartCase(samples: { bytes: Buffer; type: string }[], field: string) {
  const part = fc.record({
    sample: fc.oneof(
      { arbitrary: fc.nat(2), weight: 4 },
      { arbitrary: fc.nat(samples.length - 1), weight: 3 },
    ),
    noise: sometimes(fc.uint8Array({ maxLength: 512 }), 0.2),
    name: fc.oneof({ arbitrary: fc.constant("a.png"), weight: 3 }, fc.constantFrom(...FILE_NAMES)),
    field: fc.oneof(
      { arbitrary: fc.constant(field), weight: 6 },
      fc.constantFrom("file", "images", "image", "__proto__"),
    ),
    type: sometimes(fc.constantFrom("text/html", "image/svg+xml", "application/octet-stream"), 0.2),
  });
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.array(part, { minLength: 1, maxLength: 1 }), weight: 4 },
        { arbitrary: fc.array(part, { minLength: 0, maxLength: 3 }), weight: 1 },
      ),
      sometimes(
        fc.tuple(
          fc.constantFrom("storeId", "teamId", "__proto__"),
          fc.constantFrom("x", "\u0000", "00000000-0000-0000-0000-000000000000"),
        ),
        0.15,
      ),
    )
    .map(([parts, textField]): FuzzCase => {
      const isHostile =
        parts.length !== 1 ||
        textField !== null ||
        parts.some(
          (p) => p.noise || p.name !== "a.png" || p.field !== field || p.type || p.sample > 2,
        );
      return {
        isHostile,
        isBaseline: !isHostile,
        describe: () =>
          json({ parts: parts.map((p) => ({ ...p, noise: p.noise?.length })), textField }) ?? "",
        build(base) {
          const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
          const chunks: Buffer[] = [];
          if (textField)
            chunks.push(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${textField[0]}"\r\n\r\n${textField[1]}\r\n`,
              ),
            );
          for (const p of parts) {
            const sample = samples[p.sample]!;
            const bytes = p.noise ? Buffer.from(p.noise) : sample.bytes;
            chunks.push(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name.replace(/"/g, "")}"\r\nContent-Type: ${p.type ?? sample.type}\r\n\r\n`,
              ),
              bytes,
              Buffer.from("\r\n"),
            );
          }
          chunks.push(Buffer.from(`--${boundary}--\r\n`));
          return {
            method: "POST",
            url: base.url,
            headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
            payload: Buffer.concat(chunks),
          };
        },
      };
    });
}

const CSV_CELLS = [
  "Coffee",
  "12.5",
  "3",
  "published",
  "draft",
  "",
  '"quoted, comma"',
  '"unterminated',
  '=HYPERLINK("http://x")',
  "+1+1",
  "-5",
  "1e308",
  "NaN",
  "a\u0000b",
  "\ud800",
  "x".repeat(6000),
];

function csvCase(route: RouteRecord, w: World) {
  const hints = hintsFor(w);
  const headerRow = fc.oneof(
    { arbitrary: fc.constant(["name", "price", "stock", "status"]), weight: 4 },
    {
      arbitrary: fc.constant(["Title", "Variant Price", "Variant Inventory Qty", "Handle"]),
      weight: 1,
    },
    {
      arbitrary: fc.array(fc.constantFrom("name", "price", "__proto__", "id", "storeId", ""), {
        maxLength: 4,
      }),
      weight: 1,
    },
  );
  const cell = fc.oneof(
    { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}$/), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max: 999 }).map(String), weight: 2 },
    { arbitrary: fc.constantFrom(...CSV_CELLS), weight: 1 },
  );
  // Half the files hold only good rows, so a fair share of cases can import.
  const rows = fc.oneof(
    fc.constant([] as string[][]),
    fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
  );
  const query = fuzzObject(schemaOf(route.query), hints);
  const contentType = fc.oneof(
    { arbitrary: fc.constant("text/csv"), weight: 6 },
    fc.constantFrom("application/json", "text/plain", "application/octet-stream"),
  );
  const validRow = fc.tuple(
    fc.stringMatching(/^[A-Z][a-z]{2,10}$/),
    fc.integer({ min: 0, max: 500 }),
    fc.integer({ min: 0, max: 50 }),
  );
  return fc
    .tuple(headerRow, rows, query, contentType, fc.array(validRow, { minLength: 1, maxLength: 3 }))
    .map(([header, body, q, type, good]): FuzzCase => {
      const isNative = header[0] === "name";
      const lines = [
        header.join(","),
        ...good.map(([n, p, s]) =>
          isNative ? `${n},${p},${s},draft` : `${n},${p},${s},${n.toLowerCase()}`,
        ),
        ...body.map((r) => r.join(",")),
      ];
      const isHostile = !isNative || body.length > 0 || type !== "text/csv" || q.isHostile;
      // The query as the base has it (a valid `format` of another kind refuses a native file).
      const isBaseQuery = Object.values(q.value).every((v) => v === BASE);
      return {
        isHostile,
        // The native header itself (a generated header may start with "name" and stop there).
        isBaseline: !isHostile && isBaseQuery && header.join() === "name,price,stock,status",
        describe: () => json({ header, body, q, type }) ?? "",
        build(base) {
          const qs = queryString(resolve(q.value, {}));
          return {
            method: "POST",
            url: qs ? `${base.url.split("?")[0]}?${qs}` : base.url.split("?")[0]!,
            headers: { "content-type": type },
            payload: `${lines.join("\n")}\n`,
          };
        },
      };
    });
}

/** Paths under a wildcard route (static files): org A's real one, others, traversal, junk. */
function pathCase(method: string, prefix: (w: World) => string, good: string[], w: World) {
  const tail = fc.oneof(
    { arbitrary: fc.constantFrom(...good), weight: 7 },
    {
      arbitrary: fc.constantFrom(
        "../../../../etc/passwd",
        "..%2f..%2f..%2fetc%2fpasswd",
        "%2e%2e/%2e%2e/package.json",
        "a%00.html",
        "%ED%A0%80",
        "%",
        "%zz",
        "x".repeat(3000),
        "index.html/",
        "//",
        "..",
        ".env",
      ),
      weight: 2,
    },
    { arbitrary: fc.string({ maxLength: 30 }).map(encodeLoose), weight: 1 },
  );
  return tail.map((t): FuzzCase => ({
    isHostile: !good.includes(t),
    isBaseline: good.includes(t),
    describe: () => json({ tail: t }) ?? "",
    build: () => ({ method, url: `${prefix(w)}${t}`, headers: {} }),
  }));
}

function formCase(w: World, slug: string) {
  const slugArb = fc.oneof(
    { arbitrary: fc.constant(slug), weight: 9 },
    fc.constantFrom(...NOT_IDS),
    fc.constant("nosite"),
  );
  const formType = fc.oneof(
    { arbitrary: fc.constantFrom("contact", "newsletter"), weight: 6 },
    fc.constantFrom("waitlist", "signup", "login", "__proto__", "x"),
  );
  // A good post: a name, an address and a message that has more than white space.
  const good = fc.record({
    name: fc.stringMatching(/^[A-Z][a-z]{1,10}$/),
    email: hintsFor(w).email!,
    message: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.!?]{0,199}$/),
  });
  const fields = fc.oneof(
    { arbitrary: good.map((f) => ({ f, isGood: true })), weight: 6 },
    {
      arbitrary: fc
        .dictionary(fc.constantFrom("name", "email", "message", "__proto__", "x"), hostile, {
          maxKeys: 4,
        })
        .map((f) => ({ f, isGood: false })),
      weight: 3,
    },
    {
      // A good post but for one field the database cannot store.
      arbitrary: fc
        .tuple(
          fc.constantFrom("name", "message"),
          fc.constantFrom(...NESTED_HOSTILE.filter((v) => typeof v === "string")),
        )
        .map(([key, value]) => ({
          f: { name: "Ada", email: "ada@example.com", message: "Hello", [key]: value },
          isGood: false,
        })),
      weight: 2,
    },
  );
  const encoding = fc.constantFrom("json", "json", "json", "form");
  const goodTypes: unknown[] = ["contact", "newsletter"];
  return fc
    .tuple(slugArb, formType, fields, encoding)
    .map(([s, type, { f, isGood }, enc]): FuzzCase => ({
      isHostile: s !== slug,
      isBaseline: s === slug && goodTypes.includes(type) && isGood,
      describe: () => json({ s, type, f, enc })?.slice(0, 2000) ?? "",
      build: () => ({
        method: "POST",
        url: `/api/sites/${encodeLoose(s)}/forms/${encodeLoose(type)}`,
        headers: (enc === "json"
          ? { "content-type": "application/json", accept: "application/json" }
          : { "content-type": "application/x-www-form-urlencoded" }) as Headers,
        payload:
          enc === "json"
            ? json(f)
            : queryString(Object.fromEntries(Object.entries(f).filter(([k]) => k !== "__proto__"))),
      }),
    }));
}

/** What the fuzz of one route needs: its case arbitrary and the base request per case. */
export interface RouteFuzz {
  key: string;
  arbitrary: fc.Arbitrary<FuzzCase>;
  base: () => Promise<{ url: string; payload?: unknown; headers?: Headers }>;
}

export async function routeFuzzes(w: World, routes: RouteRecord[]): Promise<RouteFuzz[]> {
  const samples = await uploadSamples();
  const db = w.t.database.db;
  const slugRows = (await db.execute(
    sql`select slug from sites where store_id = ${w.orgs[0]!.storeId}`,
  )) as unknown as { rows: { slug: string }[] };
  const slug = slugRows.rows[0]?.slug ?? "none";
  const fonts = SITE_FONTS.map((font) => font.file);
  // Organization 0's product, published with stock no fuzz run can sell out.
  let isSellable = false;
  const sellable = async () => {
    if (isSellable) return;
    await db.execute(
      sql`update products set status = 'published', stock = 1000000000 where id = ${w.orgs[0]!.productId}`,
    );
    // A code the cart routes can apply (10 % off, no limits).
    await db.execute(
      sql`insert into discounts (store_id, code, kind, value) values (${w.orgs[0]!.storeId}, ${FUZZ_CODE}, 'percentage', 100000) on conflict do nothing`,
    );
    isSellable = true;
  };
  const imageFile = w.orgs[0]!.image.url.replace(/^\/uploads\//, "");
  return routes.map((route) => {
    const key = `${route.method} ${route.url}`;
    const row = MATRIX[key];
    if (!row) throw new Error(`no matrix row for ${key}`);
    const owner = w.actors.find((actor) => actor.name === "owner0");
    const ownerAuth = { authorization: `Bearer ${w.orgs[0]!.owner.token}` };
    const storeId = w.orgs[0]!.storeId;
    const base = async () => {
      const request = await row.request(w, owner);
      if (key === "DELETE /api/upload/images") {
        // A fresh image from an address of its own: the upload limit is per IP and minute.
        const response = await w.t.app.inject({
          method: "POST",
          url: "/api/upload/images",
          headers: ownerAuth,
          payload: await imageForm("images"),
          remoteAddress: `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        return {
          url: request.url,
          payload: { publicIds: [response.json().data.images[0].publicId] },
        };
      }
      if (key === "PUT /api/store/:id/media/:imageId") {
        // Earlier routes' runs may move organization 0's store to another organization: the
        // fresh upload is made one of the store's organization, as the library lists them.
        const imageId = request.url.split("/").at(-1)!;
        await db.execute(
          sql`update images set team_id = s.team_id, uploaded_by = s.created_by from stores s where s.id = ${storeId} and images.id = ${imageId}`,
        );
        return { url: request.url, payload: request.payload };
      }
      if (key === "DELETE /api/teams/:id") {
        // Organization 0 holds stores, so it is never deleted: a fresh account's empty team is.
        const registered = await w.t.app.inject({
          method: "POST",
          url: "/api/auth/register",
          remoteAddress: seedAddress(),
          payload: {
            name: "Fresh",
            email: `${unique("fresh")}@example.com`,
            password: "secret123",
          },
        });
        const auth = { authorization: `Bearer ${registered.json().data.token as string}` };
        const created = await w.t.app.inject({
          method: "POST",
          url: "/api/teams",
          headers: auth,
          payload: { name: "Short-lived" },
        });
        return { url: `/api/teams/${created.json().data.team._id as string}`, headers: auth };
      }
      if (key === "POST /api/store/:id/deploys/:deployId/activate") {
        // The seeded deploy is pruned once twenty newer ones exist: take a kept one.
        const response = await w.t.app.inject({
          method: "GET",
          url: `/api/store/${storeId}/deploys`,
          headers: ownerAuth,
        });
        const deploys = response.json().data.deploys as { _id: string }[];
        const deploy = deploys[Math.min(1, deploys.length - 1)]!;
        return { url: `/api/store/${storeId}/deploys/${deploy._id}/activate` };
      }
      if (key === "GET /api/store/:id/preview") {
        // The preview is opened by the token the editor hands out.
        const editor = await w.t.app.inject({
          method: "GET",
          url: `/api/store/${storeId}/editor`,
          headers: ownerAuth,
        });
        const token = String(editor.json().data.previewToken);
        return { url: `${request.url}?token=${encodeURIComponent(token)}` };
      }
      if (
        key.startsWith("POST /api/sites/:slug/carts") ||
        key.includes(" /api/sites/:slug/carts/")
      ) {
        // Organization 0's live site sells its product: a real cart, with a line where the
        // route acts on one, so the fuzz reaches past the site lookup into the cart itself.
        await sellable();
        const site = `/api/sites/${slug}`;
        if (key === "POST /api/sites/:slug/carts") return { url: `${site}/carts` };
        const cart = await w.t.app.inject({ method: "POST", url: `${site}/carts` });
        const cartId = cart.json().data.cart.id as string;
        const productId = w.orgs[0]!.productId;
        if (key !== "GET /api/sites/:slug/carts/:cartId" && !key.endsWith("/items")) {
          await w.t.app.inject({
            method: "POST",
            url: `${site}/carts/${cartId}/items`,
            payload: { productId },
          });
        }
        const cartUrl = `${site}/carts/${cartId}`;
        if (key.endsWith("/items")) return { url: `${cartUrl}/items`, payload: { productId } };
        if (key.endsWith("/:productId")) {
          return { url: `${cartUrl}/items/${productId}`, payload: { quantity: 2 } };
        }
        if (key.endsWith("/checkout")) return { url: `${cartUrl}/checkout`, payload: CHECKOUT };
        if (key.startsWith("PUT") && key.endsWith("/discount")) {
          return { url: `${cartUrl}/discount`, payload: { code: FUZZ_CODE } };
        }
        if (key.endsWith("/discount")) return { url: `${cartUrl}/discount` };
        if (key.endsWith("/shipping")) return { url: `${cartUrl}/shipping?country=US` };
        return { url: cartUrl };
      }
      if (PAGE_KEYS.has(key)) {
        // The site's own pages, on its own host, from its own origin, with a cart holding a line.
        await sellable();
        const host = `${slug}.localhost`;
        const cart = await w.t.app.inject({ method: "POST", url: `/api/sites/${slug}/carts` });
        const cartId = cart.json().data.cart.id as string;
        const productId = w.orgs[0]!.productId;
        await w.t.app.inject({
          method: "POST",
          url: `/api/sites/${slug}/carts/${cartId}/items`,
          payload: { productId },
        });
        const headers = { host, origin: `http://${host}`, cookie: `sw_cart=${cartId}` };
        if (key === "GET /orders/:token") {
          const orderId = await w.fresh.order();
          const rows = (await db.execute(
            sql`select token from orders where id = ${orderId}`,
          )) as unknown as { rows: { token: string }[] };
          return { url: `/orders/${rows.rows[0]!.token}`, headers };
        }
        const url = key.split(" ")[1]!;
        const payload =
          key === "POST /cart/items"
            ? { productId }
            : key === "POST /cart/lines"
              ? { productId, quantity: 1 }
              : key === "POST /cart/discount"
                ? { code: FUZZ_CODE }
                : key === "POST /checkout"
                  ? CHECKOUT
                  : undefined;
        return { url, payload, headers };
      }
      if (key === "GET /api/sites/:slug/orders/:token") {
        const orderId = await w.fresh.order();
        const rows = (await db.execute(
          sql`select token from orders where id = ${orderId}`,
        )) as unknown as { rows: { token: string }[] };
        return { url: `/api/sites/${slug}/orders/${rows.rows[0]!.token}` };
      }
      if (key === "POST /api/store/:id/editor-update") {
        // Sections with props, where values the schema does not check can hide.
        return {
          url: request.url,
          payload: { ...(request.payload as object), layout: NESTED_LAYOUT },
        };
      }
      return { url: request.url, payload: request.payload, headers: request.headers };
    };
    const special: Record<string, () => fc.Arbitrary<FuzzCase>> = {
      "POST /api/upload/images": () => multipartCase(samples, "images"),
      "POST /api/upload/single-image": () => multipartCase(samples, "image"),
      "POST /api/store/:id/products/import": () => csvCase(route, w),
      "POST /api/sites/:slug/forms/:formType": () => formCase(w, slug),
      "GET /sites/:slug": () => pathCase("GET", () => "/sites/", [slug], w),
      "GET /sites/:slug/*": () => pathCase("GET", () => `/sites/${slug}/`, [""], w),
      "GET /_sw/fonts/:name": () => pathCase("GET", () => "/_sw/fonts/", fonts, w),
      "GET /uploads/*": () => pathCase("GET", () => "/uploads/", [imageFile], w),
    };
    return { key, base, arbitrary: special[key]?.() ?? contractCase(w, route) };
  });
}
