import { applyOpsShown } from "./shown-site.js";
import {
  SECTION_ENTRIES,
  defineSection,
  registerSectionType,
  sectionEntry,
  type OpInput,
} from "@shopwright/site";
import { countdown } from "@shopwright/site/testing";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { compose } from "./compose.js";
import { PRODUCTS, fixtureSite } from "./compose.fixtures.js";
import { contentKey } from "./section-roles.js";

// Two section types that exist only in tests: the composer knows them from their definitions.
// The countdown of `@shopwright/site/testing` names its title and subtitle roles `heading` and
// `note`, keeps its fill-in `endsAt` empty, is single and makes a page off the menu; this one
// has a list of items that prompts count, extend and take from, under its own key.
const Milestone = z.object({ title: z.string(), year: z.string() });
const milestonesSection = defineSection({
  type: "milestones",
  label: "Milestones",
  category: "Content",
  paletteRank: 216,
  placementRank: 40,
  family: "steps",
  aliases: [],
  props: z.object({
    title: z.string().describe("Heading").optional(),
    entries: z.array(Milestone).describe("The milestones, oldest first").optional(),
  }),
  roles: { title: "title" },
  words: { label: "milestones timeline", pageName: "History" },
  composer: {
    list: { key: "entries", countNouns: ["milestones", "milestone"], extendable: true },
  },
  defaults: {
    title: "Our story so far",
    entries: [
      { title: "First roast", year: "2015" },
      { title: "Our own café", year: "2018" },
      { title: "Shipping nationwide", year: "2021" },
      { title: "Second roastery", year: "2024" },
    ],
  },
  normalize: (raw) => (typeof raw === "object" && raw !== null ? raw : {}) as { title?: string },
  fields: [{ kind: "text", key: "title", label: "Title" }],
  ai: "Milestones of the business, oldest first.",
});

afterAll(registerSectionType(countdown));
// The composer never renders: no markup, and a built-in type's icon.
afterAll(
  registerSectionType(sectionEntry(milestonesSection, () => null, SECTION_ENTRIES.faq.icon)),
);

const ask = (prompt: string, site = fixtureSite()) => ({
  site,
  result: compose({ prompt, site, storeId: "store-1", storeName: "Ember", products: PRODUCTS }),
});

describe("the composer and a section type registered at run time", () => {
  it("reads the type's content roles from its definition", () => {
    const section = { id: "countdown-1", type: "countdown", props: {} };
    expect(contentKey(section, "title")).toBe("heading");
    expect(contentKey(section, "subtitle")).toBe("note");
    expect(contentKey(section, "button")).toBeUndefined();
  });

  it("adds it when a prompt names it by one of its phrases, with its defaults", () => {
    const { site, result } = ask("add a ticking clock");
    expect(result.message).toContain("Added a launch countdown");
    // Its `fillIn`: the defaults leave the date empty.
    expect(result.message).toContain("Set the launch date in its settings.");
    const added = result.ops.find(
      (op): op is Extract<OpInput, { op: "addSection" }> => op.op === "addSection",
    );
    expect(added?.section.type).toBe("countdown");
    const applied = applyOpsShown(site, result.ops);
    expect(applied.rejected).toEqual([]);
    const home = applied.site.pages[0]!.sections;
    const countdown = home.find((section) => section.type === "countdown");
    expect(countdown?.props).toMatchObject({ heading: "Opening soon" });
    // Placement rank 15: after the hero (10), before the collection (30).
    expect(home.map((section) => section.type).slice(0, 3)).toEqual([
      "navbar",
      "hero",
      "countdown",
    ]);
  });

  it("rewrites its heading through its title role", () => {
    const first = ask("add a countdown timer");
    const withCountdown = applyOpsShown(first.site, first.result.ops).site;
    const { result } = ask('change the countdown heading to "Doors open at noon"', withCountdown);
    const update = result.ops.find((op) => op.op === "updateSection");
    expect(update).toMatchObject({ props: { heading: "Doors open at noon" } });
  });
});

/** The site after `prompts`, each applied in turn (every op accepted). */
function after(...prompts: string[]) {
  let site = fixtureSite();
  for (const prompt of prompts) {
    const { result } = ask(prompt, site);
    const applied = applyOpsShown(site, result.ops);
    expect(applied.rejected).toEqual([]);
    site = applied.site;
  }
  return site;
}

describe("the edit facts of a section type registered at run time", () => {
  it("keeps a type a page needs once: asking for another adds none", () => {
    const { result } = ask("add another countdown", after("add a countdown"));
    expect(result.ops.filter((op) => op.op === "addSection")).toEqual([]);
    expect(result.message).toContain("This page already has the launch countdown.");
  });

  it("trims and grows its list by its count nouns and list key, with its defaults' items", () => {
    const site = after("add a milestones section");
    const trimmed = ask("make the milestones 2 milestones", site).result;
    expect(trimmed.message).toContain("Trimmed the milestones timeline to 2.");
    expect(trimmed.ops).toEqual([
      { op: "removeItem", sectionId: "milestones-1", list: "entries", index: 3 },
      { op: "removeItem", sectionId: "milestones-1", list: "entries", index: 2 },
    ]);
    const grown = ask(
      "show 3 milestones",
      after("add a milestones section", "make the milestones 2 milestones"),
    ).result;
    expect(grown.message).toContain("Added 1 to the existing milestones timeline, for 3 in all.");
    // Not `sampleItems`: the item is added as it is, with no sample warning.
    expect(grown.ops).toEqual([
      {
        op: "addItem",
        sectionId: "milestones-1",
        list: "entries",
        item: { title: "Shipping nationwide", year: "2021" },
      },
    ]);
    expect(grown.warnings).toBeUndefined();
  });

  it("takes one item from its list", () => {
    const { result } = ask(
      "remove the second item from the milestones",
      after("add a milestones section"),
    );
    expect(result.ops).toEqual([
      { op: "removeItem", sectionId: "milestones-1", list: "entries", index: 1 },
    ]);
  });

  it("makes a page named by its words, joining the menu unless it is off the menu", () => {
    const history = ask("add a milestones page").result;
    expect(history.message).toContain("Added a History page.");
    expect(history.ops.map((op) => op.op)).toEqual(["addPage", "addItem"]);
    const launch = ask("add a countdown page").result;
    expect(launch.message).toContain("Added a Launch page.");
    expect(launch.ops.map((op) => op.op)).toEqual(["addPage"]);
  });
});
