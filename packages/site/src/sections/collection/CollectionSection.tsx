import { AddToCart } from "../../render/AddToCart.js";
import { formatPrice } from "../../render/format-price.js";
import { WasPrice } from "../../render/ProductOffer.js";
import { siteHref } from "../../render/resolve-link.js";
import { SafeImage } from "../../render/SafeImage.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import { STOREFRONT_PATHS } from "../../storefront/storefront-paths.js";
import type {
  SectionRenderProps,
  SiteCollection,
  SiteContext,
} from "../../render/section-renderer.js";
import {
  COLLECTION_LIMIT,
  type CollectionItem,
  type CollectionProps,
} from "./collection.section.js";
import { siteTexts } from "../../i18n/site-texts.js";

const SAMPLE_NAMES = [
  "Your first product",
  "A bestseller",
  "Something new",
  "A customer favourite",
];

/** The store's collection the grid shows; one that no longer exists is none (all products). */
export function chosenCollection(
  props: Pick<CollectionProps, "collectionId">,
  site: SiteContext,
): SiteCollection | undefined {
  const id = props.collectionId?.trim();
  return id ? site.collections?.find((collection) => collection.id === id) : undefined;
}

/**
 * The chosen collection's products in its order, else chosen items with the store's live data,
 * else the store's products, else nothing (PRODUCT.md §3 "Collections").
 */
function cardsFor(
  props: CollectionProps,
  site: SiteContext,
  collection: SiteCollection | undefined,
): CollectionItem[] {
  const products = site.products ?? [];
  const limit = props.limit ?? COLLECTION_LIMIT.initial;
  if (collection) {
    // Only products the site has: a live site's products are its published ones.
    const byId = new Map(products.map((product) => [product.id, product]));
    return collection.productIds
      .flatMap((id) => {
        const product = byId.get(id);
        return product ? [product] : [];
      })
      .slice(0, limit)
      .map((product) => ({
        productId: product.id,
        title: product.name,
        price: product.price,
        image: product.image,
      }));
  }
  const items = props.items ?? [];
  if (items.length > 0) {
    // Grounded, never invented: a chosen product shows the store's current name, price and image.
    return items.map((item) => {
      const product = item.productId ? products.find((p) => p.id === item.productId) : undefined;
      return product
        ? {
            ...item,
            title: product.name,
            price: product.price ?? item.price,
            image: product.image || item.image,
            description: item.description ?? product.description,
          }
        : item;
    });
  }
  return products.slice(0, limit).map((product) => ({
    productId: product.id,
    title: product.name,
    price: product.price,
    image: product.image,
  }));
}

/**
 * Renders product cards. With nothing to show, the editor and preview show sample cards
 * so the layout is visible; the published site says products are on their way.
 */
export function CollectionSection({
  props,
  theme,
  site,
  mode,
}: SectionRenderProps<CollectionProps>) {
  const t = siteTexts(site.locale);
  const collection = chosenCollection(props, site);
  const cards = cardsFor(props, site, collection);
  const isSample = cards.length === 0 && mode !== "publish";
  const shown: CollectionItem[] = isSample ? SAMPLE_NAMES.map((title) => ({ title })) : cards;
  const productOf = (item: CollectionItem) =>
    item.productId ? site.products?.find((p) => p.id === item.productId) : undefined;
  return (
    <SectionShell name="collection" theme={theme} colors={props}>
      {/* A grid without a heading of its own is headed by its collection's title. */}
      <SectionHeading
        title={props.title?.trim() ? props.title : collection?.title}
        subtitle={props.subtitle}
        mode={mode}
      />
      {shown.length === 0 ? (
        <p className="sw-empty">{t("productsComing")}</p>
      ) : (
        <div className="sw-product-grid">
          {shown.map((item, i) => {
            const product = productOf(item);
            // A card of a product with its own page links there (published sites and the preview).
            const path = product?.path;
            return (
              <article className="sw-product" key={item.productId ?? i}>
                <SafeImage
                  locale={site.locale}
                  className="sw-product-image"
                  slot="card"
                  src={item.image}
                  alt={item.title}
                  monogramOf={item.title}
                  index={i}
                  isPriority={i < 2}
                />
                <h3 className="sw-product-title">
                  {path ? <a href={siteHref(path, site)}>{item.title}</a> : item.title}
                </h3>
                {item.description ? (
                  <p className="sw-muted sw-product-text">{item.description}</p>
                ) : null}
                {item.price !== undefined ? (
                  <p className="sw-price">
                    {formatPrice(item.price, site.currency, site.locale)}
                    {/* A store product's card shows its price, and its "was" price on sale. */}
                    {product?.wasPrice !== undefined ? (
                      <>
                        {" "}
                        <WasPrice site={site}>
                          {formatPrice(product.wasPrice, site.currency, site.locale)}
                        </WasPrice>
                      </>
                    ) : null}
                  </p>
                ) : null}
                {/* Only a store product with a price is sold. */}
                {product && product.price !== undefined ? (
                  <AddToCart
                    productId={product.id}
                    name={product.name}
                    isInStock={product.isInStock}
                    site={site}
                    mode={mode}
                    size="compact"
                  />
                ) : null}
              </article>
            );
          })}
        </div>
      )}
      {collection ? (
        <div className="sw-actions sw-align-center">
          <a
            className="sw-btn sw-btn-secondary"
            href={siteHref(`${STOREFRONT_PATHS.collections}/${collection.handle}`, site)}
          >
            {t("viewAll")}
          </a>
        </div>
      ) : null}
      {isSample ? (
        <p className="sw-hint">Sample cards: add products to your store and they appear here.</p>
      ) : null}
    </SectionShell>
  );
}
