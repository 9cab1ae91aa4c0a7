import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  FAMILY_ALIASES,
  SECTION_DEFINITIONS,
  SECTION_ENTRIES,
  SECTION_TYPES,
  getSectionDefinition,
  listSectionDefinitions,
  rendererFamilyOf,
  resolveSectionType,
  typeKey,
} from "./registry.js";
import { FAMILY_RENDERERS, SECTION_RENDERERS } from "./render/section-renderers.js";
import { PALETTE_CATEGORIES, RENDERER_FAMILIES, type AnyField } from "./sections/define-section.js";

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  return schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;
}

/** Every field key (nested list fields against the list's item schema) that is not a prop. */
function missingKeys(
  fields: readonly AnyField[],
  shape: Record<string, z.ZodType>,
  path = "",
): string[] {
  return fields.flatMap((field) => {
    const keys = [
      field.key,
      ...(field.kind === "link" ? [field.typeKey, field.pageKey] : []),
      ...(field.kind === "image" ? [field.altKey] : []),
    ].filter((key): key is string => key !== undefined);
    const missing = keys.filter((key) => !(key in shape)).map((key) => `${path}${key}`);
    if (field.kind !== "list") return missing;
    const list = unwrap(shape[field.key]);
    const item = list instanceof z.ZodArray ? unwrap(list.element as z.ZodType) : undefined;
    if (!(item instanceof z.ZodObject))
      return [...missing, `${path}${field.key}[] is not a list of objects`];
    return [
      ...missing,
      ...missingKeys(
        field.of as readonly AnyField[],
        item.shape as Record<string, z.ZodType>,
        `${path}${field.key}[].`,
      ),
    ];
  });
}

describe("the section registry", () => {
  it("holds the 21 palette types of PRODUCT.md §3, each under its own type id", () => {
    expect(SECTION_TYPES).toEqual([
      "navbar",
      "hero",
      "features",
      "textblock",
      "footer",
      "faq",
      "gallery",
      "newsletter",
      "signup",
      "login",
      "waitlist",
      "contact",
      "collection",
      "testimonials",
      "pricing",
      "cta",
      "divider",
      "spacer",
      "image",
      "video",
      "button",
    ]);
    for (const type of SECTION_TYPES) expect(SECTION_DEFINITIONS[type].type).toBe(type);
  });

  it.each(SECTION_TYPES)("%s: every field key is a prop, nested ones included", (type) => {
    const definition = getSectionDefinition(type);
    expect(
      missingKeys(definition.fields, definition.props.shape as Record<string, z.ZodType>),
    ).toEqual([]);
  });

  it.each(SECTION_TYPES)(
    "%s: defaults parse with the props schema and survive normalize unchanged",
    (type) => {
      const definition = getSectionDefinition(type);
      expect(definition.props.safeParse(definition.defaults).success).toBe(true);
      expect(definition.normalize(definition.defaults)).toEqual(definition.defaults);
    },
  );

  it.each(SECTION_TYPES)("%s: every prop is described for the AI and OpenAPI", (type) => {
    const shape = getSectionDefinition(type).props.shape as Record<string, z.ZodType>;
    for (const [key, schema] of Object.entries(shape))
      expect(unwrap(schema)?.description, key).toBeTruthy();
  });

  it.each(SECTION_TYPES)("%s: props convert to JSON Schema for the AI and OpenAPI", (type) => {
    const schema = z.toJSONSchema(getSectionDefinition(type).props) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties).length).toBeGreaterThan(0);
  });

  it.each(SECTION_TYPES)("%s: normalize keeps unknown keys and never throws", (type) => {
    const { normalize } = getSectionDefinition(type);
    expect(normalize({ customFlag: 1 }).customFlag).toBe(1);
    for (const raw of [undefined, null, 1, "x", [], { items: {} }, { title: { nested: true } }]) {
      expect(() => normalize(raw)).not.toThrow();
    }
  });

  it("has a renderer for every type and every family", () => {
    for (const type of SECTION_TYPES) expect(typeof SECTION_RENDERERS[type]).toBe("function");
    for (const family of RENDERER_FAMILIES)
      expect(typeof FAMILY_RENDERERS[family]).toBe("function");
  });

  it("gives every type a palette category, a known family, a label and an AI sentence", () => {
    for (const type of SECTION_TYPES) {
      const definition = getSectionDefinition(type);
      expect(PALETTE_CATEGORIES).toContain(definition.category);
      expect(RENDERER_FAMILIES).toContain(definition.family);
      expect(definition.label).not.toBe("");
      expect(definition.ai).toMatch(/^[A-Z].+\.$/);
    }
  });

  it("lists the types in palette order, each entry with its own definition and an icon", () => {
    const ranks = SECTION_TYPES.map((type) => getSectionDefinition(type).paletteRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(listSectionDefinitions().map((definition) => definition.type)).toEqual(SECTION_TYPES);
    for (const type of SECTION_TYPES) {
      expect(SECTION_ENTRIES[type].definition).toBe(SECTION_DEFINITIONS[type]);
      expect(SECTION_ENTRIES[type].icon).toBeTruthy();
    }
  });

  it("names only props as content roles", () => {
    for (const type of SECTION_TYPES) {
      const { roles, props } = getSectionDefinition(type);
      for (const key of Object.values(roles)) expect(props.shape).toHaveProperty(key!);
    }
  });

  it("has unique aliases across types and family names", () => {
    const names = [
      ...SECTION_TYPES.flatMap((type) => [type, ...SECTION_DEFINITIONS[type].aliases]),
      ...Object.values(FAMILY_ALIASES).flat(),
    ].map(typeKey);
    const duplicates = names.filter((name, i) => names.indexOf(name) !== i);
    expect(duplicates).toEqual([]);
  });
});

