import { MESSAGES } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores, teamMembers } from "../../db/schema.js";
import { createTestAppOnDisk, type TestAppOnDisk, type TestUser } from "../../test/test-app.js";

/** docs/PRODUCT.md "Deleting and restoring a store": held, offline and restorable in the grace period. */
const GRACE_MS = 60 * 60 * 1000;

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-store-deletion-", { storeDeleteGraceMs: GRACE_MS });
}, 120_000);
afterAll(() => t?.close());

let counter = 0;
const LAYOUT = {
  pages: [
    { name: "Home", path: "/", sections: [{ id: "h", type: "hero", props: { title: "Hi" } }] },
  ],
};

/** A team (owner, admin, member) with a published store; its id, domain and site host. */
async function teamWithPublishedStore() {
  counter += 1;
  const owner = await t.signUp("Owner Olga");
  const admin = await t.signUp("Admin Ada");
  const member = await t.signUp("Member Max");
  const team = await t.call("POST", "/api/teams", owner.auth, { name: `Roasters ${counter}` });
  const teamId = team.json().data.team._id as string;
  await t.database.db.insert(teamMembers).values([
    { teamId, userId: admin.userId, role: "admin" },
    { teamId, userId: member.userId, role: "member" },
  ]);
  const domain = `held${counter}-${Date.now()}.example.com`;
  const created = await t.call("POST", "/api/store", owner.auth, {
    storeName: `Held Roasters ${counter}`,
    domain,
  });
  const storeId = created.json().data.store.id as string;
  const published = await t.call("POST", `/api/store/${storeId}/publish`, owner.auth, {
    jsonLayout: LAYOUT,
  });
  expect(published.statusCode, published.body).toBe(200);
  const host = new URL(published.json().data.url as string).host;
  return { owner, admin, member, teamId, storeId, domain, host };
}

const page = (host: string) => t.app.inject({ method: "GET", url: "/", headers: { host } });
const deletedList = async (who: TestUser) =>
  (await t.call("GET", "/api/store/deleted", who.auth)).json().data.stores as {
    id: string;
    role: string;
    deletedBy: string | null;
    restorableUntil: string;
  }[];

describe("deleting a store", () => {
  it("takes it out of reach and its site offline at once, and says until when it can come back", async () => {
    const { owner, member, storeId, host } = await teamWithPublishedStore();
    expect((await page(host)).statusCode).toBe(200);

    const before = Date.now();
    const deleted = await t.call("DELETE", `/api/store/${storeId}`, owner.auth);
    expect(deleted.statusCode).toBe(200);
    const { restorableUntil } = deleted.json().data;
    expect(new Date(restorableUntil).getTime()).toBeGreaterThanOrEqual(before + GRACE_MS - 5000);
    expect(new Date(restorableUntil).getTime()).toBeLessThanOrEqual(Date.now() + GRACE_MS + 5000);

    for (const who of [owner, member]) {
      expect((await t.call("GET", `/api/store/${storeId}`, who.auth)).statusCode).toBe(404);
      const listed = (await t.call("GET", "/api/store", who.auth)).json().data.stores;
      expect(listed.map((s: { id: string }) => s.id)).not.toContain(storeId);
    }
    expect((await t.call("GET", `/api/products/${storeId}`, owner.auth)).statusCode).toBe(404);
    expect(
      (await t.call("POST", `/api/store/${storeId}/publish`, owner.auth, { jsonLayout: LAYOUT }))
        .statusCode,
    ).toBe(404);
    expect((await t.call("DELETE", `/api/store/${storeId}`, owner.auth)).statusCode).toBe(404);

    const offline = await page(host);
    expect(offline.statusCode).toBe(404);
    expect(offline.body).toContain("No site is published at this address yet.");
    const slug = host.split(".")[0]!;
    expect((await t.app.inject({ method: "GET", url: `/sites/${slug}/` })).statusCode).toBe(404);
  });

  it("holds its verified domain and its site's address: nobody else takes them meanwhile", async () => {
    const { owner, storeId, domain, host } = await teamWithPublishedStore();
    const name = (await t.call("GET", `/api/store/${storeId}`, owner.auth)).json().data.store
      .storeName as string;
    // A pending domain is nobody's (docs/PRODUCT.md §13); a verified one is its store's.
    await t.database.db
      .update(stores)
      .set({ domainStatus: "verified", domainVerifiedAt: new Date() })
      .where(eq(stores.id, storeId));
    await t.call("DELETE", `/api/store/${storeId}`, owner.auth);

    const stranger = await t.signUp("Stranger");
    const taken = await t.call("POST", "/api/store", stranger.auth, { storeName: "Mine", domain });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "domain_taken", message: MESSAGES.domainTaken });
    // A store of the same name is published at another address.
    const twin = await t.call("POST", "/api/store", stranger.auth, {
      storeName: name,
      domain: `twin${counter}-${Date.now()}.example.com`,
    });
    const twinId = twin.json().data.store.id as string;
    const published = await t.call("POST", `/api/store/${twinId}/publish`, stranger.auth, {
      jsonLayout: LAYOUT,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(new URL(published.json().data.url as string).host).not.toBe(host);
  });

  it("lists the organization's deleted stores, with who deleted them and until when", async () => {
    const { owner, admin, member, storeId } = await teamWithPublishedStore();
    const response = await t.call("DELETE", `/api/store/${storeId}`, admin.auth);
    const { restorableUntil } = response.json().data;
    await t.call("PUT", "/api/organizations/current", member.auth, {
      teamId: (await t.call("GET", `/api/organizations`, member.auth))
        .json()
        .data.organizations.find((o: { teamId: string | null }) => o.teamId !== null).teamId,
    });
    for (const [who, role] of [
      [owner, "owner"],
      [member, "member"],
    ] as const) {
      const listed = (await deletedList(who)).find((s) => s.id === storeId);
      expect(listed).toMatchObject({ role, deletedBy: "Admin Ada", restorableUntil });
    }
    const stranger = await t.signUp("Stranger");
    expect(await deletedList(stranger)).toEqual([]);
  });
});

