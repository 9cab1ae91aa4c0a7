import type { LayoutSection } from "../layout/layout.js";
import { rendererFamilyOf, resolveSectionType } from "../registry.js";
import type { Position } from "./ops.js";

/**
 * Auto-placement ranks: a section placed `auto` goes after the sections of equal or
 * lower rank and before the next higher one. Keys are section types and renderer families.
 */
export const AUTO_PLACEMENT_RANKS: Readonly<Record<string, number>> = {
  navbar: 0,
  hero: 10,
  waitlist: 12,
  stats: 20,
  categories: 25,
  collection: 30,
  grid: 30,
  features: 35,
  steps: 40,
  textblock: 45,
  image: 50,
  video: 50,
  gallery: 52,
  testimonials: 55,
  team: 60,
  pricing: 65,
  faq: 70,
  location: 75,
  contact: 80,
  // Sign-up, login and booking forms sit with the contact form.
  form: 80,
  social: 85,
  newsletter: 88,
  cta: 90,
  footer: 100,
};

/** The auto-placement rank of a type name, or undefined for types that need an anchor. */
export function autoRank(rawType: string): number | undefined {
  const type = resolveSectionType(rawType);
  // Divider and spacer need an anchor; a lone button too.
  if (type === "divider" || type === "spacer" || type === "button") return undefined;
  if (type) return AUTO_PLACEMENT_RANKS[type] ?? AUTO_PLACEMENT_RANKS[rendererFamilyOf(type) ?? ""];
  const family = rendererFamilyOf(rawType);
  return family ? AUTO_PLACEMENT_RANKS[family] : undefined;
}

/**
 * The index at which a section of `type` goes in `sections` for the position, or null
 * when its anchor is not on the page.
 */
export function insertionIndex(
  sections: readonly LayoutSection[],
  type: string,
  position: Position,
): number | null {
  if ("before" in position || "after" in position) {
    const anchor = "before" in position ? position.before : position.after;
    const index = sections.findIndex((section) => section.id === anchor);
    if (index < 0) return null;
    return "before" in position ? index : index + 1;
  }
  if (position.at === "start") return 0;
  if (position.at === "end") return sections.length;
  const rank = autoRank(type);
  if (rank === undefined) {
    // Without an anchor, divider and spacer default to just before the footer.
    const footer = sections.findLastIndex((section) => autoRank(section.type) === 100);
    return footer < 0 ? sections.length : footer;
  }
  // After the last section ranking the same or lower, then past any unranked sections up
  // to the next higher one, so a page that is out of order still gets a sensible spot.
  const ranks = sections.map((section) => autoRank(section.type));
  const start = ranks.findLastIndex((other) => other !== undefined && other <= rank) + 1;
  if (start === 0 && rank === 0) return 0;
  const next = ranks.findIndex((other, i) => i >= start && other !== undefined && other > rank);
  return next < 0 ? sections.length : next;
}
