import { describe, expect, it } from "vitest";
import { relativeHref, resolveLink, siteHref } from "./resolve-link.js";
import type { SiteContext } from "./section-renderer.js";

const pages = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about-us" },
];
const plain: SiteContext = { pages };
const preview: SiteContext = { pages, hrefFor: (path) => `?page=${encodeURIComponent(path)}` };

describe("siteHref", () => {
  it.each([
    ["/about-us", "/about-us", "?page=%2Fabout-us"],
    ["About Us", "/about-us", "?page=%2Fabout-us"],
    ["about-us", "/about-us", "?page=%2Fabout-us"],
    [
      "/collection?sort=price#top",
      "/collection?sort=price#top",
      "?page=%2Fcollection?sort=price#top",
    ],
    ["#faq", "#faq", "#faq"],
    ["https://example.com/x", "https://example.com/x", "https://example.com/x"],
    ["//cdn.example.com/x", "//cdn.example.com/x", "//cdn.example.com/x"],
    ["mailto:hi@example.com", "mailto:hi@example.com", "mailto:hi@example.com"],
    ["javascript:alert(1)", "#", "#"],
    ["shop", "shop", "shop"],
  ])("%s → %s, and %s in the preview", (raw, expected, inPreview) => {
    expect(siteHref(raw, plain)).toBe(expected);
    expect(siteHref(raw, preview)).toBe(inPreview);
  });
});

describe("resolveLink", () => {
  it("resolves page links through the render's hrefFor and gives # for a missing page", () => {
    expect(resolveLink({ linkType: "page", pageName: "About Us" }, preview)).toBe(
      "?page=%2Fabout-us",
    );
    expect(resolveLink({ linkType: "page", pageName: "Gone" }, preview)).toBe("#");
    expect(resolveLink({ linkType: "external", url: "javascript:x" }, preview)).toBe("#");
  });
});

describe("relativeHref", () => {
  it.each([
    ["/", "/about", "about"],
    ["/", "/", "./"],
    ["/about", "/", "./"],
    ["/about", "/products/a", "products/a"],
    ["/products/a", "/about", "../about"],
    ["/products/a", "/", "../"],
    ["/collection/2", "/_sw/fonts/x.woff2", "../_sw/fonts/x.woff2"],
  ])("from %s to %s is %s", (from, to, expected) => {
    expect(relativeHref(from, to)).toBe(expected);
  });
});
