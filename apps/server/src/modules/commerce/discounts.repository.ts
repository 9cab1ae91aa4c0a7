import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { discounts, type DiscountRow } from "../../db/schema.js";

/** What the owner sets on a discount; the rest (use count, version, times) the server keeps. */
export type DiscountValues = Omit<
  DiscountRow,
  "id" | "storeId" | "usedCount" | "version" | "createdAt" | "updatedAt"
>;

/**
 * SQL of a store's discounts. Store scoping is the caller's: the service reached the store
 * through the stores service, and every statement here filters by that store id.
 */
export function createDiscountsRepository(db: Db) {
  const ofStore = (storeId: string, discountId: string) =>
    and(eq(discounts.storeId, storeId), eq(discounts.id, discountId));

  return {
    /** Newest first; the id breaks ties of one instant so the order never moves. */
    list(storeId: string): Promise<DiscountRow[]> {
      return db
        .select()
        .from(discounts)
        .where(eq(discounts.storeId, storeId))
        .orderBy(desc(discounts.createdAt), desc(discounts.id));
    },

    async count(storeId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(discounts)
        .where(eq(discounts.storeId, storeId));
      return row?.n ?? 0;
    },

    /** Refused by the unique index when the store has the code already (any case: codes are upper case). */
    async insert(storeId: string, values: DiscountValues): Promise<DiscountRow> {
      const [row] = await db
        .insert(discounts)
        .values({ storeId, ...values })
        .returning();
      return row!;
    },

    async exists(storeId: string, discountId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(ofStore(storeId, discountId));
      return row !== undefined;
    },

    /** Writes the discount if it is still at `version` (and moves that on); null otherwise. */
    async update(
      storeId: string,
      discountId: string,
      version: number,
      values: DiscountValues,
    ): Promise<DiscountRow | null> {
      const [row] = await db
        .update(discounts)
        .set({ ...values, version: sql`${discounts.version} + 1`, updatedAt: sql`now()` })
        .where(and(ofStore(storeId, discountId), eq(discounts.version, version)))
        .returning();
      return row ?? null;
    },

    async remove(storeId: string, discountId: string): Promise<DiscountRow | null> {
      const [row] = await db.delete(discounts).where(ofStore(storeId, discountId)).returning();
      return row ?? null;
    },
  };
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
