import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SECTION_DEFINITIONS, listSectionDefinitions } from "./registry.js";
import { typedLayoutSection } from "./schema.js";

describe("typedLayoutSection", () => {
  const section = typedLayoutSection(listSectionDefinitions());

  it("types a registered section's props by its definition", () => {
    expect(section.safeParse({ id: "hero-1", type: "hero", props: { title: "Hi" } }).success).toBe(
      true,
    );
    expect(section.safeParse({ id: "hero-1", type: "hero", props: { title: 5 } }).success).toBe(
      false,
    );
  });

  it("keeps other type names open, such as the family alias stats", () => {
    const stats = { id: "stats-1", type: "stats", props: { items: [{ value: "10k" }] } };
    expect(section.safeParse(stats).success).toBe(true);
  });

  it("describes one shape per type, then the open shape", () => {
    const schema = z.toJSONSchema(section, { io: "input", unrepresentable: "any" }) as unknown as {
      anyOf: { properties: { type: { const?: string; not?: unknown } } }[];
    };
    const types = Object.keys(SECTION_DEFINITIONS);
    expect(schema.anyOf.slice(0, -1).map((shape) => shape.properties.type.const)).toEqual(types);
    expect(schema.anyOf.at(-1)!.properties.type.not).toEqual({ enum: types });
  });
});
