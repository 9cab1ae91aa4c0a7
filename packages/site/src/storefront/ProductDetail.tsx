import { AddToCart } from "../render/AddToCart.js";
import { ProductGallery } from "../render/ProductGallery.js";
import { PriceLine, VariantPicker, defaultVariant, variantsOf } from "../render/ProductOffer.js";
import { richTextHtml } from "../render/rich-text.js";
import { siteHref } from "../render/resolve-link.js";
import type { CatalogueProduct } from "../render/catalogue-product.js";
import type { SectionMode, SiteContext } from "../render/section-renderer.js";
import type { Theme } from "../theme/theme.js";
import { SectionShell } from "../render/SectionShell.js";
import { siteTexts } from "../i18n/site-texts.js";

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
 * The body of a product page (docs/PRODUCT.md "Product pages"): the gallery, name, price with
 * its "was" price, the variants, the add-to-cart form (a product with a price) and the
 * description as rich text. Everything works without script.
 */
export function ProductDetail({
  product,
  theme,
  site,
  mode = "publish",
  collectionPath,
}: ProductDetailProps) {
  const t = siteTexts(site.locale);
  const variants = variantsOf(product);
  const chosen = defaultVariant(variants);
  // A product without a price is shown, not sold.
  const hasPrice = product.priceMinor !== undefined;
  const sells = hasPrice && (mode !== "publish" || site.cart !== undefined);
  const isInStock = variants.length > 0 ? chosen !== undefined : product.isInStock !== false;
  const imagePlaces = new Map(product.images.map((src, i) => [src, i + 1] as const).reverse());
  const captions = new Map<string, string>();
  for (const variant of variants) {
    if (!variant.image) continue;
    const caption = captions.get(variant.image);
    captions.set(variant.image, caption ? `${caption}, ${variant.title}` : variant.title);
  }
  const picker =
    variants.length > 0 ? (
      <VariantPicker product={product} variants={variants} site={site} imagePlaces={imagePlaces} />
    ) : null;
  const description = richTextHtml(product.description);
  return (
    <SectionShell name="product-page" theme={theme}>
      <div className="sw-split sw-product-detail">
        <ProductGallery
          name={product.name}
          images={product.images}
          locale={site.locale}
          priorityIndex={chosen?.image ? (imagePlaces.get(chosen.image) ?? 1) - 1 : 0}
          captions={captions}
        />
        <div className="sw-product-info">
          {collectionPath ? (
            <p>
              <a href={siteHref(collectionPath, site)}>{t("allProducts")}</a>
            </p>
          ) : null}
          <h1 className="sw-title">{product.name}</h1>
          {/* A chosen variant shows its own price (VariantPicker); none chosen: the product's. */}
          {hasPrice && !chosen ? (
            <PriceLine
              priceMinor={product.priceMinor!}
              compareAtMinor={product.compareAtMinor}
              site={site}
            />
          ) : null}
          {/* A selling page says so on its button. */}
          {!sells && !isInStock ? <p className="sw-muted">{t("soldOut")}</p> : null}
          {sells && isInStock ? (
            <AddToCart
              productId={product.id}
              name={product.name}
              isInStock={isInStock}
              site={site}
              mode={mode}
              size="full"
            >
              {picker}
            </AddToCart>
          ) : (
            <>
              {picker}
              {sells ? (
                <AddToCart
                  productId={product.id}
                  name={product.name}
                  isInStock={false}
                  site={site}
                  mode={mode}
                  size="full"
                />
              ) : null}
            </>
          )}
          {description ? (
            <div className="sw-lead sw-rich" dangerouslySetInnerHTML={{ __html: description }} />
          ) : null}
        </div>
      </div>
    </SectionShell>
  );
}
