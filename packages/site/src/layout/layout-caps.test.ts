import { describe, expect, it } from "vitest";
import { applyOps, type SiteDocument } from "../ops/apply-ops.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { LAYOUT_CAP_MESSAGES } from "./layout-cap-messages.js";
import { LAYOUT_CEILINGS, capBreach, cardsOf, type LayoutCaps } from "./layout-caps.js";
import { normalizeLayout } from "./normalize-layout.js";

const CAPS: LayoutCaps = { pages: 2, sectionsPerPage: 3, cardsPerGrid: 4 };

/** A site of `pages` pages, the first with `sections` spacers. */
function site(pages: number, sections = 1): SiteDocument {
  const layout = normalizeLayout({
    pages: Array.from({ length: pages }, (_, i) => ({
      name: i === 0 ? "Home" : `Page ${i + 1}`,
      sections: Array.from({ length: i === 0 ? sections : 1 }, () => ({ type: "spacer" })),
    })),
  });
  return { name: "Shop", theme: DEFAULT_THEME, pages: layout.pages };
}

const grid = (props: Record<string, unknown>) => ({ id: "grid-1", type: "collection", props });
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `P${i}` }));

describe("cardsOf", () => {
  it.each([
    ["chosen products", { items: items(5), limit: 2 }, 5],
    ["the store's products up to its limit", { items: [], limit: 12 }, 12],
    ["the default limit", {}, 8],
    [
      "a collection's limit, or its chosen products once it is gone",
      { collectionId: "c", items: items(3), limit: 2 },
      3,
    ],
  ])("counts %s", (_, props, expected) => {
    expect(cardsOf(grid(props))).toBe(expected);
  });

  it("counts no cards in sections that show none, known or not", () => {
    expect(cardsOf({ id: "h", type: "hero", props: {} })).toBe(0);
    expect(cardsOf({ id: "m", type: "mystery", props: { items: items(9) } })).toBe(0);
  });
});

describe("capBreach", () => {
  it("finds the first cap a layout breaks, else null", () => {
    expect(capBreach(site(2, 3).pages, CAPS)).toBeNull();
    expect(capBreach(site(3).pages, CAPS)).toEqual({ kind: "pages", count: 3 });
    expect(capBreach(site(1, 4).pages, CAPS)).toEqual({ kind: "sections", page: "Home", count: 4 });
    const withGrid = site(1);
    withGrid.pages[0]!.sections.push(grid({ items: items(5) }));
    expect(capBreach(withGrid.pages, CAPS)).toMatchObject({ kind: "cards", count: 5 });
  });

  it("holds a layout already past a cap only to what it adds", () => {
    const before = site(3).pages;
    expect(capBreach(site(3).pages, CAPS, before)).toBeNull();
    expect(capBreach(site(4).pages, CAPS, before)).toEqual({ kind: "pages", count: 4 });
  });

  it("passes anything within the format's ceilings", () => {
    expect(capBreach(site(LAYOUT_CEILINGS.pages, 20).pages, LAYOUT_CEILINGS)).toBeNull();
  });
});

describe("applyOps with caps", () => {
  it("refuses the operation that passes a cap, saying which, and applies the rest", () => {
    const result = applyOps(
      site(2),
      [
        { op: "addPage", page: { name: "Third" } },
        { op: "addSection", page: "Home", section: { type: "hero" } },
      ],
      { caps: CAPS },
    );
    expect(result.site.pages).toHaveLength(2);
    expect(result.site.pages[0]!.sections).toHaveLength(2);
    expect(result.rejected).toEqual([
      {
        op: { op: "addPage", page: { name: "Third" } },
        reason: "page_limit_reached",
        message: LAYOUT_CAP_MESSAGES.pages(2, 3),
      },
    ]);
  });

  it("refuses more cards than a grid may show", () => {
    const start = site(1);
    start.pages[0]!.sections.push(grid({ items: items(2) }));
    const result = applyOps(
      start,
      [{ op: "updateSection", sectionId: "grid-1", props: { items: items(6) } }],
      { caps: CAPS },
    );
    expect(result.rejected[0]).toMatchObject({
      reason: "card_limit_reached",
      message: LAYOUT_CAP_MESSAGES.cards(4, "Home", 6),
    });
    expect(cardsOf(result.site.pages[0]!.sections[1]!)).toBe(2);
  });

  it("refuses a duplicated section past the sections of a page", () => {
    const result = applyOps(site(1, 3), [{ op: "duplicateSection", sectionId: "spacer-1" }], {
      caps: CAPS,
    });
    expect(result.rejected[0]).toMatchObject({ reason: "section_limit_reached" });
    expect(result.site.pages[0]!.sections).toHaveLength(3);
  });

  it("holds nothing without caps but the format's own ceilings", () => {
    const result = applyOps(site(2), [{ op: "addPage", page: { name: "Third" } }]);
    expect(result.rejected).toEqual([]);
    expect(result.site.pages).toHaveLength(3);
  });
});
