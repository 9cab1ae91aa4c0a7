import type { ReactNode } from "react";
import { safeUrl } from "../safe/safe-url.js";
import { classNames } from "./class-names.js";
import type { SectionMode, SiteContext } from "./section-renderer.js";
import { siteTexts } from "../i18n/site-texts.js";

interface AddToCartProps {
  productId: string;
  /** The product's name, told to screen readers on a card's button. */
  name: string;
  /** Known false when it is sold out. */
  isInStock?: boolean | undefined;
  site: SiteContext;
  mode: SectionMode;
  /** A product page picks the quantity; a card adds one. */
  size: "full" | "compact";
  /** Fields before the quantity: a product page's variant choice (`variantId`). */
  children?: ReactNode;
}

/** The most of one product a cart line holds. */
export const MAX_LINE_QUANTITY = 99;

/**
 * The add-to-cart control. A selling published site posts the form (no script needed; the
 * site script adds in the background); the editor and preview show it inert so the canvas
 * looks like the live site; a published site that does not sell shows nothing.
 */
export function AddToCart({
  productId,
  name,
  isInStock,
  site,
  mode,
  size,
  children,
}: AddToCartProps) {
  const cart = mode === "publish" ? site.cart : undefined;
  if (mode === "publish" && !cart) return null;
  const isCompact = size === "compact";
  const t = siteTexts(site.locale);
  if (isInStock === false) {
    return isCompact ? (
      <p className="sw-sold-out">{t("soldOut")}</p>
    ) : (
      <button className="sw-btn sw-btn-primary sw-cart-btn" type="button" disabled>
        {t("soldOut")}
      </button>
    );
  }
  const fields = (
    <>
      <input type="hidden" name="productId" value={productId} />
      {children}
      {isCompact ? (
        <input type="hidden" name="quantity" value="1" />
      ) : (
        <label className="sw-field sw-qty">
          <span>{t("quantity")}</span>
          <input
            type="number"
            name="quantity"
            min={1}
            max={MAX_LINE_QUANTITY}
            defaultValue={1}
            inputMode="numeric"
            required
          />
        </label>
      )}
      <button
        className={classNames(
          "sw-btn",
          isCompact ? "sw-btn-secondary sw-btn-sm" : "sw-btn-primary",
        )}
        type={cart ? "submit" : "button"}
      >
        {t("addToCart")}
        {isCompact ? <span className="sw-visually-hidden">, {name}</span> : null}
      </button>
    </>
  );
  const className = classNames("sw-cart-form", isCompact && "sw-cart-form-compact");
  // Inert: a div, so Enter in the quantity input submits nothing.
  if (!cart) return <div className={className}>{fields}</div>;
  return (
    <form
      className={className}
      method="post"
      action={safeUrl(cart.itemsAction)}
      data-sw-cart={safeUrl(cart.cartHref)}
    >
      {fields}
    </form>
  );
}
