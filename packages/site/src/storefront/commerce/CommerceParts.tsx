import type { ReactNode } from "react";
import { shopTexts } from "../../i18n/shop-texts.js";
import { formatMoney } from "../../money/money.js";
import { classNames } from "../../render/class-names.js";
import { SafeImage } from "../../render/SafeImage.js";
import type { CommerceNotice, TotalsAdjustments } from "./commerce-views.js";

/** Amounts of one page: its currency and locale. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

/** An amount of minor units in the page's currency. */
export const money = (minor: number, { currency, locale }: MoneyFormat): string =>
  formatMoney(minor, currency, locale);

/** The section every commerce page is: the site's spacing and a container. */
export function CommerceSection({
  name,
  isNarrow,
  children,
}: {
  name: string;
  isNarrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`sw-section sw-${name}`}>
      <div className={classNames("sw-container", isNarrow && "sw-narrow")}>{children}</div>
    </section>
  );
}

/** A banner: errors interrupt (role=alert), news waits its turn (role=status). */
export function Notice({ notice }: { notice: CommerceNotice | undefined }) {
  if (!notice) return null;
  return notice.tone === "error" ? (
    <p className="sw-alert sw-alert-error" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className="sw-alert" role="status">
      {notice.text}
    </p>
  );
}

/** A small product image, or a tile with its initials. */
export function Thumb({ src, name, locale }: { src: string | null; name: string; locale: string }) {
  return (
    <SafeImage
      className="sw-thumb"
      slot="thumb"
      src={src ?? undefined}
      alt=""
      monogramOf={name}
      locale={locale}
    />
  );
}

/**
 * Subtotal (when it differs from the total or anything is added), the discount, shipping and
 * tax (each when the order has it; an included tax under the total), refunds, and the total.
 */
export function Totals({
  subtotalMinor,
  totalMinor,
  refundedMinor = 0,
  discount,
  shipping,
  tax,
  format,
}: {
  subtotalMinor: number;
  totalMinor: number;
  refundedMinor?: number;
  format: MoneyFormat;
} & TotalsAdjustments) {
  const t = shopTexts(format.locale);
  const addedTax = tax && !tax.included ? tax : null;
  const includedTax = tax && tax.included && tax.amountMinor > 0 ? tax : null;
  const showSubtotal = subtotalMinor !== totalMinor || Boolean(discount || shipping || addedTax);
  return (
    <dl className="sw-totals">
      {showSubtotal ? (
        <div>
          <dt>{t("subtotal")}</dt>
          <dd>{money(subtotalMinor, format)}</dd>
        </div>
      ) : null}
      {discount ? (
        <div className="sw-discount">
          <dt>{discount.label}</dt>
          <dd>−{money(discount.amountMinor, format)}</dd>
        </div>
      ) : null}
      {shipping ? (
        <div>
          <dt>{shipping.label}</dt>
          <dd>{shipping.amountMinor === 0 ? t("free") : money(shipping.amountMinor, format)}</dd>
        </div>
      ) : null}
      {addedTax ? (
        <div>
          <dt>{addedTax.label}</dt>
          <dd>{money(addedTax.amountMinor, format)}</dd>
        </div>
      ) : null}
      <div className="sw-total">
        <dt>{t("total")}</dt>
        <dd>{money(totalMinor, format)}</dd>
      </div>
      {includedTax ? (
        <div className="sw-muted sw-small">
          <dt>{t("including", { tax: includedTax.label })}</dt>
          <dd>{money(includedTax.amountMinor, format)}</dd>
        </div>
      ) : null}
      {refundedMinor > 0 ? (
        <div>
          <dt>{t("refunded")}</dt>
          <dd>−{money(refundedMinor, format)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A compact list of lines: image, name, quantity and line total (checkout, order). */
export function LineSummary({
  lines,
  format,
}: {
  lines: readonly {
    name: string;
    variantTitle?: string | null | undefined;
    quantity: number;
    unitPriceMinor: number;
    totalMinor: number;
    image: string | null;
  }[];
  format: MoneyFormat;
}) {
  return (
    <ul className="sw-lines sw-lines-compact">
      {lines.map((line, i) => (
        <li className="sw-line" key={i}>
          <Thumb src={line.image} name={line.name} locale={format.locale} />
          <div>
            <p className="sw-line-name">{line.name}</p>
            {line.variantTitle ? <p className="sw-line-variant">{line.variantTitle}</p> : null}
            <p className="sw-muted">
              {line.quantity} × {money(line.unitPriceMinor, format)}
            </p>
          </div>
          <p className="sw-price">{money(line.totalMinor, format)}</p>
        </li>
      ))}
    </ul>
  );
}
