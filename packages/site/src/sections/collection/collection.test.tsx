import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getSectionDefinition } from "../../registry.js";
import { SectionView } from "../../render/SitePage.js";
import type { SectionMode, SiteContext } from "../../render/section-renderer.js";
import { DEFAULT_THEME } from "../../theme/theme.js";

/** A store with four products, two of them in the "Summer" collection (in its own order). */
const site: SiteContext = {
  name: "Bean There",
  pages: [{ name: "Home", path: "/" }],
  products: [
    { id: "p1", name: "Blue Mug", price: 24 },
    { id: "p2", name: "Straw Hat", price: 30, wasPrice: 45 },
    { id: "p3", name: "Sun Cream", price: 12 },
    { id: "p4", name: "Wool Scarf", price: 40 },
  ],
  collections: [
    { id: "c-summer", handle: "summer", title: "Summer", productIds: ["p3", "p2", "gone"] },
  ],
};

function render(props: Record<string, unknown>, mode: SectionMode = "publish", context = site) {
  return renderToStaticMarkup(
    <SectionView
      section={{ id: "collection-1", type: "collection", props }}
      theme={DEFAULT_THEME}
      site={context}
      mode={mode}
    />,
  );
}

/** The product names the grid shows, in order. */
const namesIn = (html: string) =>
  [...html.matchAll(/<h3 class="sw-product-title">(?:<a[^>]*>)?([^<]+)/g)].map((m) => m[1]);

describe("product grid showing one collection (PRODUCT.md §3 Collections)", () => {
  it("shows a product on sale with its struck-through was price, read out as such", () => {
    const html = render({ title: "Shop" });
    expect(html).toContain(
      '<p class="sw-price">$30.00 <s class="sw-was"><span class="sw-visually-hidden">Was </span>$45.00</s></p>',
    );
    expect(html).toContain('<p class="sw-price">$24.00</p>');
  });

  it("shows all products without a collection, and no View all link", () => {
    const html = render({ title: "Shop" });
    expect(namesIn(html)).toEqual(["Blue Mug", "Straw Hat", "Sun Cream", "Wool Scarf"]);
    expect(html).not.toContain("/collections/");
    expect(html).toContain("Shop");
  });

  it("shows the collection's products in its order, its title as heading and a View all link", () => {
    for (const mode of ["publish", "preview", "edit"] as const) {
      const html = render({ title: "", collectionId: "c-summer" }, mode);
      // Only products the site has ("gone" is not one), in the collection's order.
      expect(namesIn(html)).toEqual(["Sun Cream", "Straw Hat"]);
      expect(html).toMatch(/<h2[^>]*>Summer<\/h2>/);
      expect(html).toMatch(
        /<a class="sw-btn sw-btn-secondary" href="\/collections\/summer">View all<\/a>/,
      );
    }
  });

  it("keeps the section's own heading, applies the limit, and maps the link through hrefFor", () => {
    const html = render({ title: "Hot days", collectionId: "c-summer", limit: 1 }, "publish", {
      ...site,
      hrefFor: (path) => `..${path}`,
    });
    expect(namesIn(html)).toEqual(["Sun Cream"]);
    expect(html).toContain("Hot days");
    expect(html).not.toMatch(/<h2[^>]*>Summer<\/h2>/);
    expect(html).toContain('href="../collections/summer"');
  });

  it("falls back to all products when the collection no longer exists", () => {
    const html = render({ title: "", collectionId: "c-deleted" });
    expect(namesIn(html)).toEqual(["Blue Mug", "Straw Hat", "Sun Cream", "Wool Scarf"]);
    expect(html).not.toContain("View all");
    const noCollections = render({ collectionId: "c-summer" }, "publish", {
      ...site,
      collections: undefined,
    });
    expect(namesIn(noCollections)).toHaveLength(4);
  });

  it("reads collectionId and lists a collection field in the settings", () => {
    const definition = getSectionDefinition("collection");
    expect(definition?.normalize({ collectionId: " c-summer " })).toMatchObject({
      collectionId: "c-summer",
    });
    expect(
      definition?.fields.some((f) => f.kind === "collection" && f.key === "collectionId"),
    ).toBe(true);
  });
});
