import { describe, expect, it } from "vitest";
import { floristSite } from "../paraphrase.fixtures.js";
import { planOn } from "./edit.fixtures.js";

describe("renaming the site", () => {
  it("sets the name as typed", () => {
    expect(planOn("Rename the store to Bean There")).toEqual({
      ops: [{ op: "setSiteName", name: "Bean There" }],
      notes: ["Renamed the store to Bean There."],
      warnings: [],
      isUnderstood: true,
    });
  });

  it("reads the other phrasings and a quoted name", () => {
    expect(planOn("Change the shop's name to Night Owl").ops).toEqual([
      { op: "setSiteName", name: "Night Owl" },
    ]);
    expect(planOn("Store name should be Crumb").ops).toEqual([
      { op: "setSiteName", name: "Crumb" },
    ]);
    expect(planOn('Rename the store to "Crumb & Co."').ops).toEqual([
      { op: "setSiteName", name: "Crumb & Co." },
    ]);
  });
});

describe("renaming the site everywhere", () => {
  it("rename the brand in navbar, footer and the copy that names it", () => {
    const result = planOn("We're now called Wild Bunch", floristSite());
    expect(result.ops[0]).toEqual({ op: "setSiteName", name: "Wild Bunch" });
    expect(result.ops.slice(1)).toEqual([
      { op: "updateSection", sectionId: "features-1", props: { title: "Why Wild Bunch" } },
      {
        op: "updateSection",
        sectionId: "textblock-1",
        props: {
          content:
            "Wild Bunch started in a tiny shop on the Korenmarkt in 2015. We dry our own flowers in the attic above the shop. Every bouquet is tied by hand on the morning it leaves.",
        },
      },
    ]);
    expect(result.notes).toEqual([
      "Renamed the store to Wild Bunch everywhere (site name, menu, footer and 2 more sections).",
    ]);
  });

  it("leave a link or a page named like a shop to their own edits", () => {
    expect(planOn("Rename the Shop link to Flowers", floristSite()).ops[0]).toMatchObject({
      op: "updateItem",
      list: "links",
    });
  });
});
