import { PRODUCT_MESSAGES } from "@shopwright/sdk";
import { productPath } from "@shopwright/site/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

/** docs/PRODUCT.md "Search engines and shared links": a product's own search title and description. */
let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-product-seo-");
});
afterAll(() => t.close());

type Auth = { authorization: string };

async function newStore(auth: Auth) {
  const created = await t.call("POST", "/api/store", auth, {
    storeName: "Seo Shop",
    domain: `seo-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.example.com`,
  });
  return created.json().data.store.id as string;
}

const csvOf = async (auth: Auth, storeId: string, format: string) =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/store/${storeId}/products/export?format=${format}`,
      headers: auth,
    })
  ).body.replace("\uFEFF", "");

const importCsv = (auth: Auth, storeId: string, csv: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/products/import`,
    headers: { ...auth, "content-type": "text/csv" },
    payload: csv,
  });

describe("a product's search title and description", () => {
  it("are kept, answered, cleared and checked", async () => {
    const { auth } = await t.signUp();
    const storeId = await newStore(auth);
    const created = await t.call("POST", "/api/products", auth, {
      storeId,
      name: "Blue Mug",
      price: 24,
      stock: 2,
      seoTitle: "  Blue stoneware mug, 350 ml ",
      seoDescription: "Hand-thrown in Lyon.",
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data.product;
    expect(product).toMatchObject({
      seoTitle: "Blue stoneware mug, 350 ml",
      seoDescription: "Hand-thrown in Lyon.",
    });

    const tooLong = await t.call("PUT", `/api/products/${product.id}`, auth, {
      seoTitle: "x".repeat(71),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(PRODUCT_MESSAGES.seoTitleTooLong);
    const longDescription = await t.call("PUT", `/api/products/${product.id}`, auth, {
      seoDescription: "x".repeat(321),
    });
    expect(longDescription.json().message).toBe(PRODUCT_MESSAGES.seoDescriptionTooLong);

    const cleared = await t.call("PUT", `/api/products/${product.id}`, auth, { seoTitle: "" });
    expect(cleared.json().data.product).toMatchObject({
      seoTitle: "",
      seoDescription: "Hand-thrown in Lyon.",
    });
  });

  it("title the published product page, which falls back to the name when empty", async () => {
    const { auth } = await t.signUp();
    const storeId = await newStore(auth);
    const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
      jsonLayout: { sections: [] },
      overwrite: true,
    });
    const host = new URL(published.json().data.url as string).host;
    const make = async (name: string, seo: object) =>
      (
        await t.call("POST", "/api/products", auth, {
          storeId,
          name,
          price: 9,
          stock: 1,
          status: "published",
          ...seo,
        })
      ).json().data.product as { id: string; name: string };
    const owned = await make("Green Mug", {
      seoTitle: "Green mug | Seo Shop",
      seoDescription: "Glazed.",
    });
    const plain = await make("Plain Mug", {});
    await t.app.republishSettled();
    const page = async (p: { id: string; name: string }) =>
      (await t.app.inject({ method: "GET", url: productPath(p), headers: { host } })).body;
    const ownedHtml = await page(owned);
    expect(ownedHtml).toContain("<title>Green mug | Seo Shop</title>");
    expect(ownedHtml).toContain('<meta name="description" content="Glazed.">');
    expect(ownedHtml).toContain('"@type":"Product"');
    expect(await page(plain)).toContain("<title>Plain Mug – Seo Shop</title>");
  });

  it("travel through CSV export and import, and a file without them keeps them", async () => {
    const { auth } = await t.signUp();
    const storeId = await newStore(auth);
    await t.call("POST", "/api/products", auth, {
      storeId,
      name: "Kenya AA",
      price: 18,
      stock: 1,
      seoTitle: "Kenya AA, washed",
      seoDescription: "Blackcurrant, bright.",
    });
    const native = await csvOf(auth, storeId, "native");
    expect(native.split("\n")[0]).toContain(
      "handle,name,description,price,stock,status,images,seo_title,seo_description,",
    );
    expect(native).toContain(
      'kenya-aa,Kenya AA,,18.00,1,draft,,"Kenya AA, washed","Blackcurrant, bright."',
    );
    const shopify = await csvOf(auth, storeId, "shopify");
    expect(shopify.split("\n")[0]).toContain("SEO Title,SEO Description,");

    // Unchanged on the way back, in either format.
    for (const csv of [native, shopify]) {
      expect((await importCsv(auth, storeId, csv)).json().data).toMatchObject({ unchanged: 1 });
    }
    const shopifyEdit = shopify.replace("Kenya AA, washed", "Kenya AA, washed process");
    expect((await importCsv(auth, storeId, shopifyEdit)).json().data).toMatchObject({ updated: 1 });
    // A file without the SEO columns changes the price and leaves the SEO texts alone.
    await importCsv(auth, storeId, "handle,name,price,stock\nkenya-aa,Kenya AA,19,1\n");
    const list = await t.call("GET", `/api/products/${storeId}`, auth);
    expect(list.json().data.products[0]).toMatchObject({
      price: 19,
      seoTitle: "Kenya AA, washed process",
      seoDescription: "Blackcurrant, bright.",
    });
  });
});
