import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images, stores } from "../../db/schema.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

type Auth = { authorization: string };
type Method = "GET" | "POST" | "PUT" | "DELETE";

let t: TestAppOnDisk;

const bearer = (key: string): Auth => ({ authorization: `Bearer ${key}` });
const call = (method: Method, url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, payload });

/** One user in two teams, a store and a product in each, and a key for team A only. */
interface World {
  session: Auth;
  keyA: Auth;
  teamA: string;
  teamB: string;
  storeA: string;
  storeB: string;
  personalStore: string;
  productB: string;
  imageB: { url: string; publicId: string };
}
let w: World;

async function createTeam(auth: Auth, name: string): Promise<string> {
  const response = await call("POST", "/api/teams", auth, { name });
  expect(response.statusCode).toBe(201);
  return response.json().data.team._id as string;
}

async function createKey(auth: Auth, teamId: string): Promise<Auth> {
  const response = await call("POST", `/api/teams/${teamId}/api-keys`, auth, { name: "CLI" });
  expect(response.statusCode).toBe(201);
  return bearer(response.json().data.key as string);
}

let domains = 0;
async function createStore(auth: Auth): Promise<{ _id: string; teamId: string | null }> {
  const response = await call("POST", "/api/store", auth, {
    storeName: "Shop",
    domain: `scope-${++domains}-${Date.now()}.example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store;
}

async function uploadImage(auth: Auth) {
  const bytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: "#3366cc" },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("images", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "a.png");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/upload/images",
    headers: auth,
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.images[0] as { url: string; publicId: string };
}

beforeAll(async () => {
  t = await createTestAppOnDisk("sw-key-scope-");
  const user = await t.signUp("Two Teams");
  const session = user.auth;
  // A store made before any team is the user's personal store.
  const personal = await createStore(session);
  const teamA = await createTeam(session, "Alpha");
  const teamB = await createTeam(session, "Beta");
  const keyA = await createKey(session, teamA);
  const keyB = await createKey(session, teamB);
  const storeA = await createStore(keyA);
  const storeB = await createStore(keyB);
  expect([storeA.teamId, storeB.teamId, personal.teamId]).toEqual([teamA, teamB, null]);
  const product = await call("POST", "/api/products", session, {
    storeId: storeB._id,
    name: "Beta bean",
    price: 3,
    stock: 1,
  });
  expect(product.statusCode).toBe(201);
  const imageB = await uploadImage(keyB);
  w = {
    session,
    keyA,
    teamA,
    teamB,
    storeA: storeA._id,
    storeB: storeB._id,
    personalStore: personal._id,
    productB: product.json().data.product._id as string,
    imageB,
  };
});
afterAll(() => t.close());

const ids = (response: { json: () => { data: { stores: Array<{ _id: string }> } } }) =>
  response
    .json()
    .data.stores.map((s) => s._id)
    .sort();

describe("an API key reaches its own team only", () => {
  it("lists only its team's stores; the same user's session lists its current organization's and reaches every store", async () => {
    expect(ids(await call("GET", "/api/store", w.keyA))).toEqual([w.storeA]);
    // Beta, created last, is the session's current organization.
    expect(ids(await call("GET", "/api/store", w.session))).toEqual([w.storeB]);
    const switched = await call("PUT", "/api/organizations/current", w.session, { teamId: null });
    expect(switched.statusCode).toBe(200);
    expect(ids(await call("GET", "/api/store", w.session))).toEqual([w.personalStore]);
    expect(ids(await call("GET", "/api/store", w.keyA))).toEqual([w.storeA]);
    await call("PUT", "/api/organizations/current", w.session, { teamId: w.teamB });
    for (const storeId of [w.storeA, w.storeB, w.personalStore]) {
      expect((await call("GET", `/api/store/${storeId}`, w.session)).statusCode).toBe(200);
    }
  });

  it("creates stores in the key's team, not in the user's first team", async () => {
    const keyB = await createKey(w.session, w.teamB);
    const store = await createStore(keyB);
    expect(store.teamId).toBe(w.teamB);
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store._id));
    expect(row!.teamId).toBe(w.teamB);
  });

  it("answers 404 for another team's store and a personal store on every store route", async () => {
    for (const storeId of [w.storeB, w.personalStore]) {
      const base = `/api/store/${storeId}`;
      const attempts: Array<[Method, string, object?]> = [
        ["GET", base],
        ["PUT", base, { storeName: "Taken" }],
        ["PUT", `${base}/approve`],
        ["DELETE", base],
        ["GET", `/api/products/${storeId}`],
        ["POST", "/api/products", { storeId, name: "Sneaky", price: 1, stock: 1 }],
        ["GET", `${base}/products/export`],
        ["GET", `${base}/editor`],
        ["POST", `${base}/editor-update`, { layout: { pages: [] } }],
        ["POST", "/api/store/themes/choose", { storeId, themeId: "roastery" }],
        ["POST", `${base}/publish`, {}],
        ["GET", `${base}/deploys`],
        ["GET", `${base}/ai-messages`],
        ["DELETE", `${base}/ai-messages`],
        ["DELETE", `${base}/ai-style-step`],
        ["POST", `${base}/ai-prompt`, { prompt: "Make it blue" }],
        ["GET", `${base}/forms`],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await call(method, url, w.keyA, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      }
    }
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, w.storeB));
    expect(row).toMatchObject({ storeName: "Shop", approved: false, version: 1 });
  });

  it("answers 404 for another team's products, and bulk changes match none", async () => {
    for (const [method, payload] of [["GET"], ["PUT", { name: "X" }], ["DELETE"]] as const) {
      const url =
        method === "GET" ? `/api/products/item/${w.productB}` : `/api/products/${w.productB}`;
      const response = await call(method, url, w.keyA, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const action of ["delete", "publish", "unpublish"]) {
      const response = await call("POST", "/api/products/bulk", w.keyA, {
        ids: [w.productB],
        action,
      });
      expect(response.json().data.matched, action).toBe(0);
    }
    const still = await call("GET", `/api/products/item/${w.productB}`, w.session);
    expect(still.json().data.product).toMatchObject({ name: "Beta bean", status: "draft" });
  });

  it("cannot delete another team's images, and its uploads belong to its team", async () => {
    const removed = await call("DELETE", "/api/upload/images", w.keyA, {
      imageUrls: [w.imageB.url],
      publicIds: [w.imageB.publicId],
    });
    expect(removed.json().data.deleted).toBe(0);
    const [kept] = await t.database.db
      .select()
      .from(images)
      .where(eq(images.publicId, w.imageB.publicId));
    expect(kept!.teamId).toBe(w.teamB);
    const mine = await uploadImage(w.keyA);
    const [row] = await t.database.db
      .select()
      .from(images)
      .where(eq(images.publicId, mine.publicId));
    expect(row!.teamId).toBe(w.teamA);
  });

  it("works on its own team's store: products, editor, preview and publishing", async () => {
    const product = await call("POST", "/api/products", w.keyA, {
      storeId: w.storeA,
      name: "Alpha bean",
      price: 2,
      stock: 1,
      status: "published",
    });
    expect(product.statusCode).toBe(201);
    const list = await call("GET", `/api/products/${w.storeA}`, w.keyA);
    expect(list.json().data.total).toBe(1);
    const editor = await call("GET", `/api/store/${w.storeA}/editor`, w.keyA);
    expect(editor.statusCode).toBe(200);
    const { previewToken } = editor.json().data;
    const preview = await t.app.inject({
      method: "GET",
      url: `/api/store/${w.storeA}/preview?token=${encodeURIComponent(previewToken)}`,
    });
    expect(preview.statusCode).toBe(200);
    const chosen = await call("POST", "/api/store/themes/choose", w.keyA, {
      storeId: w.storeA,
      themeId: "roastery",
    });
    expect(chosen.statusCode).toBe(200);
    const published = await call("POST", `/api/store/${w.storeA}/publish`, w.keyA, {});
    expect(published.statusCode, published.body).toBeLessThan(300);
    expect((await call("GET", `/api/store/${w.storeA}/deploys`, w.keyA)).statusCode).toBe(200);
  });

  it("a preview token made through a key opens its one store only", async () => {
    const editor = await call("GET", `/api/store/${w.storeA}/editor`, w.keyA);
    const { previewToken } = editor.json().data;
    const preview = await t.app.inject({
      method: "GET",
      url: `/api/store/${w.storeB}/preview?token=${encodeURIComponent(previewToken)}`,
    });
    expect(preview.statusCode).toBe(404);
  });

  it("sees only its own team among the teams routes; another team answers 404", async () => {
    const my = await call("GET", "/api/teams/my", w.keyA);
    expect(my.json().data.teams.map((m: { team: { _id: string } }) => m.team._id)).toEqual([
      w.teamA,
    ]);
    expect((await call("GET", `/api/teams/${w.teamA}`, w.keyA)).statusCode).toBe(200);
    const base = `/api/teams/${w.teamB}`;
    const attempts: Array<[Method, string, object?]> = [
      ["GET", base],
      ["PUT", base, { name: "Renamed" }],
      ["GET", `${base}/members`],
      ["GET", `${base}/invites`],
      ["POST", `${base}/invites`, { email: "x@example.com", role: "member" }],
      ["GET", `${base}/api-keys`],
      ["POST", `${base}/api-keys`, { name: "Escape" }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, w.keyA, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe("team_not_found");
    }
    const me = await call("GET", "/api/auth/me", w.keyA);
    expect(me.json().data.organization._id).toBe(w.teamA);
    const sessionTeams = await call("GET", "/api/teams/my", w.session);
    expect(sessionTeams.json().data.teams).toHaveLength(2);
  });

  it("may not found, join or manage teams, even its own", async () => {
    const base = `/api/teams/${w.teamA}`;
    for (const [method, url, payload] of [
      ["PUT", base, { name: "Renamed" }],
      ["POST", `${base}/invites`, { email: "x@example.com", role: "member" }],
      ["GET", `${base}/invites`],
    ] as Array<[Method, string, object?]>) {
      const response = await call(method, url, w.keyA, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const created = await call("POST", "/api/teams", w.keyA, { name: "Escape" });
    expect(created.statusCode).toBe(403);
    const accepted = await call("POST", "/api/teams/invites/accept", w.keyA, {
      token: "a".repeat(43),
    });
    expect(accepted.statusCode).toBe(403);
  });
});
