import type { CollectionSort } from "@shopwright/sdk";
import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  collectionProducts,
  collections,
  discounts,
  products,
  type CollectionRow,
  type CollectionRuleRow,
} from "../../db/schema.js";
import { membersSql, rulesSql } from "./collection-rules.js";

/** What the owner sets on a collection; the rest (id, version, times) the server keeps. */
export type CollectionValues = Omit<
  CollectionRow,
  "id" | "storeId" | "version" | "createdAt" | "updatedAt"
>;

/** The product columns the collection screens, the storefront and discounts read. */
const productColumns = {
  id: products.id,
  name: products.name,
  priceMinor: products.priceMinor,
  stock: products.stock,
  images: products.images,
  status: products.status,
  createdAt: products.createdAt,
};
export type CollectionProductRow = {
  id: string;
  name: string;
  priceMinor: number;
  stock: number;
  images: { url: string }[];
  status: "draft" | "published";
  createdAt: Date;
};

type Member = Pick<CollectionRow, "id" | "storeId" | "kind" | "rules" | "match">;

/** ORDER BY of a sort; every order ends in the id so pages never overlap. */
function orderOf(collection: Member, sort: CollectionSort): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(products.priceMinor), asc(products.id)];
    case "price_desc":
      return [desc(products.priceMinor), asc(products.id)];
    case "name":
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), asc(products.id)];
    case "manual":
      return collection.kind === "manual"
        ? [
            asc(
              sql`(select ${collectionProducts.position} from ${collectionProducts} where ${collectionProducts.collectionId} = ${collection.id} and ${collectionProducts.productId} = ${products.id})`,
            ),
            asc(products.id),
          ]
        : [desc(products.createdAt), asc(products.id)];
  }
}

/**
 * SQL of a store's collections. Store scoping is the caller's: the service reached the store
 * through the stores service, and every statement here filters by that store id.
 */
