import { variantTitle } from "@shopwright/sdk";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { products, stores, type ProductRow } from "../../db/schema.js";

/**
 * What a cart line or an order line sells: a product, and its variant when it has options.
 * `variantId` is '' for a product sold as one thing (the cart's key column is never null).
 */
export interface ItemRef {
  productId: string;
  variantId: string;
}

/** Units of one item an order takes or gives back. */
export interface StockLine extends ItemRef {
  quantity: number;
}

/** One key per item, for maps of lines. */
export const itemKey = (item: ItemRef): string => `${item.productId}:${item.variantId}`;

/** A published product as a cart prices it: the product's row with its variants. */
export type SellableProduct = Pick<
  ProductRow,
  | "id"
  | "name"
  | "priceMinor"
  | "stock"
  | "images"
  | "status"
  | "sku"
  | "weightGrams"
  | "variants"
  | "options"
>;

/** An item a storefront sells now: its own price, stock, image and weight. */
export interface SellableItem extends ItemRef {
  key: string;
  product: SellableProduct;
  /** The product's name; with a variant, its values ("M / Blue") are `variantTitle`. */
  name: string;
  variantTitle: string | null;
  sku: string | null;
  priceMinor: number;
  stock: number;
  image: string | null;
  weightGrams: number;
}

/**
 * The item a reference names in a product, or null: a product with variants is sold only as
 * one of them, one without only as itself.
 */
export function sellableItem(product: SellableProduct, variantId: string): SellableItem | null {
  const base = {
    productId: product.id,
    variantId,
    key: itemKey({ productId: product.id, variantId }),
    product,
    name: product.name,
  };
  if (product.variants.length === 0) {
    if (variantId !== "") return null;
    return {
      ...base,
      variantTitle: null,
      sku: product.sku || null,
      priceMinor: product.priceMinor,
      stock: product.stock,
      image: product.images[0]?.url ?? null,
      weightGrams: product.weightGrams,
    };
  }
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) return null;
  return {
    ...base,
    variantTitle: variantTitle(variant.options),
    sku: variant.sku || null,
    priceMinor: variant.priceMinor,
    stock: variant.stock,
    image: variant.image ?? product.images[0]?.url ?? null,
    weightGrams: variant.weightGrams,
  };
}

/** The variants' JSON with `delta` units added to one variant's stock (SQL, in its place). */
const variantsWithStock = (variantId: string, delta: number) => sql`(
  select jsonb_agg(
    case when v->>'id' = ${variantId}
      then jsonb_set(v, '{stock}', to_jsonb((v->>'stock')::int + ${delta}))
      else v end
    order by position)
  from jsonb_array_elements(${products.variants}) with ordinality as e(v, position)
)`;

/** The stock of one variant of the row (SQL). */
const variantStock = (variantId: string) => sql<number | null>`(
  select (v->>'stock')::int from jsonb_array_elements(${products.variants}) as v
  where v->>'id' = ${variantId}
)`;

/**
 * Stock as orders move it: SQL that runs inside the caller's transaction (the order's), so
 * units are taken in the same transaction that writes the order, never apart from it.
 * Rows are locked in product id order, so two checkouts of the same products wait for each
 * other rather than deadlock. A variant's units move with its product's (their sum).
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
          sku: products.sku,
          weightGrams: products.weightGrams,
          variants: products.variants,
          options: products.options,
        })
        .from(products)
        .where(
          and(
            eq(products.storeId, storeId),
            inArray(products.id, [...new Set(ids)]),
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
     * Takes every line's units, or reports the lines that are short (with what is left), by
     * item key, and takes nothing the caller keeps: it must roll its transaction back then.
     */
    async take(
      tx: Db,
      storeId: string,
      lines: readonly StockLine[],
    ): Promise<{ left: Map<string, number>; short: Map<string, number> }> {
      const left = new Map<string, number>();
      const short = new Map<string, number>();
      for (const line of sortedByProduct(lines)) {
        const key = itemKey(line);
        const sold = and(
          eq(products.id, line.productId),
          eq(products.storeId, storeId),
          eq(products.status, "published"),
        );
        const [row] =
          line.variantId === ""
            ? await tx
                .update(products)
                .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: sql`now()` })
                .where(
                  and(
                    sold,
                    sql`${products.variants} = '[]'::jsonb`,
                    sql`${products.stock} >= ${line.quantity}`,
                  ),
                )
                .returning({ stock: products.stock })
            : await tx
                .update(products)
                .set({
                  variants: variantsWithStock(line.variantId, -line.quantity),
                  stock: sql`${products.stock} - ${line.quantity}`,
                  updatedAt: sql`now()`,
                })
                .where(and(sold, sql`${variantStock(line.variantId)} >= ${line.quantity}`))
                .returning({ stock: variantStock(line.variantId) });
        if (row && row.stock !== null) {
          left.set(key, row.stock);
          continue;
        }
        const [now] = await tx
          .select({
            stock: line.variantId === "" ? products.stock : variantStock(line.variantId),
            status: products.status,
          })
          .from(products)
          .where(and(eq(products.id, line.productId), eq(products.storeId, storeId)));
        short.set(key, now && now.status === "published" ? (now.stock ?? 0) : 0);
      }
      return { left, short };
    },

    /**
     * Gives units back (a cancelled or refunded order), by item key with the units there were
     * before; products or variants deleted since are skipped.
     */
    async restore(
      tx: Db,
      storeId: string,
      lines: readonly StockLine[],
    ): Promise<Map<string, number>> {
      const before = new Map<string, number>();
      for (const line of sortedByProduct(lines)) {
        const mine = and(eq(products.id, line.productId), eq(products.storeId, storeId));
        const [row] =
          line.variantId === ""
            ? await tx
                .update(products)
                .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: sql`now()` })
                .where(and(mine, sql`${products.variants} = '[]'::jsonb`))
                .returning({ stock: products.stock })
            : await tx
                .update(products)
                .set({
                  variants: variantsWithStock(line.variantId, line.quantity),
                  stock: sql`${products.stock} + ${line.quantity}`,
                  updatedAt: sql`now()`,
                })
                .where(and(mine, sql`${variantStock(line.variantId)} is not null`))
                .returning({ stock: variantStock(line.variantId) });
        if (row && row.stock !== null) before.set(itemKey(line), row.stock - line.quantity);
      }
      return before;
    },
  };
}

/** Lines in product id order (then variant), the order rows are locked in. */
const sortedByProduct = (lines: readonly StockLine[]) =>
  [...lines].sort((a, b) => (itemKey(a) < itemKey(b) ? -1 : itemKey(a) > itemKey(b) ? 1 : 0));

export type StockRepository = ReturnType<typeof createStockRepository>;
