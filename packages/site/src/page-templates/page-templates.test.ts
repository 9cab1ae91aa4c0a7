import { describe, expect, it } from "vitest";
import { unfinishedBlocks } from "../layout/unfinished-blocks.js";
import { applyOps, type SiteDocument } from "../ops/apply-ops.js";
import { getSectionDefinition, resolveSectionType } from "../registry.js";
import { renderPageToHtml } from "../render/render-page.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { PAGE_TEMPLATES } from "./page-templates.js";

const site: SiteDocument = {
  name: "Kiln",
  theme: DEFAULT_THEME,
  pages: [{ name: "Home", path: "/", sections: [] }],
};

describe("page templates", () => {
  it("offers the pages every shop needs, each once", () => {
    expect(PAGE_TEMPLATES.map((template) => template.name)).toEqual([
      "About",
      "Contact",
      "FAQ",
      "Shipping",
      "Returns",
      "Privacy",
      "Terms",
    ]);
    expect(new Set(PAGE_TEMPLATES.map((template) => template.id)).size).toBe(7);
  });

  it.each(PAGE_TEMPLATES)(
    "$name: props its types keep as they are, all marked sample",
    (template) => {
      for (const section of template.sections) {
        const type = resolveSectionType(section.type);
        expect(type, section.type).toBe(section.type);
        const definition = getSectionDefinition(type!);
        expect(definition.props.safeParse(section.props).success).toBe(true);
        expect(definition.normalize(section.props)).toEqual(section.props);
        expect(section.props?.sample).toBe(true);
      }
    },
  );

  it.each(PAGE_TEMPLATES)(
    "$name: a page of its own that the review flags until it is made the owner's",
    (template) => {
      const { site: added, rejected } = applyOps(site, [
        { op: "addPage", page: { name: template.name, sections: [...template.sections] } },
      ]);
      expect(rejected).toEqual([]);
      const page = added.pages[1]!;
      expect(page.sections).toHaveLength(template.sections.length);
      const html = renderPageToHtml({
        page,
        theme: DEFAULT_THEME,
        site: { pages: added.pages },
        mode: "publish",
      });
      expect(html).toContain("sw-site");
      const unfinished = unfinishedBlocks(added, { hasPublishedProducts: true });
      expect(unfinished.filter((block) => block.page === template.name)).toEqual(
        page.sections.map((section) =>
          expect.objectContaining({ sectionId: section.id, reason: "sample" }),
        ),
      );
    },
  );
});
