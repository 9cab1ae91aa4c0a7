import { DEFAULT_THEME, type SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { repairOps } from "./repair-ops.js";

const site: SiteDocument = {
  name: "Bean There",
  theme: DEFAULT_THEME,
  pages: [
    {
      name: "Home",
      path: "/",
      sections: [
        { id: "navbar-1", type: "navbar", props: { logo: "Bean There", links: [] } },
        { id: "hero-1", type: "hero", props: { title: "Hello", image: "/uploads/hero.webp" } },
        { id: "faq-1", type: "faq", props: { title: "FAQ", items: [] } },
        { id: "faq-2", type: "faq", props: { title: "More", items: [] } },
        { id: "footer-1", type: "footer", props: { companyName: "Bean There" } },
      ],
    },
    { name: "About", path: "/about", sections: [] },
  ],
};

const trusted = { products: [], isUntrusted: false };
const untrusted = { products: [{ id: "p1", image: "/uploads/p1.webp" }], isUntrusted: true };

describe("repairOps", () => {
  it("applies valid operations with applyOps and reports nothing", () => {
    const result = repairOps(
      site,
      [{ op: "updateSection", sectionId: "hero-1", props: { title: "Fresh" } }],
      trusted,
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.applied).toHaveLength(1);
    expect(result.site.pages[0]!.sections[1]!.props.title).toBe("Fresh");
    // Pure: the input site is untouched.
    expect(site.pages[0]!.sections[1]!.props.title).toBe("Hello");
  });

  it("repairs an unknown id when one section has the type it names, with a warning", () => {
    const result = repairOps(
      site,
      [{ op: "setSectionStyle", sectionId: "footer-9", style: { bgColor: "#000000" } }],
      trusted,
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual(["Used footer-1 for the unknown section “footer-9”."]);
    expect(result.site.pages[0]!.sections.at(-1)!.props.bgColor).toBe("#000000");
  });

  it("refuses an unknown id when the type is ambiguous or absent, listing the ids", () => {
    const result = repairOps(
      site,
      [
        { op: "removeSection", sectionId: "faq-7" },
        { op: "removeSection", sectionId: "pricing-1" },
      ],
      trusted,
    );
    expect(result.applied).toEqual([]);
    expect(result.errors).toHaveLength(2);
    expect(result.errors[0]).toContain("There is no section “faq-7”");
    expect(result.errors[0]).toContain("faq-1, faq-2");
    expect(result.errors[1]).toMatch(/^ops\[1\] \(removeSection\)/);
  });

  it("reads 'rounded' as lg and colour names as hex, saying so", () => {
    const result = repairOps(
      site,
      [{ op: "setTheme", patch: { borderRadius: "rounded", primaryColor: "forestgreen" } }],
      trusted,
    );
    expect(result.errors).toEqual([]);
    expect(result.site.theme.borderRadius).toBe("lg");
    expect(result.site.theme.primaryColor).toBe("#228b22");
    expect(result.warnings).toEqual([
      "Read the colour “forestgreen” as #228b22.",
      "Read “rounded” as corner radius lg.",
    ]);
  });

  it("replaces an unsafe link with #", () => {
    const result = repairOps(
      site,
      [{ op: "updateSection", sectionId: "hero-1", props: { buttonLink: "javascript:alert(1)" } }],
      trusted,
    );
    expect(result.site.pages[0]!.sections[1]!.props.buttonLink).toBe("#");
    expect(result.warnings).toEqual(["Replaced an unsafe link with #."]);
  });

  it("finds the home page under another name, and the only page for a lone site", () => {
    const result = repairOps(
      site,
      [
        {
          op: "addSection",
          page: "index",
          section: { type: "newsletter" },
          position: { at: "auto" },
        },
      ],
      trusted,
    );
    expect(result.errors).toEqual([]);
    expect(result.site.pages[0]!.sections.map((s) => s.type)).toEqual([
      "navbar",
      "hero",
      "faq",
      "faq",
      "newsletter",
      "footer",
    ]);
  });

  it("refuses section types that do not exist", () => {
    const result = repairOps(
      site,
      [{ op: "addSection", page: "Home", section: { type: "hologram" } }],
      trusted,
    );
    expect(result.errors[0]).toContain("“hologram” is not a section type");
  });

  it("for model output, keeps product cards to real products and images to the store's", () => {
    const result = repairOps(
      site,
      [
        {
          op: "addSection",
          page: "Home",
          section: {
            type: "collection",
            props: {
              items: [
                { productId: "p1", title: "X", price: 1 },
                { title: "Fake", price: 5 },
              ],
            },
          },
        },
        { op: "updateSection", sectionId: "hero-1", props: { image: "https://x.example/a.jpg" } },
        { op: "updateSection", sectionId: "navbar-1", props: { logo: "Bean There" } },
      ],
      untrusted,
    );
    expect(result.errors).toEqual([]);
    const grid = result.site.pages[0]!.sections.find((s) => s.type === "collection")!;
    expect(grid.props.items).toEqual([{ productId: "p1", title: "" }]);
    expect(result.site.pages[0]!.sections[1]!.props.image).toBe("");
    expect(result.warnings).toHaveLength(2);
  });

  it("for model output, keeps images the store already has", () => {
    const result = repairOps(
      site,
      [{ op: "updateSection", sectionId: "hero-1", props: { image: "/uploads/p1.webp" } }],
      untrusted,
    );
    expect(result.warnings).toEqual([]);
    expect(result.site.pages[0]!.sections[1]!.props.image).toBe("/uploads/p1.webp");
  });

  it("caps the number of operations of one prompt", () => {
    const ops = Array.from({ length: 70 }, () => ({
      op: "updateSection",
      sectionId: "hero-1",
      props: { title: "x" },
    }));
    const result = repairOps(site, ops, trusted);
    expect(result.applied).toHaveLength(60);
    expect(result.warnings).toEqual(["Only the first 60 changes were made."]);
  });

  it("reports operations that are not objects or fail the schema", () => {
    const result = repairOps(site, ["remove everything", { op: "explode" }], trusted);
    expect(result.applied).toEqual([]);
    expect(result.errors).toHaveLength(2);
  });

  it("never lets a sample review claim to be verified, from either engine", () => {
    const reviews = [
      { quote: "Lovely.", author: "Jo", role: "Verified buyer" },
      { quote: "Fast.", author: "Sam", role: "Berlin" },
    ];
    for (const context of [trusted, untrusted]) {
      const result = repairOps(
        site,
        [
          {
            op: "addSection",
            page: "Home",
            section: { type: "testimonials", props: { items: reviews, sample: true } },
          },
          {
            op: "addItem",
            sectionId: "testimonials-1",
            list: "items",
            item: { quote: "Great.", author: "Al", role: "Verified purchase" },
          },
        ],
        context,
      );
      expect(result.errors).toEqual([]);
      const added = result.site.pages[0]!.sections.find((s) => s.type === "testimonials")!;
      expect((added.props.items as { role?: string }[]).map((item) => item.role)).toEqual([
        undefined,
        "Berlin",
        undefined,
      ]);
      expect(result.warnings).toContain(
        "Left out “verified” on the sample reviews: nobody checked them. Replace them with real ones.",
      );
    }
  });

  it("keeps what the owner says of their own reviews", () => {
    const result = repairOps(
      site,
      [
        {
          op: "addSection",
          page: "Home",
          section: {
            type: "testimonials",
            props: { items: [{ quote: "Lovely.", author: "Jo", role: "Verified buyer" }] },
          },
        },
      ],
      trusted,
    );
    const added = result.site.pages[0]!.sections.find((s) => s.type === "testimonials")!;
    expect((added.props.items as { role?: string }[])[0]!.role).toBe("Verified buyer");
  });

  it("marks what a model invents in reviews, plans and answers as sample, keeping what the owner typed", () => {
    const prompt = 'Add reviews, one from Jenny saying "Best flat white in town"';
    const result = repairOps(
      site,
      [
        {
          op: "addSection",
          page: "Home",
          section: {
            type: "testimonials",
            props: {
              items: [
                { quote: "Best flat white in town", author: "Jenny" },
                { quote: "Changed my mornings.", author: "Mark" },
              ],
            },
          },
        },
        {
          op: "addItem",
          sectionId: "faq-1",
          list: "items",
          item: { question: "Do you roast daily?", answer: "Yes, every morning." },
        },
      ],
      { ...untrusted, prompt },
    );
    expect(result.errors).toEqual([]);
    const [home] = result.site.pages;
    const reviews = home!.sections.find((s) => s.type === "testimonials")!.props.items as {
      sample?: boolean;
    }[];
    expect(reviews.map((item) => item.sample === true)).toEqual([false, true]);
    const faq = home!.sections.find((s) => s.id === "faq-1")!.props.items as { sample?: boolean }[];
    expect(faq[0]!.sample).toBe(true);
    expect(result.warnings).toContain(
      "Marked what the AI wrote in reviews, plans or answers as sample content: replace it with your own before you publish.",
    );

    // The composer marks its own samples; nothing is added to what it wrote.
    const composed = repairOps(
      site,
      [
        {
          op: "addItem",
          sectionId: "faq-1",
          list: "items",
          item: { question: "Q?", answer: "A." },
        },
      ],
      { ...trusted, prompt },
    );
    const kept = composed.site.pages[0]!.sections.find((s) => s.id === "faq-1")!.props.items as {
      sample?: boolean;
    }[];
    expect(kept[0]!.sample).toBeUndefined();
  });
});
