import { describe, expect, it } from "vitest";
import { normalizeLayout } from "../layout/normalize-layout.js";
import type { CatalogueProduct } from "../render/catalogue-product.js";
import { relativeHref } from "../render/resolve-link.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { COLLECTION_PAGE_SIZE, createStorefront, type StorefrontCollection } from "./storefront.js";

const layout = normalizeLayout({
  pages: [
    { name: "Home", sections: [{ type: "navbar" }, { type: "hero" }, { type: "footer" }] },
    // A layout page at a collection's address wins over it.
    { name: "Sale", path: "/collections/sale", sections: [{ type: "textblock" }] },
  ],
});

const products: CatalogueProduct[] = [
  { id: "p1aaaaaa", name: "Blue Mug", priceMinor: 2400, images: [], isInStock: true },
  { id: "p2bbbbbb", name: "apple Vase", priceMinor: 5000, images: [], isInStock: true },
  { id: "p3cccccc", name: "Cedar Candle", priceMinor: 900, images: [], isInStock: true },
];

const gifts: StorefrontCollection = {
  handle: "gifts",
  title: "Gifts & <more>",
  description: "Small things for people you like.",
  sortOrder: "manual",
  productIds: ["p3cccccc", "p1aaaaaa", "p2bbbbbb", "gone0000"],
  newestIds: ["p2bbbbbb", "p3cccccc", "p1aaaaaa"],
};

const storefront = (collections: StorefrontCollection[], over = {}) =>
  createStorefront({
    siteName: "Bean There",
    layout,
    theme: DEFAULT_THEME,
    products,
    collections,
    mode: "publish",
    siteUrl: "https://bean.example",
    hrefFor: relativeHref,
    assetHref: relativeHref,
    siteCss: ".sw-site{}",
    fontPath: () => "/_fonts/x.woff2",
    ...over,
  });

/** The product names of a page's grid, in order. */
const namesOn = (html: string) =>
  [...html.matchAll(/<h3 class="sw-product-title">(?:<a [^>]*>)?([^<]*)</g)].map((m) => m[1]);

describe("collection pages", () => {
  it("has a page per collection and one per other sort, in the sitemap only its own", () => {
    const shop = storefront([gifts, { ...gifts, handle: "sale", title: "Sale" }]);
    const paths = shop.paths().filter((p) => p.startsWith("/collections/gifts"));
    expect(paths).toEqual([
      "/collections/gifts",
      "/collections/gifts/price-low-high",
      "/collections/gifts/price-high-low",
      "/collections/gifts/newest",
      "/collections/gifts/name",
    ]);
    expect(paths.filter((p) => shop.isListed(p))).toEqual(["/collections/gifts"]);
    expect(shop.collectionPathOf("gifts")).toBe("/collections/gifts");
    // The layout page keeps its path; the collection's other sorts still have pages.
    expect(shop.render("/collections/sale")?.html).toContain("sw-textblock");
    expect(shop.collectionPathOf("sale")).toBeUndefined();
  });

  it("shows the title, description and products in each order, with plain sort links", () => {
    const shop = storefront([gifts]);
    const page = shop.render("/collections/gifts")!;
    expect(page.status).toBe(200);
    expect(page.isIndexable).toBe(true);
    expect(page.html).toContain('<h1 class="sw-title">Gifts &amp; &lt;more&gt;</h1>');
    expect(page.html).toContain("Small things for people you like.");
    expect(page.html).toContain("<title>Gifts &amp; &lt;more&gt; – Bean There</title>");
    expect(page.html).toContain(
      '<link rel="canonical" href="https://bean.example/collections/gifts"',
    );
    expect(namesOn(page.html)).toEqual(["Cedar Candle", "Blue Mug", "apple Vase"]);
    // Links, relative to the page, no script needed.
    const nav = /<nav aria-label="Sort products"[\s\S]*?<\/nav>/.exec(page.html)![0];
    expect([...nav.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "../collections/gifts",
      "../collections/gifts/price-low-high",
      "../collections/gifts/price-high-low",
      "../collections/gifts/newest",
      "../collections/gifts/name",
    ]);
    expect(nav).toMatch(/sw-btn-primary" href="..\/collections\/gifts">Featured</);

    const byPrice = shop.render("/collections/gifts/price-high-low")!;
    expect(byPrice.isIndexable).toBe(false);
    expect(byPrice.html).toContain('name="robots" content="noindex');
    expect(namesOn(byPrice.html)).toEqual(["apple Vase", "Blue Mug", "Cedar Candle"]);
    expect(namesOn(shop.render("/collections/gifts/price-low-high")!.html)).toEqual([
      "Cedar Candle",
      "Blue Mug",
      "apple Vase",
    ]);
    expect(namesOn(shop.render("/collections/gifts/name")!.html)).toEqual([
      "apple Vase",
      "Blue Mug",
      "Cedar Candle",
    ]);
    expect(namesOn(shop.render("/collections/gifts/newest")!.html)).toEqual([
      "apple Vase",
      "Cedar Candle",
      "Blue Mug",
    ]);
    expect(shop.render("/collections/gifts/nope")).toBeNull();
    expect(shop.render("/collections/other")).toBeNull();
  });

  it("takes the owner's search title and description, and its own sort as its page", () => {
    const shop = storefront([
      { ...gifts, sortOrder: "name", seoTitle: "Gift ideas", seoDescription: "Gifts we love." },
    ]);
    expect(shop.paths().filter((p) => p.startsWith("/collections/"))).toContain(
      "/collections/gifts/featured",
    );
    const page = shop.render("/collections/gifts")!.html;
    expect(page).toContain("<title>Gift ideas</title>");
    expect(page).toContain('content="Gifts we love."');
    expect(namesOn(page)).toEqual(["apple Vase", "Blue Mug", "Cedar Candle"]);
  });

  it("pages a large collection", () => {
    const many: CatalogueProduct[] = Array.from({ length: COLLECTION_PAGE_SIZE + 2 }, (_, i) => ({
      id: `m${String(i).padStart(7, "0")}`,
      name: `Item ${i}`,
      priceMinor: 100 + i,
      images: [],
    }));
    const ids = many.map((p) => p.id);
    const shop = storefront([{ ...gifts, productIds: ids, newestIds: ids }], { products: many });
    expect(shop.paths()).toContain("/collections/gifts/2");
    expect(shop.paths()).toContain("/collections/gifts/name/2");
    const second = shop.render("/collections/gifts/2")!.html;
    expect(namesOn(second)).toEqual([
      `Item ${COLLECTION_PAGE_SIZE}`,
      `Item ${COLLECTION_PAGE_SIZE + 1}`,
    ]);
    expect(second).toContain("Page 2 of 2");
  });
});
