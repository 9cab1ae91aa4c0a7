import { applyOpsShown } from "../shown-site.js";

import { describe, expect, it } from "vitest";
import { compose } from "../compose.js";
import { floristSite } from "../paraphrase.fixtures.js";
import { planOn } from "./edit.fixtures.js";

describe("moving", () => {
  it("moves a section next to another", () => {
    expect(planOn("Move the FAQ above the pricing section")).toEqual({
      ops: [{ op: "moveSection", sectionId: "faq-1", position: { before: "pricing-1" } }],
      notes: ["Moved the FAQ above the pricing table."],
      warnings: [],
      isUnderstood: true,
      subjectId: "faq-1",
    });
    expect(planOn("Put the newsletter above the features").ops).toEqual([
      { op: "moveSection", sectionId: "newsletter-1", position: { before: "features-1" } },
    ]);
  });

  it("moves to the top below the navbar, and one place up or down", () => {
    expect(planOn("Move the newsletter to the top").ops).toEqual([
      { op: "moveSection", sectionId: "newsletter-1", position: { after: "navbar-1" } },
    ]);
    expect(planOn("Move the faq up")).toMatchObject({
      ops: [{ op: "moveSection", sectionId: "faq-1", position: { before: "pricing-1" } }],
      notes: ["Moved the FAQ up one place."],
    });
    expect(planOn("Move the faq down")).toMatchObject({
      ops: [{ op: "moveSection", sectionId: "faq-1", position: { after: "newsletter-1" } }],
      notes: ["Moved the FAQ down one place."],
    });
  });

  it("moves relative to the previous clause's section", () => {
    expect(planOn("Move the faq above it", undefined, { previousId: "features-1" }).ops).toEqual([
      { op: "moveSection", sectionId: "faq-1", position: { before: "features-1" } },
    ]);
  });

  it("says when the section is already there", () => {
    expect(planOn("Move the hero to the top")).toMatchObject({
      ops: [],
      notes: ["The hero is already at the top."],
      subjectId: "hero-1",
    });
  });

  it("asks where when no place is given", () => {
    expect(planOn("Move the faq")).toEqual({
      ops: [],
      notes: ["Where should the FAQ go?"],
      warnings: [],
      isUnderstood: false,
      suggestions: [
        "Move the faq to the top",
        "Move the faq above the footer",
        "Move the faq below the hero",
      ],
      reason: { code: "askPlace", type: "faq" },
    });
  });
});

describe("moving across pages", () => {
  const florist = floristSite();

  it("swap two sections on one page", () => {
    expect(planOn("Swap the features and the reviews", florist).ops).toEqual([
      { op: "moveSection", sectionId: "features-1", position: { after: "testimonials-1" } },
      { op: "moveSection", sectionId: "testimonials-1", position: { before: "collection-1" } },
    ]);
  });

  it("move a section to another page", () => {
    expect(planOn("Move the reviews to the About page", florist)).toMatchObject({
      ops: [
        { op: "removeSection", sectionId: "testimonials-1" },
        { op: "addSection", page: "About", section: { type: "testimonials" } },
      ],
      notes: ["Moved the testimonials from the Home page to the About page."],
    });
  });

  it("put a section on a page of its own, linked from every menu", () => {
    const result = planOn("put the FAQ on its own page", florist);
    expect(result.ops[0]).toMatchObject({
      op: "addPage",
      // The page shows the site's header and footer: it holds the FAQ alone.
      page: { name: "FAQ", sections: [{ type: "faq" }] },
    });
    expect(result.ops[1]).toEqual({ op: "removeSection", sectionId: "faq-1" });
    // The site's navbar, on every page: linked once.
    expect(result.ops.slice(2)).toEqual([
      {
        op: "addItem",
        sectionId: "navbar-1",
        list: "links",
        item: { text: "FAQ", type: "page", pageName: "FAQ" },
      },
    ]);
  });

  it("moves the section a new page was made for into it: 'make a page for the FAQ and move it there'", () => {
    const site = floristSite();
    const faq = site.pages.flatMap((p) => p.sections).find((s) => s.type === "faq")!;
    const result = compose({
      prompt: "Make a page for the FAQ and move it there",
      site,
      storeId: "store-1",
      storeName: "Petal & Stem",
      products: [],
    });
    const after = applyOpsShown(site, result.ops).site;
    const faqs = after.pages.flatMap((p) =>
      p.sections.filter((s) => s.type === "faq").map((s) => ({ page: p.name, props: s.props })),
    );
    expect(faqs).toEqual([{ page: "FAQ", props: faq.props }]);
    expect(result.message).toMatch(/moved the FAQ from the \w+ page to the FAQ page/);
    // Without a page made in the clause before, "move it there" is not a move to anywhere.
    expect(
      compose({ prompt: "move it there", site, storeId: "store-1", storeName: "x", products: [] })
        .ops,
    ).toEqual([]);
  });
});
