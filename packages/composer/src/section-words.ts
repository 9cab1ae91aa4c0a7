import {
  FAMILY_ALIASES,
  getSectionDefinition,
  listSectionDefinitions,
  registryVersion,
  rendererFamilyOf,
  resolveSectionType,
  type RendererFamily,
} from "@shopwright/site";
import { phraseRegExp } from "./prompt-text.js";

/**
 * What a mention of a section names: `type` is what `addSection` gets (a section type, or a
 * family name such as "stats" that renders with its family renderer). How prompts and
 * replies name a section type is part of its definition (`words`); this file holds the
 * words of the families that are not types.
 */
export interface SectionKind {
  type: string;
  /** The renderer family, to recognise existing sections of the kind. */
  family: RendererFamily;
  /** How the reply names it. */
  label: string;
}

/** A section mentioned in a clause, with where it was found. */
export interface SectionMention {
  kind: SectionKind;
  phrase: string;
  index: number;
  end: number;
}

// Family aliases that are ordinary words in prompts ("our work", "embed our feed"), so they
// never name a section on their own here (a type's own are its `words.ordinaryWords`).
const AMBIGUOUS = new Set([
  "work",
  "feed",
  "book",
  "people",
  "menu",
  "history",
  "journey",
  "partners",
  "logos",
  "logo cloud",
  "brands",
  "clients",
  "press",
  "as seen in",
  "trusted by",
  "projects",
  "crew",
]);

// The add type for mentions of a family that is not one of the 21 types.
const FAMILY_TYPE: Partial<Record<RendererFamily, string>> = {
  categories: "categories",
  stats: "stats",
  steps: "steps",
  team: "team",
  location: "location",
  social: "social",
  grid: "services",
  form: "booking",
};

const FAMILY_LABEL: Record<string, string> = {
  categories: "shop-by-category section",
  stats: "stats section",
  steps: "steps section",
  team: "team section",
  location: "location and hours section",
  social: "social feed",
  services: "services grid",
  booking: "booking form",
};

// Words people use for the families that are not types (a type's own are its `words.phrases`).
const EXTRA_PHRASES: Record<string, string> = {
  "instagram feed": "social",
  "instagram photos": "social",
  "instagram grid": "social",
  "social feed": "social",
  "social links": "social",
  "opening hours": "location",
  "opening times": "location",
  "business hours": "location",
  "our location": "location",
  "store location": "location",
  "how it works": "steps",
  "how to order": "steps",
  "our process": "steps",
  "shop by category": "categories",
  "shop by categories": "categories",
  "category section": "categories",
  "categories section": "categories",
  "team members": "team",
  "about the team": "team",
  "key numbers": "stats",
  counters: "stats",
  "our numbers": "stats",
  "book a call": "booking",
  "booking form": "booking",
};

function kindOf(name: string): SectionKind | undefined {
  const type = resolveSectionType(name);
  if (type) {
    const definition = getSectionDefinition(type);
    return {
      type,
      family: definition.family,
      label: definition.words?.label ?? definition.label.toLowerCase(),
    };
  }
  const family = rendererFamilyOf(name);
  if (!family) return undefined;
  const familyType = FAMILY_TYPE[family] ?? name;
  return { type: familyType, family, label: FAMILY_LABEL[familyType] ?? `${familyType} section` };
}

interface PhraseEntry {
  phrase: string;
  pattern: RegExp;
  kind: SectionKind;
}

function buildPhrases(): PhraseEntry[] {
  const names = new Map<string, string>();
  const definitions = listSectionDefinitions();
  // Derived from the registry (one definition per type): types, their aliases, family aliases.
  for (const { type, aliases } of definitions) {
    names.set(type, type);
    for (const alias of aliases) names.set(alias, type);
  }
  for (const aliases of Object.values(FAMILY_ALIASES)) {
    for (const alias of aliases ?? []) names.set(alias, alias);
  }
  for (const { words } of definitions) {
    for (const word of words?.ordinaryWords ?? []) names.delete(word);
  }
  for (const word of AMBIGUOUS) names.delete(word);
  for (const { type, words } of definitions) {
    for (const phrase of words?.phrases ?? []) names.set(phrase, type);
  }
  for (const [phrase, target] of Object.entries(EXTRA_PHRASES)) names.set(phrase, target);
  const entries: PhraseEntry[] = [];
  for (const [phrase, target] of names) {
    const kind = kindOf(target);
    if (kind) entries.push({ phrase, pattern: phraseRegExp(phrase, "g"), kind });
  }
  // Longest first, so "instagram feed" wins over "instagram" and "photo gallery" over "gallery".
  return entries.sort((a, b) => b.phrase.length - a.phrase.length);
}

// Built once per registry version (a type registered at run time brings its words).
let phrases: { version: number; entries: PhraseEntry[] } | undefined;
function currentPhrases(): PhraseEntry[] {
  if (phrases?.version !== registryVersion())
    phrases = { version: registryVersion(), entries: buildPhrases() };
  return phrases.entries;
}

/** The section kind of a type or family name ("faq", "stats"), if any. */
export function sectionKind(name: string): SectionKind | undefined {
  return kindOf(name);
}

/**
 * The sections a clause mentions, in order: longest phrase first, no overlaps, one
 * mention per kind.
 */
export function findSectionMentions(text: string): SectionMention[] {
  const entries = currentPhrases();
  // The planner asks about the same few strings many times per prompt.
  if (mentionCache.entries !== entries) mentionCache = { entries, found: new Map() };
  const cached = mentionCache.found.get(text);
  if (cached) return [...cached];
  const found = scanMentions(text, entries);
  if (mentionCache.found.size >= 512) mentionCache.found.clear();
  mentionCache.found.set(text, found);
  return [...found];
}

let mentionCache: { entries: PhraseEntry[]; found: Map<string, readonly SectionMention[]> } = {
  entries: [],
  found: new Map(),
};

function scanMentions(text: string, entries: readonly PhraseEntry[]): SectionMention[] {
  const taken: [number, number][] = [];
  const mentions: SectionMention[] = [];
  for (const entry of entries) {
    entry.pattern.lastIndex = 0;
    for (const match of text.matchAll(entry.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      mentions.push({ kind: entry.kind, phrase: match[0], index: start, end });
    }
  }
  mentions.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  return mentions.filter((mention) => {
    const key = mention.kind.type;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** True when an existing section (by its stored type) is of the kind. */
export function isOfKind(sectionType: string, kind: SectionKind): boolean {
  const type = resolveSectionType(sectionType);
  if (type) return type === kind.type;
  if (resolveSectionType(kind.type)) return false;
  return rendererFamilyOf(sectionType) === kind.family;
}
