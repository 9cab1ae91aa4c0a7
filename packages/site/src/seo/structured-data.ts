import { minorToDecimal } from "../money/money.js";

/**
 * schema.org structured data of a published page, as JSON-LD (docs/PRODUCT.md "Search
 * engines and shared links"). Every type and property used here is checked against the
 * schema.org vocabulary by `structured-data.vocabulary.test.ts`.
 */

/** One JSON-LD node: a schema.org type and its properties. */
export interface JsonLdNode {
  "@context"?: "https://schema.org";
  "@type": string;
  [property: string]: unknown;
}

const SCHEMA = "https://schema.org";

/** The site as an Organization: on the home page. */
export function organizationJsonLd(site: {
  name: string;
  /** The site's absolute root address. */
  url: string;
  /** An absolute address of the logo, when the site has one. */
  logo?: string | undefined;
  /** Absolute addresses of the site's social profiles. */
  sameAs?: readonly string[] | undefined;
}): JsonLdNode {
  const node: JsonLdNode = { "@context": SCHEMA, "@type": "Organization", name: site.name };
  node.url = site.url;
  if (site.logo) node.logo = site.logo;
  if (site.sameAs?.length) node.sameAs = [...site.sameAs];
  return node;
}

/** What one offer of a product is made from. */
export interface OfferInput {
  /** Integer minor units of `currency`. */
  priceMinor: number;
  currency: string;
  isInStock: boolean;
  /** The absolute address of the page the offer is bought on. */
  url: string;
}

/** One Offer: the price as exact major-unit text with the currency's digits ("18.50", "1200"). */
export function offerJsonLd(offer: OfferInput): JsonLdNode {
  return {
    "@type": "Offer",
    price: minorToDecimal(offer.priceMinor, offer.currency),
    priceCurrency: offer.currency.toUpperCase(),
    availability: `${SCHEMA}/${offer.isInStock ? "InStock" : "OutOfStock"}`,
    url: offer.url,
  };
}

/** What a Product node is made from. */
export interface ProductJsonLdInput {
  name: string;
  description?: string | undefined;
  /** Absolute image addresses, the main one first. */
  images: readonly string[];
  sku?: string | undefined;
  /** The absolute address of the product's page. */
  url: string;
  /** The product's offer: one, or none for a product shown without a price. */
  offers: readonly OfferInput[];
  /**
   * The variants sold, each with its own offer: the product is then a ProductGroup whose
   * `hasVariant` are Products, and `variesBy` names its options ("Size", "Colour").
   */
  variants?: readonly VariantJsonLdInput[] | undefined;
  variesBy?: readonly string[] | undefined;
}

/** One variant of a product: "T-shirt – M / Blue". */
export interface VariantJsonLdInput {
  /** The variant's title ("M / Blue"), added to the product's name. */
  title: string;
  sku?: string | undefined;
  /** The absolute address of the variant's own image. */
  image?: string | undefined;
  offer: OfferInput;
}

/**
 * A product page's Product, or for a product with variants its ProductGroup: each variant a
 * Product with its own sku, image and Offer (price, availability).
 */
export function productJsonLd(product: ProductJsonLdInput): JsonLdNode {
  const variants = product.variants ?? [];
  const node: JsonLdNode = {
    "@context": SCHEMA,
    "@type": variants.length > 0 ? "ProductGroup" : "Product",
    name: product.name,
  };
  if (product.description) node.description = product.description;
  if (product.images.length) node.image = [...product.images];
  if (product.sku) node.sku = product.sku;
  node.url = product.url;
  if (variants.length > 0) {
    if (product.sku) node.productGroupID = product.sku;
    if (product.variesBy?.length) node.variesBy = [...product.variesBy];
    node.hasVariant = variants.map((variant) => {
      const item: JsonLdNode = { "@type": "Product", name: `${product.name} – ${variant.title}` };
      if (variant.sku) item.sku = variant.sku;
      if (variant.image) item.image = variant.image;
      item.offers = offerJsonLd(variant.offer);
      return item;
    });
    return node;
  }
  const offers = product.offers.map(offerJsonLd);
  if (offers.length === 1) node.offers = offers[0];
  else if (offers.length > 1) node.offers = offers;
  return node;
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON-LD nodes as `<script type="application/ld+json">` elements. JSON's own escapes stand
 * for "<", ">" and "&", so no text can close the script element (`</script>`) or open a
 * comment; the JSON reads back the same.
 */
export function jsonLdScripts(nodes: readonly JsonLdNode[]): string {
  return nodes
    .map(
      (node) =>
        `<script type="application/ld+json">${JSON.stringify(node).replace(
          /[<>&\u2028\u2029]/g,
          (c) => UNSAFE_IN_SCRIPT[c]!,
        )}</script>`,
    )
    .join("\n");
}
