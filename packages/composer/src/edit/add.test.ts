import { describe, expect, it } from "vitest";
import { emptySite } from "../compose.fixtures.js";
import { planOn } from "./edit.fixtures.js";

describe("adding", () => {
  it("adds each named section in its usual spot", () => {
    const result = planOn("About + Contact sections");
    expect(result.ops).toMatchObject([
      { op: "addSection", page: "Home", section: { type: "textblock" }, position: { at: "auto" } },
      { op: "addSection", page: "Home", section: { type: "contact" }, position: { at: "auto" } },
    ]);
    expect(result.notes).toEqual(["Added an About section.", "Added a contact form."]);
  });

  it("places a section next to another, or says it used the usual spot", () => {
    expect(planOn("Add a divider below the hero")).toMatchObject({
      ops: [{ op: "addSection", section: { type: "divider" }, position: { after: "hero-1" } }],
      notes: ["Added a divider below the hero."],
    });
    expect(planOn("Add a call to action above the team")).toMatchObject({
      ops: [{ op: "addSection", section: { type: "cta" }, position: { at: "auto" } }],
      notes: [
        "There is no team section on this page to place it next to, so I put it in its usual spot.",
        "Added a call to action.",
      ],
    });
    expect(planOn("Add a spacer of 120px at the bottom", emptySite())).toMatchObject({
      ops: [{ section: { type: "spacer", props: { height: 120 } }, position: { at: "end" } }],
      notes: ["Added a spacer at the bottom."],
    });
  });

  it("uses the user's figures and a quoted heading", () => {
    const result = planOn("Add a team section and some stats: 10,000 customers, 4.9 rating");
    expect(result.ops[1]).toMatchObject({
      section: {
        type: "stats",
        props: {
          items: [
            { value: "10,000", label: "Customers" },
            { value: "4.9", label: "Rating" },
          ],
        },
      },
    });
    expect(result.notes).toEqual([
      "Added a team section.",
      "Added a stats section with 10,000 customers and 4.9 rating.",
    ]);
    expect(result.warnings).toEqual([
      "The people in the new team section are samples: replace them with your own before you publish.",
    ]);
    const steps = planOn('Add a "How it works" section with 3 steps');
    expect(steps.ops).toMatchObject([
      { section: { type: "steps", props: { title: "How it works" } } },
    ]);
    expect(steps.notes).toEqual(["Added a “How it works” section."]);
  });

  it("flags samples and explains empty fields", () => {
    expect(planOn("Add some stats").warnings).toEqual([
      "The figures in the new stats section are samples: replace them with your own before you publish.",
    ]);
    expect(planOn("Add a video").notes).toEqual([
      "Added a video.",
      "Paste your YouTube or Vimeo link into the video's settings to show it.",
    ]);
  });

  it("keeps a section a page needs once, or moves it when a place is given", () => {
    expect(planOn("Add a hero")).toMatchObject({
      ops: [],
      notes: ["This page already has the hero."],
      subjectId: "hero-1",
    });
    expect(planOn("Put a newsletter above the features")).toMatchObject({
      ops: [{ op: "moveSection", sectionId: "newsletter-1", position: { before: "features-1" } }],
      notes: ["You already had one, so I moved the newsletter signup above the features section."],
    });
  });

  it("extends an existing FAQ with questions on the topics named", () => {
    const result = planOn("Add an FAQ about shipping and returns");
    expect(result.ops).toHaveLength(4);
    expect(result.ops[0]).toMatchObject({
      op: "addItem",
      sectionId: "faq-1",
      list: "items",
      item: { question: "How long does delivery take?", sample: true },
    });
    expect(result.notes).toEqual([
      "Added 4 questions about shipping and returns to the existing FAQ.",
    ]);
    expect(result.warnings).toEqual([
      "Check the new FAQ answers match your policies: they are suggestions.",
    ]);
  });

  it("extends or trims an existing list to the count asked", () => {
    const more = planOn("Add 5 testimonials");
    expect(more.ops).toMatchObject([
      { op: "addItem", sectionId: "testimonials-1", list: "items", item: { sample: true } },
      { op: "addItem", sectionId: "testimonials-1", list: "items", item: { sample: true } },
    ]);
    expect(more.notes).toEqual(["Added 2 to the existing testimonials, for 5 in all."]);
    expect(planOn("Add 2 testimonials")).toMatchObject({
      ops: [{ op: "removeItem", sectionId: "testimonials-1", list: "items", index: 2 }],
      notes: ["Trimmed the testimonials to 2."],
    });
  });
});
