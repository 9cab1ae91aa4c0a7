import { PRODUCT_MESSAGES, SEARCH_MAX_LENGTH, STOREFRONT_SEARCH_PAGE_SIZE } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellingStore } from "../../test/selling-store.js";
import { createTestAppOnDisk, type TestAppOnDisk, type TestUser } from "../../test/test-app.js";

// A published site's search page, /search?q= (docs/PRODUCT.md "Catalogue search"): rendered per
// request in the site's frame, without script, never indexed.

const SEARCH_LIMIT = 5;

let t: TestAppOnDisk;
let owner: TestUser;
let shop: Awaited<ReturnType<typeof sellingStore>>;

beforeAll(async () => {
  t = await createTestAppOnDisk("sw-search-", {
    cartRateLimit: 1000,
    searchRateLimit: SEARCH_LIMIT,
  });
  owner = await t.signUp("Owner");
  shop = await sellingStore(t, owner.auth, [
    { name: "T-Shirt", price: 20, stock: 5, sku: "TS-001" },
    { name: "Crème Brûlée Candle", price: 15, stock: 5 },
    { name: "Walnut Lamp", price: 90, stock: 5, description: "A reading lamp" },
    { name: "Lamp", price: 30, stock: 0 },
    { name: "Reading Light", price: 40, stock: 5, description: "A lamp for late nights" },
  ]);
  // A draft is never found on the site.
  const draft = await t.call("POST", "/api/products", owner.auth, {
    storeId: shop.storeId,
    name: "Secret Lamp",
    price: 1,
    stock: 1,
  });
  expect(draft.statusCode).toBe(201);
}, 300_000);
afterAll(() => t.close());

let visitor = 0;
/** A GET on the site's own host, each from an address of its own unless one is named. */
const visit = (url: string, host = shop.host, address?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { host },
    remoteAddress: address ?? `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`,
  });

/** The product names in the page's grid, in order. */
const namesIn = (html: string) =>
  [...html.matchAll(/<h3 class="sw-product-title"><a href="[^"]*">([^<]*)<\/a>/g)].map(
    (match) => match[1],
  );

