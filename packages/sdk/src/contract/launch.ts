import type { UnfinishedBlock } from "@shopwright/site/schema";
import { z } from "zod";
import type { ReadinessItem } from "./launch.responses.js";

/**
 * The pre-launch review of a store (GET /store/{id}/readiness): the facts the Getting Started
 * checklist ticks from, and what is still unfinished, each with where to fix it. The server
 * computes it in one place, so the approval page and the overview never disagree.
 */

export const READINESS_KINDS = [
  "site_not_built",
  "sample_content",
  "empty_section",
  "draft_product",
  "missing_contact_page",
  "missing_legal_page",
] as const;
export type ReadinessKind = (typeof READINESS_KINDS)[number];

/** GET /launch/site-address query: the name (and domain) of a store about to be created. */
export const SiteAddressQuery = z.object({
  storeName: z.string().max(200).default(""),
  domain: z.string().max(300).default(""),
});
export type SiteAddressQuery = z.input<typeof SiteAddressQuery>;

/** How many draft products the review names one by one. */
export const READINESS_DRAFTS_LISTED = 10;

/** The sample-content rule (`sample: true`), defined with the layout in `@shopwright/site`. */
export { hasSampleContent } from "@shopwright/site/schema";

/**
 * The review's item for an unfinished block (`unfinishedBlocks` of `@shopwright/site`): the
 * pre-launch review and the editor's Publish list blocks with these texts, so they agree.
 */
export function blockReviewItem(block: UnfinishedBlock): ReadinessItem {
  const fix = { kind: "editor" as const, page: block.page, section: block.sectionId };
  if (block.reason === "sample")
    return { kind: "sample_content", ...LAUNCH_TEXT.sampleContent(block.label, block.page), fix };
  const text =
    block.reason === "no_products"
      ? LAUNCH_TEXT.emptyProductGrid(block.label, block.page)
      : LAUNCH_TEXT.emptySection(block.label, block.page);
  return { kind: "empty_section", ...text, fix };
}

/** Texts of the review; the titles name the page and section so each item is findable. */
export const LAUNCH_TEXT = {
  siteNotBuilt: {
    title: "Your site has no pages yet",
    detail: "Describe your store to the AI builder, or open the editor and pick a starter theme.",
  },
  sampleContent: (section: string, page: string) => ({
    title: `${section} on ${page} still has sample content`,
    detail: "The AI wrote it as an example: replace it with your own words and mark it reviewed.",
  }),
  emptySection: (section: string, page: string) => ({
    title: `${section} on ${page} is empty`,
    detail: "Fill it in or remove it, so visitors see no blank block.",
  }),
  emptyProductGrid: (section: string, page: string) => ({
    title: `${section} on ${page} has no products to show`,
    detail: "Publish a product so the grid is not empty on the live site.",
  }),
  draftInGrid: (product: string, section: string, page: string) => ({
    title: `“${product}” is a draft`,
    detail: `Chosen for the ${section} on ${page}, but drafts stay hidden on the live site. Publish it to show it.`,
  }),
  draftProduct: (product: string) => ({
    title: `“${product}” is a draft`,
    detail: "Drafts stay hidden on the live site. Publish it when it is ready to sell.",
  }),
  missingContact: {
    title: "No contact page",
    detail: "Add a Contact page (or a contact section) so customers can reach you.",
  },
  missingLegal: {
    title: "No legal pages",
    detail: "Add pages for your privacy policy and terms (or shipping and returns).",
  },
} as const;
