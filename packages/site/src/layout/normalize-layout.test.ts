import { describe, expect, it } from "vitest";
import { Layout } from "./layout.js";
import { normalizeLayout, pathFromName } from "./normalize-layout.js";

describe("normalizeLayout", () => {
  it("turns sections[] into one Home page at /", () => {
    const layout = normalizeLayout({ sections: [{ type: "hero", props: { title: "Hi" } }] });
    expect(layout.pages).toEqual([
      {
        name: "Home",
        path: "/",
        sections: [{ id: "hero-1", type: "hero", props: { title: "Hi" } }],
      },
    ]);
    expect(Layout.safeParse(layout).success).toBe(true);
  });

  it("reads the flat {type, ...props} sections of editor saves (PRODUCT.md §7)", () => {
    const layout = normalizeLayout({
      pages: [
        { name: "Home", sections: [{ type: "faq", title: "Q", faqs: [{ q: "a?", a: "b" }] }] },
      ],
    });
    expect(layout.pages[0]?.sections[0]).toEqual({
      id: "faq-1",
      type: "faq",
      props: { title: "Q", items: [{ question: "a?", answer: "b" }] },
    });
  });

  it("gives readable ids where missing, keeps given ones and renumbers duplicates", () => {
    const layout = normalizeLayout({
      sections: [
        { type: "hero" },
        { id: "hero-1712345678901", type: "hero" },
        { id: "hero-1712345678901", type: "hero" },
        { id: "hero-1", type: "Hero Banner" },
        { type: "features" },
      ],
    });
    expect(layout.pages[0]?.sections.map((s) => s.id)).toEqual([
      "hero-2",
      "hero-1712345678901",
      "hero-3",
      "hero-1",
      "features-1",
    ]);
  });

  it("keeps ids unique across pages", () => {
    const layout = normalizeLayout({
      pages: [
        { name: "A", sections: [{ type: "cta" }] },
        { name: "B", sections: [{ type: "cta" }] },
      ],
    });
    expect(layout.pages.map((p) => p.sections[0]?.id)).toEqual(["cta-1", "cta-2"]);
  });

  it("derives unique paths from names and keeps a root page", () => {
    const layout = normalizeLayout({
      pages: [
        { name: "Shop" },
        { name: "About Us" },
        { name: "about us" },
        { name: "Café & Co" },
        { title: "" },
        { name: "Contact", path: "/Get In Touch/" },
      ],
    });
    expect(layout.pages.map((p) => [p.name, p.path])).toEqual([
      ["Shop", "/"],
      ["About Us", "/about-us"],
      ["about us (2)", "/about-us-2"],
      ["Café & Co", "/cafe-co"],
      ["Page 5", "/page-5"],
      ["Contact", "/get-in-touch"],
    ]);
    expect(Layout.safeParse(layout).success).toBe(true);
  });

  it("maps known types to their canonical name and normalises their props", () => {
    const layout = normalizeLayout([
      { type: "Call_To_Action", props: { title: "Go", link: "javascript:alert(1)" } },
    ]);
    expect(layout.pages[0]?.sections[0]).toEqual({
      id: "cta-1",
      type: "cta",
      props: { heading: "Go", buttonLink: "#" },
    });
  });

  it("keeps unknown types and their props untouched", () => {
    const props = {
      title: "Our numbers",
      stats: [{ value: 10000, label: "Customers" }],
      extra: { deep: true },
    };
    const layout = normalizeLayout({
      sections: [
        { id: "s-9", type: "stats", props },
        { type: "Quantum Flux", props: { x: 1 } },
      ],
    });
    expect(layout.pages[0]?.sections).toEqual([
      { id: "s-9", type: "stats", props },
      { id: "quantum-flux-1", type: "Quantum Flux", props: { x: 1 } },
    ]);
  });

  it("drops sections without a type and survives any input", () => {
    expect(
      normalizeLayout({ sections: [{ props: {} }, null, 4, { type: "" }] }).pages[0]?.sections,
    ).toEqual([]);
    for (const raw of [undefined, null, 7, "x", { pages: [] }, { pages: "x" }, { pages: [null] }]) {
      const layout = normalizeLayout(raw);
      expect(layout.pages.length).toBeGreaterThanOrEqual(1);
      expect(Layout.safeParse(layout).success).toBe(true);
    }
  });

  it("keeps page descriptions", () => {
    expect(
      normalizeLayout({ pages: [{ name: "Home", description: "Our shop", sections: [] }] }).pages[0]
        ?.description,
    ).toBe("Our shop");
  });
});

describe("pathFromName", () => {
  it.each([
    ["Home", "/"],
    ["home", "/"],
    ["About Us", "/about-us"],
    ["  FAQ & Help!! ", "/faq-help"],
    ["Crème brûlée", "/creme-brulee"],
    ["!!!", "/"],
    ["Über uns", "/uber-uns"],
    ["Контакты", "/kontakty"],
    ["コーヒー", "/kohi"],
  ])("%s → %s", (name, path) => {
    expect(pathFromName(name)).toBe(path);
  });
});
