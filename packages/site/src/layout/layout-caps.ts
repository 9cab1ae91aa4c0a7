import { MAX_LIST_ITEMS } from "../field-schemas.js";
import { getSectionDefinition, resolveSectionType } from "../registry.js";
import { LAYOUT_CAP_MESSAGES } from "./layout-cap-messages.js";
import { LAYOUT_LIMITS, type LayoutPage, type LayoutSection } from "./layout.js";

/**
 * How many pages a site, sections a page and product cards a grid may have (PRODUCT.md §9
 * "Limits"): the server's settings, never above the layout format's own ceilings.
 */
export interface LayoutCaps {
  pages: number;
  sectionsPerPage: number;
  cardsPerGrid: number;
}

/** The layout format's own ceilings: the caps when no setting lowers them. */
export const LAYOUT_CEILINGS: LayoutCaps = {
  pages: LAYOUT_LIMITS.pages,
  sectionsPerPage: LAYOUT_LIMITS.sectionsPerPage,
  cardsPerGrid: MAX_LIST_ITEMS,
};

/** How many product cards a section shows at most: its type's `cards`, 0 for other types. */
export function cardsOf(section: LayoutSection): number {
  const type = resolveSectionType(section.type);
  const count = type ? getSectionDefinition(type).cards : undefined;
  return count ? count(section.props) : 0;
}

/** The first cap a layout breaks, with what it counted there. */
export type CapBreach =
  | { kind: "pages"; count: number }
  | { kind: "sections"; page: string; count: number }
  | { kind: "cards"; page: string; sectionId: string; count: number };

/**
 * The first cap the layout breaks, or null. With `before`, only a cap broken further than
 * `before` broke it: a change to a layout saved under higher caps is not refused for what it
 * did not add (the AI's operations).
 */
export function capBreach(
  pages: readonly LayoutPage[],
  caps: LayoutCaps,
  before?: readonly LayoutPage[],
): CapBreach | null {
  if (pages.length > caps.pages && pages.length > (before?.length ?? 0)) {
    return { kind: "pages", count: pages.length };
  }
  const sectionsBefore = new Map(before?.map((page) => [page.path, page.sections.length]));
  const cardsBefore = new Map(
    before?.flatMap((page) => page.sections.map((section) => [section.id, cardsOf(section)])),
  );
  for (const page of pages) {
    const sections = page.sections.length;
    if (sections > caps.sectionsPerPage && sections > (sectionsBefore.get(page.path) ?? 0)) {
      return { kind: "sections", page: page.name, count: sections };
    }
    for (const section of page.sections) {
      const cards = cardsOf(section);
      if (cards > caps.cardsPerGrid && cards > (cardsBefore.get(section.id) ?? 0)) {
        return { kind: "cards", page: page.name, sectionId: section.id, count: cards };
      }
    }
  }
  return null;
}

/** The sentence for a breach, naming the cap and its number. */
export function capBreachMessage(breach: CapBreach, caps: LayoutCaps): string {
  switch (breach.kind) {
    case "pages":
      return LAYOUT_CAP_MESSAGES.pages(caps.pages, breach.count);
    case "sections":
      return LAYOUT_CAP_MESSAGES.sections(caps.sectionsPerPage, breach.page, breach.count);
    case "cards":
      return LAYOUT_CAP_MESSAGES.cards(caps.cardsPerGrid, breach.page, breach.count);
  }
}
