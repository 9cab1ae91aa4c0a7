import { describe, expect, it } from "vitest";
import { addressTarget, hasAnchor, sectionLinks } from "./section-links.js";

const PAGES = [
  { name: "Home", path: "/" },
  { name: "About us", path: "/about-us" },
];

describe("sectionLinks", () => {
  it("reads a type's link fields: menu items by page or address, with their labels", () => {
    const links = sectionLinks({
      type: "navbar",
      props: {
        links: [
          { text: "About", type: "page", pageName: "About us" },
          { text: "Blog", type: "external", url: "/blog" },
          { text: "Nothing yet", type: "page", pageName: "" },
        ],
      },
    });
    expect(links).toEqual([
      expect.objectContaining({ list: "links", index: 0, kind: "page", pageName: "About us" }),
      expect.objectContaining({ list: "links", index: 1, kind: "url", url: "/blog", text: "Blog" }),
    ]);
    expect(links[0]).toMatchObject({ urlKey: "url", typeKey: "type", pageKey: "pageName" });
  });

  it("labels a button's link with its own text prop", () => {
    expect(
      sectionLinks({
        type: "hero",
        props: {
          buttonText: "Shop",
          buttonLink: "/shop",
          secondaryButtonText: "Our story",
          secondaryButtonLink: "/about",
        },
      }),
    ).toEqual([
      expect.objectContaining({ urlKey: "buttonLink", text: "Shop", textKey: "buttonText" }),
      expect.objectContaining({
        urlKey: "secondaryButtonLink",
        text: "Our story",
        textKey: "secondaryButtonText",
      }),
    ]);
  });

  it("follows the renderer: a link without a type but with a page name is a page link", () => {
    expect(
      sectionLinks({ type: "cta", props: { buttonText: "Go", pageName: "Contact" } })[0],
    ).toMatchObject({ kind: "page", pageName: "Contact" });
  });

  it("reads the links of family types under the names their readers take", () => {
    expect(
      sectionLinks({
        type: "categories",
        props: { items: [{ name: "Rings", url: "/rings" }, { name: "Bare" }] },
      }),
    ).toEqual([expect.objectContaining({ list: "items", index: 0, url: "/rings", text: "Rings" })]);
  });

  it("never reads a gallery's image addresses as links", () => {
    expect(
      sectionLinks({ type: "gallery", props: { images: [{ url: "/uploads/a.jpg" }] } }),
    ).toEqual([]);
    expect(sectionLinks({ type: "photo-wall", props: { images: [{ url: "/a.jpg" }] } })).toEqual(
      [],
    );
  });
});

describe("addressTarget", () => {
  it("tells addresses outside the site and placeholders from site paths", () => {
    expect(addressTarget("", "/", PAGES)).toEqual({ kind: "none" });
    expect(addressTarget("#", "/", PAGES)).toEqual({ kind: "none" });
    expect(addressTarget("https://x.example/a", "/", PAGES)).toEqual({ kind: "outside" });
    expect(addressTarget("mailto:hi@x.example", "/", PAGES)).toEqual({ kind: "outside" });
    expect(addressTarget("//cdn.example/x", "/", PAGES)).toEqual({ kind: "outside" });
  });

  it("reads paths, page names and anchors of the site", () => {
    expect(addressTarget("/about-us#team-1", "/", PAGES)).toEqual({
      kind: "site",
      path: "/about-us",
      anchor: "team-1",
    });
    expect(addressTarget("About us", "/", PAGES)).toEqual({ kind: "site", path: "/about-us" });
    expect(addressTarget("#faq-1", "/about-us", PAGES)).toEqual({
      kind: "site",
      path: "/about-us",
      anchor: "faq-1",
    });
    expect(addressTarget("/blog/", "/", PAGES)).toEqual({ kind: "site", path: "/blog" });
  });

  it("knows the paths the storefront answers without a page", () => {
    for (const path of ["/cart", "/checkout", "/collection/2", "/products/mug-1", "/menu.pdf"])
      expect(addressTarget(path, "/", PAGES), path).toEqual({ kind: "storefront" });
  });
});

describe("hasAnchor", () => {
  it("matches a section's anchor id", () => {
    const page = { sections: [{ id: "contact-1" }] };
    expect(hasAnchor(page, "contact-1")).toBe(true);
    expect(hasAnchor(page, "contact-2")).toBe(false);
  });
});
