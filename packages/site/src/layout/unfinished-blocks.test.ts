import { describe, expect, it } from "vitest";
import { normalizeLayout } from "./normalize-layout.js";
import { isEmptyBlock, unfinishedBlocks } from "./unfinished-blocks.js";
import { hasSampleContent } from "./unfinished-content.js";

const pagesOf = (pages: object[]) => normalizeLayout({ pages });
const listed = (pages: object[], hasPublishedProducts = true) =>
  unfinishedBlocks(pagesOf(pages), { hasPublishedProducts }).map(
    (block) => `${block.page} · ${block.label} · ${block.reason}`,
  );

describe("hasSampleContent", () => {
  it("reads the flag on the section and on the items of its lists", () => {
    expect(hasSampleContent({ sample: true })).toBe(true);
    expect(hasSampleContent({ items: [{ quote: "a" }, { quote: "b", sample: true }] })).toBe(true);
    expect(hasSampleContent({ sample: false, items: [{ sample: false }] })).toBe(false);
    expect(hasSampleContent({ sample: "yes", items: ["sample"] })).toBe(false);
  });
});

describe("isEmptyBlock", () => {
  it("needs what the definition names: a hero's title, a list's items, a video's address", () => {
    expect(isEmptyBlock({ type: "hero", props: { title: " ", subtitle: "Only a subtitle" } })).toBe(
      true,
    );
    expect(isEmptyBlock({ type: "hero", props: { title: "Hello" } })).toBe(false);
    expect(isEmptyBlock({ type: "faq", props: { title: "Questions", items: [] } })).toBe(true);
    expect(isEmptyBlock({ type: "pricing", props: { title: "Plans", plans: [] } })).toBe(true);
    expect(isEmptyBlock({ type: "video", props: { title: "Watch" } })).toBe(true);
    expect(isEmptyBlock({ type: "image", props: { src: "/uploads/a.jpg" } })).toBe(false);
  });

  it("takes any one prop of a group: a text block with a heading or a text", () => {
    expect(isEmptyBlock({ type: "textblock", props: { heading: "", content: "" } })).toBe(true);
    expect(isEmptyBlock({ type: "textblock", props: { heading: "Our story" } })).toBe(false);
    expect(isEmptyBlock({ type: "textblock", props: { content: "We roast." } })).toBe(false);
  });

  it("never calls navbars, footers, forms, spacers or dividers empty", () => {
    for (const type of ["navbar", "footer", "contact", "newsletter", "signup"])
      expect(isEmptyBlock({ type, props: {} }), type).toBe(false);
    expect(isEmptyBlock({ type: "image", props: { src: "" } })).toBe(true);
    expect(isEmptyBlock({ type: "spacer", props: {} })).toBe(false);
    expect(isEmptyBlock({ type: "divider", props: {} })).toBe(false);
  });

  it("reads family sections: a visit-us box without address, phone, email or hours is empty", () => {
    expect(isEmptyBlock({ type: "location", props: { title: "Visit us", address: "" } })).toBe(
      true,
    );
    expect(isEmptyBlock({ type: "visit us", props: { hours: ["Mon–Fri 9–5"] } })).toBe(false);
    expect(isEmptyBlock({ type: "team", props: { title: "Meet us", items: [] } })).toBe(true);
    expect(
      isEmptyBlock({ type: "stats", props: { items: [{ value: "12", label: "Years" }] } }),
    ).toBe(false);
    expect(isEmptyBlock({ type: "mystery-widget", props: {} })).toBe(false);
  });

  it("judges a family alias by the palette type it renders with", () => {
    expect(isEmptyBlock({ type: "partners", props: { items: [] } })).toBe(true);
    expect(isEmptyBlock({ type: "booking", props: {} })).toBe(false);
  });
});

describe("unfinishedBlocks", () => {
  it("lists sample and empty blocks by page and section, in page order", () => {
    expect(
      listed([
        {
          name: "Home",
          sections: [
            { type: "navbar" },
            { type: "hero", title: "Hello" },
            {
              type: "testimonials",
              props: { items: [{ quote: "Great", author: "A" }], sample: true },
            },
            { type: "gallery", props: { title: "Gallery", images: [] } },
            { type: "footer" },
          ],
        },
        {
          name: "About",
          sections: [
            { type: "team", props: { items: [{ name: "Alex" }], sample: true } },
            { type: "location", props: { title: "Visit us" } },
            { type: "faq", props: { items: [{ question: "Q", answer: "A", sample: true }] } },
          ],
        },
      ]),
    ).toEqual([
      "Home · Testimonials · sample",
      "Home · Gallery · empty",
      "About · Team · sample",
      "About · Location · empty",
      "About · FAQ · sample",
    ]);
  });

  it("lists a product grid without chosen products only while none is published", () => {
    const pages = [{ name: "Shop", sections: [{ type: "collection" }, { type: "services" }] }];
    expect(listed(pages)).toEqual([]);
    expect(listed(pages, false)).toEqual([
      "Shop · Product grid · no_products",
      "Shop · Services · no_products",
    ]);
    expect(
      listed(
        [{ name: "Shop", sections: [{ type: "collection", items: [{ productId: "p1" }] }] }],
        false,
      ),
    ).toEqual([]);
  });

  it("gives each block its section id, so the editor can select it", () => {
    const [block] = unfinishedBlocks(
      pagesOf([{ name: "Home", sections: [{ type: "faq", items: [] }] }]),
      {
        hasPublishedProducts: true,
      },
    );
    expect(block).toEqual({ page: "Home", sectionId: "faq-1", label: "FAQ", reason: "empty" });
  });
});
