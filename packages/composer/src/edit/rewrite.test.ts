import { describe, expect, it } from "vitest";
import { emptySite } from "../compose.fixtures.js";
import { planOn } from "./edit.fixtures.js";

describe("copy edits", () => {
  it("set a quoted headline as typed", () => {
    expect(
      planOn('Change the hero headline to "Small-batch coffee, roasted every Monday"'),
    ).toEqual({
      ops: [
        {
          op: "updateSection",
          sectionId: "hero-1",
          props: { title: "Small-batch coffee, roasted every Monday" },
        },
      ],
      notes: ["Changed the hero headline to “Small-batch coffee, roasted every Monday”."],
      warnings: [],
      isUnderstood: true,
      subjectId: "hero-1",
    });
  });

  it("map the field word to the section's own prop", () => {
    expect(planOn("Make the hero button say Shop the roast").ops).toEqual([
      { op: "updateSection", sectionId: "hero-1", props: { buttonText: "Shop the roast" } },
    ]);
    expect(planOn("Change the footer tagline to Roasted with love")).toMatchObject({
      ops: [
        { op: "updateSection", sectionId: "footer-1", props: { tagline: "Roasted with love" } },
      ],
      notes: ["Changed the footer tagline to “Roasted with love”."],
    });
    expect(planOn("The hero subtitle should say Roasted fresh every week").ops).toEqual([
      { op: "updateSection", sectionId: "hero-1", props: { subtitle: "Roasted fresh every week" } },
    ]);
    expect(planOn("Change the newsletter title to Get 10% off").ops).toEqual([
      { op: "updateSection", sectionId: "newsletter-1", props: { title: "Get 10% off" } },
    ]);
  });

  it("use the hero when no section is named", () => {
    expect(planOn("Change the headline to Hello").ops).toEqual([
      { op: "updateSection", sectionId: "hero-1", props: { title: "Hello" } },
    ]);
  });

  it("say so when the section is missing", () => {
    expect(planOn("Change the hero headline to Hi", emptySite())).toEqual({
      ops: [],
      notes: ["There is no hero with a headline on the site."],
      warnings: [],
      isUnderstood: false,
      suggestions: ["Add a hero", "Change the hero headline to …"],
      reason: { code: "noSection", type: "hero" },
    });
  });

  it("leave colour changes to the theme", () => {
    expect(planOn("Change the primary color to forest green").ops).toEqual([
      { op: "setTheme", patch: { primaryColor: "#2F5D3A" } },
    ]);
  });
});
