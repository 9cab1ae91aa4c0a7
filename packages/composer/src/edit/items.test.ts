import { describe, expect, it } from "vitest";
import { floristSite } from "../paraphrase.fixtures.js";
import { planOn } from "./edit.fixtures.js";

const florist = floristSite();

describe("item edits", () => {
  it("remove one item by its words, on the page that has the list", () => {
    expect(planOn("Take out the FAQ entry on opening hours", florist)).toMatchObject({
      ops: [{ op: "removeItem", sectionId: "faq-1", list: "items", index: 0 }],
      notes: [
        "Removed the question “What are your opening hours?” from the FAQ on the Contact page.",
      ],
    });
  });

  it("remove one item by the person who wrote it, never the whole section", () => {
    const result = planOn("drop the review by Jenny", florist);
    expect(result.ops).toEqual([
      { op: "removeItem", sectionId: "testimonials-1", list: "items", index: 0 },
    ]);
    expect(planOn("Remove the review by Tom", florist)).toMatchObject({
      ops: [],
      notes: [
        "I couldn't find a review by Tom in the testimonials; it has Jenny V., Marc D. and Sofie L.",
      ],
    });
  });

  it("change an item by position instead of appending one", () => {
    expect(planOn("change the third feature to Local growers", florist).ops).toEqual([
      {
        op: "updateItem",
        sectionId: "features-1",
        list: "items",
        index: 2,
        item: { title: "Local growers" },
      },
    ]);
  });

  it("keep a price's currency and period when only the amount is given", () => {
    expect(planOn("the second plan should cost 49", florist).ops).toEqual([
      {
        op: "updateItem",
        sectionId: "pricing-1",
        list: "plans",
        index: 1,
        item: { name: "Classic", price: "€49/mo" },
      },
    ]);
  });

  it("add an item where asked, with the owner's words", () => {
    expect(
      planOn(
        'Add a question "Do you deliver on Sundays?" with the answer "Yes, in Ghent."',
        florist,
      ).ops,
    ).toEqual([
      {
        op: "addItem",
        sectionId: "faq-1",
        list: "items",
        item: { question: "Do you deliver on Sundays?", answer: "Yes, in Ghent." },
      },
    ]);
    expect(planOn('Add a feature "Gift wrapping" as the second feature', florist).ops).toEqual([
      {
        op: "addItem",
        sectionId: "features-1",
        list: "items",
        item: { title: "Gift wrapping" },
        index: 1,
      },
    ]);
  });

  it("ask who and what rather than invent a review", () => {
    expect(planOn("Add a review from Lisa", florist)).toMatchObject({
      ops: [],
      notes: [expect.stringMatching(/^Who said it and what did they say\?/)],
    });
  });

  it("edit links of the site's navbar, once for every page", () => {
    const result = planOn("Remove the Contact link from the menu", florist);
    expect(result.ops).toEqual([
      { op: "removeItem", sectionId: "navbar-1", list: "links", index: 3 },
    ]);
  });

  it("reorder, swap and highlight items", () => {
    const names = (op: unknown) =>
      ((op as { props: { plans: { name: string; featured?: boolean }[] } }).props.plans ?? []).map(
        (plan) => `${plan.name}${plan.featured ? "*" : ""}`,
      );
    expect(names(planOn("Swap the first and second plans", florist).ops[0])).toEqual([
      "Classic*",
      "Petite",
      "Grand",
    ]);
    expect(names(planOn("Put the Grand plan first", florist).ops[0])).toEqual([
      "Grand",
      "Petite",
      "Classic*",
    ]);
    expect(names(planOn("Make the Grand plan the most popular", florist).ops[0])).toEqual([
      "Petite",
      "Classic",
      "Grand*",
    ]);
  });

  it("ask which item when a singular noun picks none", () => {
    expect(planOn("Remove the question", florist)).toMatchObject({
      ops: [],
      notes: [expect.stringMatching(/^Which question do you mean\?/)],
    });
  });
});
