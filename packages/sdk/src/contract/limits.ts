import { LAYOUT_CAP_MESSAGES } from "@shopwright/site/schema";
import { z } from "zod";

/** A count as the messages write it: 100000 → "100,000". */
const counted = (n: number) => n.toLocaleString("en-US");

/**
 * The texts of the per-store and per-organization limits (PRODUCT.md §9 "Limits"): each names
 * the limit and its number, which the operator sets (README "Configuration").
 */
export const LIMIT_MESSAGES = {
  /** `product_limit_reached`: a create or an import's new product past STORE_PRODUCTS_LIMIT. */
  storeProducts: (limit: number) =>
    `This store has reached its limit of ${counted(limit)} products.`,
  /** An import row whose new product is past the limit (the row is reported, not written). */
  importRowOverLimit: (limit: number) =>
    `This store has reached its limit of ${counted(limit)} products, so this product was not created.`,
  /** `too_many_pages`: a layout past STORE_PAGES_LIMIT. */
  storePages: LAYOUT_CAP_MESSAGES.pages,
  /** `too_many_sections`: a page past PAGE_SECTIONS_LIMIT. */
  pageSections: LAYOUT_CAP_MESSAGES.sections,
  /** `too_many_cards`: a product grid past GRID_CARDS_LIMIT. */
  gridCards: LAYOUT_CAP_MESSAGES.cards,
  /** `store_limit_reached`: a create, restore or move into an organization past ORG_STORES_LIMIT. */
  orgStores: (limit: number) =>
    `This organization has reached its limit of ${counted(limit)} stores. Delete a store first, or ask the operator of this server to raise the limit.`,
} as const;

/** The limits the server enforces, as the editor reads them to refuse a change before saving. */
export const LimitsDto = z.object({
  /** Products one store may hold. */
  storeProducts: z.number().int().positive(),
  /** Pages of one site. */
  storePages: z.number().int().positive(),
  /** Sections of one page. */
  pageSections: z.number().int().positive(),
  /** Product cards one product grid shows. */
  gridCards: z.number().int().positive(),
  /** Live stores of one organization. */
  orgStores: z.number().int().positive(),
});
/** The limits the server enforces. */
export type LimitsDto = z.infer<typeof LimitsDto>;
