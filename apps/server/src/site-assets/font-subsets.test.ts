import { STARTER_THEMES } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { loadBundledFonts } from "./bundled-fonts.js";
import { SUBSET_FONT_PREFIX, createFontSubsetter, extraCharacters } from "./font-subsets.js";

const fonts = loadBundledFonts();
const subsetter = createFontSubsetter(fonts);
const roastery = STARTER_THEMES.find((theme) => theme.id === "roastery")!.theme;

describe("a published site's fonts", () => {
  it("keeps the characters of the site's text beyond the base set, once each", () => {
    expect(extraCharacters("Café Crème — 12 € à emporter, café")).toBe("Càèé");
    expect(extraCharacters("plain ASCII text, 100% $")).toBe("ACIS");
    expect(extraCharacters("only lowercase, digits 0-9 and “quotes”…")).toBe("");
  });

  it("makes a static heading face and a regular-to-bold body face, each far smaller than its variable file", async () => {
    const files = await subsetter.filesFor(roastery, "Ember & Bean Café");
    expect(files?.map(({ family, weight }) => [family, weight])).toEqual([
      ["Fraunces", 700],
      ["Nunito", { min: 400, max: 700 }],
    ]);
    for (const file of files!) {
      expect(file.path.startsWith(SUBSET_FONT_PREFIX)).toBe(true);
      expect(file.bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      const variable = fonts.byFile(
        file.path.includes("fraunces")
          ? "fraunces-latin-wght-normal.woff2"
          : "nunito-latin-wght-normal.woff2",
      )!;
      expect(file.bytes.length).toBeLessThan(variable.bytes.length * 0.6);
    }
    // Both faces together: what a storefront page loads besides its html.
    const total = files!.reduce((sum, file) => sum + file.bytes.length, 0);
    expect(total).toBeLessThan(30 * 1024);
  });

  it("makes one face over every weight when headings and body share a font", async () => {
    const files = await subsetter.filesFor(
      { ...roastery, stylePreset: "bold", fonts: { heading: "Inter", body: "Inter" } },
      "Inter everywhere",
    );
    expect(files?.map(({ family, weight }) => [family, weight])).toEqual([
      ["Inter", { min: 400, max: 800 }],
    ]);
  });

  it("names files by content: the same site, the same files; other text, other files", async () => {
    const a = await subsetter.filesFor(roastery, "Ember & Bean");
    const b = await subsetter.filesFor(roastery, "Ember & Bean");
    const c = await subsetter.filesFor(roastery, "Ember & Bean Crème");
    expect(b!.map((f) => f.path)).toEqual(a!.map((f) => f.path));
    expect(c!.map((f) => f.path)).not.toEqual(a!.map((f) => f.path));
  });

  it("leaves a theme whose fonts are not bundled to the variable files", async () => {
    const files = await subsetter.filesFor(
      { ...roastery, fonts: { heading: "Comic Sans MS", body: "Georgia" } },
      "text",
    );
    expect(files).toBeNull();
  });
});
