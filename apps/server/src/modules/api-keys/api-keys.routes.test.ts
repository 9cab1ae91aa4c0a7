import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, teamMembers } from "../../db/schema.js";
import { createTestApp, type Auth, type TestApp, type TestUser } from "../../test/test-app.js";

type User = TestUser;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (key: string): Auth => ({ authorization: `Bearer ${key}` });

const call = (...request: Parameters<TestApp["call"]>) => t.call(...request);

/** A user with a team of their own (owner) and a store in it. */
async function owner(name = "Olive Owner") {
  const user: User = await t.signUp(name);
  const team = (await call("POST", "/api/teams", user.auth, { name: `${name} Co` })).json().data
    .team as { _id: string };
  const store = await call("POST", "/api/store", user.auth, {
    storeName: "Bean There",
    domain: `beans-${team._id.slice(0, 8)}.example.com`,
  });
  expect(store.statusCode).toBe(201);
  return { ...user, teamId: team._id, storeId: store.json().data.store._id as string };
}

async function createKey(teamId: string, by: Auth, name = "CI import") {
  const response = await call("POST", `/api/teams/${teamId}/api-keys`, by, { name });
  expect(response.statusCode).toBe(201);
  return response.json().data as { key: string; apiKey: { _id: string; prefix: string } };
}

async function addMember(teamId: string, role: "owner" | "admin" | "member") {
  const user: User = await t.signUp(`A ${role}`);
  await t.database.db.insert(teamMembers).values({ teamId, userId: user.userId, role });
  return user;
}

describe("creating and listing API keys", () => {
  it("shows the key once at creation, and lists never show it", async () => {
    const olive = await owner();
    const created = await call("POST", `/api/teams/${olive.teamId}/api-keys`, olive.auth, {
      name: "  CI import  ",
    });
    expect(created.statusCode).toBe(201);
    const { key, apiKey } = created.json().data;
    expect(key).toMatch(/^sw_live_[A-Za-z0-9]{40}$/);
    expect(apiKey).toMatchObject({
      name: "CI import",
      prefix: key.slice(0, 16),
      teamId: olive.teamId,
      createdBy: { _id: olive.userId, name: "Olive Owner" },
      lastUsedAt: null,
    });

    const list = await call("GET", `/api/teams/${olive.teamId}/api-keys`, olive.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.apiKeys).toEqual([apiKey]);
    expect(list.body).not.toContain(key);
    expect(list.body).not.toContain("tokenHash");
  });

  it("stores only the SHA-256 of the key", async () => {
    const olive = await owner();
    const { key, apiKey } = await createKey(olive.teamId, olive.auth);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey._id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it.each([[{}], [{ name: "   " }], [{ name: 7 }], [{ name: "x".repeat(81) }]])(
    "rejects %j with a clear 400 and creates nothing",
    async (body) => {
      const olive = await owner();
      const response = await call("POST", `/api/teams/${olive.teamId}/api-keys`, olive.auth, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "validation_failed" });
      expect(response.json().message).toMatch(/name/i);
      const rows = await t.database.db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.teamId, olive.teamId));
      expect(rows).toEqual([]);
    },
  );
});

