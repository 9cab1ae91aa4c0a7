import { describe, expect, it } from "vitest";
import { readStoredLayout } from "@shopwright/site";
import { reviewStore, type ReviewInput } from "./launch.review.js";

const input = (layout: object, overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  layout: readStoredLayout(layout),
  drafts: [],
  draftCount: 0,
  publishedCount: 1,
  ...overrides,
});
const kinds = (layout: object, overrides: Partial<ReviewInput> = {}) =>
  reviewStore(input(layout, overrides)).items.map((item) => `${item.kind}: ${item.title}`);

const legalAndContact = [
  { name: "Contact", path: "/contact", sections: [{ type: "hero", title: "Write to us" }] },
  { name: "Terms", path: "/terms", sections: [{ type: "textblock", text: "Be kind." }] },
];

describe("reviewStore", () => {
  it("finds a contact section or a contact page, and legal pages by name or path", () => {
    expect(kinds({ pages: [{ name: "Home", sections: [{ type: "hero", title: "Hi" }] }] })).toEqual(
      ["missing_contact_page: No contact page", "missing_legal_page: No legal pages"],
    );
    expect(
      kinds({
        pages: [
          { name: "Home", sections: [{ type: "contact", title: "Reach us" }] },
          { name: "Shipping & returns", sections: [{ type: "textblock", text: "Two days." }] },
        ],
      }),
    ).toEqual([]);
    expect(kinds({ pages: legalAndContact })).toEqual([]);
  });

  it("lists blocks without the content they need, and never spacers, dividers or forms", () => {
    const layout = {
      pages: [
        {
          name: "Home",
          sections: [
            { type: "gallery", title: "", images: [] },
            { type: "spacer" },
            { type: "divider" },
            { type: "newsletter", title: "" },
            { type: "faq", title: "Questions", items: [] },
          ],
        },
        { name: "About", sections: [{ type: "location", props: { title: "Visit us" } }] },
        ...legalAndContact,
      ],
    };
    expect(kinds(layout)).toEqual([
      "empty_section: Gallery on Home is empty",
      "empty_section: FAQ on Home is empty",
      "empty_section: Location on About is empty",
    ]);
  });

  it("lists sample content in sections of every kind, with the section to open", () => {
    const layout = {
      pages: [
        {
          name: "About",
          sections: [
            { id: "team-1", type: "team", props: { items: [{ name: "Alex" }], sample: true } },
            { type: "testimonials", items: [{ quote: "Lovely", author: "Jo", sample: true }] },
          ],
        },
        ...legalAndContact,
      ],
    };
    const { items } = reviewStore(input(layout));
    expect(items.map((item) => `${item.kind}: ${item.title}`)).toEqual([
      "sample_content: Team on About still has sample content",
      "sample_content: Testimonials on About still has sample content",
    ]);
    expect(items[0]?.fix).toEqual({ kind: "editor", page: "About", section: "team-1" });
  });

  it("flags an empty product grid only while no product is published", () => {
    const layout = {
      pages: [{ name: "Shop", sections: [{ type: "collection" }] }, ...legalAndContact],
    };
    expect(kinds(layout)).toEqual([]);
    expect(kinds(layout, { publishedCount: 0 })).toEqual([
      "empty_section: Product grid on Shop has no products to show",
    ]);
  });

  it("names drafts a grid chose first, once each, then the others up to ten", () => {
    const drafts = Array.from({ length: 12 }, (_, i) => ({ id: `d${i}`, name: `Draft ${i}` }));
    const layout = {
      pages: [
        {
          name: "Home",
          sections: [
            {
              type: "collection",
              items: [
                { productId: "d11", title: "x" },
                { productId: "d11", title: "y" },
              ],
            },
            { type: "collection", items: [{ productId: "d5", title: "z" }] },
          ],
        },
        ...legalAndContact,
      ],
    };
    const review = reviewStore(input(layout, { drafts, draftCount: 14 }));
    const titles = review.items.map((item) => item.title);
    expect(titles.slice(0, 2)).toEqual(["“Draft 11” is a draft", "“Draft 5” is a draft"]);
    expect(titles).toHaveLength(10);
    expect(new Set(titles).size).toBe(10);
    expect(review.moreDrafts).toBe(4);
  });
});
