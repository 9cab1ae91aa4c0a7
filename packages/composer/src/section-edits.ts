import { findSectionEntry, type AnySectionDefinition, type SectionWords } from "@shopwright/site";

type SectionEditing = NonNullable<AnySectionDefinition["composer"]>;
type SectionList = NonNullable<SectionEditing["list"]>;

/**
 * How edits treat a kind of section (see `SectionKind`): a section type's facts are its
 * definition's `composer` and `words` (`@shopwright/site`); this file holds those of the
 * families that are not types.
 */
interface KindFacts extends SectionEditing {
  words?: SectionWords;
}

const FAMILY_FACTS: Record<string, KindFacts> = {
  location: {
    single: true,
    fillIn: { key: "address", note: "Add your address and opening hours in its settings." },
    words: { pageName: "Visit us" },
  },
  social: {
    single: true,
    fillIn: { key: "handle", note: "Add your Instagram handle in its settings." },
  },
  booking: { single: true, words: { pageName: "Book" } },
  categories: {
    single: true,
    list: { key: "items", countNouns: ["categories", "category"] },
    words: { samples: "category names" },
  },
  stats: { single: true, words: { samples: "figures" } },
  team: {
    single: true,
    list: {
      key: "items",
      countNouns: ["people", "members", "team members", "profiles", "person"],
    },
    words: { samples: "people", pageName: "Team" },
  },
  steps: { single: true, list: { key: "items", countNouns: ["steps", "stages", "step"] } },
  services: { words: { samples: "services", pageName: "Services" } },
};

/** The facts of a kind or stored type name, matched exactly (a type's, else a family's). */
function factsOf(name: string): KindFacts | undefined {
  const definition = findSectionEntry(name)?.definition;
  if (definition) return { ...definition.composer, words: definition.words };
  return Object.hasOwn(FAMILY_FACTS, name) ? FAMILY_FACTS[name] : undefined;
}

/** True when a page needs the kind once: asking for another keeps or moves the one it has. */
export function isSingle(name: string): boolean {
  return factsOf(name)?.single === true;
}

/** The list of items prompts count, extend or take one from, if the kind has one. */
export function listOf(name: string): SectionList | undefined {
  return factsOf(name)?.list;
}

/** The key of a section's list of items ("items" when its kind names none). */
export function listKeyOf(name: string): string {
  return listOf(name)?.key ?? "items";
}

/** What the warning on a new section with sample content calls that content. */
export function samplesOf(name: string): string | undefined {
  return factsOf(name)?.words?.samples;
}

/** The name of the page "add a … page" makes around the kind, if it makes one. */
export function pageNameOf(name: string): string | undefined {
  return factsOf(name)?.words?.pageName;
}

/** False when the page made around the kind stays out of the menu (reached from its form). */
export function pageInMenu(name: string): boolean {
  return factsOf(name)?.pageOffMenu !== true;
}

/** The note a new section with `fillIn.key` empty adds to the reply. */
export function fillInOf(name: string): { key: string; note: string } | undefined {
  return factsOf(name)?.fillIn;
}

/**
 * A number prop's bounds, as its editor field sets them, and the value a new section starts
 * with (its definition's default).
 */
export function numberProp(
  type: string,
  key: string,
): { min: number; max: number; initial: number | undefined } {
  const definition = findSectionEntry(type)?.definition;
  const field = definition?.fields.find((f) => f.key === key);
  if (!definition || field?.kind !== "number")
    throw new Error(`"${type}" has no number field "${key}"`);
  const initial = definition.defaults[key];
  return {
    min: field.min,
    max: field.max,
    initial: typeof initial === "number" ? initial : undefined,
  };
}

/** The props a section of the type starts with (its definition's defaults), if it is a type. */
export function defaultsOf(name: string): Record<string, unknown> | undefined {
  return findSectionEntry(name)?.definition.defaults;
}
