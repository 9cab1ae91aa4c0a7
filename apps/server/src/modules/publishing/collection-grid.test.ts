import type { CollectionDto, EditorDataDto } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

/** A product grid showing one collection (PRODUCT.md §3 "Collections"), published for real. */
let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-grid-collection-");
});
afterAll(() => t.close());

type Auth = { authorization: string };

async function call(auth: Auth, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
}

async function createProduct(auth: Auth, storeId: string, name: string, status: string) {
  const response = await call(auth, "POST", "/api/products", {
    storeId,
    name,
    price: 10,
    stock: 5,
    description: "",
    status,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.product._id as string;
}

/** The product names a page's grids show, in order. */
const namesIn = (html: string) =>
  [...html.matchAll(/<h3 class="sw-product-title">(?:<a[^>]*>)?([^<]+)/g)].map((m) => m[1]);

const layoutWith = (collectionId: string) => ({
  pages: [
    {
      name: "Home",
      sections: [
        { type: "hero", title: "Hello summer" },
        { type: "collection", title: "", collectionId },
      ],
    },
  ],
});

describe("a product grid showing one collection", () => {
  it("shows the collection's published products in its order on the live site", async () => {
    const { auth } = await t.signUp();
    const created = await call(auth, "POST", "/api/store", {
      storeName: "Sun Shop",
      domain: `grid-${Date.now()}.example.com`,
    });
    const storeId = created.json().data.store.id as string;
    const mug = await createProduct(auth, storeId, "Blue Mug", "published");
    const hat = await createProduct(auth, storeId, "Straw Hat", "published");
    const cream = await createProduct(auth, storeId, "Sun Cream", "published");
    const draft = await createProduct(auth, storeId, "Secret Towel", "draft");
    const made = await call(auth, "POST", `/api/store/${storeId}/collections`, {
      title: "Summer",
      handle: "summer",
      productIds: [cream, draft, hat],
    });
    expect(made.statusCode, made.body).toBe(201);
    const summer = made.json().data.collection as CollectionDto;

    // The editor gets the store's collections, drafts among their products, for the field.
    const editor = (await call(auth, "GET", `/api/store/${storeId}/editor`)).json()
      .data as EditorDataDto;
    expect(editor.collections).toEqual([
      { _id: summer._id, handle: "summer", title: "Summer", productIds: [cream, draft, hat] },
    ]);

    const published = await call(auth, "POST", `/api/store/${storeId}/publish`, {
      jsonLayout: layoutWith(summer._id),
    });
    expect(published.statusCode, published.body).toBe(200);
    const host = new URL(published.json().data.url as string).host;
    const home = (await t.app.inject({ method: "GET", url: "/", headers: { host } })).body;
    expect(namesIn(home)).toEqual(["Sun Cream", "Straw Hat"]);
    expect(home).not.toContain("Secret Towel");
    expect(home).not.toContain("Blue Mug");
    // Its title heads the grid, which links to the collection's page.
    expect(home).toMatch(/<h2[^>]*>Summer<\/h2>/);
    expect(home).toMatch(/href="[./]*collections\/summer"[^>]*>View all</);
    const all = await t.app.inject({
      method: "GET",
      url: "/collections/summer",
      headers: { host },
    });
    expect(all.statusCode).toBe(200);

    // The editor's html preview (of the draft the publish saved) shows drafts too, in order.
    const preview = await t.app.inject({
      method: "GET",
      url: `/api/store/${storeId}/preview?token=${encodeURIComponent(editor.previewToken)}&page=/`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(namesIn(preview.body)).toEqual(["Sun Cream", "Secret Towel", "Straw Hat"]);
    expect(preview.body).toMatch(/<h2[^>]*>Summer<\/h2>/);

    // A new order of the collection re-renders the page that shows it.
    const reordered = await call(
      auth,
      "PUT",
      `/api/store/${storeId}/collections/${summer._id}/products`,
      {
        productIds: [hat, mug, cream],
        version: summer.version,
      },
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await call(auth, "POST", `/api/store/${storeId}/publish`, {})).statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: "/", headers: { host } })).body;
    expect(namesIn(after)).toEqual(["Straw Hat", "Blue Mug", "Sun Cream"]);

    // A collection that no longer exists shows all published products, never an error.
    const gone = await call(auth, "POST", `/api/store/${storeId}/publish`, {
      jsonLayout: layoutWith("00000000-0000-4000-8000-000000000000"),
      overwrite: true,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const fallback = (await t.app.inject({ method: "GET", url: "/", headers: { host } })).body;
    expect(namesIn(fallback).sort()).toEqual(["Blue Mug", "Straw Hat", "Sun Cream"]);
    expect(fallback).not.toContain("View all");
  });

  it("lets the composer put the collection a prompt names on a grid it adds", async () => {
    const { auth } = await t.signUp();
    const created = await call(auth, "POST", "/api/store", {
      storeName: "Sun Shop",
      domain: `grid-ai-${Date.now()}.example.com`,
    });
    const storeId = created.json().data.store.id as string;
    const hat = await createProduct(auth, storeId, "Straw Hat", "published");
    const made = await call(auth, "POST", `/api/store/${storeId}/collections`, {
      title: "Summer",
      handle: "summer",
      productIds: [hat],
    });
    const summer = made.json().data.collection as CollectionDto;
    const saved = await call(auth, "POST", `/api/store/${storeId}/publish`, {
      jsonLayout: { pages: [{ name: "Home", sections: [{ type: "hero", title: "Hello" }] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const answer = await call(auth, "POST", `/api/store/${storeId}/ai-prompt`, {
      prompt: "show the summer collection on the home page",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const editor = (await call(auth, "GET", `/api/store/${storeId}/editor`)).json()
      .data as EditorDataDto;
    const grids = editor.layout.pages
      .flatMap((page) => page.sections)
      .filter((section) => section.type === "collection");
    expect(grids.map((grid) => grid.props.collectionId)).toEqual([summer._id]);
  });
});
