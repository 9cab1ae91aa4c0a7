import type { CatalogueProduct, OpInput, SiteDocument, Theme } from "@shopwright/site";

/**
 * A product of the store, as the composer may mention it (grounding: never invent one): the
 * catalogue's product, the shape the storefront and the editor take too.
 */
export type ComposerProduct = CatalogueProduct;

/** A collection of the store, which a product grid may show (PRODUCT.md §3 "Collections"). */
export interface ComposerCollection {
  id: string;
  handle: string;
  title: string;
}

/** What the composer reads: the prompt and the site it edits. */
export interface ComposeInput {
  prompt: string;
  /** The store's current site (pages, theme, name). */
  site: SiteDocument;
  /** Stable per store: variants are chosen by a hash of store id and prompt. */
  storeId: string;
  storeName: string;
  /** The store's published products. */
  products: readonly ComposerProduct[];
  /** The store's collections: a product grid the prompt asks for shows the one it names. */
  collections?: readonly ComposerCollection[];
  /** The page the owner is looking at; edits land there. Defaults to the first page. */
  page?: string;
}

/** What the composer answers: a reply, the operations to apply, or suggested phrasings. */
export interface ComposeResult {
  /** The assistant's reply, saying what changed. */
  message: string;
  /** Operations for applyOps; empty when nothing was understood. */
  ops: OpInput[];
  /** When the prompt was unclear: 2–3 phrasings that would work. */
  suggestions?: string[];
  /** Notes for the user (sample content flagged, repairs made). */
  warnings?: string[];
  /** What the composer did: a whole-site generation, edits, or only a reply. */
  kind?: "generate" | "edit" | "reply";
  /**
   * After a generation: the kind and mood chosen and two other moods, for theme variations,
   * and the theme the generated site wears (its palette varies within the mood).
   */
  plan?: { industry: string; mood: string; altMoods: string[]; theme?: Theme };
}
