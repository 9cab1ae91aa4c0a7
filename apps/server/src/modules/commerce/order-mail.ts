import { ORDER_STATUS_LABELS, paymentMethodLabel } from "@shopwright/sdk";
import { formatMoney, toHexColor } from "@shopwright/site";
import { escapeHtml, lineLabel, shopTexts, type ShopTexts } from "@shopwright/site/server";
import type { OrderLineRow, OrderRow } from "../../db/schema.js";
import type { MailMessage } from "../mail/mail-sender.js";
import { orderTotalsRows } from "./order-totals.js";
import { paymentMethodText } from "./shopper-texts.js";

/** The store an email speaks for: its name and brand colour. */
export interface MailStore {
  name: string;
  currency: string;
  locale: string;
  /** The theme's primary colour, when it is a safe CSS colour. */
  color: string | undefined;
}

type MailOrder = Pick<
  OrderRow,
  | "number"
  | "currency"
  | "subtotalMinor"
  | "discountMinor"
  | "discountCode"
  | "discountTitle"
  | "shippingMinor"
  | "shippingName"
  | "taxMinor"
  | "taxIncluded"
  | "taxName"
  | "totalMinor"
  | "email"
  | "customerName"
  | "address"
  | "paymentMethod"
  | "manualKind"
  | "paymentInstructions"
  | "carrier"
  | "trackingUrl"
  | "status"
>;

const DEFAULT_COLOR = "#4f46e5";

const money = (store: MailStore, order: MailOrder, minor: number) =>
  formatMoney(minor, order.currency, store.locale);

const addressLines = (order: MailOrder) =>
  [
    order.customerName,
    order.address.line1,
    order.address.line2,
    [order.address.postalCode, order.address.city].filter(Boolean).join(" "),
    order.address.region,
    order.address.country,
  ].filter((line) => line && line.trim());

/** The lines and totals, as text and as an html table, in `t`'s language. */
function summary(store: MailStore, order: MailOrder, lines: OrderLineRow[], t: ShopTexts) {
  const totals = orderTotalsRows(order, t).map((row) => ({
    label: row.label,
    amount:
      row.kind === "minus"
        ? `−${money(store, order, row.amountMinor)}`
        : row.isShipping && row.amountMinor === 0
          ? t("free")
          : money(store, order, row.amountMinor),
  }));
  const text = [
    ...lines.map((l) => `${l.quantity} × ${lineLabel(l)}  ${money(store, order, l.totalMinor)}`),
    ...totals.map((row) => `${row.label}: ${row.amount}`),
    `${t("total")}: ${money(store, order, order.totalMinor)}`,
  ];
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${l.quantity} × ${escapeHtml(lineLabel(l))}</td><td style="padding:6px 0;text-align:right">${escapeHtml(money(store, order, l.totalMinor))}</td></tr>`,
    )
    .join("");
  const totalRows = totals
    .map(
      (row) =>
        `<tr><td style="padding:4px 0;color:#475569">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right;color:#475569">${escapeHtml(row.amount)}</td></tr>`,
    )
    .join("");
  const html = `<table style="width:100%;border-collapse:collapse;font-size:14px">${rows}${totalRows}<tr><td style="padding:8px 0;border-top:1px solid #e2e8f0;font-weight:600">${escapeHtml(t("total"))}</td><td style="padding:8px 0;border-top:1px solid #e2e8f0;text-align:right;font-weight:600">${escapeHtml(money(store, order, order.totalMinor))}</td></tr></table>`;
  return { text, html };
}

