import { shopTexts } from "../../i18n/shop-texts.js";
import { Paragraphs } from "../../render/Paragraphs.js";
import { ButtonLink } from "../../render/ButtonLink.js";
import { safeUrl } from "../../safe/safe-url.js";
import type { OrderStatusView } from "./commerce-views.js";
import { CommerceSection, LineSummary, Notice, Totals } from "./CommerceParts.js";
import { countryName } from "./countries.js";

/** The day an order was placed, in the page's locale; nothing for a date it cannot read. */
function placedOn(iso: string, locale: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return date.toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" });
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/**
 * An order's page: thanks and the number, its status, what happens next (the owner's
 * instructions for a manual payment), tracking once shipped, the lines and totals and
 * where it ships.
 */
export function OrderStatusPage({ view }: { view: OrderStatusView }) {
  const format = { currency: view.currency, locale: view.locale };
  const date = placedOn(view.createdAt, view.locale);
  const t = shopTexts(view.locale);
  const { address, tracking } = view;
  const trackingUrl = tracking?.url ? safeUrl(tracking.url) : undefined;
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(" ");
  return (
    <CommerceSection name="order" isNarrow>
      <Notice notice={view.notice} />
      <div className="sw-head sw-align-center">
        <h1 className="sw-title">{t("thanksOrder", { number: String(view.number) })}</h1>
        {date ? <p className="sw-lead">{t("placedOn", { date })}</p> : null}
      </div>
      <dl className="sw-order-facts">
        <div>
          <dt>{t("orderStatus")}</dt>
          <dd>{view.statusLabel}</dd>
        </div>
        <div>
          <dt>{t("payment")}</dt>
          <dd>{view.paymentLabel}</dd>
        </div>
      </dl>
      {view.instructions ? (
        <div className="sw-card sw-pad">
          <h2 className="sw-card-title">{t("whatHappensNext")}</h2>
          <Paragraphs text={view.instructions} className="sw-prose" />
        </div>
      ) : null}
      {tracking && (tracking.carrier || trackingUrl) ? (
        <div className="sw-card sw-pad">
          <h2 className="sw-card-title">{t("onItsWay")}</h2>
          {tracking.carrier ? <p>{t("shippedWith", { carrier: tracking.carrier })}</p> : null}
          {trackingUrl ? (
            <p>
              <a href={trackingUrl} rel="noopener noreferrer" target="_blank">
                {t("trackPackage")}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="sw-card sw-pad">
        <h2 className="sw-card-title">{t("items")}</h2>
        <LineSummary lines={view.lines} format={format} />
        <Totals
          subtotalMinor={view.subtotalMinor}
          totalMinor={view.totalMinor}
          refundedMinor={view.refundedMinor}
          discount={view.discount}
          shipping={view.shipping}
          tax={view.tax}
          format={format}
        />
      </div>
      <div className="sw-card sw-pad">
        <h2 className="sw-card-title">{t("shipTo")}</h2>
        <address className="sw-address">
          {view.customerName}
          <br />
          {address.line1}
          {address.line2 ? (
            <>
              <br />
              {address.line2}
            </>
          ) : null}
          <br />
          {cityLine}
          {address.region ? (
            <>
              <br />
              {address.region}
            </>
          ) : null}
          <br />
          {countryName(address.country, view.locale)}
        </address>
        <dl className="sw-order-facts">
          <div>
            <dt>{t("contact")}</dt>
            <dd>{view.email}</dd>
          </div>
          <div>
            <dt>{t("paymentMethod")}</dt>
            <dd>{view.paymentMethodLabel}</dd>
          </div>
        </dl>
      </div>
      <div className="sw-actions sw-align-center">
        <ButtonLink href={view.shopHref}>{t("continueShopping")}</ButtonLink>
      </div>
    </CommerceSection>
  );
}
