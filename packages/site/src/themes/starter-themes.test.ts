import { describe, expect, it } from "vitest";
import { Layout } from "../layout/layout.js";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { pageSectionsOf } from "../layout/site-parts.js";
import { hasSampleContent } from "../layout/unfinished-content.js";
import { resolveSectionType } from "../registry.js";
import { contrastRatio } from "../theme/color-math.js";
import { normalizeTheme, Theme } from "../theme/theme.js";
import { STARTER_THEMES, findStarterTheme, starterLayoutFor } from "./starter-themes.js";

describe("starter themes", () => {
  it("offers at least six themes with unique ids", () => {
    expect(STARTER_THEMES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(STARTER_THEMES.map((t) => t.id)).size).toBe(STARTER_THEMES.length);
    expect(findStarterTheme("roastery")?.name).toBe("Roastery");
    expect(findStarterTheme("nope")).toBeUndefined();
  });

  describe.each(STARTER_THEMES.map((t) => [t.id, t] as const))("%s", (_id, starter) => {
    it("has a layout that normalizeLayout leaves unchanged and the schema accepts", () => {
      const layout = starter.layout;
      expect(normalizeLayout(layout)).toEqual(layout);
      expect(Layout.safeParse(layout).success).toBe(true);
    });

    it("uses only section types the registry knows", () => {
      for (const page of starter.layout.pages) {
        for (const section of pageSectionsOf(starter.layout, page)) {
          expect(resolveSectionType(section.type), section.type).toBe(section.type);
        }
      }
    });

    it("has Home, About and Contact pages under the site's header and footer", () => {
      expect(starter.layout.pages.map((p) => [p.name, p.path])).toEqual([
        ["Home", "/"],
        ["About", "/about"],
        ["Contact", "/contact"],
      ]);
      const home = pageSectionsOf(starter.layout, starter.layout.pages[0]!).map((s) => s.type);
      expect(home[0]).toBe("navbar");
      expect(home).toEqual(expect.arrayContaining(["hero", "testimonials", "newsletter"]));
      expect(home.at(-1)).toBe("footer");
    });

    it("flags its invented reviews as sample content, so they are listed before publishing", () => {
      const reviews = starter.layout.pages[0]!.sections.find((s) => s.type === "testimonials");
      expect(hasSampleContent(reviews!.props)).toBe(true);
    });

    it("has tokens that normalizeTheme keeps and text that reads on its background", () => {
      expect(Theme.safeParse(starter.theme).success).toBe(true);
      expect(normalizeTheme(starter.theme)).toEqual(starter.theme);
      const { textColor, backgroundColor } = starter.theme;
      expect(contrastRatio(textColor!, backgroundColor!)).toBeGreaterThanOrEqual(4.5);
    });

    it("carries real copy, not placeholder text", () => {
      expect(JSON.stringify(starter.layout)).not.toMatch(/lorem|ipsum|TODO|your text here/i);
    });

    it("is written for the store once chosen: its sample brand becomes the store's name", () => {
      const layout = starterLayoutFor(starter, "Bean There");
      const text = JSON.stringify(layout);
      expect(text).not.toContain(starter.brand);
      expect(text).toContain("Bean There");
      expect(layout.header!.props.logo).toBe("Bean There");
      // The starter itself is left as it was.
      expect(starter.layout.header!.props.logo).toBe(starter.brand);
      // Each page shows the header and footer, and has none of its own.
      expect(layout.pages.every((page) => !page.hideHeader && !page.hideFooter)).toBe(true);
    });
  });
});
