import type { z } from "zod";
import type { AnySectionDefinition, RendererFamily } from "./sections/define-section.js";
import type { AnySectionEntry, SectionEntry } from "./sections/section-entry.js";
import { button } from "./sections/button/index.js";
import { collection } from "./sections/collection/index.js";
import { contact } from "./sections/contact/index.js";
import { cta } from "./sections/cta/index.js";
import { divider } from "./sections/divider/index.js";
import { faq } from "./sections/faq/index.js";
import { features } from "./sections/features/index.js";
import { footer } from "./sections/footer/index.js";
import { gallery } from "./sections/gallery/index.js";
import { hero } from "./sections/hero/index.js";
import { image } from "./sections/image/index.js";
import { login } from "./sections/login/index.js";
import { navbar } from "./sections/navbar/index.js";
import { newsletter } from "./sections/newsletter/index.js";
import { pricing } from "./sections/pricing/index.js";
import { signup } from "./sections/signup/index.js";
import { spacer } from "./sections/spacer/index.js";
import { testimonials } from "./sections/testimonials/index.js";
import { textblock } from "./sections/textblock/index.js";
import { video } from "./sections/video/index.js";
import { waitlist } from "./sections/waitlist/index.js";

/**
 * The 21 palette types of PRODUCT.md §3: one line per type. Each names its folder's entry
 * (`sections/<type>/index.ts`: definition, renderer, icon), which holds every fact about the
 * type; list them in palette order (their `paletteRank`).
 */
export const SECTION_ENTRIES = {
  navbar,
  hero,
  features,
  textblock,
  footer,
  faq,
  gallery,
  newsletter,
  signup,
  login,
  waitlist,
  contact,
  collection,
  testimonials,
  pricing,
  cta,
  divider,
  spacer,
  image,
  video,
  button,
} as const;

type BuiltIn = typeof SECTION_ENTRIES;

/** One of the 21 section types. */
export type SectionType = keyof BuiltIn;

/** The definitions of the 21 types, typed per type (props, defaults, fields). */
export const SECTION_DEFINITIONS = Object.fromEntries(
  Object.entries(SECTION_ENTRIES).map(([type, entry]) => [type, entry.definition]),
) as { [T in SectionType]: BuiltIn[T]["definition"] };

/** The canonical props of a section type. */
export type PropsOf<T extends SectionType> = z.infer<(typeof SECTION_DEFINITIONS)[T]["props"]>;

/** The 21 section types in palette order. */
export const SECTION_TYPES = Object.keys(SECTION_ENTRIES) as SectionType[];

// The entries every lookup reads: the 21 types, plus any registered at run time.
const ENTRIES = new Map<string, AnySectionEntry>(
  Object.entries(SECTION_ENTRIES).map(([type, entry]) => [
    type,
    entry as unknown as AnySectionEntry,
  ]),
);
let version = 0;

/**
 * Adds a section type at run time (tests, and any host that brings its own types): from then
 * on the palette, the properties panel, the renderers, `applyOps`, the composer and
 * publishing know it like the 21. Production code lists its types in `SECTION_ENTRIES`.
 * Answers a function that removes it again.
 */
export function registerSectionType<T extends string, S extends z.ZodObject>(
  entry: SectionEntry<T, S>,
): () => void {
  const type = entry.definition.type;
  if (ENTRIES.has(type)) throw new Error(`Section type "${type}" is already registered`);
  ENTRIES.set(type, entry as unknown as AnySectionEntry);
  indexTypes();
  return () => {
    if (type in SECTION_ENTRIES || !ENTRIES.delete(type)) return;
    indexTypes();
  };
}

/** Changes whenever a type is registered or removed, for caches built from the registry. */
export function registryVersion(): number {
  return version;
}

/** Every entry in palette order (built-in and registered). */
export function listSectionEntries(): AnySectionEntry[] {
  return [...ENTRIES.values()].sort((a, b) => a.definition.paletteRank - b.definition.paletteRank);
}

/** The entry of an exact type name (no alias matching), if that type exists. */
export function findSectionEntry(type: string): AnySectionEntry | undefined {
  return ENTRIES.get(type);
}

/** The definition of a section type, as generic consumers see it. */
export function getSectionDefinition(type: SectionType): AnySectionDefinition {
  const entry = ENTRIES.get(type);
  if (!entry) throw new Error(`Unknown section type "${type}"`);
  return entry.definition;
}

/** Every definition in palette order, as generic consumers (palette, AI prompt, OpenAPI) see them. */
export function listSectionDefinitions(): AnySectionDefinition[] {
  return listSectionEntries().map((entry) => entry.definition);
}

