import { Readable } from "node:stream";
import {
  ORDER_STATUS_LABELS,
  paymentMethodLabel,
  slugify,
  type CancelOrderBody,
  type ExportOrdersQuery,
  type FulfilOrderBody,
  type ListOrdersQuery,
  type OrderDto,
  type OrderListResult,
  type PaymentSettingsBody,
  type PaymentSettingsDto,
  type RefundOrderBody,
  type ResendOrderEmailBody,
} from "@shopwright/sdk";
import { fromMinor } from "@shopwright/site";
import { stringify } from "csv-stringify";
import type { z } from "zod";
import { escapeCell } from "../../csv/formula-cells.js";
import { AppError, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresService } from "../stores/stores.service.js";
import { paymentStatusOf, toOrderSummaryDto } from "./commerce.mapper.js";
import type { CommerceRepository } from "./commerce.repository.js";
import type { OrderNotices } from "./order-notices.js";
import type { OrderTransitions, Transition } from "./order-transitions.js";
import type { PaymentSettings } from "./payments/payment-settings.js";

const orderNotFound = () => notFound("order_not_found", "Order not found");

/** A store's orders and payment settings, for its team (the permission table decides who). */
export function createOrdersService(deps: {
  repository: CommerceRepository;
  stores: Pick<StoresService, "reachable" | "forStorefront">;
  transitions: OrderTransitions;
  notices: OrderNotices;
  payments: PaymentSettings;
}) {
  const { repository, stores, transitions, notices } = deps;

  async function changed(result: Transition): Promise<OrderDto> {
    await transitions.announce(result);
    return notices.dtoOf(result.order);
  }

  const by = (actor: Actor) => ({ userId: actor.userId });
  const checkedOrderId = (orderId: string) => {
    if (!isUuid(orderId)) throw orderNotFound();
    return orderId;
  };

  return {
    async list(
      actor: Actor,
      storeId: string,
      query: z.output<typeof ListOrdersQuery>,
    ): Promise<OrderListResult> {
      const store = await stores.reachable(actor, storeId, "store.orders");
      const { rows, total, counts } = await repository.listOrders(store.id, {
        q: query.q,
        status: query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        orders: rows.map(({ order, itemCount }) => toOrderSummaryDto(order, itemCount)),
        total,
        page: query.page,
        limit: query.limit,
        counts,
      };
    },

    async get(actor: Actor, storeId: string, orderId: string): Promise<OrderDto> {
      const store = await stores.reachable(actor, storeId, "store.orders");
      const order = await repository.findOrder(store.id, checkedOrderId(orderId));
      if (!order) throw orderNotFound();
      return notices.dtoOf(order);
    },

    async markPaid(actor: Actor, storeId: string, orderId: string) {
      const store = await stores.reachable(actor, storeId, "store.orders");
      return changed(await transitions.markPaid(by(actor), store.id, checkedOrderId(orderId)));
    },

    async fulfil(
      actor: Actor,
      storeId: string,
      orderId: string,
      body: z.output<typeof FulfilOrderBody>,
    ) {
      const store = await stores.reachable(actor, storeId, "store.orders");
      return changed(await transitions.fulfil(by(actor), store.id, checkedOrderId(orderId), body));
    },

    async cancel(
      actor: Actor,
      storeId: string,
      orderId: string,
      body: z.output<typeof CancelOrderBody>,
    ) {
      const store = await stores.reachable(actor, storeId, "store.orders");
      return changed(await transitions.cancel(by(actor), store.id, checkedOrderId(orderId), body));
    },

    async refund(
      actor: Actor,
      storeId: string,
      orderId: string,
      body: z.output<typeof RefundOrderBody>,
    ) {
      const store = await stores.reachable(actor, storeId, "store.refunds");
      return changed(await transitions.refund(by(actor), store.id, checkedOrderId(orderId), body));
    },

    /** Sends the confirmation, or a fulfilled order's shipping notice, again. */
    async resendEmail(
      actor: Actor,
      storeId: string,
      orderId: string,
      body: z.output<typeof ResendOrderEmailBody>,
    ) {
      const store = await stores.reachable(actor, storeId, "store.orders");
      const order = await repository.findOrder(store.id, checkedOrderId(orderId));
      if (!order) throw orderNotFound();
      if (body.kind === "shipping" && order.status !== "fulfilled") {
        throw new AppError(
          409,
          "invalid_order_transition",
          "Only a fulfilled order has a shipping notice",
        );
      }
      const selling = await stores.forStorefront(store.id);
      if (!selling) throw orderNotFound();
      const lines = await repository.linesOf(order.id);
      const delivery =
        body.kind === "shipping"
          ? await notices.shipping(selling, order, lines)
          : await notices.confirmation(selling, order, lines);
      if (!delivery) throw new AppError(502, "mail_failed", "The email could not be sent");
      return { delivery };
    },

    /** Every order (a row per line) as CSV, with a BOM so spreadsheets read accents right. */
    async exportCsv(
      actor: Actor,
      storeId: string,
      query: z.output<typeof ExportOrdersQuery>,
    ): Promise<{ filename: string; stream: Readable }> {
      const store = await stores.reachable(actor, storeId, "store.orders");
      const rows = await repository.exportRows(store.id, query.status);
      const amount = (minor: number, currency: string) => fromMinor(minor, currency);
      const records = [
        [
          "Order",
          "Date",
          "Status",
          "Payment",
          "Payment method",
          "Customer",
          "Email",
          "Address",
          "City",
          "Postal code",
          "Region",
          "Country",
          "Product",
          "Quantity",
          "Unit price",
          "Line total",
          "Order total",
          "Refunded",
          "Currency",
          "Carrier",
          "Tracking",
        ],
        ...rows.map(({ order, line }) => [
          `#${order.number}`,
          order.createdAt.toISOString(),
          ORDER_STATUS_LABELS[order.status],
          paymentStatusOf(order),
          paymentMethodLabel(order),
          order.customerName,
          order.email,
          [order.address.line1, order.address.line2].filter(Boolean).join(", "),
          order.address.city,
          order.address.postalCode,
          order.address.region,
          order.address.country,
          line.name,
          line.quantity,
          amount(line.unitPriceMinor, order.currency),
          amount(line.totalMinor, order.currency),
          amount(order.totalMinor, order.currency),
          amount(order.refundedMinor, order.currency),
          order.currency,
          order.carrier ?? "",
          order.trackingUrl ?? "",
        ]),
      ];
      const safe = records.map((record) =>
        record.map((cell) => (typeof cell === "string" ? escapeCell(cell) : cell)),
      );
      const stream = Readable.from(safe).pipe(stringify({ bom: true }));
      const name = slugify(store.storeName, 100);
      return { filename: `${name || "store"}-orders.csv`, stream };
    },

    async paymentSettings(actor: Actor, storeId: string): Promise<PaymentSettingsDto> {
      const store = await stores.reachable(actor, storeId, "store.payments");
      return deps.payments.read(store.id);
    },

    async updatePaymentSettings(
      actor: Actor,
      storeId: string,
      body: z.output<typeof PaymentSettingsBody>,
    ): Promise<PaymentSettingsDto> {
      const store = await stores.reachable(actor, storeId, "store.payments");
      return deps.payments.write(store.id, body);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
