import { Timer } from "lucide-react";
import { afterAll, describe, expect, it } from "vitest";
import { normalizeLayout } from "./layout/normalize-layout.js";
import { isEmptyBlock } from "./layout/unfinished-blocks.js";
import { applyOps } from "./ops/apply-ops.js";
import { autoRank } from "./ops/placement.js";
import {
  findSectionEntry,
  getSectionDefinition,
  listSectionDefinitions,
  registerSectionType,
  rendererFamilyOf,
  resolveSectionType,
} from "./registry.js";
import { renderPageToHtml } from "./render/render-page.js";
import { countdown, countdownSection } from "./testing/countdown-section.js";
import { DEFAULT_THEME } from "./theme/theme.js";

// A section type that exists only in tests (`src/testing`): registered here at run time.
const unregister = registerSectionType(countdown);
afterAll(unregister);

describe("a section type registered at run time", () => {
  it("is known by its type and aliases, with its definition and icon", () => {
    expect(resolveSectionType("Countdown Timer")).toBe("countdown");
    expect(rendererFamilyOf("launch-timer")).toBe("cta");
    expect(getSectionDefinition(resolveSectionType("countdown")!).label).toBe("Countdown");
    expect(findSectionEntry("countdown")?.icon).toBe(Timer);
    expect(listSectionDefinitions().at(-1)?.type).toBe("countdown");
  });

  it("normalises and renders to HTML like the built-in types", () => {
    const layout = normalizeLayout({
      sections: [{ type: "Countdown Timer", props: { title: "Doors open", endsAt: "noon" } }],
    });
    const section = layout.pages[0]!.sections[0]!;
    expect(section).toMatchObject({ type: "countdown", props: { heading: "Doors open" } });
    const html = renderPageToHtml({
      page: layout.pages[0]!,
      theme: DEFAULT_THEME,
      site: { pages: [{ name: "Home", path: "/" }] },
      mode: "publish",
    });
    expect(html).toContain('<section class="sw-countdown"><h2>Doors open</h2><p>Until noon</p>');
  });

  it("is added by applyOps with its defaults at its placement rank", () => {
    expect(autoRank("countdown")).toBe(15);
    const { site, rejected } = applyOps(
      {
        name: "Shop",
        theme: DEFAULT_THEME,
        pages: [
          {
            name: "Home",
            path: "/",
            sections: [
              { id: "hero-1", type: "hero", props: {} },
              { id: "footer-1", type: "footer", props: {} },
            ],
          },
        ],
      },
      [
        {
          op: "addSection",
          page: "Home",
          section: { type: "countdown" },
          position: { at: "auto" },
        },
      ],
    );
    expect(rejected).toEqual([]);
    expect(site.pages[0]!.sections.map((s) => s.type)).toEqual(["hero", "countdown", "footer"]);
    expect(site.pages[0]!.sections[1]!.props).toMatchObject({ heading: "Opening soon" });
  });

  it("is an empty block when every content field is blank, having named no needs", () => {
    expect(isEmptyBlock({ type: "countdown", props: { heading: "", endsAt: "" } })).toBe(true);
    expect(isEmptyBlock({ type: "countdown", props: { heading: "Doors open" } })).toBe(false);
  });

  it("cannot replace a type, and is gone once removed", () => {
    expect(() => registerSectionType(countdown)).toThrow(/already registered/);
    const remove = registerSectionType({
      ...countdown,
      definition: { ...countdownSection, type: "countdown-2", aliases: [] },
    });
    expect(resolveSectionType("countdown-2")).toBe("countdown-2");
    remove();
    expect(resolveSectionType("countdown-2")).toBeNull();
    expect(findSectionEntry("countdown-2")).toBeUndefined();
  });
});
