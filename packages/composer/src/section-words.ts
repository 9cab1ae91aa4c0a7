import {
  FAMILY_ALIASES,
  SECTION_DEFINITIONS,
  SECTION_TYPES,
  rendererFamilyOf,
  resolveSectionType,
  type RendererFamily,
} from "@shopwright/site";
import { phraseRegExp } from "./prompt-text.js";

/**
 * What a mention of a section names: `type` is what `addSection` gets (one of the 21
 * types, or a family name such as "stats" that renders with its family renderer).
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

// Registry aliases that are ordinary words in prompts ("rename the store", "make the
// text bigger", "embed our video"), so they never name a section on their own here.
const AMBIGUOUS = new Set([
  "store",
  "work",
  "feed",
  "book",
  "action",
  "join",
  "content",
  "text",
  "line",
  "rule",
  "bottom",
  "people",
  "menu",
  "help",
  "history",
  "journey",
  "embed",
  "film",
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
  "hr",
  "story",
  "shop",
  "button",
  "btn",
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

// Words people use that are not registry aliases; each maps to a type or family name.
const EXTRA_PHRASES: Record<string, string> = {
  "product grid": "collection",
  "product section": "collection",
  "products section": "collection",
  "product gallery": "collection",
  "featured collection": "collection",
  "about section": "textblock",
  "about us section": "textblock",
  "story section": "textblock",
  "text block": "textblock",
  "text section": "textblock",
  "contact section": "contact",
  "contact details": "contact",
  "contact info": "contact",
  "email signup": "newsletter",
  "email sign up": "newsletter",
  "newsletter signup": "newsletter",
  "newsletter sign up": "newsletter",
  "sign up form": "signup",
  "signup form": "signup",
  "log in": "login",
  "sign up": "signup",
  "sign-up": "signup",
  "signup page": "signup",
  "login form": "login",
  "hero image": "hero",
  "headline section": "hero",
  "top banner": "hero",
  "photo gallery": "gallery",
  "image gallery": "gallery",
  "picture gallery": "gallery",
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
  "customer testimonials": "testimonials",
  "pricing section": "pricing",
  "price table": "pricing",
  "pricing cards": "pricing",
  "faq section": "faq",
  "q&a": "faq",
  "call-to-action": "cta",
  "cta section": "cta",
  "brand video": "video",
  "promo video": "video",
  "product video": "video",
  "youtube video": "video",
  "video section": "video",
  "single image": "image",
  "image section": "image",
  "photo section": "image",
  space: "spacer",
  whitespace: "spacer",
  "some space": "spacer",
  padding: "spacer",
  "line break": "divider",
  "dividing line": "divider",
  "nav bar": "navbar",
  "menu bar": "navbar",
  "navigation menu": "navbar",
  "team members": "team",
  "about the team": "team",
  "key numbers": "stats",
  counters: "stats",
  "our numbers": "stats",
  "trust badges": "features",
  "selling points": "features",
  "why choose us": "features",
  "feature section": "features",
  "features section": "features",
  "benefits section": "features",
  "testimonials section": "testimonials",
  "reviews section": "testimonials",
  button: "button",
  "waiting list": "waitlist",
  "launch waitlist": "waitlist",
  "book a call": "booking",
  "booking form": "booking",
};

// How replies name the 21 types where the palette label reads oddly in a sentence.
const TYPE_LABEL: Partial<Record<string, string>> = {
  contact: "contact form",
  faq: "FAQ",
  cta: "call to action",
  pricing: "pricing table",
  features: "features section",
  signup: "sign-up form",
  login: "login form",
  textblock: "text block",
  newsletter: "newsletter signup",
};

function kindOf(name: string): SectionKind | undefined {
  const type = resolveSectionType(name);
  if (type) {
    return {
      type,
      family: SECTION_DEFINITIONS[type].family,
      label: TYPE_LABEL[type] ?? SECTION_DEFINITIONS[type].label.toLowerCase(),
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
  // Derived from the registry (one definition per type): types, their aliases, family aliases.
  for (const type of SECTION_TYPES) {
    names.set(type, type);
    for (const alias of SECTION_DEFINITIONS[type].aliases) names.set(alias, type);
  }
  for (const aliases of Object.values(FAMILY_ALIASES)) {
    for (const alias of aliases ?? []) names.set(alias, alias);
  }
  for (const word of AMBIGUOUS) names.delete(word);
  for (const [phrase, target] of Object.entries(EXTRA_PHRASES)) names.set(phrase, target);
  const entries: PhraseEntry[] = [];
  for (const [phrase, target] of names) {
    const kind = kindOf(target);
    if (kind) entries.push({ phrase, pattern: phraseRegExp(phrase, "g"), kind });
  }
  // Longest first, so "instagram feed" wins over "instagram" and "photo gallery" over "gallery".
  return entries.sort((a, b) => b.phrase.length - a.phrase.length);
}

const PHRASES = buildPhrases();

/** The section kind of a type or family name ("faq", "stats"), if any. */
export function sectionKind(name: string): SectionKind | undefined {
  return kindOf(name);
}

/**
 * The sections a clause mentions, in order: longest phrase first, no overlaps, one
 * mention per kind.
 */
export function findSectionMentions(text: string): SectionMention[] {
  const taken: [number, number][] = [];
  const mentions: SectionMention[] = [];
  for (const entry of PHRASES) {
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
