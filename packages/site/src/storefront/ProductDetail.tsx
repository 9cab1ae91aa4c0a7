import { AddToCart } from "../render/AddToCart.js";
import { formatPrice } from "../render/format-price.js";
import { Paragraphs } from "../render/Paragraphs.js";
import { siteHref } from "../render/resolve-link.js";
import { SafeImage } from "../render/SafeImage.js";
import { displayPrice, type CatalogueProduct } from "../render/catalogue-product.js";
import type { SectionMode, SiteContext } from "../render/section-renderer.js";
import type { Theme } from "../theme/theme.js";
import { SectionShell } from "../render/SectionShell.js";

interface ProductDetailProps {
  /** Every image shows, the first one large. */
  product: CatalogueProduct;
  theme: Theme;
  site: SiteContext;
  /** Published pages of a selling site post the add-to-cart form; elsewhere it is inert. */
  mode?: SectionMode | undefined;
  /** The site path of the full catalogue, for the way back. */
  collectionPath?: string | undefined;
}

/**
 * The body of a product page: image, name, price, stock, the add-to-cart form (a product
 * with a price) and description.
 */
export function ProductDetail({
  product,
  theme,
  site,
  mode = "publish",
  collectionPath,
}: ProductDetailProps) {
  const [first, ...rest] = product.images;
  const price = displayPrice(product, site.currency ?? "USD");
  // A product without a price is shown, not sold.
  const sells = price !== undefined && (mode !== "publish" || site.cart !== undefined);
  return (
    <SectionShell name="product-page" theme={theme}>
      <div className="sw-split">
        <div>
          <SafeImage
            className="sw-product-image"
            src={first}
            alt={product.name}
            monogramOf={product.name}
            isPriority
          />
          {rest.length > 0 ? (
            <div className="sw-grid sw-grid-4">
              {rest.slice(0, 8).map((src, i) => (
                <SafeImage className="sw-product-image" src={src} alt="" key={i} />
              ))}
            </div>
          ) : null}
        </div>
        <div>
          {collectionPath ? (
            <p>
              <a href={siteHref(collectionPath, site)}>← All products</a>
            </p>
          ) : null}
          <h1 className="sw-title">{product.name}</h1>
          {price !== undefined ? (
            <p className="sw-price">{formatPrice(price, site.currency, site.locale)}</p>
          ) : null}
          {sells ? (
            <AddToCart
              productId={product.id}
              name={product.name}
              isInStock={product.isInStock}
              site={site}
              mode={mode}
              size="full"
            />
          ) : product.isInStock === false ? (
            <p className="sw-muted">Sold out</p>
          ) : null}
          <Paragraphs text={product.description} className="sw-lead" />
        </div>
      </div>
    </SectionShell>
  );
}
