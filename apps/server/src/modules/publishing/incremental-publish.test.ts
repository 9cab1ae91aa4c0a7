import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-incremental-");
});
afterAll(() => t.close());

type Auth = { authorization: string };
let counter = 0;

async function createStore(auth: Auth, storeName: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName, domain: `inc${++counter}-${Date.now()}.example.com` },
  });
  return response.json().data.store.id as string;
}

async function createProduct(auth: Auth, storeId: string, values: Record<string, unknown>) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: auth,
    payload: { storeId, stock: 5, description: "", status: "published", ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.product as { _id: string };
}

const updateProduct = (auth: Auth, id: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/products/${id}`, headers: auth, payload });

const bulk = (auth: Auth, action: string, ids: string[]) =>
  t.app.inject({
    method: "POST",
    url: "/api/products/bulk",
    headers: auth,
    payload: { action, ids },
  });

const visit = (host: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: { host } });

async function deploysOf(auth: Auth, storeId: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/store/${storeId}/deploys`,
    headers: auth,
  });
  return response.json().data as {
    url: string | null;
    deploys: { _id: string; isLive: boolean; storeVersion: number }[];
  };
}

/** Polls until `check` holds (up to ~2 s): the rebuild runs after the product response. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 2000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until no rebuild waits or runs, so counts can be compared. */
const settled = () => t.app.republishSettled();

function layoutWith(title: string) {
  return {
    pages: [
      {
        name: "Home",
        sections: [
          { type: "hero", title },
          { type: "collection", title: "Our coffee" },
        ],
      },
    ],
  };
}

