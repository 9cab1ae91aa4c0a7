import {
  COMMERCE_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type CancelOrderBody,
  type FulfilOrderBody,
  type PaymentMethod,
  type RefundOrderBody,
} from "@shopwright/sdk";
import { formatMoney } from "@shopwright/site";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { OrderRow } from "../../db/schema.js";
import { AppError, badRequest, conflict, notFound } from "../../http/app-error.js";
import type { ProductsService } from "../products/products.service.js";
import type { StoresService } from "../stores/stores.service.js";
import type { CommerceRepository } from "./commerce.repository.js";
import type { OrderEventType, OrderNotices } from "./order-notices.js";
import type { PaymentSettings } from "./payments/payment-settings.js";
import { PaymentProviderError, type PaymentEvent } from "./payments/provider.js";

/** Who changed an order: a team member (named on the timeline), or the system. */
export interface ChangedBy {
  userId: string;
}

/** What is told after a change is written: mails, the webhook event, the site's stock. */
interface Effects {
  events: OrderEventType[];
  confirmation?: boolean;
  newOrder?: boolean;
  shipping?: boolean;
  /** A product sold out or came back: the live site re-renders. */
  stockMoved?: boolean;
}

export interface Transition {
  order: OrderRow;
  effects: Effects;
}

const orderNotFound = () => notFound("order_not_found", COMMERCE_MESSAGES.orderNotFound);
const invalid = () => conflict("invalid_order_transition", COMMERCE_MESSAGES.invalidTransition);

/**
 * The order's state machine: pending payment → paid → fulfilled, or cancelled; refunds in
 * part or whole. Each change locks the order's row in a transaction, checks the move is
 * allowed from the state it finds, writes it with its timeline line and moves stock in the
 * same transaction. What follows (mails, webhooks, re-rendering the site) is `announce`d
 * after the commit.
 */
