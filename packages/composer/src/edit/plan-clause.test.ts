import { describe, expect, it } from "vitest";
import { planOn } from "./edit.fixtures.js";

/** The planner reads the clause once and hands it to one verb. */
describe("planClause", () => {
  it("answers features the product lacks with a reply and suggestions", () => {
    expect(planOn("Add a blog")).toEqual({
      ops: [],
      notes: [
        "Blogs aren't available yet, so I changed nothing. A text block can hold a short article or an update:",
      ],
      warnings: [],
      isUnderstood: true,
      suggestions: [
        "Add a text block about our story",
        "Add an About page",
        "Add a newsletter signup",
      ],
      reason: { code: "unsupported", unsupported: "blog" },
    });
  });

  it("sends an add of a setting of an existing section to modify", () => {
    expect(planOn("Show 12 products in the grid").ops).toEqual([
      { op: "updateSection", sectionId: "collection-1", props: { limit: 12 } },
    ]);
  });

  it("sends a move of a section the page lacks, or of a new one, to add", () => {
    expect(planOn("Put a call to action above the footer").ops).toMatchObject([
      { op: "addSection", section: { type: "cta" }, position: { before: "footer-1" } },
    ]);
  });

  it("sends sections named without a verb to add when the page lacks them, else to modify", () => {
    expect(planOn("Team section").ops).toMatchObject([
      { op: "addSection", section: { type: "team" } },
    ]);
    expect(planOn("3 faq items")).toMatchObject({ ops: [], isUnderstood: false });
  });

  it("reads buttons next to theme words as the theme's", () => {
    expect(planOn("Use #FF6B6B for the buttons").ops).toMatchObject([{ op: "setTheme" }]);
  });
});
