import { describe, expect, it } from "vitest";
import { planOn } from "./edit.fixtures.js";

describe("theme edits", () => {
  it("set the colours and fonts named", () => {
    expect(planOn("Change the primary color to forest green")).toEqual({
      ops: [{ op: "setTheme", patch: { primaryColor: "#2F5D3A" } }],
      notes: ["Set the brand colour to forest green (#2F5D3A)."],
      warnings: [],
      isUnderstood: true,
    });
    expect(planOn("Use a serif font for headings")).toMatchObject({
      ops: [{ op: "setTheme", patch: { fonts: { heading: "Playfair Display" } } }],
      notes: ["Set headings in Playfair Display."],
    });
  });

  it("recolour a default hero when the page tone changes", () => {
    const result = planOn("Make it feel more luxurious");
    expect(result.ops).toMatchObject([
      { op: "setTheme", patch: { stylePreset: "dark", backgroundColor: "#0E0E0E" } },
      {
        op: "setSectionStyle",
        sectionId: "hero-1",
        style: { bgColor: "#282312", textColor: "#F5F1E6" },
      },
    ]);
  });

  it("are not understood without theme words", () => {
    expect(planOn("asdf qwerty")).toEqual({
      ops: [],
      notes: [],
      warnings: [],
      isUnderstood: false,
    });
  });
});
