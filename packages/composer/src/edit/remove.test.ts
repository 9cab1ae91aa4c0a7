import { describe, expect, it } from "vitest";
import { coffeeSite, emptySite } from "../compose.fixtures.js";
import { planOn } from "./edit.fixtures.js";

describe("removing", () => {
  it("removes the named section", () => {
    expect(planOn("Remove the testimonials")).toEqual({
      ops: [{ op: "removeSection", sectionId: "testimonials-1" }],
      notes: ["Removed the testimonials."],
      warnings: [],
      isUnderstood: true,
    });
  });

  it("removes the site's footer, from every page at once", () => {
    const result = planOn("Remove the footer", coffeeSite());
    expect(result.ops).toEqual([{ op: "removeSection", sectionId: "footer-1" }]);
    expect(result.notes).toEqual(["Removed the footer from every page."]);
  });

  it("removes one item of a list by its ordinal", () => {
    expect(planOn("Remove the second question from the FAQ")).toMatchObject({
      ops: [{ op: "removeItem", sectionId: "faq-1", list: "items", index: 1 }],
      notes: ["Removed the question “What is your return policy?” from the FAQ."],
      subjectId: "faq-1",
    });
    expect(planOn("Remove the last plan from pricing")).toMatchObject({
      ops: [{ op: "removeItem", sectionId: "pricing-1", list: "plans", index: 2 }],
      notes: ["Removed the plan “Collector” from the pricing table."],
    });
    expect(planOn("Remove the sixth question from the FAQ")).toMatchObject({
      ops: [],
      notes: ["The FAQ has 4 questions, so there is no sixth one."],
    });
  });

  it("says when there is nothing to remove", () => {
    expect(planOn("Remove the faq", emptySite())).toMatchObject({
      ops: [],
      notes: ["There is no FAQ on the site."],
    });
  });
});