async function publishedStore(name: string) {
  const { auth } = await t.signUp();
  const storeId = await createStore(auth, name);
  const guji = await createProduct(auth, storeId, { name: "Guji Natural", price: 18.5 });
  const huila = await createProduct(auth, storeId, { name: "Huila Washed", price: 14 });
  const response = await t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/publish`,
    headers: auth,
    payload: { jsonLayout: layoutWith("Live title") },
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { url: string; version: number };
  const host = new URL(data.url).host;
  const pathOf = (id: string, slug: string) => `/products/${slug}-${id.slice(0, 8)}`;
  return {
    auth,
    storeId,
    host,
    version: data.version,
    guji: { ...guji, path: pathOf(guji._id, "guji-natural") },
    huila: { ...huila, path: pathOf(huila._id, "huila-washed") },
  };
}

describe("incremental publish", () => {
  it("shows a price change on the product page and the collection, as one new deploy", async () => {
    const s = await publishedStore("Price Roasters");
    expect((await visit(s.host, s.guji.path)).body).toContain("$18.50");
    const before = await deploysOf(s.auth, s.storeId);
    expect(before.deploys).toHaveLength(1);

    const started = Date.now();
    const updated = await updateProduct(s.auth, s.guji._id, { price: 21.25 });
    expect(updated.statusCode).toBe(200);

    await eventually(async () => (await visit(s.host, s.guji.path)).body.includes("$21.25"));
    expect(Date.now() - started).toBeLessThan(2000);
    const collection = (await visit(s.host, "/collection")).body;
    expect(collection).toContain("$21.25");
    expect(collection).not.toContain("$18.50");
    expect((await visit(s.host, "/")).body).toContain("$21.25");
    // The other product's page is untouched.
    expect((await visit(s.host, s.huila.path)).body).toContain("$14.00");

    await settled();
    const after = await deploysOf(s.auth, s.storeId);
    expect(after.deploys).toHaveLength(2);
    expect(after.deploys[0]).toMatchObject({ isLive: true, storeVersion: s.version });
    expect(after.deploys[1]!._id).toBe(before.deploys[0]!._id);
  });

  it("folds a burst of changes into at most two rebuilds", async () => {
    const s = await publishedStore("Burst Beans");
    const [first, second] = await Promise.all([
      updateProduct(s.auth, s.guji._id, { price: 19 }),
      updateProduct(s.auth, s.huila._id, { price: 15 }),
      createProduct(s.auth, s.storeId, { name: "Yirgacheffe", price: 22 }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await eventually(async () => {
      const body = (await visit(s.host, "/collection")).body;
      return body.includes("$19.00") && body.includes("$15.00") && body.includes("Yirgacheffe");
    });
    await settled();
    // The three writes arrive within the queue's 15 ms wait and make one rebuild, unless a
    // loaded machine spreads them past it: then the rest fold into one more, never a third.
    const afterBurst = (await deploysOf(s.auth, s.storeId)).deploys.length;
    expect(afterBurst).toBeGreaterThanOrEqual(2);
    expect(afterBurst).toBeLessThanOrEqual(3);

    // A bulk action is one change too.
    const done = await bulk(s.auth, "publish", [s.guji._id, s.huila._id]);
    expect(done.statusCode).toBe(200);
    await settled();
    // Nothing changed (both were published already): the live deploy stays.
    expect((await deploysOf(s.auth, s.storeId)).deploys).toHaveLength(afterBurst);
  });

  it("takes a product set to draft off the collection, and its page answers 404", async () => {
    const s = await publishedStore("Draft Roasters");
    expect((await visit(s.host, s.huila.path)).statusCode).toBe(200);

    expect((await updateProduct(s.auth, s.huila._id, { status: "draft" })).statusCode).toBe(200);
    await eventually(async () => (await visit(s.host, s.huila.path)).statusCode === 404);
    const collection = (await visit(s.host, "/collection")).body;
    expect(collection).not.toContain("Huila Washed");
    expect(collection).toContain("Guji Natural");
    expect((await visit(s.host, "/sitemap.xml")).body).not.toContain(s.huila.path);

    // Bulk unpublish, then bulk delete, each go live.
    expect((await bulk(s.auth, "unpublish", [s.guji._id])).statusCode).toBe(200);
    await eventually(async () => (await visit(s.host, s.guji.path)).statusCode === 404);
    expect((await bulk(s.auth, "publish", [s.guji._id, s.huila._id])).statusCode).toBe(200);
    await eventually(async () => (await visit(s.host, s.huila.path)).statusCode === 200);
    expect((await bulk(s.auth, "delete", [s.huila._id])).statusCode).toBe(200);
    await eventually(async () => (await visit(s.host, s.huila.path)).statusCode === 404);
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${s.guji._id}`,
      headers: s.auth,
    });
    expect(remove.statusCode).toBe(200);
    await eventually(async () => (await visit(s.host, s.guji.path)).statusCode === 404);
    expect((await visit(s.host, "/collection")).body).not.toContain("Guji Natural");
  });

  it("re-renders the live layout, never the editor's unpublished draft", async () => {
    const s = await publishedStore("Draft Safe");
    const saved = await t.app.inject({
      method: "POST",
      url: `/api/store/${s.storeId}/editor-update`,
      headers: s.auth,
      payload: { layout: layoutWith("Unpublished draft title"), version: s.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await updateProduct(s.auth, s.guji._id, { price: 30 });
    await eventually(async () => (await visit(s.host, "/")).body.includes("$30.00"));
    const home = (await visit(s.host, "/")).body;
    expect(home).toContain("Live title");
    expect(home).not.toContain("Unpublished draft title");
    await settled();
    const { deploys } = await deploysOf(s.auth, s.storeId);
    // The rebuild is of the published layout's version, not the draft's.
    expect(deploys[0]).toMatchObject({ isLive: true, storeVersion: s.version });
  });

  it("rebuilds from the deploy made live by a rollback", async () => {
    const s = await publishedStore("Rollback Roasters");
    const first = (await deploysOf(s.auth, s.storeId)).deploys[0]!;
    const second = await t.app.inject({
      method: "POST",
      url: `/api/store/${s.storeId}/publish`,
      headers: s.auth,
      payload: { jsonLayout: layoutWith("Second title"), version: s.version },
    });
    expect(second.statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: `/api/store/${s.storeId}/deploys/${first._id}/activate`,
      headers: s.auth,
    });
    await updateProduct(s.auth, s.guji._id, { price: 31 });
    await eventually(async () => (await visit(s.host, "/")).body.includes("$31.00"));
    expect((await visit(s.host, "/")).body).toContain("Live title");
  });

  it("gives a store never published no deploy", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth, "Never Published");
    const product = await createProduct(auth, storeId, { name: "Quiet Bean", price: 9 });
    await updateProduct(auth, product._id, { price: 10 });
    await bulk(auth, "unpublish", [product._id]);
    await settled();
    expect(await deploysOf(auth, storeId)).toEqual({ url: null, deploys: [] });
  });
});
