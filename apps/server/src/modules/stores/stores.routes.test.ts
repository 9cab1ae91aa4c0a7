import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores, teamMembers, teams } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let domainCounter = 0;
const uniqueDomain = () => `shop${++domainCounter}-${Date.now()}.example.com`;

async function createStore(auth: { authorization: string }, payload: object = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Bean There", domain: uniqueDomain(), ...payload },
  });
}

describe("POST /api/store", () => {
  it("creates a pending store in USD and en-US with a lower-cased domain", async () => {
    const { auth } = await t.signUp();
    const response = await createStore(auth, {
      storeName: "  Bean There ",
      domain: " Bean-There.COM ",
      description: "Coffee",
    });
    expect(response.statusCode).toBe(201);
    const { store } = response.json().data;
    expect(store).toMatchObject({
      storeName: "Bean There",
      domain: "bean-there.com",
      description: "Coffee",
      approved: false,
      currency: "USD",
      locale: "en-US",
      version: 1,
    });
    expect(store._id).toBe(store.id);
  });

  it.each([
    [{ storeName: "", domain: "a.com" }, "Please provide store name and domain"],
    [{ storeName: "A", domain: "   " }, "Please provide store name and domain"],
    [{ storeName: "A" }, "Please provide store name and domain"],
    [{ storeName: "A", domain: "not a domain" }, "Enter a valid domain, like mystore.com"],
    [{ storeName: "A", domain: "javascript:alert(1)" }, "Enter a valid domain, like mystore.com"],
    [{ storeName: "A".repeat(101), domain: "a.com" }, "Store name must be at most 100 characters"],
    [
      { storeName: "A", domain: "a.com", description: "x".repeat(1001) },
      "Description must be at most 1000 characters",
    ],
  ])("rejects %j with a clear message", async (payload, message) => {
    const { auth } = await t.signUp();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/store",
      headers: auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it("answers 409 when another store verified the domain, and changes nothing", async () => {
    const { auth } = await t.signUp();
    const domain = uniqueDomain();
    const first = await createStore(auth, { domain });
    expect(first.statusCode).toBe(201);
    // While pending, a domain is anybody's to name (docs/PRODUCT.md "Your own domain").
    await t.database.db
      .update(stores)
      .set({ domainStatus: "verified", domainVerifiedAt: new Date() })
      .where(eq(stores.id, first.json().data.store.id as string));
    const second = await createStore(auth, { domain: domain.toUpperCase(), storeName: "Other" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: "domain_taken",
      message: "A store with this domain already exists",
    });
    const list = await t.app.inject({ method: "GET", url: "/api/store", headers: auth });
    expect(list.json().data.stores).toHaveLength(1);
  });

  it("requires a signed-in user", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/store",
      payload: { storeName: "A", domain: "a.com" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("store reads and writes", () => {
  it("lists the caller's stores newest first, without layouts", async () => {
    const { auth } = await t.signUp();
    await createStore(auth, { storeName: "First" });
    await createStore(auth, { storeName: "Second" });
    const response = await t.app.inject({ method: "GET", url: "/api/store", headers: auth });
    const { stores } = response.json().data;
    expect(stores.map((s: { storeName: string }) => s.storeName)).toEqual(["Second", "First"]);
    expect(stores[0]).not.toHaveProperty("layout");
  });

  it("gets, updates, approves and deletes a store", async () => {
    const { auth } = await t.signUp();
    const { store } = (await createStore(auth)).json().data;
    const url = `/api/store/${store.id}`;

    const got = await t.app.inject({ method: "GET", url, headers: auth });
    expect(got.json().data.store).toMatchObject({ id: store.id, theme: {}, layout: {} });

    const updated = await t.app.inject({
      method: "PUT",
      url,
      headers: auth,
      payload: {
        storeName: "Renamed",
        domain: "Renamed-Shop.example.com",
        currency: "EUR",
        approved: true,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.store).toMatchObject({
      storeName: "Renamed",
      domain: "renamed-shop.example.com",
      currency: "EUR",
      // Approval only changes through its own route.
      approved: false,
    });

    const approved = await t.app.inject({ method: "PUT", url: `${url}/approve`, headers: auth });
    expect(approved.json().data.store.approved).toBe(true);

    const deleted = await t.app.inject({ method: "DELETE", url, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url, headers: auth })).statusCode).toBe(404);
  });

  it("rejects an invalid currency or locale on update", async () => {
    const { auth } = await t.signUp();
    const { store } = (await createStore(auth)).json().data;
    for (const payload of [
      { currency: "dollars" },
      { locale: "not a locale!" },
      { storeName: "  " },
    ]) {
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/store/${store.id}`,
        headers: auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("answers 404 for malformed and unknown ids", async () => {
    const { auth } = await t.signUp();
    for (const id of ["nope", "00000000-0000-0000-0000-000000000000", "1%27%20OR%201=1"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/store/${id}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: "store_not_found",
        message: "Store not found",
      });
    }
  });
});

describe("authorization", () => {
  it("gives a second user 404 on every route for the first user's store, and changes nothing", async () => {
    const owner = await t.signUp("Owner");
    const stranger = await t.signUp("Stranger");
    const { store } = (await createStore(owner.auth)).json().data;
    const url = `/api/store/${store.id}`;

    const list = await t.app.inject({ method: "GET", url: "/api/store", headers: stranger.auth });
    expect(list.json().data.stores).toEqual([]);

    const attempts = [
      { method: "GET" as const, url },
      { method: "PUT" as const, url, payload: { storeName: "Hijacked" } },
      { method: "PUT" as const, url: `${url}/approve` },
      { method: "DELETE" as const, url },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: stranger.auth });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }

    const after = (await t.app.inject({ method: "GET", url, headers: owner.auth })).json().data
      .store;
    expect(after).toMatchObject({ storeName: store.storeName, approved: false });
  });

  it("lets members of the store's team reach it, and puts new stores in the creator's current team", async () => {
    const owner = await t.signUp("Owner");
    const member = await t.signUp("Member");
    const [team] = await t.database.db
      .insert(teams)
      .values({ name: "Roasters", slug: `roasters-${Date.now()}` })
      .returning();
    await t.database.db.insert(teamMembers).values([
      { teamId: team!.id, userId: owner.userId, role: "owner" },
      { teamId: team!.id, userId: member.userId, role: "member" },
    ]);
    // No current organization yet: the personal space.
    const personal = (await createStore(owner.auth)).json().data.store;
    expect(personal.teamId).toBeNull();
    for (const who of [owner, member]) {
      const switched = await t.app.inject({
        method: "PUT",
        url: "/api/organizations/current",
        headers: who.auth,
        payload: { teamId: team!.id },
      });
      expect(switched.statusCode).toBe(200);
    }
    const { store } = (await createStore(owner.auth)).json().data;
    expect(store.teamId).toBe(team!.id);
    const seen = await t.app.inject({ method: "GET", url: "/api/store", headers: member.auth });
    expect(seen.json().data.stores.map((s: { id: string }) => s.id)).toEqual([store.id]);
    expect(seen.json().data.stores[0].role).toBe("member");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: member.auth });
    expect(me.json().data.organization).toMatchObject({ name: "Roasters" });
  });
});

describe("a member of two teams", () => {
  it("reads, lists and updates their stores with their role in each (never a 500)", async () => {
    const { auth } = await t.signUp();
    for (const name of ["First Team", "Second Team"]) {
      const team = await t.app.inject({
        method: "POST",
        url: "/api/teams",
        headers: auth,
        payload: { name },
      });
      expect(team.statusCode).toBe(201);
    }
    const created = await createStore(auth);
    expect(created.statusCode).toBe(201);
    const { store } = created.json().data;
    expect(store.role).toBe("owner");
    for (const request of [
      { method: "GET" as const, url: "/api/store" },
      { method: "GET" as const, url: `/api/store/${store.id}` },
      { method: "PUT" as const, url: `/api/store/${store.id}`, payload: { storeName: "Renamed" } },
      { method: "PUT" as const, url: `/api/store/${store.id}/approve` },
    ]) {
      const response = await t.app.inject({ ...request, headers: auth });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(200);
    }
  });
});
