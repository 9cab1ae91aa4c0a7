import { describe, expect, it } from "vitest";
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
