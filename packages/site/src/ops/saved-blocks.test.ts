import { describe, expect, it } from "vitest";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { layoutOfSite } from "../layout/site-parts.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { applyOps, type SiteDocument } from "./apply-ops.js";

const site: SiteDocument = {
  name: "Kiln",
  theme: DEFAULT_THEME,
  pages: [
    {
      name: "Home",
      path: "/",
      sections: [
        { id: "hero-1", type: "hero", props: { title: "Roasted on Mondays" } },
        { id: "cta-1", type: "cta", props: { heading: "Visit the roastery", buttonText: "Map" } },
      ],
    },
    { name: "About", path: "/about", sections: [] },
  ],
};

const sectionsOf = (result: SiteDocument, page: number) => result.pages[page]!.sections;

describe("saved blocks", () => {
  it("saves a section, inserts linked copies, and an edit of one copy edits them all", () => {
    const saved = applyOps(site, [
      { op: "saveBlock", sectionId: "cta-1", name: "Visit us" },
      { op: "insertBlock", page: "About", blockId: "block-1", position: { at: "end" } },
    ]);
    expect(saved.rejected).toEqual([]);
    expect(saved.site.blocks).toEqual([
      {
        id: "block-1",
        name: "Visit us",
        section: { type: "cta", props: expect.objectContaining({ heading: "Visit the roastery" }) },
      },
    ]);
    const copy = sectionsOf(saved.site, 1)[0]!;
    expect(copy).toMatchObject({ id: "cta-2", type: "cta", blockId: "block-1" });
    expect(copy.props.heading).toBe("Visit the roastery");

    const edited = applyOps(saved.site, [
      { op: "updateSection", sectionId: "cta-2", props: { heading: "Come by on Saturdays" } },
    ]);
    expect(edited.rejected).toEqual([]);
    expect(sectionsOf(edited.site, 0)[1]!.props.heading).toBe("Come by on Saturdays");
    expect(edited.site.blocks![0]!.section.props.heading).toBe("Come by on Saturdays");
    // The copies stay where they are, with their own ids.
    expect(sectionsOf(edited.site, 0).map((s) => s.id)).toEqual(["hero-1", "cta-1"]);
    // A copy of a copy is linked too.
    const duplicated = applyOps(edited.site, [{ op: "duplicateSection", sectionId: "cta-1" }]);
    expect(sectionsOf(duplicated.site, 0)[2]).toMatchObject({ id: "cta-3", blockId: "block-1" });
  });

  it("detaches a copy, and deleting a block leaves its copies unlinked", () => {
    const saved = applyOps(site, [
      { op: "saveBlock", sectionId: "cta-1", name: "Visit us" },
      { op: "insertBlock", page: "About", blockId: "block-1" },
      { op: "detachBlock", sectionId: "cta-2" },
      { op: "updateSection", sectionId: "cta-2", props: { heading: "Only here" } },
    ]).site;
    expect(sectionsOf(saved, 0)[1]!.props.heading).toBe("Visit the roastery");
    const deleted = applyOps(saved, [{ op: "deleteBlock", blockId: "block-1" }]).site;
    expect(deleted.blocks).toBeUndefined();
    expect(sectionsOf(deleted, 0)[1]).not.toHaveProperty("blockId");
  });

  it("renames a block, trimmed, never to another block's name", () => {
    const saved = applyOps(site, [
      { op: "saveBlock", sectionId: "cta-1", name: "Visit us" },
      { op: "saveBlock", sectionId: "hero-1", name: "Welcome" },
    ]).site;
    const renamed = applyOps(saved, [
      { op: "renameBlock", blockId: "block-1", name: "  Opening hours " },
      { op: "renameBlock", blockId: "block-2", name: "WELCOME" },
    ]);
    expect(renamed.rejected).toEqual([]);
    expect(renamed.site.blocks?.map((block) => block.name)).toEqual(["Opening hours", "WELCOME"]);
    // The copies stay linked and unchanged.
    expect(sectionsOf(renamed.site, 0)[1]).toEqual(sectionsOf(saved, 0)[1]);
    const refused = applyOps(renamed.site, [
      { op: "renameBlock", blockId: "block-2", name: "opening HOURS" },
      { op: "renameBlock", blockId: "block-9", name: "Other" },
    ]);
    expect(refused.rejected.map((r) => r.message)).toEqual([
      "A saved block is named “opening HOURS” already",
      "There is no saved block “block-9”",
    ]);
    expect(refused.site).toEqual(renamed.site);
  });

  it("refuses what makes no sense, changing nothing", () => {
    const saved = applyOps(site, [{ op: "saveBlock", sectionId: "cta-1", name: "Visit us" }]).site;
    const { rejected, site: after } = applyOps(saved, [
      { op: "saveBlock", sectionId: "cta-1", name: "Again" },
      { op: "saveBlock", sectionId: "hero-1", name: "visit US" },
      { op: "saveBlock", sectionId: "hero-1", name: " " },
      { op: "insertBlock", page: "About", blockId: "block-9" },
      { op: "detachBlock", sectionId: "hero-1" },
      { op: "deleteBlock", blockId: "block-9" },
    ]);
    expect(rejected.map((r) => r.message)).toEqual([
      "This section is a saved block already",
      "A saved block is named “visit US” already",
      "name: A saved block needs a name",
      "There is no saved block “block-9”",
      "This section is not a copy of a saved block",
      "There is no saved block “block-9”",
    ]);
    expect(after).toEqual(saved);
  });

  it("keeps blocks and links through a save and a load; a link to no block is dropped", () => {
    const saved = applyOps(site, [{ op: "saveBlock", sectionId: "cta-1", name: "Visit us" }]).site;
    const stored = JSON.parse(JSON.stringify(layoutOfSite(saved))) as Record<string, unknown>;
    const loaded = normalizeLayout(stored);
    expect(loaded.blocks?.map((block) => block.name)).toEqual(["Visit us"]);
    expect(loaded.pages[0]!.sections[1]!.blockId).toBe("block-1");
    expect(loaded.pages[0]!.sections[1]!.props).not.toHaveProperty("blockId");
    const orphan = normalizeLayout({
      ...stored,
      blocks: [{ id: "block-1", name: "", section: {} }],
    });
    expect(orphan.blocks).toBeUndefined();
    expect(orphan.pages[0]!.sections[1]).not.toHaveProperty("blockId");
  });
});