export function createCollectionsRepository(db: Db) {
  const ofStore = (storeId: string, collectionId: string) =>
    and(eq(collections.storeId, storeId), eq(collections.id, collectionId));

  /** Writes a manual collection's list (positions from 0); any other kind keeps none. */
  async function writeProducts(
    tx: Pick<Db, "insert" | "delete">,
    collectionId: string,
    productIds: readonly string[],
  ) {
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
    if (productIds.length === 0) return;
    await tx
      .insert(collectionProducts)
      .values(productIds.map((productId, position) => ({ collectionId, productId, position })));
  }

  return {
    /** By title (without regard to case); the id breaks ties. */
    list(storeId: string): Promise<CollectionRow[]> {
      return db
        .select()
        .from(collections)
        .where(eq(collections.storeId, storeId))
        .orderBy(asc(sql`lower(${collections.title})`), asc(collections.id));
    },

    async count(storeId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(collections)
        .where(eq(collections.storeId, storeId));
      return row?.n ?? 0;
    },

    async find(storeId: string, collectionId: string): Promise<CollectionRow | null> {
      const [row] = await db.select().from(collections).where(ofStore(storeId, collectionId));
      return row ?? null;
    },

    async findByHandle(storeId: string, handle: string): Promise<CollectionRow | null> {
      const [row] = await db
        .select()
        .from(collections)
        .where(and(eq(collections.storeId, storeId), eq(collections.handle, handle)));
      return row ?? null;
    },

    /** The store's handles that start with `base`, for a free variant of it. */
    async handlesLike(storeId: string, base: string): Promise<Set<string>> {
      const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await db
        .select({ handle: collections.handle })
        .from(collections)
        .where(and(eq(collections.storeId, storeId), like(collections.handle, `${escaped}%`)));
      return new Set(rows.map((r) => r.handle));
    },

    /** Which of `ids` are products of the store. */
    async productIdsInStore(storeId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, [...ids])));
      return rows.map((r) => r.id);
    },

    /** Which of `ids` are collections of the store. */
    async idsInStore(storeId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: collections.id })
        .from(collections)
        .where(and(eq(collections.storeId, storeId), inArray(collections.id, [...ids])));
      return rows.map((r) => r.id);
    },

    /**
     * Which of `productIds` are in at least one of the store's collections `collectionIds`:
     * the eligible lines of a discount limited to collections.
     */
    async productsInAny(
      storeId: string,
      collectionIds: readonly string[],
      productIds: readonly string[],
      /** The checkout's transaction, when in one. */
      on: Db = db,
    ): Promise<string[]> {
      if (collectionIds.length === 0 || productIds.length === 0) return [];
      const rows = await on
        .select()
        .from(collections)
        .where(and(eq(collections.storeId, storeId), inArray(collections.id, [...collectionIds])));
      const found = new Set<string>();
      for (const row of rows) {
        const hits = await on
          .select({ id: products.id })
          .from(products)
          .where(and(membersSql(row), inArray(products.id, [...productIds])));
        for (const hit of hits) found.add(hit.id);
      }
      return [...found];
    },

    /** A manual collection's product ids in order. */
    async productIdsOf(collectionId: string): Promise<string[]> {
      const rows = await db
        .select({ id: collectionProducts.productId })
        .from(collectionProducts)
        .where(eq(collectionProducts.collectionId, collectionId))
        .orderBy(asc(collectionProducts.position));
      return rows.map((r) => r.id);
    },

    /** Refused by the unique index when the store has the handle already. */
    async insert(
      storeId: string,
      values: CollectionValues,
      productIds: readonly string[],
    ): Promise<CollectionRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(collections)
          .values({ storeId, ...values })
          .returning();
        if (values.kind === "manual") await writeProducts(tx, row!.id, productIds);
        return row!;
      });
    },

    /**
     * Writes the collection if it is still at `version` (and moves that on); null otherwise.
     * A manual one's list is replaced by `productIds`; an automatic one keeps no list.
     */
    async update(
      storeId: string,
      collectionId: string,
      version: number,
      values: CollectionValues,
      productIds: readonly string[],
    ): Promise<CollectionRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(collections)
          .set({ ...values, version: sql`${collections.version} + 1`, updatedAt: sql`now()` })
          .where(and(ofStore(storeId, collectionId), eq(collections.version, version)))
          .returning();
        if (!row) return null;
        await writeProducts(tx, row.id, values.kind === "manual" ? productIds : []);
        return row;
      });
    },

    /** Replaces a manual collection's list if it is still at `version`; null otherwise. */
    async setProducts(
      storeId: string,
      collectionId: string,
      version: number,
      productIds: readonly string[],
    ): Promise<CollectionRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(collections)
          .set({ version: sql`${collections.version} + 1`, updatedAt: sql`now()` })
          .where(
            and(
              ofStore(storeId, collectionId),
              eq(collections.version, version),
              eq(collections.kind, "manual"),
            ),
          )
          .returning();
        if (!row) return null;
        await writeProducts(tx, row.id, productIds);
        return row;
      });
    },

    /** Deletes it, and takes it out of the store's discounts limited to collections. */
    async remove(storeId: string, collectionId: string): Promise<CollectionRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(collections)
          .where(ofStore(storeId, collectionId))
          .returning();
        if (!row) return null;
        await tx
          .update(discounts)
          .set({ collectionIds: sql`array_remove(${discounts.collectionIds}, ${row.id}::uuid)` })
          .where(
            and(
              eq(discounts.storeId, storeId),
              sql`${row.id}::uuid = any(${discounts.collectionIds})`,
            ),
          );
        return row;
      });
    },

    /** How many products are in it now (drafts too unless `publishedOnly`). */
    async countProducts(collection: Member, options: { publishedOnly?: boolean } = {}) {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(membersSql(collection, options));
      return row?.n ?? 0;
    },

    /** Its products in the order of `sort`. */
    productsOf(
      collection: Member,
      options: { sort: CollectionSort; publishedOnly?: boolean; limit: number; offset?: number },
    ): Promise<CollectionProductRow[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(membersSql(collection, options))
        .orderBy(...orderOf(collection, options.sort))
        .limit(options.limit)
        .offset(options.offset ?? 0);
    },

    /**
     * Each collection of the store with its published products as its pages show them (in its
     * own order, and newest first), read without a user: for publishing and the preview.
     */
    /** The store's collections by name only, for choosing one (the AI's prompts). */
    async names(storeId: string): Promise<{ id: string; handle: string; title: string }[]> {
      return db
        .select({ id: collections.id, handle: collections.handle, title: collections.title })
        .from(collections)
        .where(eq(collections.storeId, storeId))
        .orderBy(asc(collections.handle));
    },

    async forStorefront(storeId: string, options: { publishedOnly: boolean }) {
      const rows = await db
        .select()
        .from(collections)
        .where(eq(collections.storeId, storeId))
        .orderBy(asc(collections.handle));
      const result = [];
      for (const row of rows) {
        const members = await db
          .select({ id: products.id, createdAt: products.createdAt })
          .from(products)
          .where(membersSql(row, options))
          .orderBy(...orderOf(row, "manual"));
        const newest = [...members].sort(
          (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1),
        );
        result.push({
          id: row.id,
          handle: row.handle,
          title: row.title,
          description: row.description,
          image: row.image,
          seoTitle: row.seoTitle,
          seoDescription: row.seoDescription,
          sortOrder: row.sortOrder,
          productIds: members.map((m) => m.id),
          newestIds: newest.map((m) => m.id),
        });
      }
      return result;
    },

    /** Rules tried before a save: how many of the store's products match, and the first few. */
    async preview(
      storeId: string,
      rules: readonly CollectionRuleRow[],
      match: "all" | "any",
      limit: number,
    ): Promise<{ count: number; products: CollectionProductRow[] }> {
      const where = and(eq(products.storeId, storeId), rulesSql(rules, match));
      const [total] = await db.select({ n: count() }).from(products).where(where);
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(desc(products.createdAt), asc(products.id))
        .limit(limit);
      return { count: total?.n ?? 0, products: rows };
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
