import { and, asc, count, desc, eq, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { OrderStatus } from "@shopwright/sdk";
import type { Db } from "../../db/client.js";
import {
  cartLines,
  carts,
  orderCounters,
  orderEvents,
  orderLines,
  orders,
  paymentEvents,
  paymentSettings,
  users,
  type OrderAddress,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
  type PaymentSettingsRow,
} from "../../db/schema.js";
import type { ItemRef, StockLine } from "../products/products.stock.js";

/** The first order number of a store; each next one is one more. */
export const FIRST_ORDER_NUMBER = 1001;

/** An order as it is written at checkout, before its number. */
export interface NewOrder {
  storeId: string;
  token: string;
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  discountCode: string | null;
  discountTitle: string | null;
  shippingMinor: number;
  shippingName: string | null;
  taxMinor: number;
  taxIncluded: boolean;
  taxName: string | null;
  totalMinor: number;
  email: string;
  customerName: string;
  address: OrderAddress;
  paymentMethod: OrderRow["paymentMethod"];
  manualKind: string | null;
  paymentInstructions: string | null;
  testMode: boolean;
  lines: Omit<OrderLineRow, "id" | "orderId">[];
}

/** An order with its lines and timeline (the timeline's authors by name). */
export interface OrderWithParts {
  order: OrderRow;
  lines: OrderLineRow[];
  events: (OrderEventRow & { actorName: string | null })[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SQL of carts, orders and payment settings. Store scoping is the caller's: the admin's
 * service has reached the store through the stores service; a visitor's cart names its
 * store by the site's host, and every query here also filters by that store id.
 */
/** The cart line of one item. */
const isLine = (item: ItemRef) =>
  and(eq(cartLines.productId, item.productId), eq(cartLines.variantId, item.variantId));

export function createCommerceRepository(db: Db) {
  return {
    /** The transaction an order is placed or changed in (stock moves inside it too). */
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** Deletes carts untouched since `before` (their lines go with them); answers how many. */
    async sweepCarts(before: Date): Promise<number> {
      const rows = await db
        .delete(carts)
        .where(lt(carts.updatedAt, before))
        .returning({ id: carts.id });
      return rows.length;
    },

    async createCart(storeId: string, token: string): Promise<{ id: string }> {
      const [row] = await db.insert(carts).values({ storeId, token }).returning({ id: carts.id });
      return row!;
    },

    async findCart(
      storeId: string,
      token: string,
    ): Promise<{ id: string; discountCode: string | null } | null> {
      const [row] = await db
        .select({ id: carts.id, discountCode: carts.discountCode })
        .from(carts)
        .where(and(eq(carts.token, token), eq(carts.storeId, storeId)))
        .limit(1);
      return row ?? null;
    },

    async cartLines(cartId: string, tx: Db = db): Promise<StockLine[]> {
      return tx
        .select({
          productId: cartLines.productId,
          variantId: cartLines.variantId,
          quantity: cartLines.quantity,
        })
        .from(cartLines)
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.variantId));
    },

    /** Adds units to a line (making it when new), capped at `max` units. */
    async addToLine(cartId: string, item: ItemRef, quantity: number, max: number) {
      await db
        .insert(cartLines)
        .values({ cartId, ...item, quantity: Math.min(quantity, max) })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId, cartLines.variantId],
          set: { quantity: sql`least(${cartLines.quantity} + ${quantity}, ${max})` },
        });
      await db
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    /** Sets a line's quantity; 0 removes it. */
    async setLine(cartId: string, item: ItemRef, quantity: number) {
      if (quantity === 0) {
        await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), isLine(item)));
      } else {
        await db
          .insert(cartLines)
          .values({ cartId, ...item, quantity })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.productId, cartLines.variantId],
            set: { quantity },
          });
      }
      await db
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    /** The code the shopper applied to the cart (upper case), or null to take it off. */
    async setDiscountCode(cartId: string, code: string | null) {
      await db
        .update(carts)
        .set({ discountCode: code, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    async removeLines(cartId: string, items: readonly ItemRef[], tx: Db = db) {
      if (items.length === 0) return;
      await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), or(...items.map(isLine))));
    },

    async emptyCart(cartId: string, tx: Db) {
      await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    },

    /** Writes an order, its lines and its first event, numbered after the store's last. */
    async insertOrder(tx: Db, values: NewOrder, eventText: string): Promise<OrderRow> {
      const [counter] = await tx
        .insert(orderCounters)
        .values({ storeId: values.storeId, lastNumber: FIRST_ORDER_NUMBER })
        .onConflictDoUpdate({
          target: orderCounters.storeId,
          set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
        })
        .returning({ number: orderCounters.lastNumber });
      const { lines, ...order } = values;
      const [row] = await tx
        .insert(orders)
        .values({ ...order, number: counter!.number })
        .returning();
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
      await tx.insert(orderEvents).values({ orderId: row!.id, type: "created", text: eventText });
      return row!;
    },

    async findOrder(storeId: string, orderId: string, tx: Db = db): Promise<OrderRow | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
        .limit(1);
      return row ?? null;
    },

    /** The order, locked until the caller's transaction ends: every change reads it so. */
    async lockOrder(tx: Db, storeId: string, orderId: string): Promise<OrderRow | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
        .for("update")
        .limit(1);
      return row ?? null;
    },

    async findOrderByToken(storeId: string, token: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.token, token), eq(orders.storeId, storeId)))
        .limit(1);
      return row ?? null;
    },

    async findOrderByReference(storeId: string, reference: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.paymentReference, reference), eq(orders.storeId, storeId)))
        .for("update")
        .limit(1);
      return row ?? null;
    },

    async linesOf(orderId: string, tx: Db = db): Promise<OrderLineRow[]> {
      return tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },

    async withParts(order: OrderRow): Promise<OrderWithParts> {
      const [lines, events] = await Promise.all([
        this.linesOf(order.id),
        db
          .select({ event: orderEvents, actorName: users.name })
          .from(orderEvents)
          .leftJoin(users, eq(users.id, orderEvents.actorId))
          .where(eq(orderEvents.orderId, order.id))
          .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id)),
      ]);
      return {
        order,
        lines,
        events: events.map(({ event, actorName }) => ({ ...event, actorName })),
      };
    },

    /** Changes an order and records what happened, in the caller's transaction. */
    async updateOrder(
      tx: Db,
      orderId: string,
      patch: Partial<Omit<OrderRow, "id" | "storeId" | "number" | "token" | "createdAt">>,
      event: { type: string; text: string; actorId?: string | null } | null,
    ): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
        .returning();
      if (event) {
        await tx.insert(orderEvents).values({
          orderId,
          type: event.type,
          text: event.text,
          actorId: event.actorId ?? null,
        });
      }
      return row!;
    },

    async addEvent(orderId: string, type: string, text: string, actorId: string | null = null) {
      await db.insert(orderEvents).values({ orderId, type, text, actorId });
    },

    async listOrders(
      storeId: string,
      filter: {
        q?: string | undefined;
        status?: OrderStatus | undefined;
        limit: number;
        offset: number;
      },
    ) {
      const conditions: (SQL | undefined)[] = [eq(orders.storeId, storeId)];
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      const q = filter.q?.replace(/^#/, "").trim();
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        conditions.push(
          or(
            /^\d{1,9}$/.test(q) ? eq(orders.number, Number(q)) : undefined,
            ilike(orders.customerName, pattern),
            ilike(orders.email, pattern),
          ),
        );
      }
      const where = and(...conditions);
      // Qualified by hand: in a one-table select drizzle writes columns bare, and a bare "id"
      // inside the subquery would name the line's own id.
      const itemCount =
        sql<number>`(select coalesce(sum("ol"."quantity"), 0) from ${orderLines} as "ol" where "ol"."order_id" = "orders"."id")`.mapWith(
          Number,
        );
      const [rows, [totals], byStatus] = await Promise.all([
        db
          .select({ order: orders, itemCount })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.number))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(orders).where(where),
        db
          .select({ status: orders.status, total: count() })
          .from(orders)
          .where(eq(orders.storeId, storeId))
          .groupBy(orders.status),
      ]);
      return {
        rows,
        total: totals?.total ?? 0,
        counts: Object.fromEntries(byStatus.map((row) => [row.status, row.total])),
      };
    },

    /** Every order of the store with its lines, oldest first (the CSV export). */
    async exportRows(storeId: string, status: OrderStatus | undefined) {
      return db
        .select({ order: orders, line: orderLines })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orders.storeId, storeId), status ? eq(orders.status, status) : undefined))
        .orderBy(asc(orders.number), asc(orderLines.position));
    },

    /**
     * Records a provider's event id; false when it was recorded before (a replay), in which
     * case the caller changes nothing.
     */
    async firstSeen(tx: Db, provider: string, eventId: string, orderId: string | null) {
      const rows = await tx
        .insert(paymentEvents)
        .values({ provider, eventId, orderId })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },

    async paymentSettings(storeId: string): Promise<PaymentSettingsRow | null> {
      const [row] = await db
        .select()
        .from(paymentSettings)
        .where(eq(paymentSettings.storeId, storeId))
        .limit(1);
      return row ?? null;
    },

    async savePaymentSettings(
      storeId: string,
      values: Omit<PaymentSettingsRow, "storeId" | "createdAt" | "updatedAt">,
    ): Promise<PaymentSettingsRow> {
      const [row] = await db
        .insert(paymentSettings)
        .values({ storeId, ...values })
        .onConflictDoUpdate({
          target: paymentSettings.storeId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },
  };
}

export type CommerceRepository = ReturnType<typeof createCommerceRepository>;
