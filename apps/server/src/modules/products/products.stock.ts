import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { products, stores, type ProductRow } from "../../db/schema.js";

/** Units of one product an order takes or gives back. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** A product of a published storefront, as a cart or a checkout prices it. */
export type SellableProduct = Pick<
  ProductRow,
  "id" | "name" | "priceMinor" | "stock" | "images" | "status"
>;

/**
 * Stock as orders move it: SQL that runs inside the caller's transaction (the order's), so
 * units are taken in the same transaction that writes the order, never apart from it.
 * Rows are locked in product id order, so two checkouts of the same products wait for each
 * other rather than deadlock.
 */
export function createStockRepository(db: Db) {
  return {
    /** The store's published products among these ids (in the caller's transaction, if given). */
    async sellable(storeId: string, ids: string[], tx: Db = db): Promise<SellableProduct[]> {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: products.id,
          name: products.name,
          priceMinor: products.priceMinor,
          stock: products.stock,
          images: products.images,
          status: products.status,
        })
        .from(products)
        .where(
          and(
            eq(products.storeId, storeId),
            inArray(products.id, ids),
            eq(products.status, "published"),
          ),
        );
    },

    /**
     * The store's currency, read in the caller's transaction and held (FOR SHARE) until it
     * ends: prices are minor units of it, so an order is priced in the currency its prices
     * are in even while the owner changes it (that change rescales the prices under a lock).
     */
    async currencyOf(tx: Db, storeId: string): Promise<string | null> {
      const [store] = await tx
        .select({ currency: stores.currency })
        .from(stores)
        .where(eq(stores.id, storeId))
        .for("share");
      return store?.currency ?? null;
    },

    /**
     * Takes every line's units, or reports the lines that are short (with what is left) and
     * takes nothing the caller keeps: it must roll its transaction back then.
     */
    async take(
      tx: Db,
      storeId: string,
      lines: readonly StockLine[],
    ): Promise<{ left: Map<string, number>; short: Map<string, number> }> {
      const left = new Map<string, number>();
      const short = new Map<string, number>();
      for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
        const [row] = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: sql`now()` })
          .where(
            and(
              eq(products.id, line.productId),
              eq(products.storeId, storeId),
              eq(products.status, "published"),
              sql`${products.stock} >= ${line.quantity}`,
            ),
          )
          .returning({ stock: products.stock });
        if (row) {
          left.set(line.productId, row.stock);
          continue;
        }
        const [now] = await tx
          .select({ stock: products.stock, status: products.status })
          .from(products)
          .where(and(eq(products.id, line.productId), eq(products.storeId, storeId)));
        short.set(line.productId, now && now.status === "published" ? now.stock : 0);
      }
      return { left, short };
    },

    /** Gives units back (a cancelled or refunded order); products deleted since are skipped. */
    async restore(
      tx: Db,
      storeId: string,
      lines: readonly StockLine[],
    ): Promise<Map<string, number>> {
      const before = new Map<string, number>();
      for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
        const [row] = await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: sql`now()` })
          .where(and(eq(products.id, line.productId), eq(products.storeId, storeId)))
          .returning({ stock: products.stock });
        if (row) before.set(line.productId, row.stock - line.quantity);
      }
      return before;
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
