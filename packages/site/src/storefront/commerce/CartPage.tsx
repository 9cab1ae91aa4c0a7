import { shopTexts } from "../../i18n/shop-texts.js";
import { siteTexts } from "../../i18n/site-texts.js";
import { ButtonLink } from "../../render/ButtonLink.js";
import { MAX_LINE_QUANTITY } from "../../render/AddToCart.js";
import { safeUrl } from "../../safe/safe-url.js";
import {
  lineLabel,
  type CartCodeView,
  type CartView,
  type CommerceLine,
} from "./commerce-views.js";
import {
  CommerceSection,
  Notice,
  Thumb,
  Totals,
  money,
  type MoneyFormat,
} from "./CommerceParts.js";

/** "Only 2 left" when a line asks for more than the store has. */
function stockWarning(line: CommerceLine, locale: string): string | null {
  if (line.quantity <= line.available) return null;
  const t = siteTexts(locale);
  return line.available > 0 ? t("onlyLeft", { count: line.available }) : t("soldOut");
}

function CartLine({
  line,
  index,
  action,
  format,
}: {
  line: CommerceLine;
  index: number;
  action: string;
  format: MoneyFormat;
}) {
  const warning = stockWarning(line, format.locale);
  const t = shopTexts(format.locale);
  const href = line.href ? safeUrl(line.href) : undefined;
  const quantityId = `sw-line-${index}-quantity`;
  return (
    <li className="sw-line">
      <Thumb src={line.image} name={line.name} locale={format.locale} />
      <div className="sw-line-body">
        <p className="sw-line-name">{href ? <a href={href}>{line.name}</a> : line.name}</p>
        {line.variantTitle ? <p className="sw-line-variant">{line.variantTitle}</p> : null}
        <p className="sw-muted">{t("unitPrice", { price: money(line.unitPriceMinor, format) })}</p>
        {warning ? <p className="sw-stock-warning">{warning}</p> : null}
        <div className="sw-line-actions">
          <form className="sw-line-form" method="post" action={action}>
            <input type="hidden" name="productId" value={line.productId} />
            {line.variantId ? (
              <input type="hidden" name="variantId" value={line.variantId} />
            ) : null}
            <label className="sw-visually-hidden" htmlFor={quantityId}>
              {t("quantityOf", { item: lineLabel(line) })}
            </label>
            <input
              className="sw-qty-input"
              id={quantityId}
              type="number"
              name="quantity"
              min={0}
              max={MAX_LINE_QUANTITY}
              defaultValue={line.quantity}
              inputMode="numeric"
              required
            />
            <button className="sw-btn sw-btn-secondary sw-btn-sm" type="submit">
              {t("update")}
            </button>
          </form>
          <form method="post" action={action}>
            <input type="hidden" name="productId" value={line.productId} />
            {line.variantId ? (
              <input type="hidden" name="variantId" value={line.variantId} />
            ) : null}
            <input type="hidden" name="quantity" value="0" />
            <button className="sw-link-btn" type="submit">
              {t("remove")}
              <span className="sw-visually-hidden">{` ${lineLabel(line)}`}</span>
            </button>
          </form>
        </div>
      </div>
      <p className="sw-price">{money(line.totalMinor, format)}</p>
    </li>
  );
}

/** The discount code: a field to apply one, or the applied code with a way to remove it. */
function CodeForm({ code, locale }: { code: CartCodeView; locale: string }) {
  const action = safeUrl(code.action);
  const t = shopTexts(locale);
  if (code.applied) {
    return (
      <div className="sw-code">
        <form className="sw-code-applied" method="post" action={action}>
          <input type="hidden" name="remove" value="1" />
          <span className="sw-code-tag">{code.applied}</span>
          <button className="sw-link-btn" type="submit">
            {t("remove")}
            <span className="sw-visually-hidden">{` ${t("theCode", { code: code.applied })}`}</span>
          </button>
        </form>
        {code.note ? <p className="sw-muted sw-small">{code.note}</p> : null}
      </div>
    );
  }
  return (
    <form className="sw-code-form" method="post" action={action}>
      <label htmlFor="sw-cart-code">{t("discountCode")}</label>
      <div className="sw-code-row">
        <input
          id="sw-cart-code"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
        />
        <button className="sw-btn sw-btn-secondary sw-btn-sm" type="submit">
          {t("apply")}
        </button>
      </div>
    </form>
  );
}

/** The cart: a form per line to change or remove it, the totals and the way to checkout. */
export function CartPage({ view }: { view: CartView }) {
  const format = { currency: view.currency, locale: view.locale };
  const action = safeUrl(view.actions.lines);
  const t = shopTexts(view.locale);
  return (
    <CommerceSection name="cart">
      <h1 className="sw-title">{t("yourCart")}</h1>
      <Notice notice={view.notice} />
      {view.lines.length === 0 ? (
        <div className="sw-cart-empty">
          <p className="sw-lead">{t("cartIsEmpty")}</p>
          <div className="sw-actions">
            <ButtonLink href={view.actions.shop}>{t("continueShopping")}</ButtonLink>
          </div>
        </div>
      ) : (
        <div className="sw-commerce-grid">
          <ul className="sw-lines">
            {view.lines.map((line, i) => (
              <CartLine
                line={line}
                index={i}
                action={action}
                format={format}
                key={`${line.productId}:${line.variantId ?? ""}`}
              />
            ))}
          </ul>
          <aside className="sw-card sw-summary" aria-label={t("orderSummary")}>
            {view.code ? <CodeForm code={view.code} locale={view.locale} /> : null}
            <Totals
              subtotalMinor={view.subtotalMinor}
              totalMinor={view.totalMinor}
              discount={view.discount}
              format={format}
            />
            <p className="sw-muted sw-small">{t("workedOutAtCheckout")}</p>
            <ButtonLink href={view.actions.checkout}>{t("checkOut")}</ButtonLink>
            <a className="sw-small" href={safeUrl(view.actions.shop)}>
              {t("continueShopping")}
            </a>
          </aside>
        </div>
      )}
    </CommerceSection>
  );
}
