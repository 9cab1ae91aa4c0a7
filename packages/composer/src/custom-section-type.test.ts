import {
  SECTION_ENTRIES,
  applyOps,
  defineSection,
  registerSectionType,
  sectionEntry,
  type OpInput,
} from "@shopwright/site";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { compose } from "./compose.js";
import { PRODUCTS, fixtureSite } from "./compose.fixtures.js";
import { contentKey } from "./section-roles.js";

// A section type that exists only in this test: the composer knows it from its definition.
const countdownSection = defineSection({
  type: "countdown",
  label: "Countdown",
  category: "Content",
  paletteRank: 215,
  placementRank: 15,
  family: "cta",
  aliases: ["countdown timer"],
  props: z.object({
    heading: z.string().describe("Heading above the countdown").optional(),
    note: z.string().describe("A line under it").optional(),
  }),
  roles: { title: "heading", subtitle: "note" },
  words: { label: "launch countdown", phrases: ["ticking clock"] },
  defaults: { heading: "Opening soon", note: "Doors open Friday" },
  normalize: (raw) => {
    const props = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    return {
      ...props,
      heading: typeof props.heading === "string" ? props.heading : undefined,
      note: typeof props.note === "string" ? props.note : undefined,
    };
  },
  fields: [{ kind: "text", key: "heading", label: "Heading" }],
  ai: "A countdown to a launch.",
});
afterAll(
  registerSectionType(
    // The composer never renders: no markup, and a built-in type's icon.
    sectionEntry(countdownSection, () => null, SECTION_ENTRIES.cta.icon),
  ),
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
    const added = result.ops.find(
      (op): op is Extract<OpInput, { op: "addSection" }> => op.op === "addSection",
    );
    expect(added?.section.type).toBe("countdown");
    const applied = applyOps(site, result.ops);
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
    const withCountdown = applyOps(first.site, first.result.ops).site;
    const { result } = ask('change the countdown heading to "Doors open at noon"', withCountdown);
    const update = result.ops.find((op) => op.op === "updateSection");
    expect(update).toMatchObject({ props: { heading: "Doors open at noon" } });
  });
});
