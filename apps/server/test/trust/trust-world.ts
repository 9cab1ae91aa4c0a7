import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SignJWT } from "jose";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { aiMessages, orderLines, orders, teamMembers } from "../../src/db/schema.js";
import type { Config } from "../../src/config.js";
import { createTestApp, testConfig, type TestApp } from "../../src/test/test-app.js";

export type Headers = Record<string, string>;

/** Who calls: a member of an organization, its API key, or someone with no valid credential. */
export type ActorKind =
  | "owner"
  | "admin"
  | "member"
  | "key"
  | "stranger"
  | "anonymous"
  | "expired"
  | "foreign-key"
  | "alg-none";

export interface TrustActor {
  name: string;
  kind: ActorKind;
  /** The organization (0, 1, 2) the actor belongs to; undefined outside any. */
  org?: number;
  userId?: string;
  headers: Headers;
  /** The bearer credential, so no response may show it to anyone else. */
  secret?: string;
}

/** One organization of the seeded world: a team with three people and everything they own. */
export interface Org {
  teamId: string;
  owner: { userId: string; email: string; token: string };
  admin: { userId: string; token: string };
  member: { userId: string; token: string };
  key: string;
  keyId: string;
  storeId: string;
  productId: string;
  /** `_id` names it in the media library's routes. */
  image: { _id: string; url: string; publicId: string };
  deployId: string;
  inviteId: string;
}

export interface World {
  t: TestApp;
  dataDir: string;
  orgs: Org[];
  actors: TrustActor[];
  /** Fresh objects of organization 0, made with its owner's session, for writes that succeed. */
  fresh: {
    store(): Promise<string>;
    /** A fresh store of organization 0 that its owner deleted: restorable. */
    deletedStore(): Promise<string>;
    product(): Promise<string>;
    image(): Promise<{ _id: string; url: string; publicId: string }>;
    member(role?: "admin" | "member"): Promise<string>;
    /** A fresh owner of organization 0: their session token. */
    owner(): Promise<string>;
    invite(): Promise<string>;
    apiKey(): Promise<string>;
    /** A disabled webhook endpoint on a fresh store (a store holds at most ten). */
    webhook(): Promise<{ storeId: string; webhookId: string }>;
    /** A discount code on a fresh store of organization 0 (a store holds at most 500). */
    discount(): Promise<{ storeId: string; discountId: string }>;
    /** A manual collection on a fresh store of organization 0 (a store holds at most 200). */
    collection(): Promise<{ storeId: string; collectionId: string }>;
    /** An order of organization 0's store, paid by hand or waiting for its payment: its id. */
    order(state?: "pending_payment" | "paid"): Promise<string>;
    /**
     * A fresh store of organization 0 with a starter theme applied: its version, and the id of
     * the draft version before it (the empty site), to restore.
     */
    draftVersion(): Promise<{ storeId: string; versionId: string; version: number }>;
    /** A fresh store of organization 0 whose draft is an AI reply's: the reply's id, to undo. */
    aiTurn(): Promise<{ storeId: string; messageId: string }>;
  };
  /** A digest of the rows of every table (or these), to prove a refused write changed nothing. */
  fingerprint(only?: string[]): Promise<string>;
  close(): Promise<void>;
}

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

let counter = 0;
let orderCounter = 0;
export const unique = (prefix: string) =>
  `${prefix}-${++counter}-${randomBytes(3).toString("hex")}`;

async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#118844" } })
    .png()
    .toBuffer();
}

/** A multipart body of one PNG under `field`, as the upload routes read it. */
export async function imageForm(field = "images"): Promise<FormData> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "a.png");
  return form;
}

/**
 * Seeds three organizations, each with an owner, an admin and a member, a store with a
 * product, an image, pages (a starter theme), a live deploy, an open invite and an API key;
 * and the actors who attack them.
 */
let seedAddresses = 0;

/**
 * A client address of its own for each seeding request: the per-IP limits (sign-ups,
 * uploads) are under test elsewhere, and the thousands of targets a full fuzz run seeds from
 * one address would meet them.
 */
export function seedAddress(): string {
  seedAddresses += 1;
  return `10.250.${(seedAddresses >> 8) & 255}.${seedAddresses & 255}`;
}

