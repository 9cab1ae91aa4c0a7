import { describe, expect, it } from "vitest";
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
    });
  });
});
