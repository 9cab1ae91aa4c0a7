import { COLLECTION_PAGE_SIZE, productPath } from "@shopwright/site/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-sitemap-");
});
afterAll(() => t.close());

describe("sitemap.xml of a published site", () => {
  it("lists every layout page, every catalogue page and every published product", async () => {
    const { auth } = await t.signUp();
    const created = await t.call("POST", "/api/store", auth, {
      storeName: "Many Mugs",
      domain: `many-mugs-${Date.now()}.example.com`,
    });
    const storeId = created.json().data.store.id as string;
    // More products than one catalogue page holds, and a draft that must not be listed.
    const count = COLLECTION_PAGE_SIZE + 5;
    const rows = Array.from({ length: count }, (_, i) => `mug-${i},Mug ${i},12,3,published`);
    const imported = await t.app.inject({
      method: "POST",
      url: `/api/store/${storeId}/products/import`,
      headers: { ...auth, "content-type": "text/csv" },
      payload: ["handle,name,price,stock,status", ...rows, "hidden,Hidden Mug,12,3,draft"].join(
        "\n",
      ),
    });
    expect(imported.json().data.created).toBe(count + 1);
    const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
      jsonLayout: {
        pages: [
          { name: "Home", sections: [] },
          { name: "About", sections: [] },
        ],
      },
      overwrite: true,
    });
    const siteUrl = published.json().data.url as string;
    const host = new URL(siteUrl).host;

    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host } });
    expect(sitemap.statusCode).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const list = await t.call("GET", `/api/products/${storeId}?limit=48&status=published`, auth);
    expect(list.json().data.total).toBe(count);

    const products = locs.filter((loc) => loc.startsWith(`${siteUrl}/products/`));
    expect(products).toHaveLength(count);
    const all = await Promise.all(
      [1, 2].map(async (page) => {
        const answer = await t.call(
          "GET",
          `/api/products/${storeId}?limit=48&page=${page}&status=published`,
          auth,
        );
        return answer.json().data.products as { id: string; name: string }[];
      }),
    );
    for (const product of all.flat()) {
      expect(locs).toContain(`${siteUrl}${productPath(product)}`);
    }
    expect(locs).toEqual(
      expect.arrayContaining([
        `${siteUrl}/`,
        `${siteUrl}/about`,
        `${siteUrl}/collection`,
        `${siteUrl}/collection/2`,
      ]),
    );
    expect(locs.some((loc) => loc.includes("hidden-mug") || loc.endsWith("/thank-you"))).toBe(
      false,
    );
  });
});
