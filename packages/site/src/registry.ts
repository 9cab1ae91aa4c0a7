import type { z } from "zod";
import type { AnySectionDefinition, RendererFamily } from "./sections/define-section.js";
import { buttonSection } from "./sections/button/button.section.js";
import { collectionSection } from "./sections/collection/collection.section.js";
import { contactSection } from "./sections/contact/contact.section.js";
import { ctaSection } from "./sections/cta/cta.section.js";
import { dividerSection } from "./sections/divider/divider.section.js";
import { faqSection } from "./sections/faq/faq.section.js";
import { featuresSection } from "./sections/features/features.section.js";
import { footerSection } from "./sections/footer/footer.section.js";
import { gallerySection } from "./sections/gallery/gallery.section.js";
import { heroSection } from "./sections/hero/hero.section.js";
import { imageSection } from "./sections/image/image.section.js";
import { loginSection } from "./sections/login/login.section.js";
import { navbarSection } from "./sections/navbar/navbar.section.js";
import { newsletterSection } from "./sections/newsletter/newsletter.section.js";
import { pricingSection } from "./sections/pricing/pricing.section.js";
import { signupSection } from "./sections/signup/signup.section.js";
import { spacerSection } from "./sections/spacer/spacer.section.js";
import { testimonialsSection } from "./sections/testimonials/testimonials.section.js";
import { textblockSection } from "./sections/textblock/textblock.section.js";
import { videoSection } from "./sections/video/video.section.js";
import { waitlistSection } from "./sections/waitlist/waitlist.section.js";

/**
 * The 21 palette types of PRODUCT.md §3, in palette order: one line per type. The renderer map in
 * `render/section-renderers.ts` is typed against these keys, so a type cannot lack one.
 */
export const SECTION_DEFINITIONS = {
  navbar: navbarSection,
  hero: heroSection,
  features: featuresSection,
  textblock: textblockSection,
  footer: footerSection,
  faq: faqSection,
  gallery: gallerySection,
  newsletter: newsletterSection,
  signup: signupSection,
  login: loginSection,
  waitlist: waitlistSection,
  contact: contactSection,
  collection: collectionSection,
  testimonials: testimonialsSection,
  pricing: pricingSection,
  cta: ctaSection,
  divider: dividerSection,
  spacer: spacerSection,
  image: imageSection,
  video: videoSection,
  button: buttonSection,
} as const;

/** One of the 21 section types. */
export type SectionType = keyof typeof SECTION_DEFINITIONS;

/** The canonical props of a section type. */
export type PropsOf<T extends SectionType> = z.infer<(typeof SECTION_DEFINITIONS)[T]["props"]>;

/** The 21 section types in palette order. */
export const SECTION_TYPES = Object.keys(SECTION_DEFINITIONS) as SectionType[];

/** The definition of a section type, as generic consumers see it. */
export function getSectionDefinition(type: SectionType): AnySectionDefinition {
  return SECTION_DEFINITIONS[type] as unknown as AnySectionDefinition;
}

/** Every definition, as generic consumers (palette, AI prompt, OpenAPI) see them. */
export function listSectionDefinitions(): AnySectionDefinition[] {
  return SECTION_TYPES.map(getSectionDefinition);
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

/** A type name reduced for matching: lower case, separators and punctuation dropped. */
export function typeKey(raw: string): string {
  return raw
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

const TYPE_BY_KEY = new Map<string, SectionType>();
for (const type of SECTION_TYPES) {
  for (const name of [type, ...SECTION_DEFINITIONS[type].aliases])
    TYPE_BY_KEY.set(typeKey(name), type);
}
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
 * "call_to_action" → cta; null for names that are none of the 21 types.
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
  if (type) return SECTION_DEFINITIONS[type].family;
  return lookup(FAMILY_BY_KEY, raw) ?? null;
}