describe("using an API key as a bearer token", () => {
  it("reads the team's stores and products, and creates a product", async () => {
    const olive = await owner();
    const { key } = await createKey(olive.teamId, olive.auth);

    const stores = await call("GET", "/api/store", bearer(key));
    expect(stores.statusCode).toBe(200);
    expect(stores.json().data.stores.map((s: { _id: string }) => s._id)).toEqual([olive.storeId]);
    expect((await call("GET", `/api/store/${olive.storeId}`, bearer(key))).statusCode).toBe(200);

    const product = await call("POST", "/api/products", bearer(key), {
      storeId: olive.storeId,
      name: "House blend",
      price: 12.5,
      stock: 3,
    });
    expect(product.statusCode).toBe(201);
    const list = await call("GET", `/api/products/${olive.storeId}`, bearer(key));
    expect(list.json().data.products.map((p: { name: string }) => p.name)).toEqual(["House blend"]);

    const me = await call("GET", "/api/auth/me", bearer(key));
    expect(me.json().data.user._id).toBe(olive.userId);
  });

  it("answers 401 once the key is revoked, and for unknown or malformed keys", async () => {
    const olive = await owner();
    const { key, apiKey } = await createKey(olive.teamId, olive.auth);
    expect((await call("GET", "/api/store", bearer(key))).statusCode).toBe(200);

    const revoked = await call(
      "DELETE",
      `/api/teams/${olive.teamId}/api-keys/${apiKey._id}`,
      olive.auth,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toEqual({ revoked: true });

    const after = await call("GET", "/api/store", bearer(key));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: "unauthorized" });
    expect(
      (await call("GET", `/api/teams/${olive.teamId}/api-keys`, olive.auth)).json().data,
    ).toEqual({ apiKeys: [] });

    const unknown = `sw_live_${"A".repeat(40)}`;
    expect((await call("GET", "/api/store", bearer(unknown))).statusCode).toBe(401);
    expect((await call("GET", "/api/store", bearer("sw_live_short"))).statusCode).toBe(401);
  });

  it("gives 404 for another organization's stores and products", async () => {
    const olive = await owner();
    const other = await owner("Otto Other");
    const { key } = await createKey(other.teamId, other.auth);
    const product = await call("POST", "/api/products", olive.auth, {
      storeId: olive.storeId,
      name: "Secret roast",
      price: 1,
      stock: 1,
    });
    const productId = product.json().data.product._id as string;

    const list = await call("GET", "/api/store", bearer(key));
    expect(list.json().data.stores.map((s: { _id: string }) => s._id)).toEqual([other.storeId]);
    for (const url of [
      `/api/store/${olive.storeId}`,
      `/api/products/${olive.storeId}`,
      `/api/products/item/${productId}`,
    ]) {
      const response = await call("GET", url, bearer(key));
      expect(response.statusCode, url).toBe(404);
    }
    const update = await call("PUT", `/api/store/${olive.storeId}`, bearer(key), {
      storeName: "Taken over",
    });
    expect(update.statusCode).toBe(404);
    const still = await call("GET", `/api/store/${olive.storeId}`, olive.auth);
    expect(still.json().data.store.storeName).toBe("Bean There");
  });

  it("stops working when its creator leaves or is removed from the team", async () => {
    const olive = await owner();
    const admin = await addMember(olive.teamId, "admin");
    const { key } = await createKey(olive.teamId, admin.auth);
    expect((await call("GET", "/api/store", bearer(key))).statusCode).toBe(200);

    const removed = await call(
      "DELETE",
      `/api/teams/${olive.teamId}/members/${admin.userId}`,
      olive.auth,
    );
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", "/api/store", bearer(key))).statusCode).toBe(401);
    // The key still shows in the team's list, so an owner sees it and can revoke it.
    const list = await call("GET", `/api/teams/${olive.teamId}/api-keys`, olive.auth);
    expect(list.json().data.apiKeys).toHaveLength(1);
  });

  it("records lastUsedAt, written at most once a minute", async () => {
    const olive = await owner();
    const { key, apiKey } = await createKey(olive.teamId, olive.auth);
    const lastUsed = async () =>
      (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey._id)))[0]!.lastUsedAt;

    await call("GET", "/api/store", bearer(key));
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await call("GET", "/api/store", bearer(key));
    expect(await lastUsed()).toEqual(first);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.database.db
      .update(apiKeys)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(apiKeys.id, apiKey._id));
    await call("GET", "/api/store", bearer(key));
    const third = await lastUsed();
    expect(third!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);

    const list = await call("GET", `/api/teams/${olive.teamId}/api-keys`, olive.auth);
    expect(list.json().data.apiKeys[0].lastUsedAt).toBe(third!.toISOString());
  });
});

describe("who may manage API keys", () => {
  it("lets owners and admins create, list and revoke; members get 403 and change nothing", async () => {
    const olive = await owner();
    const admin = await addMember(olive.teamId, "admin");
    const member = await addMember(olive.teamId, "member");
    const byOwner = await createKey(olive.teamId, olive.auth, "Owner's");
    const byAdmin = await createKey(olive.teamId, admin.auth, "Admin's");

    const base = `/api/teams/${olive.teamId}/api-keys`;
    for (const response of [
      await call("GET", base, member.auth),
      await call("POST", base, member.auth, { name: "Mine" }),
      await call("DELETE", `${base}/${byOwner.apiKey._id}`, member.auth),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "insufficient_role" });
    }
    // An admin may revoke the owner's key: revocation should never wait for one person.
    expect((await call("DELETE", `${base}/${byOwner.apiKey._id}`, admin.auth)).statusCode).toBe(
      200,
    );
    const list = await call("GET", base, olive.auth);
    expect(list.json().data.apiKeys.map((k: { _id: string }) => k._id)).toEqual([
      byAdmin.apiKey._id,
    ]);
  });

  it("answers 404 for a team the caller is not in, and for unknown keys", async () => {
    const olive = await owner();
    const other = await owner("Otto Other");
    const { apiKey } = await createKey(olive.teamId, olive.auth);
    const base = `/api/teams/${olive.teamId}/api-keys`;
    for (const response of [
      await call("GET", base, other.auth),
      await call("POST", base, other.auth, { name: "Sneaky" }),
      await call("DELETE", `${base}/${apiKey._id}`, other.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "team_not_found" });
    }
    // A key id of another team through one's own team: absent, and left alone.
    const cross = await call(
      "DELETE",
      `/api/teams/${other.teamId}/api-keys/${apiKey._id}`,
      other.auth,
    );
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toMatchObject({ code: "api_key_not_found" });
    expect((await call("DELETE", `${base}/not-a-uuid`, olive.auth)).statusCode).toBe(404);
    expect((await call("GET", base, olive.auth)).json().data.apiKeys).toHaveLength(1);
  });

  it("refuses to let an API key manage API keys", async () => {
    const olive = await owner();
    const { key, apiKey } = await createKey(olive.teamId, olive.auth);
    const base = `/api/teams/${olive.teamId}/api-keys`;
    for (const response of [
      await call("GET", base, bearer(key)),
      await call("POST", base, bearer(key), { name: "Successor" }),
      await call("DELETE", `${base}/${apiKey._id}`, bearer(key)),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/cannot manage API keys/);
    }
    expect((await call("GET", base, olive.auth)).json().data.apiKeys).toHaveLength(1);
  });

  it("requires sign-in", async () => {
    const olive = await owner();
    const response = await call("GET", `/api/teams/${olive.teamId}/api-keys`);
    expect(response.statusCode).toBe(401);
  });
});