/** The store's frame around an email's body: its name in its colour. */
function framed(store: MailStore, heading: string, body: string): string {
  const color = store.color ?? DEFAULT_COLOR;
  return `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:560px;margin:0 auto;color:#0f172a">
<div style="border-top:4px solid ${color};padding:20px 0 8px"><strong style="font-size:18px;color:${color}">${escapeHtml(store.name)}</strong></div>
<h1 style="font-size:20px;margin:12px 0">${escapeHtml(heading)}</h1>
${body}
</div>`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:8px 0">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** To the customer when the order is placed, in the store's language: what they bought, and how to pay or what next. */
export function confirmationMail(
  store: MailStore,
  order: MailOrder,
  lines: OrderLineRow[],
  statusUrl: string,
): MailMessage {
  const t = shopTexts(store.locale);
  const { text: summaryText, html: summaryHtml } = summary(store, order, lines, t);
  const method = paymentMethodText(order, t);
  const howToPay =
    order.paymentMethod === "manual"
      ? order.paymentInstructions?.trim() || t("mailStoreWillTell", { store: store.name })
      : order.status === "pending_payment"
        ? t("mailAwaitingPayment")
        : t("mailPaymentConfirmed");
  const number = String(order.number);
  const subject = t("mailConfirmedSubject", { number, store: store.name });
  const text = [
    t("mailThanksText", { name: order.customerName }),
    "",
    ...summaryText,
    "",
    t("mailPayment", { method }),
    howToPay,
    "",
    t("mailShipsToLine"),
    ...addressLines(order),
    "",
    t("mailOrderStatus", { url: statusUrl }),
  ].join("\n");
  const html = framed(
    store,
    t("mailThanksHeading", { number }),
    `<p style="margin:8px 0">${escapeHtml(t("mailReceived", { name: order.customerName }))}</p>
${summaryHtml}
<h2 style="font-size:15px;margin:20px 0 4px">${escapeHtml(t("mailPayment", { method }))}</h2>
${paragraphs(howToPay)}
<h2 style="font-size:15px;margin:20px 0 4px">${escapeHtml(t("mailShipsTo"))}</h2>
<p style="margin:8px 0">${addressLines(order).map(escapeHtml).join("<br>")}</p>
<p style="margin:20px 0"><a href="${escapeHtml(statusUrl)}" style="color:${store.color ?? DEFAULT_COLOR}">${escapeHtml(t("mailSeeStatus"))}</a></p>`,
  );
  return { to: order.email, subject, text, html, fromName: store.name };
}

/** To the store's team when an order comes in. */
export function newOrderMail(
  store: MailStore,
  order: MailOrder,
  lines: OrderLineRow[],
  to: string,
  adminUrl: string,
): MailMessage {
  // The store's team reads the admin's language, English.
  const { text: summaryText, html: summaryHtml } = summary(store, order, lines, shopTexts("en"));
  const subject = `New order #${order.number} – ${money(store, order, order.totalMinor)}`;
  const text = [
    `${order.customerName} <${order.email}> placed order #${order.number} on ${store.name}.`,
    "",
    ...summaryText,
    "",
    `Payment: ${paymentMethodLabel(order)} (${ORDER_STATUS_LABELS[order.status]})`,
    "",
    `Open the order: ${adminUrl}`,
  ].join("\n");
  const html = framed(
    store,
    `New order #${order.number}`,
    `<p style="margin:8px 0">${escapeHtml(order.customerName)} (${escapeHtml(order.email)}) placed an order.</p>
${summaryHtml}
<p style="margin:8px 0">Payment: ${escapeHtml(paymentMethodLabel(order))} · ${escapeHtml(ORDER_STATUS_LABELS[order.status])}</p>
<p style="margin:20px 0"><a href="${escapeHtml(adminUrl)}">Open the order</a></p>`,
  );
  return { to, subject, text, html, fromName: store.name };
}

/** To the customer when the order ships, in the store's language, with the tracking link when there is one. */
export function shippingMail(
  store: MailStore,
  order: MailOrder,
  lines: OrderLineRow[],
  statusUrl: string,
): MailMessage {
  const t = shopTexts(store.locale);
  const { text: summaryText, html: summaryHtml } = summary(store, order, lines, t);
  const tracking = order.trackingUrl
    ? order.carrier
      ? t("mailTrackWith", { carrier: order.carrier, url: order.trackingUrl })
      : t("mailTrack", { url: order.trackingUrl })
    : order.carrier
      ? t("mailCarrier", { carrier: order.carrier })
      : "";
  const number = String(order.number);
  const subject = t("mailShippedSubject", { number, store: store.name });
  const text = [
    t("mailShippedText", { name: order.customerName, number }),
    tracking,
    "",
    ...summaryText,
    "",
    t("mailOrderStatus", { url: statusUrl }),
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
  const trackingHtml = order.trackingUrl
    ? `<p style="margin:16px 0"><a href="${escapeHtml(order.trackingUrl)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:${store.color ?? DEFAULT_COLOR};color:#fff;text-decoration:none">${escapeHtml(t("mailTrackParcel"))}${order.carrier ? ` (${escapeHtml(order.carrier)})` : ""}</a></p>`
    : order.carrier
      ? `<p style="margin:8px 0">${escapeHtml(t("mailCarrier", { carrier: order.carrier }))}</p>`
      : "";
  const html = framed(
    store,
    t("mailShippedHeading", { number }),
    `<p style="margin:8px 0">${escapeHtml(t("mailShipped", { name: order.customerName }))}</p>
${trackingHtml}
${summaryHtml}
<p style="margin:20px 0"><a href="${escapeHtml(statusUrl)}">${escapeHtml(t("mailSeeStatus"))}</a></p>`,
  );
  return { to: order.email, subject, text, html, fromName: store.name };
}

/** The brand colour of a stored theme, when it is a safe CSS colour. */
export const mailColorOf = (theme: Record<string, unknown>): string | undefined => {
  return toHexColor(theme.primaryColor) ?? undefined;
};
