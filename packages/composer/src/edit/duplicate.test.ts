import { describe, expect, it } from "vitest";
import { planOn } from "./edit.fixtures.js";

describe("duplicating", () => {
  it("copies each named section that exists", () => {
    expect(planOn("Duplicate the hero")).toEqual({
      ops: [{ op: "duplicateSection", sectionId: "hero-1" }],
      notes: ["Duplicated the hero."],
      warnings: [],
      isUnderstood: true,
    });
    expect(planOn("Duplicate the hero and the team")).toMatchObject({
      ops: [{ op: "duplicateSection", sectionId: "hero-1" }],
      notes: ["Duplicated the hero.", "There is no team section to copy."],
    });
  });
});