export function createOrderTransitions(deps: {
  repository: CommerceRepository;
  stock: ProductsService["stock"];
  stores: Pick<StoresService, "forStorefront">;
  notices: OrderNotices;
  payments: PaymentSettings;
  log: FastifyBaseLogger;
}) {
  const { repository, stock, notices } = deps;

  /** Runs a change on the locked order; 404 when it is not the store's. */
  async function change(
    storeId: string,
    orderId: string,
    work: (tx: Db, order: OrderRow) => Promise<Transition>,
  ): Promise<Transition> {
    return repository.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, storeId, orderId);
      if (!order) throw orderNotFound();
      return work(tx, order);
    });
  }

  /** Gives the order's units back when it holds them; says whether a product came back. */
  async function restock(tx: Db, order: OrderRow): Promise<boolean> {
    if (!order.holdsStock) return false;
    const lines = await repository.linesOf(order.id, tx);
    const before = await stock.restore(
      tx,
      order.storeId,
      lines.flatMap((l) =>
        l.productId
          ? [{ productId: l.productId, variantId: l.variantId ?? "", quantity: l.quantity }]
          : [],
      ),
    );
    return [...before.values()].some((left) => left === 0);
  }

  const money = (order: OrderRow, minor: number) => formatMoney(minor, order.currency);

  return {
    /** After a transition's commit: the mails, the webhook event and the site's stock. */
    async announce({ order, effects }: Transition): Promise<void> {
      if (effects.stockMoved) stock.settled(order.storeId, true);
      if (effects.confirmation || effects.newOrder || effects.shipping) {
        const store = await deps.stores.forStorefront(order.storeId);
        const lines = await repository.linesOf(order.id);
        if (store && effects.confirmation) await notices.confirmation(store, order, lines);
        if (store && effects.newOrder) await notices.newOrder(store, order, lines);
        if (store && effects.shipping) await notices.shipping(store, order, lines);
      }
      for (const type of effects.events) await notices.event(type, order);
    },

    /** A hosted payment was started: the provider's reference is kept to match its events. */
    async startedPayment(order: OrderRow, reference: string): Promise<OrderRow> {
      return repository.transaction((tx) =>
        repository.updateOrder(
          tx,
          order.id,
          { paymentReference: reference },
          {
            type: "payment_started",
            text: `Payment started with ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
          },
        ),
      );
    },

    /** The payment could not even start: the order is cancelled and its units go back. */
    async abandon(order: OrderRow, reason: string): Promise<void> {
      const result = await change(order.storeId, order.id, async (tx, locked) => {
        const back = await restock(tx, locked);
        const row = await repository.updateOrder(
          tx,
          locked.id,
          { status: "cancelled", cancelledAt: new Date(), holdsStock: false },
          { type: "cancelled", text: reason },
        );
        return { order: row, effects: { events: [], stockMoved: back } };
      });
      await this.announce(result);
    },

    /**
     * A provider's verified event, applied once: its id is recorded in the same transaction,
     * so a replay finds it and changes nothing. Null when there is nothing to announce.
     */
    async fromProvider(
      storeId: string,
      method: PaymentMethod,
      event: Exclude<PaymentEvent, { kind: "ignored" }>,
    ): Promise<Transition | null> {
      return repository.transaction(async (tx) => {
        const order = await repository.findOrderByReference(storeId, event.reference, tx);
        if (!(await repository.firstSeen(tx, method, event.eventId, order?.id ?? null))) {
          return null;
        }
        if (!order || order.paymentMethod !== method) return null;
        if (event.kind === "expired") {
          if (order.status !== "pending_payment" || order.paidAt) return null;
          const back = await restock(tx, order);
          const row = await repository.updateOrder(
            tx,
            order.id,
            { status: "cancelled", cancelledAt: new Date(), holdsStock: false },
            { type: "cancelled", text: "The payment page expired before the customer paid" },
          );
          return { order: row, effects: { events: ["order.cancelled"], stockMoved: back } };
        }
        if (order.paidAt) return null;
        const label = PAYMENT_METHOD_LABELS[method];
        if (
          event.currency.toUpperCase() !== order.currency ||
          event.amountMinor < order.totalMinor
        ) {
          await repository.addEvent(
            order.id,
            "payment_mismatch",
            `${label} reported ${formatMoney(event.amountMinor, event.currency)}, not the order's ${money(order, order.totalMinor)}: check it in ${label}`,
          );
          return null;
        }
        const row = await repository.updateOrder(
          tx,
          order.id,
          {
            paidAt: new Date(),
            paymentCapture: event.capture,
            status: order.status === "pending_payment" ? "paid" : order.status,
          },
          {
            type: "paid",
            text:
              order.status === "cancelled"
                ? `${label} payment of ${money(order, event.amountMinor)} received after the order was cancelled: refund it or fulfil the order`
                : `${label} payment of ${money(order, event.amountMinor)} received`,
          },
        );
        return {
          order: row,
          effects: { events: ["order.paid"], confirmation: true, newOrder: true },
        };
      });
    },

    /** A manual payment received (or any payment the owner saw arrive). */
    async markPaid(by: ChangedBy, storeId: string, orderId: string): Promise<Transition> {
      return change(storeId, orderId, async (tx, order) => {
        if (order.paidAt || order.status === "cancelled") throw invalid();
        const row = await repository.updateOrder(
          tx,
          order.id,
          {
            paidAt: new Date(),
            status: order.status === "pending_payment" ? "paid" : order.status,
          },
          { type: "paid", text: "Marked as paid", actorId: by.userId },
        );
        return { order: row, effects: { events: ["order.paid"] } };
      });
    },

    /** Paid → fulfilled (cash on delivery ships before it is paid). */
    async fulfil(
      by: ChangedBy,
      storeId: string,
      orderId: string,
      body: z.output<typeof FulfilOrderBody>,
    ): Promise<Transition> {
      return change(storeId, orderId, async (tx, order) => {
        const payOnDelivery =
          order.status === "pending_payment" &&
          order.paymentMethod === "manual" &&
          order.manualKind === "cash_on_delivery";
        if (order.status !== "paid" && !payOnDelivery) throw invalid();
        const tracking = body.trackingUrl
          ? ` with tracking ${body.carrier ? `(${body.carrier}) ` : ""}${body.trackingUrl}`
          : body.carrier
            ? ` with ${body.carrier}`
            : "";
        const row = await repository.updateOrder(
          tx,
          order.id,
          {
            status: "fulfilled",
            fulfilledAt: new Date(),
            carrier: body.carrier || null,
            trackingUrl: body.trackingUrl || null,
          },
          { type: "fulfilled", text: `Fulfilled${tracking}`, actorId: by.userId },
        );
        return {
          order: row,
          effects: { events: ["order.fulfilled"], shipping: body.notifyCustomer },
        };
      });
    },

    /** An order not yet fulfilled is cancelled; its units go back unless told otherwise. */
    async cancel(
      by: ChangedBy,
      storeId: string,
      orderId: string,
      body: z.output<typeof CancelOrderBody>,
    ): Promise<Transition> {
      return change(storeId, orderId, async (tx, order) => {
        if (order.status !== "pending_payment" && order.status !== "paid") throw invalid();
        const back = body.restock ? await restock(tx, order) : false;
        const row = await repository.updateOrder(
          tx,
          order.id,
          {
            status: "cancelled",
            cancelledAt: new Date(),
            holdsStock: body.restock ? false : order.holdsStock,
          },
          {
            type: "cancelled",
            text:
              body.restock && order.holdsStock ? "Cancelled; items put back in stock" : "Cancelled",
            actorId: by.userId,
          },
        );
        return { order: row, effects: { events: ["order.cancelled"], stockMoved: back } };
      });
    },

    /**
     * Refunds all that is left, or part of it: through the provider for Stripe and PayPal,
     * recorded for a manual payment. A full refund puts the units back unless told otherwise,
     * and cancels an order that was not fulfilled.
     */
    async refund(
      by: ChangedBy,
      storeId: string,
      orderId: string,
      body: z.output<typeof RefundOrderBody>,
    ): Promise<Transition> {
      const order = await repository.findOrder(storeId, orderId);
      if (!order) throw orderNotFound();
      const left = order.totalMinor - order.refundedMinor;
      if (!order.paidAt || left <= 0) throw invalid();
      const amount = body.amountMinor ?? left;
      if (amount > left) throw badRequest(COMMERCE_MESSAGES.refundTooLarge, "refund_too_large");

      let refundId: string | null = null;
      if (order.paymentMethod !== "manual") {
        const provider = await deps.payments.providerOf(storeId, order.paymentMethod);
        if (!provider || !order.paymentCapture) {
          throw new AppError(502, "payment_failed", COMMERCE_MESSAGES.paymentUnavailable);
        }
        try {
          refundId = await provider.refund(order.paymentCapture, amount, order.currency);
        } catch (error) {
          deps.log.error({ err: error, orderId }, "a refund failed at the provider");
          if (error instanceof PaymentProviderError) {
            throw new AppError(502, "payment_failed", `The refund failed: ${error.message}`);
          }
          throw error;
        }
      }

      return change(storeId, orderId, async (tx, locked) => {
        const refundedMinor = locked.refundedMinor + amount;
        if (refundedMinor > locked.totalMinor) {
          throw badRequest(COMMERCE_MESSAGES.refundTooLarge, "refund_too_large");
        }
        const isFull = refundedMinor === locked.totalMinor;
        const back = isFull && body.restock ? await restock(tx, locked) : false;
        const cancels = isFull && (locked.status === "paid" || locked.status === "pending_payment");
        const row = await repository.updateOrder(
          tx,
          locked.id,
          {
            refundedMinor,
            holdsStock: isFull && body.restock ? false : locked.holdsStock,
            ...(cancels ? { status: "cancelled" as const, cancelledAt: new Date() } : {}),
          },
          {
            type: "refunded",
            text: `Refunded ${money(locked, amount)}${refundId ? ` (${refundId})` : ""}${
              back ? "; items put back in stock" : ""
            }`,
            actorId: by.userId,
          },
        );
        return {
          order: row,
          effects: {
            events: cancels ? ["order.refunded", "order.cancelled"] : ["order.refunded"],
            stockMoved: back,
          },
        };
      });
    },
  };
}

export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
