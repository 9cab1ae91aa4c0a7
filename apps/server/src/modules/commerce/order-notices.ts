import type { OrderDto, WebhookEvent } from "@shopwright/sdk";
import type { FastifyBaseLogger } from "fastify";
import type { OrderLineRow, OrderRow } from "../../db/schema.js";
import type { MailDelivery, MailSender } from "../mail/mail-sender.js";
import type { StorefrontStore } from "../stores/stores.repository.js";
import { toOrderDto } from "./commerce.mapper.js";
import type { CommerceRepository } from "./commerce.repository.js";
import {
  confirmationMail,
  mailColorOf,
  newOrderMail,
  shippingMail,
  type MailStore,
} from "./order-mail.js";

/** The order events webhooks send. */
export type OrderEventType = Extract<WebhookEvent, `order.${string}`>;

/** Told about order changes after they are written (webhooks); never throws into a request. */
export interface OrderEventsHook {
  /** Whether an enabled endpoint of the store takes this event: most stores have none. */
  isListening(storeId: string, type: OrderEventType): Promise<boolean>;
  emit(storeId: string, type: OrderEventType, order: OrderDto): Promise<void>;
}

/** Where an order is seen: its customer's status page and the admin's detail page. */
export interface OrderAddresses {
  /** The published site's address by its host label (publishing's `siteUrlOf`). */
  siteUrlOf(slug: string): string;
  /** The admin's address (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * What follows an order's change, after its transaction: the emails (each one a line on the
 * timeline) and the webhook event. A mail that fails is logged and noted, never undoes the change.
 */
export function createOrderNotices(deps: {
  repository: CommerceRepository;
  mail: MailSender;
  events: OrderEventsHook | null;
  addresses: OrderAddresses;
  /** The live site's host label of a store, if it has one. */
  siteSlugOf(storeId: string): Promise<string | null>;
  log: FastifyBaseLogger;
}) {
  const { repository, addresses } = deps;

  const mailStoreOf = (store: StorefrontStore): MailStore => ({
    name: store.storeName,
    currency: store.currency,
    locale: store.locale,
    color: mailColorOf(store.theme),
  });

  async function statusUrlOf(
    order: Pick<OrderRow, "storeId" | "token">,
    /** The store's live host label, when the caller has read it already. */
    known?: StorefrontStore,
  ): Promise<string | null> {
    const slug = known ? known.siteSlug : await deps.siteSlugOf(order.storeId);
    return slug ? `${addresses.siteUrlOf(slug)}/orders/${order.token}` : null;
  }

  const adminUrlOf = (order: Pick<OrderRow, "storeId" | "id">) =>
    `${addresses.publicUrl}/dashboard/store/${order.storeId}/orders/${order.id}`;

  async function send(
    order: OrderRow,
    kind: string,
    message: Parameters<MailSender["send"]>[0],
    links: string[],
  ): Promise<MailDelivery | null> {
    try {
      const delivery = await deps.mail.send(message, links);
      await repository.addEvent(order.id, "email", `${kind} sent to ${message.to}`);
      return delivery;
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, `sending the ${kind} failed`);
      await repository.addEvent(
        order.id,
        "email_failed",
        `${kind} to ${message.to} could not be sent`,
      );
      return null;
    }
  }

  return {
    statusUrlOf,

    /** The order with its lines and timeline, as the admin's API answers it. */
    async dtoOf(order: OrderRow): Promise<OrderDto> {
      return toOrderDto(await repository.withParts(order), await statusUrlOf(order));
    },

    /** The confirmation to the customer. */
    async confirmation(store: StorefrontStore, order: OrderRow, lines: OrderLineRow[]) {
      const statusUrl = (await statusUrlOf(order)) ?? addresses.publicUrl;
      return send(
        order,
        "Order confirmation",
        confirmationMail(mailStoreOf(store), order, lines, statusUrl),
        [statusUrl],
      );
    },

    /** The new-order notice to each person of the store's team. */
    async newOrder(store: StorefrontStore, order: OrderRow, lines: OrderLineRow[]) {
      const adminUrl = adminUrlOf(order);
      for (const to of store.staffEmails) {
        try {
          await deps.mail.send(newOrderMail(mailStoreOf(store), order, lines, to, adminUrl), [
            adminUrl,
          ]);
        } catch (error) {
          deps.log.error({ err: error, orderId: order.id }, "sending the new-order notice failed");
        }
      }
    },

    /** The shipping notice to the customer, with the tracking link. */
    async shipping(store: StorefrontStore, order: OrderRow, lines: OrderLineRow[]) {
      const statusUrl = (await statusUrlOf(order)) ?? addresses.publicUrl;
      return send(
        order,
        "Shipping notice",
        shippingMail(mailStoreOf(store), order, lines, statusUrl),
        [statusUrl],
      );
    },

    /** The webhook event of a change. */
    async event(type: OrderEventType, order: OrderRow) {
      if (!deps.events) return;
      try {
        if (!(await deps.events.isListening(order.storeId, type))) return;
        await deps.events.emit(order.storeId, type, await this.dtoOf(order));
      } catch (error) {
        deps.log.error({ err: error, orderId: order.id, type }, "recording the order event failed");
      }
    },
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
