import type { OrderSummaryDto } from "@shopwright/sdk";
import { formatMoney } from "@shopwright/site";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "../../lib/format-date";
import { plural } from "../../lib/plural";
import { storePaths } from "../store/store-paths";
import { OrderStatusBadge, PaymentStatusBadge } from "./OrderBadges";
import { ORDERS_TEXT } from "./orders.texts";

const headCell = "px-4 py-3 font-medium";

/**
 * A page of orders: a table from the tablet width up, stacked cards on a phone. Every row
 * and card opens the order.
 */
export function OrderList({
  storeId,
  orders,
  locale,
}: {
  storeId: string;
  orders: OrderSummaryDto[];
  locale: string;
}) {
  const money = (order: OrderSummaryDto) => formatMoney(order.totalMinor, order.currency, locale);
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50/70 text-xs text-slate-500">
            <tr>
              <th scope="col" className={headCell}>
                {ORDERS_TEXT.columns.number}
              </th>
              <th scope="col" className={headCell}>
                {ORDERS_TEXT.columns.date}
              </th>
              <th scope="col" className={headCell}>
                {ORDERS_TEXT.columns.customer}
              </th>
              <th scope="col" className={headCell}>
                {ORDERS_TEXT.columns.payment}
              </th>
              <th scope="col" className={headCell}>
                {ORDERS_TEXT.columns.status}
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                {ORDERS_TEXT.columns.total}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {orders.map((order) => (
              <tr
                key={order._id}
                className="relative transition-colors focus-within:bg-slate-50 hover:bg-slate-50"
              >
                <td className="px-4 py-3">
                  {/* The link covers the row, so the whole row opens the order. */}
                  <Link
                    to={storePaths.order(storeId, order._id)}
                    className="font-semibold text-slate-900 tabular-nums after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    #{order.number}
                  </Link>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {formatDateTime(order.createdAt)}
                </td>
                <td className="max-w-64 px-4 py-3">
                  <p className="truncate font-medium text-slate-900">{order.customerName}</p>
                  <p className="truncate text-xs text-slate-500">{order.email}</p>
                </td>
                <td className="px-4 py-3">
                  <PaymentStatusBadge status={order.paymentStatus} />
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                  {money(order)}
                  <span className="block text-xs font-normal text-slate-500">
                    {plural(order.itemCount, "item")}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Order cards" className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order._id}>
            <Link
              to={storePaths.order(storeId, order._id)}
              className="block rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:ring-brand-200"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900 tabular-nums">#{order.number}</p>
                  <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(order.createdAt)}</p>
                </div>
                <div className="flex items-center gap-1 text-right">
                  <span className="font-semibold text-slate-900 tabular-nums">{money(order)}</span>
                  <ChevronRight className="size-4 text-slate-300" aria-hidden />
                </div>
              </div>
              <p className="mt-2 truncate text-sm text-slate-700">
                {order.customerName}
                <span className="text-slate-400"> · {plural(order.itemCount, "item")}</span>
              </p>
              <div className="mt-3 flex flex-wrap gap-1.5">
                <PaymentStatusBadge status={order.paymentStatus} />
                <OrderStatusBadge status={order.status} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The shape of the list while its first page loads. */
export function OrderListSkeleton() {
  return (
    <div
      role="status"
      aria-label={ORDERS_TEXT.loading}
      className="animate-pulse rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="h-11 rounded-t-xl border-b border-slate-200 bg-slate-50" />
      {[0, 1, 2, 3, 4].map((key) => (
        <div
          key={key}
          className="flex items-center gap-4 border-b border-slate-100 px-4 py-4 last:border-0"
        >
          <div className="h-3.5 w-12 rounded bg-slate-200" />
          <div className="hidden h-3 w-28 rounded bg-slate-100 sm:block" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
          </div>
          <div className="h-5 w-16 rounded-full bg-slate-100" />
          <div className="h-3.5 w-16 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
