import type { ReactNode } from "react";
import type { Theme } from "../theme/theme.js";

/** Where a section renders: the editor canvas, the html preview or the published site. */
export type SectionMode = "edit" | "preview" | "publish";

/** A page as links see it. */
export interface SitePageRef {
  name: string;
  path: string;
}

/** A store product as collection sections show it. */
export interface SiteProduct {
  id: string;
  name: string;
  price?: number | string;
  /** The "was" price in major units, only while it is above the price (on sale). */
  wasPrice?: number;
  image?: string;
  description?: string;
  /** The product's own page on the site ("/products/guji-1a2b3c4d"), when it has one. */
  path?: string;
  /** Known false when it is sold out. */
  isInStock?: boolean;
}

/**
 * A collection of the store as product grids show it (PRODUCT.md §3 "Collections"): its
 * products are ids of `SiteContext.products`, in the collection's own order.
 */
export interface SiteCollection {
  id: string;
  /** Its page is /collections/{handle}. */
  handle: string;
  title: string;
  productIds: readonly string[];
}

/** Where a selling site's cart lives, as hrefs of the page being rendered. */
export interface SiteCart {
  /** Add-to-cart forms post here (fields productId, quantity). */
  itemsAction: string;
  /** The cart page. */
  cartHref: string;
}

/** What a renderer may know about the site beyond its own props; it fetches nothing itself. */
export interface SiteContext {
  /** The store's name, the fallback for navbar and footer. */
  name?: string;
  /** Pages, so page links resolve to paths. */
  pages: readonly SitePageRef[];
  /** The store's products, for collections that pick products or show the catalogue. */
  products?: readonly SiteProduct[];
  /** The store's collections, for product grids that show one. */
  collections?: readonly SiteCollection[];
  /** ISO currency code of prices (PRODUCT.md §3: default USD). */
  currency?: string;
  /** Locale of number and price formatting (PRODUCT.md §3: default en-US). */
  locale?: string;
  /**
   * Where forms post: each form posts to this base plus "/" and its type (newsletter,
   * contact …); without it they post nowhere.
   */
  formAction?: string;
  /**
   * Maps a site path ("/about", "/products/x") to the href this render writes: the html
   * preview keeps links inside its frame, a published page links relatively. Identity
   * when absent (the editor canvas).
   */
  hrefFor?: (path: string) => string;
  /**
   * A published site that sells: add-to-cart forms post and the navbar links the cart. The
   * editor and preview show the same controls inert; a published site without it shows none.
   */
  cart?: SiteCart;
}

/** The input of every section renderer. */
export interface SectionRenderProps<P> {
  props: P;
  theme: Theme;
  site: SiteContext;
  mode: SectionMode;
}

/** A pure React renderer of one section type. */
export type SectionRenderer<P> = (input: SectionRenderProps<P>) => ReactNode;
