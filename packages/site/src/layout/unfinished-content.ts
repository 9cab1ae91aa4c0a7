/*
 * Sample content (PRODUCT.md §4 "Pre-launch review"): text the AI wrote as an example, marked
 * `sample: true` on a section's props or on an item of one of its lists. The editor badges it,
 * the html preview marks it, and publishing lists it before the site goes live.
 */

type Props = Record<string, unknown>;

/** True when a list item is flagged as sample content. */
export function isSampleItem(item: unknown): boolean {
  return typeof item === "object" && item !== null && (item as Props).sample === true;
}

/**
 * True when a section, or an item of one of its lists, is flagged as sample content: text the
 * AI wrote as an example (`sample: true`), to be replaced before launch.
 */
export function hasSampleContent(props: Props): boolean {
  if (props.sample === true) return true;
  return Object.values(props).some((value) => Array.isArray(value) && value.some(isSampleItem));
}

/** Why a block is unfinished: sample content, no content, or a product grid with nothing to show. */
export type UnfinishedReason = "sample" | "empty" | "no_products";

/** A block of a page that is not ready to go live (`unfinishedBlocks`). */
export interface UnfinishedBlock {
  page: string;
  sectionId: string;
  /** The section's name as the palette shows it ("Testimonials"). */
  label: string;
  reason: UnfinishedReason;
}
