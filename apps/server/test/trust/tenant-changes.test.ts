import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores, teams, users } from "../../src/db/schema.js";
import { seedWorld, unique, type World } from "./trust-world.js";

let w: World;
beforeAll(async () => {
  w = await seedWorld();
}, 300_000);
afterAll(() => w.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: object,
) => w.t.app.inject({ method, url, headers: bearer(token), payload });

/** Registers a user under a new email; `login` signs them in again and answers the new token. */
async function register(name: string, label: string) {
  const email = `${unique(label)}@example.com`;
  const password = "secret123";
  const registered = await w.t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { name, email, password },
  });
  const login = async () => {
    const response = await w.t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
    });
    return response.json().data.token as string;
  };
  return { token: registered.json().data.token as string, login };
}

/** A new team made by `token`'s user, and an API key of that team. */
async function teamWithKey(token: string, name: string) {
  const team = await call("POST", "/api/teams", token, { name });
  const teamId = team.json().data.team._id as string;
  const created = await call("POST", `/api/teams/${teamId}/api-keys`, token, { name: "k" });
  const { key, apiKey } = created.json().data as { key: string; apiKey: { _id: string } };
  return { teamId, key, keyId: apiKey._id };
}

describe("an old token loses what its owner lost, on the next request", () => {
  it("after removal from the team: the team, its stores and products answer 404", async () => {
    const o = w.orgs[1]!;
    const member = o.member;
    expect((await call("GET", `/api/products/${o.storeId}`, member.token)).statusCode).toBe(200);
    const removed = await call(
      "DELETE",
      `/api/teams/${o.teamId}/members/${member.userId}`,
      o.owner.token,
    );
    expect(removed.statusCode).toBe(200);
    for (const url of [
      `/api/store/${o.storeId}`,
      `/api/products/${o.storeId}`,
      `/api/products/item/${o.productId}`,
      `/api/store/${o.storeId}/editor`,
      `/api/teams/${o.teamId}`,
    ]) {
      expect((await call("GET", url, member.token)).statusCode, url).toBe(404);
    }
    expect((await call("GET", "/api/store", member.token)).json().data.stores).toEqual([]);
  });

  it("after a role change: a demoted admin is refused management at once", async () => {
    const o = w.orgs[2]!;
    const invites = `/api/teams/${o.teamId}/invites`;
    expect((await call("GET", invites, o.admin.token)).statusCode).toBe(200);
    const demoted = await call(
      "PUT",
      `/api/teams/${o.teamId}/members/${o.admin.userId}`,
      o.owner.token,
      {
        role: "member",
      },
    );
    expect(demoted.statusCode).toBe(200);
    expect((await call("GET", invites, o.admin.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/teams/${o.teamId}/api-keys`, o.admin.token)).statusCode).toBe(
      403,
    );
  });

  it("after its creator leaves the team, an API key answers 401", async () => {
    const o = w.orgs[2]!;
    const created = await call("POST", `/api/teams/${o.teamId}/api-keys`, o.owner.token, {
      name: "k",
    });
    const key = created.json().data.key as string;
    expect((await call("GET", "/api/store", key)).statusCode).toBe(200);
    // A second owner first: a team always keeps one.
    await call("PUT", `/api/teams/${o.teamId}/members/${o.member.userId}`, o.owner.token, {
      role: "owner",
    });
    const left = await call(
      "DELETE",
      `/api/teams/${o.teamId}/members/${o.owner.userId}`,
      o.owner.token,
    );
    expect(left.statusCode).toBe(200);
    expect((await call("GET", "/api/store", key)).statusCode).toBe(401);
  });

  it("after sign-out, every old session token answers 401; a new sign-in and API keys work", async () => {
    const { token: first, login } = await register("Leaver", "leaver");
    const second = await login();
    // Their team's key must outlive its creator's sign-out.
    const { teamId, key } = await teamWithKey(first, "Leaver's");
    for (const token of [first, second])
      expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(200);

    const out = await call("POST", "/api/auth/logout", first, {});
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ signedOut: true });
    for (const token of [first, second]) {
      expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(401);
      expect((await call("GET", "/api/store", token)).statusCode).toBe(401);
      expect((await call("POST", "/api/auth/logout", token, {})).statusCode).toBe(401);
    }
    const third = await login();
    expect((await call("GET", "/api/auth/me", third)).statusCode).toBe(200);

    // The key lives on, and cannot sign out: it is revoked on its own.
    expect((await call("GET", `/api/teams/${teamId}`, key)).statusCode).toBe(200);
    expect((await call("POST", "/api/auth/logout", key, {})).statusCode).toBe(403);
    expect((await call("GET", "/api/auth/me", third)).statusCode).toBe(200);
  });

  it("a preview link dies with its credential: after sign-out, and after its key is revoked", async () => {
    const { token: session, login } = await register("Previewer", "previewer");
    const { teamId, key, keyId } = await teamWithKey(session, "Previewers");
    // Made with the key, so it lands in the key's team, where both credentials reach it.
    const store = await call("POST", "/api/store", key, {
      storeName: "Preview me",
      domain: `${unique("preview")}.example.com`,
    });
    const storeId = store.json().data.store._id as string;
    const previewTokenOf = async (token: string) =>
      (await call("GET", `/api/store/${storeId}/editor`, token)).json().data.previewToken as string;
    const preview = (token: string) =>
      w.t.app.inject({
        method: "GET",
        url: `/api/store/${storeId}/preview?token=${encodeURIComponent(token)}`,
      });
    const bySession = await previewTokenOf(session);
    const byKey = await previewTokenOf(key);
    expect((await preview(bySession)).statusCode).toBe(200);
    expect((await preview(byKey)).statusCode).toBe(200);

    expect((await call("POST", "/api/auth/logout", session, {})).statusCode).toBe(200);
    expect((await preview(bySession)).statusCode).toBe(401);
    // The key outlives the sign-out, and so does its preview, until the key is revoked.
    expect((await preview(byKey)).statusCode).toBe(200);
    const fresh = await login();
    expect((await preview(await previewTokenOf(fresh))).statusCode).toBe(200);
    const revoked = await call("DELETE", `/api/teams/${teamId}/api-keys/${keyId}`, fresh);
    expect(revoked.statusCode).toBe(200);
    expect((await preview(byKey)).statusCode).toBe(401);
  });
});

describe("mass assignment is never applied", () => {
  it("store create ignores teamId, createdBy, approved, version and id; update ignores all but a teamId it refuses", async () => {
    const o = w.orgs[0]!;
    const other = w.orgs[1]!;
    const created = await call("POST", "/api/store", o.owner.token, {
      storeName: "Mass",
      domain: `${unique("mass")}.example.com`,
      teamId: other.teamId,
      createdBy: other.owner.userId,
      approved: true,
      version: 42,
      id: other.storeId,
    });
    expect(created.statusCode).toBe(201);
    const store = created.json().data.store;
    expect(store).toMatchObject({ teamId: o.teamId, approved: false, version: 1 });
    expect(store._id).not.toBe(other.storeId);
    // Moving a store is a setting of its own: into a team the caller is not in, it is refused.
    const moved = await call("PUT", `/api/store/${store._id}`, o.owner.token, {
      teamId: other.teamId,
    });
    expect(moved.statusCode).toBe(404);
    const updated = await call("PUT", `/api/store/${store._id}`, o.owner.token, {
      createdBy: other.owner.userId,
      approved: true,
      version: 42,
      layout: { pages: [] },
    });
    expect(updated.statusCode).toBe(200);
    const [row] = await w.t.database.db.select().from(stores).where(eq(stores.id, store._id));
    expect(row).toMatchObject({
      teamId: o.teamId,
      createdBy: o.owner.userId,
      approved: false,
      version: 1,
    });
  });

  it("a product update cannot move it to another store", async () => {
    const o = w.orgs[0]!;
    const other = w.orgs[1]!;
    const product = await w.fresh.product();
    await call("PUT", `/api/products/${product}`, o.owner.token, {
      storeId: other.storeId,
      id: other.productId,
    });
    const got = await call("GET", `/api/products/item/${product}`, o.owner.token);
    expect(got.json().data.product.storeId).toBe(o.storeId);
    const theirs = await call("GET", `/api/products/item/${other.productId}`, other.owner.token);
    expect(theirs.statusCode).toBe(200);
  });

  it("registration ignores a role, an id or a password hash", async () => {
    const response = await w.t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Mallory",
        email: `${unique("mallory")}@example.com`,
        password: "secret123",
        role: "owner",
        id: w.orgs[0]!.owner.userId,
        passwordHash: "x",
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.user._id as string;
    expect(id).not.toBe(w.orgs[0]!.owner.userId);
    const [row] = await w.t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.passwordHash).not.toBe("x");
  });

  it("a member cannot promote themselves, and an admin cannot make an owner", async () => {
    const o = w.orgs[0]!;
    const self = await call(
      "PUT",
      `/api/teams/${o.teamId}/members/${o.member.userId}`,
      o.member.token,
      {
        role: "owner",
      },
    );
    expect(self.statusCode).toBe(403);
    const byAdmin = await call(
      "PUT",
      `/api/teams/${o.teamId}/members/${o.member.userId}`,
      o.admin.token,
      {
        role: "owner",
      },
    );
    expect(byAdmin.statusCode).toBe(403);
    const members = (await call("GET", `/api/teams/${o.teamId}/members`, o.owner.token)).json().data
      .members as Array<{ _id?: string; userId?: string; role: string }>;
    expect(members.filter((m) => m.role === "owner")).toHaveLength(1);
  });

  it("a team update cannot change settings it does not name, nor the team's id", async () => {
    const o = w.orgs[0]!;
    await call("PUT", `/api/teams/${o.teamId}`, o.owner.token, {
      id: w.orgs[1]!.teamId,
      role: "owner",
    });
    const [row] = await w.t.database.db.select().from(teams).where(eq(teams.id, w.orgs[1]!.teamId));
    expect(row!.name).toBe("Org 1");
  });

  it("an API key is made for the team of the path, whatever the body says", async () => {
    const o = w.orgs[0]!;
    const created = await call("POST", `/api/teams/${o.teamId}/api-keys`, o.owner.token, {
      name: "k",
      teamId: w.orgs[1]!.teamId,
    });
    expect(created.json().data.apiKey.teamId).toBe(o.teamId);
  });
});
