import {
  discountLabel,
  paymentMethodLabel,
  shippingLabel,
  type OrderDto,
  type OrderEmailKind,
} from "@shopwright/sdk";
import { formatMoney } from "@shopwright/site";
import { ExternalLink, Lock, Mail, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/Button";
import { formatDateTime } from "../../lib/format-date";
import { ProductImage } from "../products/ProductImage";
import { EMAIL_KIND_LABELS, ORDER_TEXT } from "./orders.texts";
import { PaymentStatusBadge, TestModeBadge } from "./OrderBadges";

/** A country's name in English ("GB" → "United Kingdom"); the code itself if unknown. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A titled white card of the order screen. */
function OrderCard({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The lines as ordered (price when ordered), then subtotal, total and what was refunded. */
export function OrderLinesCard({ order, locale }: { order: OrderDto; locale: string }) {
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  return (
    <OrderCard id="order-items" title={ORDER_TEXT.items}>
      <ul className="divide-y divide-slate-100" aria-label="Order lines">
        {order.lines.map((line, index) => (
          <li
            key={`${line.productId ?? "deleted"}-${index}`}
            className="flex items-center gap-3 px-5 py-3"
          >
            <ProductImage
              product={{ name: line.name, image: line.image, images: [] }}
              className="size-12 shrink-0 rounded-lg ring-1 ring-slate-200"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{line.name}</p>
              {line.variantTitle ? (
                <p className="truncate text-xs text-slate-600">
                  {line.variantTitle}
                  {line.sku ? ` · SKU ${line.sku}` : ""}
                </p>
              ) : null}
              <p className="text-xs text-slate-500 tabular-nums">
                {line.quantity} × {money(line.unitPriceMinor)}
              </p>
            </div>
            <p className="text-sm font-medium text-slate-900 tabular-nums">
              {money(line.totalMinor)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5 border-t border-slate-100 bg-slate-50/60 px-5 py-4 text-sm">
        <div className="flex justify-between gap-4 text-slate-600">
          <dt>{ORDER_TEXT.subtotal}</dt>
          <dd className="tabular-nums" data-testid="order-subtotal">
            {money(order.subtotalMinor)}
          </dd>
        </div>
        {order.discount && order.discountMinor > 0 && (
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>{discountLabel(order.discount)}</dt>
            <dd className="tabular-nums" data-testid="order-discount">
              −{money(order.discountMinor)}
            </dd>
          </div>
        )}
        {order.shippingName && (
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>{shippingLabel(order.shippingName)}</dt>
            <dd className="tabular-nums" data-testid="order-shipping">
              {order.shippingMinor === 0 ? ORDER_TEXT.free : money(order.shippingMinor)}
            </dd>
          </div>
        )}
        {order.taxMinor > 0 && !order.taxIncluded && (
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>{order.taxName ?? ORDER_TEXT.tax}</dt>
            <dd className="tabular-nums" data-testid="order-tax">
              {money(order.taxMinor)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 font-semibold text-slate-900">
          <dt>{ORDER_TEXT.total}</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {money(order.totalMinor)}
          </dd>
        </div>
        {order.taxMinor > 0 && order.taxIncluded && (
          <div className="flex justify-between gap-4 text-xs text-slate-500">
            <dt>Including {order.taxName ?? ORDER_TEXT.tax}</dt>
            <dd className="tabular-nums" data-testid="order-tax">
              {money(order.taxMinor)}
            </dd>
          </div>
        )}
        {order.refundedMinor > 0 && (
          <>
            <div className="flex justify-between gap-4 text-slate-600">
              <dt>{ORDER_TEXT.refunded}</dt>
              <dd className="tabular-nums" data-testid="order-refunded">
                −{money(order.refundedMinor)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-slate-900">
              <dt>{ORDER_TEXT.netTotal}</dt>
              <dd className="tabular-nums">{money(order.totalMinor - order.refundedMinor)}</dd>
            </div>
          </>
        )}
      </dl>
    </OrderCard>
  );
}

/** Who ordered, where it goes, the customer's status page, and the emails to send again. */
export function OrderCustomerCard({
  order,
  emails,
  pendingEmail,
  onResend,
}: {
  order: OrderDto;
  emails: OrderEmailKind[];
  pendingEmail: OrderEmailKind | null;
  onResend: (kind: OrderEmailKind) => void;
}) {
  const { address } = order;
  const addressLines = [
    address.line1,
    address.line2,
    [address.postalCode, address.city].filter(Boolean).join(" "),
    address.region,
    countryName(address.country),
  ].filter(Boolean);
  return (
    <OrderCard id="order-customer" title={ORDER_TEXT.customer}>
      <div className="space-y-4 px-5 py-4 text-sm">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{order.customerName}</p>
          <a
            href={`mailto:${order.email}`}
            className="inline-flex max-w-full items-center gap-1.5 text-brand-600 hover:underline"
          >
            <Mail className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{order.email}</span>
          </a>
        </div>
        <div>
          <h3 className="text-xs font-medium text-slate-500">{ORDER_TEXT.shippingAddress}</h3>
          <address className="mt-1 text-slate-700 not-italic">
            {addressLines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        {(order.carrier || order.trackingUrl) && (
          <p className="flex items-start gap-2 text-slate-700">
            <Truck className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
            <span className="min-w-0">
              {order.carrier}
              {order.trackingUrl && (
                <a
                  href={order.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block truncate text-brand-600 hover:underline"
                >
                  {order.trackingUrl}
                </a>
              )}
            </span>
          </p>
        )}
        {order.statusUrl && (
          <a
            href={order.statusUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-medium text-brand-600 hover:underline"
          >
            {ORDER_TEXT.statusPage}
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
      </div>
      {emails.length > 0 && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 px-5 py-3">
          {emails.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant="secondary"
              isLoading={pendingEmail === kind}
              disabled={pendingEmail !== null}
              onClick={() => onResend(kind)}
              icon={<Mail className="size-4" aria-hidden />}
            >
              {EMAIL_KIND_LABELS[kind]}
            </Button>
          ))}
        </div>
      )}
    </OrderCard>
  );
}

/** How it was paid, the provider's reference, and whether refunds are this role's to make. */
export function OrderPaymentCard({
  order,
  refundDenied,
}: {
  order: OrderDto;
  /** Shown when money is left to refund but this role may not. */
  refundDenied: string | null;
}) {
  return (
    <OrderCard
      id="order-payment"
      title={ORDER_TEXT.payment}
      aside={<PaymentStatusBadge status={order.paymentStatus} />}
    >
      <dl className="space-y-3 px-5 py-4 text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-500">{ORDER_TEXT.method}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2 text-slate-900">
            {paymentMethodLabel(order)}
            {order.testMode && <TestModeBadge />}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{ORDER_TEXT.reference}</dt>
          <dd className="mt-0.5 font-mono text-xs break-all text-slate-700">
            {order.paymentReference ?? (
              <span className="font-sans text-slate-400">{ORDER_TEXT.noReference}</span>
            )}
          </dd>
        </div>
        {order.paidAt && (
          <div>
            <dt className="text-xs font-medium text-slate-500">{ORDER_TEXT.paidAt}</dt>
            <dd className="mt-0.5 text-slate-700">{formatDateTime(order.paidAt)}</dd>
          </div>
        )}
      </dl>
      {order.testMode && (
        <p className="border-t border-slate-100 px-5 py-3 text-xs text-amber-800">
          {ORDER_TEXT.testModeNote}
        </p>
      )}
      {refundDenied && (
        <p
          id="refund-denied"
          className="flex items-center gap-2 border-t border-slate-100 px-5 py-3 text-xs text-slate-500"
        >
          <Lock className="size-3.5 shrink-0 text-slate-400" aria-hidden />
          {refundDenied}
        </p>
      )}
    </OrderCard>
  );
}

/** What happened to the order, newest first, and who did it. */
export function OrderTimeline({ order }: { order: OrderDto }) {
  const events = [...order.events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <OrderCard id="order-timeline" title={ORDER_TEXT.timeline}>
      {events.length === 0 ? (
        <p className="px-5 py-6 text-center text-sm text-slate-500">{ORDER_TEXT.noEvents}</p>
      ) : (
        <ol className="px-5 py-4" aria-label={ORDER_TEXT.timeline}>
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="relative flex gap-3 pb-5 last:pb-0">
              {index < events.length - 1 && (
                <span aria-hidden className="absolute top-3 left-[5px] h-full w-px bg-slate-200" />
              )}
              <span
                aria-hidden
                className={`relative mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-white ${
                  index === 0 ? "bg-brand-500" : "bg-slate-300"
                }`}
              />
              <div className="min-w-0">
                <p className="text-sm text-slate-900">{event.text}</p>
                <p className="mt-0.5 text-xs text-slate-500">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  {event.by && ` · ${ORDER_TEXT.by(event.by)}`}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </OrderCard>
  );
}
