import { describe, expect, it } from "vitest";
import type { CatalogueProduct } from "../../render/catalogue-product.js";
import { renderSearchHtml, type SearchView } from "./render-search.js";

const mug: CatalogueProduct = {
  id: "p1aaaaaa-0000",
  name: "Blue Mug",
  priceMinor: 2400,
  images: [],
  isInStock: true,
};

const view = (over: Partial<SearchView> = {}): SearchView => ({
  query: "mug",
  total: 1,
  products: [mug],
  page: 1,
  pages: 1,
  currency: "EUR",
  locale: "en-IE",
  sells: true,
  ...over,
});

describe("renderSearchHtml", () => {
  it("shows the matches as product cards linking their pages, priced in the store's currency", () => {
    const html = renderSearchHtml(view());
    expect(html).toContain("1 product matches “mug”");
    expect(html).toContain('href="/products/blue-mug-p1aaaaaa"');
    expect(html).toContain("€24.00");
    expect(html).toContain('action="/cart/items"');
    expect(html).not.toContain("Page 1 of");
  });

  it("adds no cart controls to a site that does not sell, and pages with plain links", () => {
    const html = renderSearchHtml(view({ sells: false, total: 60, page: 2, pages: 3 }));
    expect(html).toContain("60 products match “mug”");
    expect(html).not.toContain("cart/items");
    expect(html).toContain("Page 2 of 3");
    expect(html).toContain('href="/search?q=mug"');
    expect(html).toContain('href="/search?q=mug&amp;page=3"');
  });

  it("invites a search before one, and says when nothing matched", () => {
    const before = renderSearchHtml(view({ query: "", total: null, products: [] }));
    expect(before).toContain("Find products by name, description, SKU or tag.");
    expect(before).not.toContain("sw-product-grid");
    const none = renderSearchHtml(view({ query: "teapot", total: 0, products: [] }));
    expect(none).toContain("No products match “teapot”.");
    expect(none).toContain('href="/collection"');
  });

  it("speaks the store's language, with its plural forms and prices", () => {
    const html = renderSearchHtml(view({ locale: "de-DE", total: 2, pages: 2 }));
    expect(html).toContain('<h1 class="sw-title">Suchen</h1>');
    expect(html).toContain('placeholder="Produkte suchen"');
    expect(html).toContain("2 Produkte passen zu „mug“");
    expect(html).toContain("Seite 1 von 2");
    expect(html).toContain('aria-label="Seiten der Suchergebnisse"');
    expect(html).toMatch(/24,00\s€/u);
    const one = renderSearchHtml(view({ locale: "fr-FR" }));
    expect(one).toContain("1 produit correspond à « mug »");
    const none = renderSearchHtml(view({ locale: "es-ES", query: "taza", total: 0, products: [] }));
    expect(none).toContain("Ningún producto coincide con «taza».");
  });

  it("shows a refused search's reason as an alert", () => {
    const html = renderSearchHtml(
      view({ total: null, products: [], notice: { tone: "error", text: "Too long" } }),
    );
    expect(html).toContain('<p class="sw-alert sw-alert-error" role="alert">Too long</p>');
    expect(html).not.toContain("Find products by name");
  });
});