describe("restoring a store", () => {
  it("brings it back as it was, its site live again, for its owners and admins only", async () => {
    const { owner, admin, member, storeId, domain, host } = await teamWithPublishedStore();
    await t.call("DELETE", `/api/store/${storeId}`, owner.auth);

    const stranger = await t.signUp("Stranger");
    expect((await t.call("POST", `/api/store/${storeId}/restore`, stranger.auth)).statusCode).toBe(
      404,
    );
    const refused = await t.call("POST", `/api/store/${storeId}/restore`, member.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("insufficient_role");

    const restored = await t.call("POST", `/api/store/${storeId}/restore`, admin.auth);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.store).toMatchObject({ id: storeId, domain });
    expect(restored.json().data.store.site.url).toContain(host);
    expect((await t.call("GET", `/api/store/${storeId}`, member.auth)).statusCode).toBe(200);
    const live = await page(host);
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain("Hi");
    expect((await deletedList(owner)).map((s) => s.id)).not.toContain(storeId);
    // Restored: there is nothing to restore any more.
    expect((await t.call("POST", `/api/store/${storeId}/restore`, owner.auth)).statusCode).toBe(
      404,
    );
  });

  it("is refused once the grace period is over", async () => {
    const { owner, storeId } = await teamWithPublishedStore();
    await t.call("DELETE", `/api/store/${storeId}`, owner.auth);
    await t.database.db
      .update(stores)
      .set({ purgeAfter: new Date(Date.now() - 1000) })
      .where(eq(stores.id, storeId));
    expect((await t.call("POST", `/api/store/${storeId}/restore`, owner.auth)).statusCode).toBe(
      404,
    );
    expect((await deletedList(owner)).map((s) => s.id)).not.toContain(storeId);
  });

  it("answers 404 for an id that is no store", async () => {
    const owner = await t.signUp();
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      expect((await t.call("POST", `/api/store/${id}/restore`, owner.auth)).statusCode).toBe(404);
    }
  });
});

describe("deleting a team with deleted stores", () => {
  it("counts only live stores, and ends the others' grace at once", async () => {
    const { owner, teamId, storeId } = await teamWithPublishedStore();
    await t.call("DELETE", `/api/store/${storeId}`, owner.auth);
    expect((await t.call("DELETE", `/api/teams/${teamId}`, owner.auth)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    expect(row!.purgeAfter!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.call("POST", `/api/store/${storeId}/restore`, owner.auth)).statusCode).toBe(
      404,
    );
  });
});
