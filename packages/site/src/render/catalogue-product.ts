import { fromMinor } from "../money/money.js";
import type { SiteProduct } from "./section-renderer.js";

/**
 * A product of the store's catalogue, the one shape the storefront, the editor canvas and the
 * composer know: money in integer minor units of the store's currency. The API's product DTOs (price in major units, `_id`)
 * are made from the stored product at the API's edge, never passed around inside.
 */
export interface CatalogueProduct {
  id: string;
  name: string;
  description?: string | undefined;
  /**
   * The price in integer minor units of the store's currency, as stored: 1850 is 18.50 USD,
   * 1200 is 1,200 JPY, 18500 is 18.500 KWD. Absent for a product shown without a price.
   */
  priceMinor?: number | undefined;
  /** Image addresses, the main image first. */
  images: readonly string[];
  /** Known false when it is sold out. */
  isInStock?: boolean | undefined;
  /** The owner's title for search results and shared links; absent: "name – site name". */
  seoTitle?: string | undefined;
  /** The owner's description for search results; absent: the description's start. */
  seoDescription?: string | undefined;
  /** A draft shows in the editor only; a published site lists published products alone. */
  status?: "draft" | "published" | undefined;
  /** The "was" price, struck through beside the price; absent: none. */
  compareAtMinor?: number | undefined;
  /** Up to 3 options and the variants sold; absent or empty: the product is sold as one thing. */
  options?: readonly CatalogueOption[] | undefined;
  variants?: readonly CatalogueVariant[] | undefined;
  /** Lower-case labels and a type, which automatic collections select by. */
  tags?: readonly string[] | undefined;
  productType?: string | undefined;
  sku?: string | undefined;
}

/** An option of a product ("Size") and its values in the owner's order. */
export interface CatalogueOption {
  name: string;
  values: readonly string[];
}

/** A variant as the storefront sells it: one value of each option, in the options' order. */
export interface CatalogueVariant {
  id: string;
  /** The values joined: "M / Blue". */
  title: string;
  options: readonly string[];
  priceMinor: number;
  compareAtMinor?: number | undefined;
  sku?: string | undefined;
  /** Units left; 0 is sold out. */
  stock: number;
  image?: string | undefined;
}

/** The price of a product in major units of the currency, for display; undefined without one. */
export const displayPrice = (
  product: Pick<CatalogueProduct, "priceMinor">,
  currency: string,
): number | undefined =>
  product.priceMinor === undefined ? undefined : fromMinor(product.priceMinor, currency);

/** A "was" price is shown only above the price it was. */
export const isOnSale = (priceMinor: number | undefined, compareAtMinor: number | undefined) =>
  priceMinor !== undefined && compareAtMinor !== undefined && compareAtMinor > priceMinor;

/** A catalogue product as section renderers read it from the site context, priced in `currency`. */
export function siteProductOf(
  product: CatalogueProduct,
  currency: string,
  path?: string,
): SiteProduct {
  return {
    id: product.id,
    name: product.name,
    price: displayPrice(product, currency),
    ...(isOnSale(product.priceMinor, product.compareAtMinor)
      ? { wasPrice: fromMinor(product.compareAtMinor!, currency) }
      : {}),
    image: product.images[0],
    description: product.description,
    path,
    isInStock: product.isInStock,
  };
}
