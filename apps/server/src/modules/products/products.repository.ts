import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  like,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { ProductSortField, ProductStatus } from "@shopwright/sdk";
import type { Db } from "../../db/client.js";
import {
  productCatalogueVersions,
  productColumns,
  productCounts,
  products,
  stores,
  type ProductRow,
} from "../../db/schema.js";
import type { Actor } from "../auth/auth.plugin.js";
import {
  isStoreReachable,
  reachableStoreIds,
  type ActorScope,
} from "../stores/stores.repository.js";
import { firstFreeHandle } from "./products.handles.js";
import { readSearch, searchConditions } from "./products.search.js";

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
  | "name"
  | "description"
  | "priceMinor"
  | "stock"
  | "images"
  | "status"
  | "seoTitle"
  | "seoDescription"
> &
  Partial<
    Pick<
      ProductRow,
      "compareAtMinor" | "sku" | "weightGrams" | "tags" | "productType" | "options" | "variants"
    >
  >;

const sortColumns: Record<ProductSortField, SQL | AnyColumn> = {
  name: sql`lower(${products.name})`,
  price: products.priceMinor,
  stock: products.stock,
  createdAt: products.createdAt,
};

/** A product row with its store's currency, the one its `priceMinor` counts in. */
export type PricedProductRow = ProductRow & { currency: string };

const pricedColumns = { ...productColumns, currency: stores.currency };

/** Splits the total that every row of a page carries off the rows; an empty page has none. */
function withTotal(page: Array<ProductRow & { total: number }>) {
  return {
    rows: page.map(({ total: _, ...row }): ProductRow => row),
    total: page[0]?.total ?? 0,
  };
}

