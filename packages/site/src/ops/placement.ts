import type { LayoutSection } from "../layout/layout.js";
import {
  SECTION_TYPES,
  getSectionDefinition,
  rendererFamilyOf,
  resolveSectionType,
} from "../registry.js";
import type { RendererFamily } from "../sections/define-section.js";
import type { Position } from "./ops.js";

/**
 * Auto-placement ranks of the renderer families that are not section types (a section
 * type's rank is its definition's `placementRank`): a section placed `auto` goes after the
 * sections of equal or lower rank and before the next higher one.
 */
const FAMILY_PLACEMENT_RANKS: Partial<Record<RendererFamily, number>> = {
  stats: 20,
  categories: 25,
  grid: 30,
  steps: 40,
  team: 60,
  location: 75,
  // Sign-up, login and booking forms sit with the contact form.
  form: 80,
  social: 85,
};

function familyRank(family: RendererFamily): number | undefined {
  const own = FAMILY_PLACEMENT_RANKS[family];
  if (own !== undefined) return own;
  // A family named like a type ("testimonials" for logo clouds) ranks like that type.
  const type = resolveSectionType(family);
  return type === family ? typeRank(type) : undefined;
}

function typeRank(type: NonNullable<ReturnType<typeof resolveSectionType>>): number | undefined {
  const { placementRank, family } = getSectionDefinition(type);
  if (placementRank === "family") return FAMILY_PLACEMENT_RANKS[family];
  return placementRank ?? undefined;
}

/**
 * Every auto-placement rank by type and family name, lowest first (types before families
 * of equal rank): what the AI is told. Divider, spacer and button need an anchor.
 */
export const AUTO_PLACEMENT_RANKS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ...SECTION_TYPES.filter(
      (type) => typeof getSectionDefinition(type).placementRank === "number",
    ).map((type) => [type, typeRank(type)!] as const),
    ...Object.entries(FAMILY_PLACEMENT_RANKS),
  ].sort((a, b) => a[1] - b[1]),
);

/** The auto-placement rank of a type name, or undefined for types that need an anchor. */
export function autoRank(rawType: string): number | undefined {
  const type = resolveSectionType(rawType);
  if (type) return typeRank(type);
  const family = rendererFamilyOf(rawType);
  return family ? familyRank(family) : undefined;
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
