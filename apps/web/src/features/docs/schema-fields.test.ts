import { describe, expect, it } from "vitest";
import { schemaFields, typeLabel } from "./schema-fields";

describe("typeLabel", () => {
  it("names a schema of the document's components by its name", () => {
    const sections = { type: "array", items: { $ref: "#/components/schemas/LayoutSection" } };
    expect(typeLabel(sections)).toBe("array of LayoutSection");
    expect(schemaFields({ type: "object", properties: { sections } })).toEqual([
      { name: "sections", depth: 0, type: "array of LayoutSection", isRequired: false, notes: [] },
    ]);
  });
});
