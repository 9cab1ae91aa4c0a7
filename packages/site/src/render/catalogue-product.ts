import type { SiteProduct } from "./section-renderer.js";

/**
 * A product of the store's catalogue, the one shape the storefront, the editor canvas and the
 * composer know: money in integer cents. The API's product DTOs (price in major units, `_id`)
 * are made from the stored product at the API's edge, never passed around inside.
 */
export interface CatalogueProduct {
  id: string;
  name: string;
  description?: string | undefined;
  /**
   * The price in cents: hundredths of the currency's major unit (1850 is 18.50), an integer,
   * as stored. Absent for a product shown without a price.
   */
  priceCents?: number | undefined;
  /** Image addresses, the main image first. */
  images: readonly string[];
  /** Known false when it is sold out. */
  isInStock?: boolean | undefined;
  /** A draft shows in the editor only; a published site lists published products alone. */
  status?: "draft" | "published" | undefined;
}

/** Major units (18.5) to exact integer cents (1850). */
export const toCents = (price: number): number => Math.round(price * 100);

/** Integer cents (1850) to major units (18.5), the unit prices are displayed in. */
export const fromCents = (cents: number): number => cents / 100;

/** The price of a product in major units, for display; undefined without one. */
export const displayPrice = (product: Pick<CatalogueProduct, "priceCents">): number | undefined =>
  product.priceCents === undefined ? undefined : fromCents(product.priceCents);

/** A catalogue product as section renderers read it from the site context. */
export function siteProductOf(product: CatalogueProduct, path?: string): SiteProduct {
  return {
    id: product.id,
    name: product.name,
    price: displayPrice(product),
    image: product.images[0],
    description: product.description,
    path,
    isInStock: product.isInStock,
  };
}
