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

describe("colour words", () => {
  it("read goods that are colour names as goods, and as colours only in a colour context", () => {
    expect(planOn("We now also sell olive oil and chocolate").ops).toEqual([]);
    expect(planOn("Make the buttons olive").ops).toEqual([
      { op: "setTheme", patch: { primaryColor: "#708238" } },
    ]);
    expect(planOn("Use lavender as the brand colour").ops).toEqual([
      { op: "setTheme", patch: { primaryColor: "#B497D6" } },
    ]);
  });

  it("move away from a negated colour the site uses, and never apply it", () => {
    const result = planOn("I don't like the blue");
    const patch = (result.ops[0] as unknown as { patch: Record<string, string> }).patch;
    expect(patch.primaryColor).toBeDefined();
    expect(Object.values(patch)).not.toContain("#2563EB");
    expect(result.notes[0]).toMatch(/^Took the blue out of the colours/);
  });

  it("say so when the negated colour is not in the site", () => {
    expect(planOn("never use red")).toMatchObject({
      ops: [],
      notes: ["The site's colours have no red in them, so I left them as they are."],
    });
  });

  it("give one note per colour role, the last colour named winning", () => {
    expect(planOn("make it espresso brown")).toMatchObject({
      ops: [{ op: "setTheme", patch: { primaryColor: "#3C2218" } }],
      notes: ["Set the brand colour to espresso brown (#3C2218)."],
    });
  });
});
