import { PERMISSION_MESSAGES, STORE_MOVE_MESSAGES } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { stores, teamMembers } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<TestApp["signUp"]>>;
type Method = "GET" | "POST" | "PUT" | "DELETE";

let counter = 0;
const domain = () => `perm${++counter}-${Date.now()}.example.com`;

const call = (method: Method, url: string, who: Person, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

/** A team with an owner, an admin and a member, and a store of it made by the owner. */
async function teamWithStore() {
  const owner = await t.signUp("Owner");
  const admin = await t.signUp("Admin");
  const member = await t.signUp("Member");
  const team = await call("POST", "/api/teams", owner, { name: "Roasters" });
  const teamId = team.json().data.team._id as string;
  await t.database.db.insert(teamMembers).values([
    { teamId, userId: admin.userId, role: "admin" },
    { teamId, userId: member.userId, role: "member" },
  ]);
  const created = await call("POST", "/api/store", owner, { storeName: "Shop", domain: domain() });
  const store = created.json().data.store as { id: string; teamId: string };
  expect(store.teamId).toBe(teamId);
  return { owner, admin, member, teamId, storeId: store.id };
}

const storeRow = async (id: string) =>
  (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0];

describe("the permission table on a team's store", () => {
  it("lets members build: products, editor, AI chat, deploy list", async () => {
    const { member, storeId } = await teamWithStore();
    const product = await call("POST", "/api/products", member, {
      storeId,
      name: "Mug",
      price: 5,
      stock: 2,
    });
    expect(product.statusCode).toBe(201);
    const saved = await call("POST", `/api/store/${storeId}/editor-update`, member, {
      layout: { pages: [{ name: "Home", path: "/", sections: [] }] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await call("GET", `/api/store/${storeId}/ai-messages`, member)).statusCode).toBe(200);
    expect((await call("GET", `/api/store/${storeId}/deploys`, member)).statusCode).toBe(200);
    const got = await call("GET", `/api/store/${storeId}`, member);
    expect(got.json().data.store.role).toBe("member");
  });

  it("refuses members settings, approval, delete and webhooks with 403 and the reason, changing nothing", async () => {
    const { member, storeId } = await teamWithStore();
    const before = await storeRow(storeId);
    const base = `/api/store/${storeId}`;
    const attempts: Array<[Method, string, object?]> = [
      ["PUT", base, { storeName: "Mine now" }],
      ["PUT", base, { domain: domain() }],
      ["PUT", `${base}/approve`],
      ["DELETE", base],
      ["GET", `${base}/webhooks`],
      ["POST", `${base}/webhooks`, { url: "http://127.0.0.1:9/h", events: ["product.created"] }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, member, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({
        code: "insufficient_role",
        message: PERMISSION_MESSAGES.admin,
      });
    }
    expect(await storeRow(storeId)).toEqual(before);
  });

  it("lets admins change settings, approve and delete", async () => {
    const { admin, storeId } = await teamWithStore();
    const base = `/api/store/${storeId}`;
    const renamed = await call("PUT", base, admin, { storeName: "Renamed" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.store).toMatchObject({ storeName: "Renamed", role: "admin" });
    expect((await call("PUT", `${base}/approve`, admin)).json().data.store.approved).toBe(true);
    expect((await call("GET", `${base}/webhooks`, admin)).statusCode).toBe(200);
    expect((await call("DELETE", base, admin)).statusCode).toBe(200);
    // Deleted, restorable until its purge (docs/PRODUCT.md "Deleting and restoring a store").
    expect((await storeRow(storeId))?.deletedAt).toBeInstanceOf(Date);
    expect((await call("GET", base, admin)).statusCode).toBe(404);
  });

  it("lets a member publish only once the store is approved", async () => {
    const { owner, member, storeId } = await teamWithStore();
    await call("POST", "/api/store/themes/choose", owner, { storeId, themeId: "roastery" });
    const refused = await call("POST", `/api/store/${storeId}/publish`, member, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PERMISSION_MESSAGES.publishUnapproved);
    expect(
      (await call("GET", `/api/store/${storeId}/deploys`, member)).json().data.deploys,
    ).toEqual([]);
    expect((await call("PUT", `/api/store/${storeId}/approve`, owner)).statusCode).toBe(200);
    const published = await call("POST", `/api/store/${storeId}/publish`, member, {});
    expect(published.statusCode, published.body).toBe(200);
  });

  it("reads the caller's role in the store, not in another team they belong to", async () => {
    const { member, storeId } = await teamWithStore();
    // The member owns a team of their own: their role in the store stays member.
    expect((await call("POST", "/api/teams", member, { name: "Side project" })).statusCode).toBe(
      201,
    );
    const got = await call("GET", `/api/store/${storeId}`, member);
    expect(got.json().data.store.role).toBe("member");
    expect((await call("DELETE", `/api/store/${storeId}`, member)).statusCode).toBe(403);
  });

  it("takes every right from a member removed from the team at once", async () => {
    const { owner, member, teamId, storeId } = await teamWithStore();
    const removed = await call("DELETE", `/api/teams/${teamId}/members/${member.userId}`, owner);
    expect(removed.statusCode).toBe(200);
    for (const [method, url] of [
      ["GET", `/api/store/${storeId}`],
      ["GET", `/api/products/${storeId}`],
      ["POST", `/api/store/${storeId}/editor-update`],
    ] as Array<[Method, string]>) {
      const layout = { pages: [{ name: "Home", path: "/", sections: [] }] };
      const response = await call(method, url, member, method === "POST" ? { layout } : undefined);
      expect(response.statusCode, url).toBe(404);
    }
    const list = await call("GET", "/api/store", member);
    expect(list.json().data.stores).toEqual([]);
  });
});

describe("moving a store between organizations", () => {
  it("moves a personal store into a team the caller manages, and back", async () => {
    const owner = await t.signUp("Owner");
    const created = await call("POST", "/api/store", owner, {
      storeName: "Solo",
      domain: domain(),
    });
    const storeId = created.json().data.store.id as string;
    expect(created.json().data.store.teamId).toBeNull();
    const team = await call("POST", "/api/teams", owner, { name: "Later team" });
    const teamId = team.json().data.team._id as string;
    const moved = await call("PUT", `/api/store/${storeId}`, owner, { teamId });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.store).toMatchObject({ teamId, role: "owner" });
    const back = await call("PUT", `/api/store/${storeId}`, owner, { teamId: null });
    expect(back.json().data.store.teamId).toBeNull();
  });

  it("shows a moved store to the team's members", async () => {
    const { member, teamId } = await teamWithStore();
    const solo = await t.signUp("Solo");
    await t.database.db.insert(teamMembers).values({ teamId, userId: solo.userId, role: "admin" });
    // Made in their personal space (current organization: none yet).
    const created = await call("POST", "/api/store", solo, {
      storeName: "Early",
      domain: domain(),
    });
    const storeId = created.json().data.store.id as string;
    expect((await call("GET", `/api/store/${storeId}`, member)).statusCode).toBe(404);
    expect((await call("PUT", `/api/store/${storeId}`, solo, { teamId })).statusCode).toBe(200);
    await call("PUT", "/api/organizations/current", member, { teamId });
    const seen = await call("GET", "/api/store", member);
    expect(seen.json().data.stores.map((s: { id: string }) => s.id)).toContain(storeId);
  });

  it("refuses a destination the caller does not manage, a store the caller may not move, and keys", async () => {
    const { owner, admin, member, teamId, storeId } = await teamWithStore();
    const outsiderTeam = await call("POST", "/api/teams", await t.signUp("Other"), {
      name: "Elsewhere",
    });
    const elsewhere = outsiderTeam.json().data.team._id as string;
    const cases: Array<[Person, object, number, string]> = [
      // Not in the destination team: it looks absent.
      [owner, { teamId: elsewhere }, 404, "Team not found"],
      [owner, { teamId: "not-a-uuid" }, 404, "Team not found"],
      // A member of the store may not move it at all.
      [member, { teamId: null }, 403, PERMISSION_MESSAGES.admin],
      // An admin did not create the store, so may not make it theirs.
      [admin, { teamId: null }, 403, STORE_MOVE_MESSAGES.personalNotCreator],
    ];
    const side = await call("POST", "/api/teams", owner, { name: "Side" });
    const sideId = side.json().data.team._id as string;
    await t.database.db
      .insert(teamMembers)
      .values({ teamId: sideId, userId: admin.userId, role: "member" });
    // The admin is only a member of the destination.
    cases.push([admin, { teamId: sideId }, 403, STORE_MOVE_MESSAGES.targetNotManager]);
    for (const [who, payload, status, message] of cases) {
      const response = await call("PUT", `/api/store/${storeId}`, who, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const key = await call("POST", `/api/teams/${teamId}/api-keys`, owner, { name: "ci" });
    const keyAuth = { authorization: `Bearer ${key.json().data.key}` };
    const byKey = await t.app.inject({
      method: "PUT",
      url: `/api/store/${storeId}`,
      headers: keyAuth,
      payload: { teamId: sideId },
    });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().message).toBe(STORE_MOVE_MESSAGES.notWithKey);
    expect((await storeRow(storeId))!.teamId).toBe(teamId);
    // The owner manages both teams: the move is theirs to make.
    const moved = await call("PUT", `/api/store/${storeId}`, owner, { teamId: sideId });
    expect(moved.json().data.store.teamId).toBe(sideId);
  });

  it("rejects a teamId that is not a string or null with 400", async () => {
    const owner = await t.signUp("Owner");
    const created = await call("POST", "/api/store", owner, { storeName: "S", domain: domain() });
    const response = await call("PUT", `/api/store/${created.json().data.store.id}`, owner, {
      teamId: 42,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(STORE_MOVE_MESSAGES.invalidTeamId);
  });
});
