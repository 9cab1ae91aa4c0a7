import {
  ORDER_STATUS_LABELS,
  paymentMethodLabel,
  PAYMENT_STATUS_LABELS,
  formatMoney,
  type OrderStatus,
} from "@shopwright/sdk";

import { CliError, EXIT_CODES } from "../cli-error.js";
import type { CommandContext } from "../command-context.js";
import { formatTable } from "../output.js";
import { requireSession } from "../session.js";
import { storeTarget } from "../store-target.js";

export interface ListOrdersOptions {
  store?: string;
  status?: string;
  search?: string;
  page?: string;
  limit?: string;
}

const whole = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined) return fallback;
  if (!/^[1-9]\d{0,5}$/.test(value)) {
    throw new CliError(`--${name} must be a whole number of 1 or more`, EXIT_CODES.usage);
  }
  return Number(value);
};

/** `shopwright orders list`: the store's orders, newest first. */
export async function listOrders(ctx: CommandContext, options: ListOrdersOptions): Promise<void> {
  const session = await requireSession(ctx.env);
  ctx.serverUrl = session.url;
  const { storeId } = await storeTarget(ctx.cwd, options.store);
  const result = await session.client.orders.list(storeId, {
    status: options.status as OrderStatus | undefined,
    q: options.search,
    page: whole(options.page, "page", 1),
    limit: whole(options.limit, "limit", 25),
  });
  const { output } = ctx;
  output.result(result, () => {
    if (result.orders.length === 0) {
      return options.status || options.search ? "No orders match." : "No orders yet.";
    }
    const from = (result.page - 1) * result.limit + 1;
    return [
      ...formatTable(
        [
          ["ORDER", "DATE", "CUSTOMER", "STATUS", "PAYMENT", "ITEMS", "TOTAL"],
          ...result.orders.map((order) => [
            `#${order.number}`,
            order.createdAt.slice(0, 10),
            order.customerName,
            ORDER_STATUS_LABELS[order.status],
            PAYMENT_STATUS_LABELS[order.paymentStatus],
            String(order.itemCount),
            formatMoney(order.totalMinor, order.currency),
          ]),
        ],
        output.bold,
      ),
      output.dim(`${from}–${from + result.orders.length - 1} of ${result.total}`),
    ];
  });
}

/** `shopwright orders show <order>`: one order by its number (#1001) or id. */
export async function showOrder(
  ctx: CommandContext,
  ref: string,
  options: { store?: string },
): Promise<void> {
  const session = await requireSession(ctx.env);
  ctx.serverUrl = session.url;
  const { storeId } = await storeTarget(ctx.cwd, options.store);
  const number = /^#?(\d{1,9})$/.exec(ref)?.[1];
  let orderId = ref;
  if (number) {
    const found = await session.client.orders.list(storeId, { q: number, limit: 100 });
    const match = found.orders.find((order) => order.number === Number(number));
    if (!match) throw new CliError(`No order #${number} in this store`, EXIT_CODES.failed);
    orderId = match._id;
  }
  const order = await session.client.orders.get(storeId, orderId);
  const { output } = ctx;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const a = order.address;
  output.result({ order }, () => [
    `${output.bold(`Order #${order.number}`)}  ${ORDER_STATUS_LABELS[order.status]} · ${PAYMENT_STATUS_LABELS[order.paymentStatus]}${order.testMode ? " · test mode" : ""}`,
    `  placed ${order.createdAt.slice(0, 16).replace("T", " ")} by ${order.customerName} <${order.email}>`,
    "",
    ...formatTable(
      [
        ["ITEM", "QTY", "PRICE", "TOTAL"],
        ...order.lines.map((line) => [
          line.name,
          String(line.quantity),
          money(line.unitPriceMinor),
          money(line.totalMinor),
        ]),
      ],
      output.bold,
    ),
    `  Total ${money(order.totalMinor)}${order.refundedMinor ? `, refunded ${money(order.refundedMinor)}` : ""}`,
    "",
    `Ships to: ${[a.line1, a.line2, `${a.postalCode} ${a.city}`, a.region, a.country].filter((p) => p && p.trim()).join(", ")}`,
    `Payment: ${paymentMethodLabel(order)}${order.paymentReference ? ` (${order.paymentReference})` : ""}`,
    ...(order.trackingUrl
      ? [`Tracking: ${order.carrier ? `${order.carrier} ` : ""}${order.trackingUrl}`]
      : []),
    "",
    output.bold("Timeline"),
    ...order.events.map(
      (event) =>
        `  ${event.at.slice(0, 16).replace("T", " ")}  ${event.text}${event.by ? output.dim(` (${event.by})`) : ""}`,
    ),
  ]);
}