/** `config` changes the app's settings, e.g. limits a test is not about. */
export async function seedWorld(config: Partial<Config> = {}): Promise<World> {
  const dataDir = await mkdtemp(join(tmpdir(), "sw-trust-"));
  // Webhook endpoints point at a closed loopback port; they are made disabled.
  // The suites make fresh stores for the owner as they go (one a route for some), far past
  // the default stores an organization may hold; that limit has tests of its own.
  const t = await createTestApp({
    dataDir,
    outboundAllowPrivate: true,
    limits: { orgStores: 100_000 },
    ...config,
  });
  const db = t.database.db;

  async function call(method: string, url: string, headers: Headers, payload?: unknown) {
    const response = await t.app.inject({
      method: method as "GET",
      url,
      headers,
      payload: payload as object,
      remoteAddress: seedAddress(),
    });
    if (response.statusCode >= 300) {
      throw new Error(`seeding ${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json().data;
  }

  async function register(name: string) {
    const email = `${unique(name.toLowerCase())}@example.com`;
    const data = await call(
      "POST",
      "/api/auth/register",
      {},
      { name, email, password: "secret123" },
    );
    return { userId: data.user._id as string, token: data.token as string, email };
  }

  async function addMember(teamId: string, role: "admin" | "member" | "owner", name: string) {
    const user = await register(name);
    await db.insert(teamMembers).values({ teamId, userId: user.userId, role });
    return user;
  }

  async function newStore(token: string) {
    const data = await call("POST", "/api/store", bearer(token), {
      storeName: "Trust Shop",
      domain: `${unique("trust")}.example.com`,
    });
    return data.store._id as string;
  }

  async function newProduct(token: string, storeId: string) {
    const data = await call("POST", "/api/products", bearer(token), {
      storeId,
      name: unique("Product"),
      price: 9, // whole: a fuzzed currency change (JPY) must not refuse it
      stock: 3,
      status: "published",
    });
    return data.product._id as string;
  }

  async function newImage(token: string) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/images",
      headers: bearer(token),
      payload: await imageForm(),
      remoteAddress: seedAddress(),
    });
    if (response.statusCode !== 201) throw new Error(`seeding an image: ${response.body}`);
    return response.json().data.images[0] as { _id: string; url: string; publicId: string };
  }

  async function newInvite(token: string, teamId: string) {
    const data = await call("POST", `/api/teams/${teamId}/invites`, bearer(token), {
      email: `${unique("invitee")}@example.com`,
      role: "member",
    });
    return data.invite._id as string;
  }

  async function newKey(token: string, teamId: string) {
    const data = await call("POST", `/api/teams/${teamId}/api-keys`, bearer(token), {
      name: unique("key"),
    });
    return { key: data.key as string, keyId: data.apiKey._id as string };
  }

  const orgs: Org[] = [];
  for (let i = 0; i < 3; i += 1) {
    const owner = await register(`Owner${i}`);
    const team = await call("POST", "/api/teams", bearer(owner.token), { name: `Org ${i}` });
    const teamId = team.team._id as string;
    const admin = await addMember(teamId, "admin", `Admin${i}`);
    const member = await addMember(teamId, "member", `Member${i}`);
    const storeId = await newStore(owner.token);
    const productId = await newProduct(owner.token, storeId);
    const image = await newImage(owner.token);
    await call("POST", "/api/store/themes/choose", bearer(owner.token), {
      storeId,
      themeId: "roastery",
    });
    const published = await call("POST", `/api/store/${storeId}/publish`, bearer(owner.token), {});
    const deployId = published.deploy._id as string;
    const inviteId = await newInvite(owner.token, teamId);
    const { key, keyId } = await newKey(owner.token, teamId);
    orgs.push({
      teamId,
      owner,
      admin,
      member,
      key,
      keyId,
      storeId,
      productId,
      image,
      deployId,
      inviteId,
    });
  }

  const stranger = await register("Stranger");
  const secret = new TextEncoder().encode(testConfig().jwtSecret);
  const victim = orgs[0]!.owner.userId;
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(victim)
    .setIssuer("shopwright")
    .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 24 * 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(secret);
  const foreign = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(victim)
    .setIssuer("shopwright")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("another-secret-that-is-long-enough-0123456789"));
  const now = Math.floor(Date.now() / 1000);
  const algNone = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({
    sub: victim,
    iss: "shopwright",
    iat: now,
    exp: now + 3600,
  })}.`;

  const actors: TrustActor[] = [];
  orgs.forEach((org, i) => {
    const person = (kind: "owner" | "admin" | "member") => ({
      name: `${kind}${i}`,
      kind,
      org: i,
      userId: org[kind].userId,
      headers: bearer(org[kind].token),
      secret: org[kind].token,
    });
    actors.push(person("owner"), person("admin"), person("member"), {
      name: `key${i}`,
      kind: "key",
      org: i,
      userId: org.owner.userId,
      headers: bearer(org.key),
      secret: org.key,
    });
  });
  actors.push(
    {
      name: "stranger",
      kind: "stranger",
      userId: stranger.userId,
      headers: bearer(stranger.token),
      secret: stranger.token,
    },
    { name: "anonymous", kind: "anonymous", headers: {} },
    { name: "expired", kind: "expired", headers: bearer(expired) },
    { name: "foreign-key", kind: "foreign-key", headers: bearer(foreign) },
    { name: "alg-none", kind: "alg-none", headers: bearer(algNone) },
  );

  const o0 = orgs[0]!;
  /**
   * owner0's token, with organization 0 current again: new stores and images land in the
   * current organization, and a row of the matrix (creating a team) may have switched it.
   */
  async function inOrg0() {
    await call("PUT", "/api/organizations/current", bearer(o0.owner.token), {
      teamId: o0.teamId,
    });
    return o0.owner.token;
  }
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = (
    await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);

  return {
    t,
    dataDir,
    orgs,
    actors,
    fresh: {
      store: async () => newStore(await inOrg0()),
      deletedStore: async () => {
        const storeId = await newStore(await inOrg0());
        await call("DELETE", `/api/store/${storeId}`, bearer(o0.owner.token));
        return storeId;
      },
      product: () => newProduct(o0.owner.token, o0.storeId),
      image: async () => newImage(await inOrg0()),
      member: async (role = "member") => (await addMember(o0.teamId, role, "Fresh")).userId,
      owner: async () => (await addMember(o0.teamId, "owner", "FreshOwner")).token,
      invite: () => newInvite(o0.owner.token, o0.teamId),
      apiKey: async () => (await newKey(o0.owner.token, o0.teamId)).keyId,
      webhook: async () => {
        const storeId = await newStore(await inOrg0());
        const data = await call("POST", `/api/store/${storeId}/webhooks`, bearer(o0.owner.token), {
          url: "http://127.0.0.1:9/hook",
          events: ["product.created"],
          isEnabled: false,
        });
        return { storeId, webhookId: data.webhook._id as string };
      },
      discount: async () => {
        const storeId = await newStore(await inOrg0());
        const data = await call("POST", `/api/store/${storeId}/discounts`, bearer(o0.owner.token), {
          code: unique("matrix"),
          kind: "fixed",
          value: 100,
        });
        return { storeId, discountId: data.discount._id as string };
      },
      collection: async () => {
        const storeId = await newStore(await inOrg0());
        const data = await call(
          "POST",
          `/api/store/${storeId}/collections`,
          bearer(o0.owner.token),
          { title: unique("matrix") },
        );
        return { storeId, collectionId: data.collection._id as string };
      },
      order: async (state = "pending_payment") => {
        const number = 5000 + ++orderCounter;
        const [order] = await t.database.db
          .insert(orders)
          .values({
            storeId: o0.storeId,
            number,
            token: randomBytes(24).toString("base64url"),
            status: state,
            currency: "USD",
            subtotalMinor: 1850,
            totalMinor: 1850,
            email: "buyer@example.com",
            customerName: "Matrix Buyer",
            address: {
              line1: "1 Test Street",
              line2: "",
              city: "Testville",
              postalCode: "12345",
              region: "",
              country: "US",
            },
            paymentMethod: "manual",
            manualKind: "bank_transfer",
            paidAt: state === "paid" ? new Date() : null,
          })
          .returning({ id: orders.id });
        await t.database.db.insert(orderLines).values({
          orderId: order!.id,
          position: 0,
          productId: o0.productId,
          name: "Matrix Product",
          unitPriceMinor: 1850,
          quantity: 1,
          totalMinor: 1850,
        });
        return order!.id;
      },
      draftVersion: async () => {
        const storeId = await newStore(await inOrg0());
        const chosen = await call("POST", "/api/store/themes/choose", bearer(o0.owner.token), {
          storeId,
          themeId: "bloom",
        });
        const history = await call(
          "GET",
          `/api/store/${storeId}/draft-versions`,
          bearer(o0.owner.token),
        );
        const before = (history.versions as { _id: string; version: number }[]).find(
          (version) => version.version === 1,
        )!;
        return { storeId, versionId: before._id, version: chosen.store.version as number };
      },
      aiTurn: async () => {
        // A starter theme as the turn's write, and the turn's messages as the AI service
        // stores them: seeding through the prompt route would spend the organization's AI limit.
        const storeId = await newStore(await inOrg0());
        const chosen = await call("POST", "/api/store/themes/choose", bearer(o0.owner.token), {
          storeId,
          themeId: "bloom",
        });
        const after = chosen.store.version as number;
        const rows = await t.database.db
          .insert(aiMessages)
          .values([
            { storeId, role: "user", content: "Make it bloom", createdBy: o0.owner.userId },
            {
              storeId,
              role: "assistant",
              content: "Applied the Bloom look.",
              meta: { engine: "composer", appliedCount: 1, draft: { before: after - 1, after } },
              createdBy: o0.owner.userId,
            },
          ])
          .returning({ id: aiMessages.id, role: aiMessages.role });
        return { storeId, messageId: rows.find((row) => row.role === "assistant")!.id };
      },
    },
    async fingerprint(only?: string[]) {
      // api_keys.last_used_at moves whenever a key authenticates, refused or not: left out.
      const parts = tables
        .filter((table) => !only || only.includes(table))
        .map((table) =>
          table === "api_keys"
            ? sql`select 'api_keys' as name, count(*)::int as rows, md5(coalesce(string_agg(concat_ws(',', id, team_id, created_by, name, token_hash, revoked_at), '|' order by id), '')) as digest from api_keys`
            : sql`select ${table} as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
        );
      const rows = await rowsOf<{ name: string; rows: number; digest: string }>(
        sql.join(parts, sql` union all `),
      );
      return rows.map((row) => `${row.name}:${row.rows}:${row.digest}`).join("\n");
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