describe("resolveSectionType", () => {
  it.each([
    ["hero", "hero"],
    ["HERO", "hero"],
    ["Hero Banner", "hero"],
    ["hero_split", "hero"],
    ["heroWithImage", "hero"],
    ["product-grid", "collection"],
    ["Products", "collection"],
    ["reviews", "testimonials"],
    ["call_to_action", "cta"],
    ["Call To Action", "cta"],
    ["FAQSection", "faq"],
    ["Q&A", "faq"],
    ["text-block", "textblock"],
    ["About Us", "textblock"],
    ["contact_form", "contact"],
    ["sign-in", "login"],
    ["Sign Up", "signup"],
    ["coming soon", "waitlist"],
    ["mailing-list", "newsletter"],
    ["section-pricing", "pricing"],
    ["YouTube", "video"],
    ["hr", "divider"],
    ["nav_bar", "navbar"],
  ])("%s → %s", (raw, type) => {
    expect(resolveSectionType(raw)).toBe(type);
  });

  it.each(["stats", "team", "unknown-widget", "", "   ", 42, null, undefined, "x".repeat(500)])(
    "%s → null",
    (raw) => {
      expect(resolveSectionType(raw)).toBeNull();
    },
  );
});

describe("rendererFamilyOf", () => {
  it.each([
    ["services", "grid"],
    ["Portfolio", "grid"],
    ["stats", "stats"],
    ["how-it-works", "steps"],
    ["Timeline", "steps"],
    ["process", "steps"],
    ["meet_the_team", "team"],
    ["Opening Hours", "location"],
    ["instagram-feed", "social"],
    ["shop by category", "categories"],
    ["partners", "testimonials"],
    ["booking", "form"],
    ["reviews", "testimonials"],
    ["about", "textblock"],
    ["gallery", "media"],
    ["signup", "form"],
  ])("%s → %s", (raw, family) => {
    expect(rendererFamilyOf(raw)).toBe(family);
  });

  it("is null for unknown names", () => {
    expect(rendererFamilyOf("quantum-flux")).toBeNull();
  });
});