describe("GET /search on a published site", () => {
  it("answers the form alone before a search, in the site's frame, never indexed", async () => {
    const response = await visit("/search");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const html = response.body;
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain("<title>Search");
    expect(html).toMatch(
      /<form class="sw-search-form" role="search" action="\/search" method="get"/,
    );
    expect(html).toContain('name="q"');
    expect(html).toContain(`maxLength="${SEARCH_MAX_LENGTH}"`);
    expect(html).toContain("Find products by name, description, SKU or tag.");
    expect(html).toContain('href="/collection"');
    // The site's own navbar and footer are around it.
    expect(html).toContain("sw-navbar");
  });

  it("finds through typos and accents, best match first, linking each product's page", async () => {
    const typo = await visit("/search?q=tshrit");
    expect(typo.statusCode).toBe(200);
    expect(typo.body).toContain("1 product matches “tshrit”");
    expect(namesIn(typo.body)).toEqual(["T-Shirt"]);
    const link = /<h3 class="sw-product-title"><a href="([^"]*)">/.exec(typo.body)![1]!;
    expect(link).toMatch(/^\/products\/t-shirt-/);
    expect((await visit(link)).statusCode).toBe(200);
    // The form keeps the search.
    expect(typo.body).toContain('value="tshrit"');

    expect(namesIn((await visit("/search?q=creme+brulee")).body)).toEqual(["Crème Brûlée Candle"]);
    const lamps = await visit("/search?q=lamp");
    expect(lamps.body).toContain("3 products match “lamp”");
    expect(namesIn(lamps.body)).toEqual(["Lamp", "Walnut Lamp", "Reading Light"]);
    // The site sells: cards add to its cart, a sold-out one says so.
    expect(lamps.body).toContain('action="/cart/items"');
    expect(lamps.body).toContain("Sold out");
    expect(lamps.body).not.toContain("Secret Lamp");
  });

  it("says when nothing matches, with a way to every product", async () => {
    const response = await visit("/search?q=zzzz");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("No products match “zzzz”.");
    expect(response.body).toContain('href="/collection"');
    expect(namesIn(response.body)).toEqual([]);
    const punctuation = await visit("/search?q=%21%21%21");
    expect(punctuation.statusCode).toBe(200);
    expect(punctuation.body).toContain("No products match “!!!”.");
  });

  it("refuses an over-long or unstorable search with a 400 page that keeps the form", async () => {
    const long = await visit(`/search?q=${"x".repeat(SEARCH_MAX_LENGTH + 1)}`);
    // The form's field takes no more than the server allows.
    expect(long.body).toContain(`maxLength="${SEARCH_MAX_LENGTH}"`);
    expect(long.statusCode).toBe(400);
    expect(long.headers["content-type"]).toMatch(/^text\/html/);
    expect(long.body).toContain(PRODUCT_MESSAGES.searchTooLong);
    expect(long.body).toContain('role="alert"');
    expect(long.body).toContain('name="q"');
    for (const url of ["/search?q=lamp%00", "/search?q=a&q=b"]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain('name="q"');
    }
  });

  it("writes the search as text, never as markup", async () => {
    const response = await visit(`/search?q=${encodeURIComponent('<script>alert(1)</script>"')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<script>alert(1)");
    expect(response.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("pages through many matches with plain links, a page past the end showing the last", async () => {
    const { auth } = await t.signUp("Big shop owner");
    const count = STOREFRONT_SEARCH_PAGE_SIZE + 6;
    const big = await sellingStore(
      t,
      auth,
      Array.from({ length: count }, (_, i) => ({
        name: `Mug ${String(i + 1).padStart(2, "0")}`,
        price: 5,
        stock: 1,
      })),
    );
    const first = await visit("/search?q=mug", big.host);
    expect(first.body).toContain(`${count} products match “mug”`);
    expect(namesIn(first.body)).toHaveLength(STOREFRONT_SEARCH_PAGE_SIZE);
    expect(namesIn(first.body)[0]).toBe("Mug 01");
    expect(first.body).toContain("Page 1 of 2");
    expect(first.body).toContain('href="/search?q=mug&amp;page=2"');
    const second = await visit("/search?q=mug&page=2", big.host);
    expect(namesIn(second.body)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Mug ${STOREFRONT_SEARCH_PAGE_SIZE + i + 1}`),
    );
    expect(second.body).toContain('href="/search?q=mug"');
    const past = await visit("/search?q=mug&page=99", big.host);
    expect(past.statusCode).toBe(200);
    expect(namesIn(past.body)).toEqual(namesIn(second.body));
    // Another store's products are never found here.
    expect(namesIn((await visit("/search?q=mug")).body)).toEqual([]);
    expect(namesIn((await visit("/search?q=lamp", big.host)).body)).toEqual([]);
  });

  it("is reached from the catalogue page's form", async () => {
    const catalogue = await visit("/collection");
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.body).toMatch(
      /<form class="sw-search-form" role="search" action="[^"]*search" method="get"/,
    );
  });

  it("leaves the path to a layout page of the same name, and is no page of the admin's host", async () => {
    const { auth } = await t.signUp("Layout owner");
    const store = await sellingStore(t, auth, [{ name: "Lamp", price: 5, stock: 1 }]);
    const published = await t.call("POST", `/api/store/${store.storeId}/publish`, auth, {
      jsonLayout: {
        pages: [
          { name: "Home", sections: [{ type: "navbar" }, { type: "collection" }] },
          { name: "Search", sections: [{ type: "textblock", heading: "Our own search page" }] },
        ],
      },
      overwrite: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    const own = await visit("/search?q=lamp", store.host);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Our own search page");
    expect(namesIn(own.body)).toEqual([]);

    const admin = await t.app.inject({ method: "GET", url: "/search?q=lamp" });
    expect(admin.statusCode).toBe(404);
  });

  it("limits searches per address and site", async () => {
    const address = "10.9.9.9";
    for (let i = 0; i < SEARCH_LIMIT; i++) {
      expect((await visit("/search?q=lamp", shop.host, address)).statusCode).toBe(200);
    }
    expect((await visit("/search?q=lamp", shop.host, address)).statusCode).toBe(429);
    expect((await visit("/search?q=lamp", shop.host, "10.9.9.10")).statusCode).toBe(200);
  });
});
