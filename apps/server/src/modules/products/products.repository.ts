import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { ProductSortField, ProductStatus } from "@shopwright/sdk";
import type { Db } from "../../db/client.js";
import { products, type ProductRow } from "../../db/schema.js";
import { reachableStoreIds } from "../stores/stores.repository.js";

export interface ProductListFilter {
  search?: string;
  status?: ProductStatus;
  sortBy: ProductSortField;
  sortDir: "asc" | "desc";
  limit: number;
  offset: number;
}

export type ProductValues = Pick<
  ProductRow,
  "name" | "description" | "priceCents" | "stock" | "images" | "status"
>;

// Backslash escapes LIKE's wildcards, so a search for "50%" means the characters "50%".
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search expression; identical to the trigram index's, so the index serves it. */
const searchText = sql`lower(${products.name} || ' ' || ${products.description})`;

const sortColumns: Record<ProductSortField, SQL | AnyColumn> = {
  name: sql`lower(${products.name})`,
  price: products.priceCents,
  stock: products.stock,
  createdAt: products.createdAt,
};

/** SQL for products. Every function takes the calling user first and scopes by their stores. */
export function createProductsRepository(db: Db) {
  const inReachableStore = (userId: string) =>
    inArray(products.storeId, reachableStoreIds(db, userId));

  return {
    async insert(values: ProductValues & { storeId: string }) {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    /** One query for the page and one for the total; both use the store's indexes. */
    async list(storeId: string, filter: ProductListFilter) {
      const where = and(
        eq(products.storeId, storeId),
        filter.status ? eq(products.status, filter.status) : undefined,
        filter.search
          ? sql`${searchText} like ${`%${escapeLike(filter.search.toLowerCase())}%`}`
          : undefined,
      );
      const direction = filter.sortDir === "asc" ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          // id breaks ties, so paging is stable when many products share a price.
          .orderBy(direction(sortColumns[filter.sortBy]), direction(products.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ value: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(userId: string, productId: string) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, productId), inReachableStore(userId)))
        .limit(1);
      return row ?? null;
    },

    async update(userId: string, productId: string, patch: Partial<ProductValues>) {
      const [row] = await db
        .update(products)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(products.id, productId), inReachableStore(userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, productId: string): Promise<boolean> {
      const rows = await db
        .delete(products)
        .where(and(eq(products.id, productId), inReachableStore(userId)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** One statement, so one transaction: all of the reachable ids change, or none. */
    async setStatus(userId: string, ids: string[], status: ProductStatus): Promise<number> {
      const rows = await db
        .update(products)
        .set({ status, updatedAt: sql`now()` })
        .where(and(inArray(products.id, ids), inReachableStore(userId)))
        .returning({ id: products.id });
      return rows.length;
    },

    async removeMany(userId: string, ids: string[]): Promise<number> {
      const rows = await db
        .delete(products)
        .where(and(inArray(products.id, ids), inReachableStore(userId)))
        .returning({ id: products.id });
      return rows.length;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
