import { LAUNCH_TEXT, type ReadinessResult, type StoreSummaryDto } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-launch-");
});
afterAll(() => t.close());

type Auth = { authorization: string };
let counter = 0;

async function createStore(auth: Auth) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Ember Launch", domain: `launch${++counter}-${Date.now()}.example.com` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.store as StoreSummaryDto;
}

async function createProduct(auth: Auth, storeId: string, name: string, status = "draft") {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: auth,
    payload: { storeId, name, price: 12, stock: 5, status },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.product as { _id: string };
}

async function readiness(auth: Auth, storeId: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/store/${storeId}/readiness`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ReadinessResult;
}

async function saveLayout(auth: Auth, storeId: string, layout: object) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/editor-update`,
    headers: auth,
    payload: { layout },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function listedStore(auth: Auth, storeId: string) {
  const response = await t.app.inject({ method: "GET", url: "/api/store", headers: auth });
  const { stores } = response.json().data as { stores: StoreSummaryDto[] };
  return stores.find((store) => store.id === storeId)!;
}

const editorFix = (page: string, section: string) => ({ kind: "editor", page, section });

describe("GET /api/store/:id/readiness", () => {
  it("says a new store has no pages, no products and no live site", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth);
    expect(store.site).toBeNull();
    const review = await readiness(auth, store.id);
    expect(review.facts).toEqual({
      siteBuilt: false,
      products: 0,
      publishedProducts: 0,
      approved: false,
      site: null,
    });
    expect(review.items).toEqual([
      { kind: "site_not_built", ...LAUNCH_TEXT.siteNotBuilt, fix: { kind: "builder" } },
    ]);
    expect(review.moreDrafts).toBe(0);
  });

  it("lists sample content, empty sections, drafts in grids and missing pages, each with its fix", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth);
    const chosen = await createProduct(auth, store.id, "Secret Blend");
    const other = await createProduct(auth, store.id, "Winter Roast");
    await saveLayout(auth, store.id, {
      pages: [
        {
          name: "Home",
          sections: [
            { type: "hero", title: "Coffee, roasted weekly", sample: true },
            { type: "collection", title: "Picks", items: [{ productId: chosen._id, title: "x" }] },
            {
              type: "faq",
              title: "Questions",
              items: [{ question: "Q?", answer: "A", sample: true }],
            },
          ],
        },
        { name: "About", sections: [{ type: "textblock" }, { type: "spacer" }] },
      ],
    });

    const review = await readiness(auth, store.id);
    expect(review.facts).toMatchObject({ siteBuilt: true, products: 2, publishedProducts: 0 });
    expect(review.items.map((item) => [item.kind, item.title, item.fix])).toEqual([
      ["sample_content", "Hero on Home still has sample content", editorFix("Home", "hero-1")],
      ["sample_content", "FAQ on Home still has sample content", editorFix("Home", "faq-1")],
      ["empty_section", "Text block on About is empty", editorFix("About", "textblock-1")],
      ["missing_contact_page", LAUNCH_TEXT.missingContact.title, { kind: "editor" }],
      ["missing_legal_page", LAUNCH_TEXT.missingLegal.title, { kind: "editor" }],
      ["draft_product", "“Secret Blend” is a draft", { kind: "product", productId: chosen._id }],
      ["draft_product", "“Winter Roast” is a draft", { kind: "product", productId: other._id }],
    ]);
    // The chosen draft says which grid shows it.
    expect(review.items.find((item) => item.title.includes("Secret"))!.detail).toContain("Home");
  });

  it("follows the store: publishing a product, approving and publishing change the review and the site field", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth);
    const product = await createProduct(auth, store.id, "House Blend");
    await saveLayout(auth, store.id, {
      pages: [
        { name: "Home", sections: [{ type: "hero", title: "Hello" }, { type: "collection" }] },
        {
          name: "Contact",
          path: "/contact",
          sections: [{ type: "contact", title: "Write to us" }],
        },
        {
          name: "Privacy",
          path: "/privacy",
          sections: [{ type: "textblock", text: "We keep little." }],
        },
      ],
    });
    let review = await readiness(auth, store.id);
    expect(review.items.map((item) => item.kind)).toEqual(["empty_section", "draft_product"]);
    expect(review.items[0]!.title).toBe("Product grid on Home has no products to show");

    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product._id}`,
      headers: auth,
      payload: { status: "published" },
    });
    expect(updated.statusCode).toBe(200);
    const approved = await t.app.inject({
      method: "PUT",
      url: `/api/store/${store.id}/approve`,
      headers: auth,
    });
    expect(approved.json().data.store.site).toBeNull();
    review = await readiness(auth, store.id);
    expect(review.items).toEqual([]);
    expect(review.facts).toMatchObject({ publishedProducts: 1, approved: true, site: null });
    expect((await listedStore(auth, store.id)).site).toBeNull();

    const before = Date.now();
    const published = await t.app.inject({
      method: "POST",
      url: `/api/store/${store.id}/publish`,
      headers: auth,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    const url = published.json().data.url as string;

    review = await readiness(auth, store.id);
    expect(review.facts.site?.url).toBe(url);
    expect(Date.parse(review.facts.site!.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    const listed = await listedStore(auth, store.id);
    expect(listed.site).toEqual(review.facts.site);
    const got = await t.app.inject({ method: "GET", url: `/api/store/${store.id}`, headers: auth });
    expect(got.json().data.store.site).toEqual(review.facts.site);
    // A write that returns the store keeps saying it is live.
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/store/${store.id}`,
      headers: auth,
      payload: { description: "Now live" },
    });
    expect(renamed.json().data.store.site?.url).toBe(url);
  });

  it("counts drafts beyond those it names", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth);
    for (let i = 0; i < 12; i++) await createProduct(auth, store.id, `Draft ${i}`);
    const review = await readiness(auth, store.id);
    expect(review.items.filter((item) => item.kind === "draft_product")).toHaveLength(10);
    expect(review.moreDrafts).toBe(2);
  });

  it("answers 404 outside the caller's reach and for malformed ids, 401 without a token", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth);
    const stranger = await t.signUp("Stranger");
    for (const [headers, id] of [
      [stranger.auth, store.id],
      [auth, "not-a-uuid"],
      [auth, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/store/${id}/readiness`,
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("store_not_found");
    }
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/store/${store.id}/readiness`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/launch/site-address", () => {
  it("answers the free address a first publish takes, from the name or else the domain", async () => {
    const { auth } = await t.signUp();
    const ask = async (query: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/launch/site-address?${query}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.url as string | null;
    };
    const url = await ask("storeName=Ember%20%26%20Bean%20Caf%C3%A9");
    expect(url).toMatch(/^http:\/\/ember-bean-cafe\.localhost(:\d+)?$/);
    expect(await ask("storeName=%20&domain=roastery.com")).toMatch(/^http:\/\/roastery\./);
    expect(await ask("storeName=%21%21")).toBeNull();

    // A published store of that name lives exactly there.
    const store = await createStore(auth);
    await saveLayout(auth, store.id, { pages: [{ name: "Home", sections: [{ type: "hero" }] }] });
    const published = await t.app.inject({
      method: "POST",
      url: `/api/store/${store.id}/publish`,
      headers: auth,
      payload: {},
    });
    const expected = await ask("storeName=Ember%20Launch");
    expect([expected, expected?.replace("ember-launch", "ember-launch-2")]).toContain(
      published.json().data.url,
    );
  });

  it("answers 401 without a token and 400 for an over-long name", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/launch/site-address" });
    expect(anonymous.statusCode).toBe(401);
    const { auth } = await t.signUp();
    const long = await t.app.inject({
      method: "GET",
      url: `/api/launch/site-address?storeName=${"a".repeat(201)}`,
      headers: auth,
    });
    expect(long.statusCode).toBe(400);
  });
});
