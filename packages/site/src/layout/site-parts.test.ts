import { describe, expect, it } from "vitest";
import { normalizeLayout } from "./normalize-layout.js";
import { footerLinkOp, menuLinkOp, menuUnlinkOps, pageSectionsOf } from "./site-parts.js";
import { readStoredLayout, toStoredLayout } from "./stored-layout.js";

const navbar = (logo: string) => ({ type: "navbar", props: { logo, links: [] } });
const footer = { type: "footer", props: { companyName: "Ember" } };
const ids = (layout: ReturnType<typeof normalizeLayout>) =>
  layout.pages.map((page) =>
    pageSectionsOf(layout, page)
      .map((s) => `${s.type}`)
      .join(" "),
  );

describe("the site's header and footer", () => {
  it("makes the navbar and footer every page repeats the site's, each page showing the same", () => {
    const layout = normalizeLayout({
      pages: [
        { name: "Home", sections: [navbar("Ember"), { type: "hero" }, footer] },
        { name: "About", sections: [navbar("Ember"), { type: "textblock" }, footer] },
      ],
    });
    expect(layout.header).toMatchObject({ id: "navbar-1", type: "navbar" });
    expect(layout.footer).toMatchObject({ id: "footer-1", type: "footer" });
    expect(layout.pages.map((page) => page.sections.map((s) => s.type))).toEqual([
      ["hero"],
      ["textblock"],
    ]);
    expect(ids(layout)).toEqual(["navbar hero footer", "navbar textblock footer"]);
  });

  it("keeps what each page showed: another navbar stays the page's, a page without one hides it", () => {
    const layout = normalizeLayout({
      pages: [
        { name: "Home", sections: [navbar("Ember"), { type: "hero" }] },
        { name: "About", sections: [navbar("Ember"), { type: "textblock" }] },
        { name: "Sale", sections: [navbar("SALE"), { type: "cta" }] },
        { name: "Thanks", sections: [{ type: "textblock" }] },
      ],
    });
    expect(layout.header?.props.logo).toBe("Ember");
    expect(layout.pages.map((page) => [page.hideHeader ?? false, page.sections.length])).toEqual([
      [false, 1],
      [false, 1],
      [true, 2],
      [true, 1],
    ]);
    expect(pageSectionsOf(layout, layout.pages[2]!)[0]?.props.logo).toBe("SALE");
  });

  it("reads a stored layout of either version the same, and writes the parts back as they were", () => {
    const v1 = { pages: [{ name: "Home", sections: [navbar("Ember"), { type: "hero" }] }] };
    const read = readStoredLayout(v1)!;
    expect(read.header?.id).toBe("navbar-1");
    expect(readStoredLayout(toStoredLayout(read))).toEqual(read);
    expect(normalizeLayout(read)).toEqual(read);
  });

  it("points the header's in-page links at the home page, where those sections are", () => {
    const layout = normalizeLayout({
      sections: [
        { type: "navbar", props: { links: [{ text: "About", type: "external", url: "#about" }] } },
      ],
    });
    expect(layout.header?.props.links).toEqual([
      { text: "About", type: "external", url: "/#about" },
    ]);
  });

  it("links a page from the header's menu once, and unlinks it from every menu", () => {
    const layout = normalizeLayout({
      pages: [
        {
          name: "Home",
          sections: [
            {
              type: "navbar",
              props: { links: [{ text: "Story", type: "page", pageName: "About" }] },
            },
            {
              type: "footer",
              props: {
                links: [
                  { text: "Hi", url: "/x" },
                  { text: "Story", pageName: "About" },
                ],
              },
            },
          ],
        },
        { name: "About", sections: [] },
      ],
    });
    expect(menuLinkOp(layout, "about")).toBeUndefined();
    expect(menuLinkOp(layout, "Shipping")).toMatchObject({
      op: "addItem",
      sectionId: "navbar-1",
      item: { text: "Shipping", type: "page", pageName: "Shipping" },
    });
    expect(menuUnlinkOps(layout, "About")).toEqual([
      { op: "removeItem", sectionId: "navbar-1", list: "links", index: 0 },
      { op: "removeItem", sectionId: "footer-1", list: "links", index: 1 },
    ]);
    // A footer link written as the page's address goes too; the home page's never.
    expect(menuUnlinkOps(layout, "X", "/x")).toEqual([
      { op: "removeItem", sectionId: "footer-1", list: "links", index: 0 },
    ]);
    expect(menuUnlinkOps(layout, "Home", "/")).toEqual([]);
  });

  it("links a policy page from the footer: its placeholder link, else a new one, once", () => {
    const footer = (links: unknown[]) =>
      normalizeLayout({
        pages: [{ name: "Home", sections: [{ type: "footer", props: { links } }] }],
      });
    const page = { name: "Shipping", path: "/shipping" };
    expect(footerLinkOp(footer([{ text: "shipping", url: "#" }]), page)).toEqual({
      op: "updateItem",
      sectionId: "footer-1",
      list: "links",
      index: 0,
      item: { url: "/shipping" },
    });
    // A link of that name that leads somewhere is the owner's: a new one is added.
    expect(footerLinkOp(footer([{ text: "Shipping", url: "/delivery" }]), page)).toMatchObject({
      op: "addItem",
      item: { text: "Shipping", url: "/shipping" },
    });
    expect(footerLinkOp(footer([{ text: "Ship", url: "/shipping" }]), page)).toBeUndefined();
    expect(footerLinkOp(normalizeLayout({ pages: [{ name: "Home", sections: [] }] }), page)).toBe(
      undefined,
    );
  });
});