/** How many products the store has, in every status: its rows of product_counts added up. */
async function countIn(db: Db, storeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${productCounts.count}), 0)`.mapWith(Number) })
    .from(productCounts)
    .where(eq(productCounts.storeId, storeId));
  return row?.n ?? 0;
}

/** SQL for products. Every function takes the calling actor first and scopes by its stores. */
export function createProductsRepository(db: Db) {
  const inReachableStore = (actor: Actor) =>
    inArray(products.storeId, reachableStoreIds(db, actor));

  // An aggregate without GROUP BY answers one row, and HAVING keeps it only when the user can
  // reach the store: one row with the version (0 for a store that never had products), or
  // none. Prepared once: on PostgreSQL a named statement, planned once per connection.
  // One statement per kind of actor: a session's, and an API key's (narrowed to its team).
  const catalogueVersionStatement = (scope: ActorScope, name: string) =>
    db
      .select({
        version: sql<number>`coalesce(max(${productCatalogueVersions.version}), 0)`.mapWith(Number),
      })
      .from(productCatalogueVersions)
      .where(eq(productCatalogueVersions.storeId, sql.placeholder("storeId")))
      .having(isStoreReachable(db, scope, sql.placeholder("storeId")))
      .prepare(name);
  const catalogueVersion = catalogueVersionStatement(
    { userId: sql.placeholder("userId") },
    "product_catalogue_version",
  );
  const catalogueVersionOfKey = catalogueVersionStatement(
    { userId: sql.placeholder("userId"), teamScope: sql.placeholder("teamScope") },
    "product_catalogue_version_of_key",
  );

  return {
    /**
     * The store's catalogue version (see productCatalogueVersions) when the user can reach the
     * store, or null: one statement of two index reads, the products list cache's check.
     */
    async catalogueVersion(actor: Actor, storeId: string): Promise<number | null> {
      const { userId, teamScope } = actor;
      const [row] = await (teamScope === undefined
        ? catalogueVersion.execute({ userId, storeId })
        : catalogueVersionOfKey.execute({ userId, teamScope, storeId }));
      return row?.version ?? null;
    },

    /**
     * Inserts a product under the first free handle of `base` in its store (base, base-2 …).
     * A product written meanwhile under the same handle makes it try again.
     */
    async insert(values: ProductValues & { storeId: string }, base: string, tx: Db = db) {
      for (;;) {
        const taken = await tx
          .select({ handle: products.handle })
          .from(products)
          .where(
            and(
              eq(products.storeId, values.storeId),
              // Handles hold only a-z, 0-9 and "-": nothing in `base` is a LIKE wildcard.
              or(eq(products.handle, base), like(products.handle, `${base}-%`)),
            ),
          );
        const handle = firstFreeHandle(base, new Set(taken.map((row) => row.handle)));
        const [row] = await tx
          .insert(products)
          .values({ ...values, handle })
          .onConflictDoNothing({ target: [products.storeId, products.handle] })
          .returning(productColumns);
        if (row) return row;
      }
    },

    /**
     * Runs `write` in a transaction that holds the store's row (FOR SHARE) and knows its
     * currency, the one a price written there counts in: a currency change, which rescales the
     * store's prices in its own transaction (stores repository), waits for it or it for the
     * change, so no price is written in a currency the store no longer has. Null when the
     * store is gone.
     */
    async inStoreCurrency<T>(
      storeId: string,
      write: (currency: string, tx: Db) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [store] = await tx
          .select({ currency: stores.currency })
          .from(stores)
          .where(eq(stores.id, storeId))
          .for("share");
        return store ? write(store.currency, tx as unknown as Db) : null;
      });
    },

    /**
     * Runs `write` in a transaction that holds the store's row FOR NO KEY UPDATE, with its
     * currency (as `inStoreCurrency`) and how many products it has: writes that create products
     * take turns per store, so a limit checked against the count still holds when the write
     * commits (docs/ARCHITECTURE.md "Limits"). Null when the store is gone.
     */
    async creating<T>(
      storeId: string,
      write: (store: { currency: string; productCount: number }, tx: Db) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [store] = await tx
          .select({ currency: stores.currency })
          .from(stores)
          .where(eq(stores.id, storeId))
          .for("no key update");
        if (!store) return null;
        return write({ currency: store.currency, productCount: await countIn(tx, storeId) }, tx);
      });
    },

    /** How many products the store has (from product_counts, kept by triggers). */
    countInStore: (storeId: string) => countIn(db, storeId),

    /** The store's products with these handles (an import's comparison). */
    async findByHandles(storeId: string, handles: string[], tx: Db = db) {
      if (handles.length === 0) return [];
      return tx
        .select(productColumns)
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.handle, handles)));
    },

    /**
     * Writes products by handle in one statement, so each batch of an import is one
     * transaction: new handles are inserted, existing ones get these values (a field a row
     * leaves out is written as its default: the import gives every one).
     */
    async upsertByHandle(
      storeId: string,
      rows: Array<ProductValues & { handle: string }>,
      tx: Db = db,
    ) {
      if (rows.length === 0) return;
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await tx
        .insert(products)
        .values(rows.map((row) => ({ ...row, storeId })))
        .onConflictDoUpdate({
          target: [products.storeId, products.handle],
          set: {
            name: excluded("name"),
            description: excluded("description"),
            priceMinor: excluded("price_minor"),
            stock: excluded("stock"),
            images: excluded("images"),
            status: excluded("status"),
            seoTitle: excluded("seo_title"),
            seoDescription: excluded("seo_description"),
            compareAtMinor: excluded("compare_at_minor"),
            sku: excluded("sku"),
            weightGrams: excluded("weight_grams"),
            tags: excluded("tags"),
            productType: excluded("product_type"),
            options: excluded("options"),
            variants: excluded("variants"),
            updatedAt: sql`now()`,
          },
        });
    },

    /** Up to `limit` of the store's products in handle order, after `afterHandle` (export). */
    async pageByHandle(storeId: string, afterHandle: string, limit: number) {
      return db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.storeId, storeId), gt(products.handle, afterHandle)))
        .orderBy(asc(products.handle))
        .limit(limit);
    },

    /**
     * One statement for the page and its total. Without a search, the page is the first rows
     * of one index range and the total is read from product_counts (kept by triggers), never
     * counted. With one, the search is read first (its words and their misspellings in the
     * store: products.search.ts), then the matches are found once (`matching`, from the search
     * indexes): counted, ordered by rank, then the sort, then id, and only the 12 or so of the
     * page are read whole. A search without a word finds nothing. Only a page past the end,
     * which has no row to carry the total, costs another statement.
     */
    async list(storeId: string, filter: ProductListFilter) {
      const direction = filter.sortDir === "asc" ? asc : desc;
      const status = filter.status ? eq(products.status, filter.status) : undefined;
      // id breaks ties, so paging is stable when many products share a price.
      const order = [direction(sortColumns[filter.sortBy]), direction(products.id)];

      if (filter.search === undefined) {
        const kept = db
          .select({ value: sql<number>`coalesce(sum(${productCounts.count}), 0)`.mapWith(Number) })
          .from(productCounts)
          .where(
            and(
              eq(productCounts.storeId, storeId),
              filter.status ? eq(productCounts.status, filter.status) : undefined,
            ),
          );
        const page = await db
          .select({ ...productColumns, total: sql`(${kept})`.mapWith(Number) })
          .from(products)
          .where(and(eq(products.storeId, storeId), status))
          .orderBy(...order)
          .limit(filter.limit)
          .offset(filter.offset);
        if (page.length > 0 || filter.offset === 0) return withTotal(page);
        const [counted] = await kept;
        return { rows: [], total: counted?.value ?? 0 };
      }

      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // The search's pages are read from memory (PGlite's always; PostgreSQL's once read),
        // so a page read out of order costs about as much as one in order. With the default
        // cost of 4, PostgreSQL would read the whole store rather than the few thousand rows
        // the search indexes name: several times slower (bench/README.md "products-list").
        await tx.execute(sql`select set_config('random_page_cost', '1.1', true)`);
        const terms = await readSearch(tx, storeId, filter.search!);
        if (!terms) return { rows: [], total: 0 };
        const search = searchConditions(terms);
        const where = and(eq(products.storeId, storeId), status, search.where);
        // Used twice, so PostgreSQL computes it once (a materialised CTE).
        const matching = tx.$with("matching").as(
          tx
            .select({
              id: products.id,
              tier: search.tier.as("tier"),
              sortKey: sql`${sortColumns[filter.sortBy]}`.as("sort_key"),
            })
            .from(products)
            .where(where),
        );
        const pageOf = tx
          .select({ id: matching.id, tier: matching.tier })
          .from(matching)
          .orderBy(asc(matching.tier), direction(matching.sortKey), direction(matching.id))
          .limit(filter.limit)
          .offset(filter.offset)
          .as("page_of");
        const page = await tx
          .with(matching)
          .select({
            ...productColumns,
            total: sql`(select count(*) from ${matching})`.mapWith(Number),
          })
          .from(products)
          .innerJoin(pageOf, eq(pageOf.id, products.id))
          .orderBy(asc(pageOf.tier), ...order);
        if (page.length > 0 || filter.offset === 0) return withTotal(page);
        const [counted] = await tx.select({ value: count() }).from(products).where(where);
        return { rows: [], total: counted?.value ?? 0 };
      });
    },

    /** The product with its store's currency, if the actor reaches it. */
    async find(actor: Actor, productId: string): Promise<PricedProductRow | null> {
      const [row] = await db
        .select(pricedColumns)
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(and(eq(products.id, productId), inReachableStore(actor)))
        .limit(1);
      return row ?? null;
    },

    /** The reachable products among these ids (what a bulk action touches, for its events). */
    async findMany(actor: Actor, ids: string[]): Promise<PricedProductRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(pricedColumns)
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(and(inArray(products.id, ids), inReachableStore(actor)));
    },

    /** The product's variants, its row locked until the caller's transaction ends. */
    async lockVariants(tx: Db, productId: string): Promise<ProductRow["variants"] | null> {
      const [row] = await tx
        .select({ variants: products.variants })
        .from(products)
        .where(eq(products.id, productId))
        .for("update");
      return row?.variants ?? null;
    },

    async update(actor: Actor, productId: string, patch: Partial<ProductValues>, tx: Db = db) {
      const [row] = await tx
        .update(products)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(products.id, productId), inReachableStore(actor)))
        .returning(productColumns);
      return row ?? null;
    },

    async remove(actor: Actor, productId: string): Promise<boolean> {
      const rows = await db
        .delete(products)
        .where(and(eq(products.id, productId), inReachableStore(actor)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** One statement, so one transaction: all of the reachable ids change, or none. */
    async setStatus(actor: Actor, ids: string[], status: ProductStatus): Promise<number> {
      const rows = await db
        .update(products)
        .set({ status, updatedAt: sql`now()` })
        .where(and(inArray(products.id, ids), inReachableStore(actor)))
        .returning({ id: products.id });
      return rows.length;
    },

    async removeMany(actor: Actor, ids: string[]): Promise<number> {
      const rows = await db
        .delete(products)
        .where(and(inArray(products.id, ids), inReachableStore(actor)))
        .returning({ id: products.id });
      return rows.length;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