/**
 * Names that render with a family renderer without being one of the 21 types (PRODUCT.md §3:
 * services/portfolio grids, categories, partners, stats, steps, team, location/hours,
 * social feed, booking forms). Such sections keep their own type name in the layout.
 */
export const FAMILY_ALIASES: Partial<Record<RendererFamily, readonly string[]>> = {
  grid: [
    "services",
    "service list",
    "our services",
    "portfolio",
    "projects",
    "our work",
    "work",
    "case studies",
    "menu",
    "offerings",
  ],
  categories: [
    "categories",
    "category grid",
    "category list",
    "shop by category",
    "collections",
    "departments",
  ],
  testimonials: [
    "partners",
    "logos",
    "logo cloud",
    "brands",
    "clients",
    "press",
    "as seen in",
    "trusted by",
  ],
  stats: [
    "stats",
    "statistics",
    "numbers",
    "metrics",
    "counters",
    "achievements",
    "key figures",
    "by the numbers",
  ],
  steps: [
    "steps",
    "process",
    "how it works",
    "timeline",
    "journey",
    "roadmap",
    "milestones",
    "history",
  ],
  team: ["team", "our team", "meet the team", "staff", "people", "founders", "crew"],
  location: [
    "location",
    "locations",
    "hours",
    "opening hours",
    "store hours",
    "visit us",
    "find us",
    "map",
    "address",
    "directions",
  ],
  social: [
    "social",
    "social feed",
    "instagram",
    "instagram feed",
    "feed",
    "follow us",
    "social media",
    "tiktok",
  ],
  form: [
    "booking",
    "book",
    "book now",
    "appointment",
    "appointments",
    "reservation",
    "reservations",
    "booking form",
    "quote request",
  ],
};

/**
 * The palette type a family alias renders with (PRODUCT.md §3 families), for the families that
 * have no renderer of their own: a "services" grid renders, and is reviewed, as a collection.
 */
export const FAMILY_TYPES = {
  navbar: "navbar",
  hero: "hero",
  features: "features",
  grid: "collection",
  testimonials: "testimonials",
  pricing: "pricing",
  media: "gallery",
  textblock: "textblock",
  faq: "faq",
  cta: "cta",
  newsletter: "newsletter",
  form: "contact",
  footer: "footer",
} as const satisfies Partial<Record<RendererFamily, SectionType>>;

/** A type name reduced for matching: lower case, separators and punctuation dropped. */
export function typeKey(raw: string): string {
  return raw
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

const TYPE_BY_KEY = new Map<string, SectionType>();
function indexTypes() {
  TYPE_BY_KEY.clear();
  for (const { definition } of ENTRIES.values()) {
    for (const name of [definition.type, ...definition.aliases])
      TYPE_BY_KEY.set(typeKey(name), definition.type as SectionType);
  }
  version += 1;
}
indexTypes();
const FAMILY_BY_KEY = new Map<string, RendererFamily>();
for (const [family, names] of Object.entries(FAMILY_ALIASES) as [RendererFamily, string[]][]) {
  for (const name of names) FAMILY_BY_KEY.set(typeKey(name), family);
}

// Generators decorate names: "FAQSection", "hero_block", "section-pricing".
const DECORATION = /^(section)|(section|block|component|widget|module)$/g;

function lookup<T>(map: Map<string, T>, raw: unknown): T | undefined {
  if (typeof raw !== "string" || raw.length > 100) return undefined;
  const key = typeKey(raw);
  return map.get(key) ?? map.get(key.replace(DECORATION, ""));
}

/**
 * The section type a raw type name means, matching case-, separator- and alias-blind
 * (PRODUCT.md §3): "Hero Banner" → hero, "product-grid" → collection, "reviews" → testimonials,
 * "call_to_action" → cta; null for names that are none of the 21 types. A type registered at
 * run time resolves too: look it up with `getSectionDefinition`, not `SECTION_DEFINITIONS`.
 */
export function resolveSectionType(raw: unknown): SectionType | null {
  const type = lookup(TYPE_BY_KEY, raw);
  if (type) return type;
  // PRODUCT.md §3 "hero variants": hero2, heroWithImage, hero-split-left …
  return typeof raw === "string" && typeKey(raw).startsWith("hero") ? "hero" : null;
}

/** The renderer family of a raw type name: a type's own family, a family alias, or null. */
export function rendererFamilyOf(raw: unknown): RendererFamily | null {
  const type = resolveSectionType(raw);
  if (type) return getSectionDefinition(type).family;
  return lookup(FAMILY_BY_KEY, raw) ?? null;
}
