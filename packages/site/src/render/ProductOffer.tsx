import { fromMinor } from "../money/money.js";
import { isOnSale, type CatalogueProduct, type CatalogueVariant } from "./catalogue-product.js";
import { formatPrice } from "./format-price.js";
import type { SiteContext } from "./section-renderer.js";
import { siteTexts } from "../i18n/site-texts.js";

/** Stock at or below this shows "Only N left" beside a variant's price. */
export const LOW_STOCK = 5;

const money = (minor: number, site: SiteContext) =>
  formatPrice(fromMinor(minor, site.currency ?? "USD"), site.currency, site.locale);

interface PriceLineProps {
  priceMinor: number;
  compareAtMinor?: number | undefined;
  site: SiteContext;
  /** Units left, when known (a variant): "Sold out" at 0, "Only N left" when low. */
  stock?: number | undefined;
}

/** A struck-through "was" price, read out as such. */
export function WasPrice({ children, site }: { children: string; site: SiteContext }) {
  return (
    <s className="sw-was">
      <span className="sw-visually-hidden">{`${siteTexts(site.locale)("was")} `}</span>
      {children}
    </s>
  );
}

/** A price with its struck-through "was" price and a Sale badge, and what stock is left. */
export function PriceLine({ priceMinor, compareAtMinor, site, stock }: PriceLineProps) {
  const onSale = isOnSale(priceMinor, compareAtMinor);
  const t = siteTexts(site.locale);
  return (
    <p className="sw-price-line">
      <span className="sw-price">{money(priceMinor, site)}</span>
      {onSale ? <WasPrice site={site}>{money(compareAtMinor!, site)}</WasPrice> : null}
      {onSale ? <span className="sw-sale">{t("sale")}</span> : null}
      {stock === undefined ? null : stock <= 0 ? (
        <span className="sw-stock">{t("soldOut")}</span>
      ) : stock <= LOW_STOCK ? (
        <span className="sw-stock">{t("onlyLeft", { count: stock })}</span>
      ) : null}
    </p>
  );
}

/** The variant chosen when the page opens: the first in stock; none when all are sold out. */
export const defaultVariant = (variants: readonly CatalogueVariant[]) =>
  variants.find((variant) => variant.stock > 0);

/** The variants a product page offers; none for a product sold as one thing. */
export const variantsOf = (product: CatalogueProduct) =>
  product.options?.length && product.variants?.length ? product.variants : [];

interface VariantPickerProps {
  product: CatalogueProduct;
  variants: readonly CatalogueVariant[];
  site: SiteContext;
  /** The gallery place (1-based) of each image, so a chosen variant shows its own. */
  imagePlaces: ReadonlyMap<string, number>;
}

/**
 * The variants as one list of radio buttons named `variantId` (the add-to-cart form's field,
 * CartItemBody): each shows its title, and once chosen its price, "was" price and stock above
 * the list, by CSS alone (docs/PRODUCT.md "Product pages"). Sold-out variants cannot be
 * chosen; the first in stock is chosen when the page opens.
 */
export function VariantPicker({ product, variants, site, imagePlaces }: VariantPickerProps) {
  const chosen = defaultVariant(variants);
  const labelId = `sw-variants-${product.id}`;
  const optionNames = (product.options ?? []).map((option) => option.name).join(" / ");
  const t = siteTexts(site.locale);
  return (
    <div className="sw-variants" role="radiogroup" aria-labelledby={labelId}>
      <p className="sw-variants-label" id={labelId}>
        {optionNames || t("options")}
      </p>
      {variants.map((variant) => {
        const id = `sw-variant-${variant.id}`;
        const infoId = `${id}-info`;
        const isSoldOut = variant.stock <= 0;
        const place = variant.image ? imagePlaces.get(variant.image) : undefined;
        return (
          <span className="sw-variant" key={variant.id}>
            <input
              className="sw-variant-input sw-visually-hidden"
              type="radio"
              name="variantId"
              value={variant.id}
              id={id}
              defaultChecked={variant === chosen}
              disabled={isSoldOut}
              required
              aria-describedby={infoId}
              data-sw-image={place && place > 1 ? place : undefined}
            />
            <label htmlFor={id}>
              {variant.title}
              {isSoldOut ? <span className="sw-visually-hidden">{t("variantSoldOut")}</span> : null}
            </label>
            <span className="sw-variant-info" id={infoId}>
              <PriceLine
                priceMinor={variant.priceMinor}
                compareAtMinor={variant.compareAtMinor}
                site={site}
                stock={variant.stock}
              />
            </span>
          </span>
        );
      })}
    </div>
  );
}
