import type { Readable } from "node:stream";
import type {
  BulkProductsBody,
  BulkResult,
  CreateProductBody,
  ProductDto,
  ExportProductsQuery,
  ImportProductsQuery,
  ImportProductsResult,
  ListProductsQuery,
  ProductListResult,
  UpdateProductBody,
} from "@shopwright/sdk";
import type { z } from "zod";
import { AppError, badRequest, conflict, notFound } from "../../http/app-error.js";
import type { Limits } from "../../config.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import { checkStoreId, storeNotFound, type StoresService } from "../stores/stores.service.js";
import type { CatalogueVersions } from "./products.catalogue-versions.js";
import { listPageKey, type ProductListCache } from "./products.list-cache.js";
import {
  CSV_MESSAGES,
  LIMIT_MESSAGES,
  PRODUCT_MESSAGES,
  STOREFRONT_SEARCH_PAGE_SIZE,
  hasAtMostDecimals,
  priceDecimalsMessage,
} from "@shopwright/sdk";
import { derivedFromVariants, storedVariants, withImagesOf } from "./products.variants.js";
import { exportProducts } from "./products.export.js";
import { handleFromName } from "./products.handles.js";
import { importProducts } from "./products.import.js";
import type { StockRepository } from "./products.stock.js";
import type { ProductRow } from "../../db/schema.js";
import { minorDigits, toMinor, type CatalogueProduct, type PathMove } from "@shopwright/site";
import { productPath } from "@shopwright/site/server";
import type { Db } from "../../db/client.js";
import { toCatalogueProduct, toProductDto } from "./products.mapper.js";
import type {
  PricedProductRow,
  ProductListFilter,
  ProductValues,
  ProductsRepository,
} from "./products.repository.js";

/**
 * Told about product writes, so published sites can re-render (incremental publish). Called
 * after a write succeeded; `changed` only schedules work and never throws into the request.
 */
export interface CatalogueHook {
  /** Of these products, the stores the actor reaches that have a live site (before a delete). */
  publishedStoresOf(actor: Actor, productIds: string[]): Promise<string[]>;
  changed(storeId: string): void;
  /**
   * A product's site path moved (its name makes its handle): recorded in the write's own
   * transaction, so the published site redirects the old path (site_redirects).
   */
  moved(storeId: string, moves: PathMove[], tx?: Db): Promise<void>;
}

/** The product events webhooks send. */
export type ProductEventType = "product.created" | "product.updated" | "product.deleted";

/**
 * Told about products written or deleted, after the write succeeded (webhooks). It records
 * the events and never throws into the request.
 */
export interface ProductEventsHook {
  /** Whether the store has an endpoint for any product event: an import skips the work if not. */
  isListening(storeId: string): Promise<boolean>;
  emit(
    type: ProductEventType,
    items: Array<{ storeId: string; product: ProductDto }>,
  ): Promise<void>;
}

const productNotFound = () => notFound("product_not_found", "Product not found");

/** 409 for a create past the store's limit of products (PRODUCT.md §9 "Limits"). */
export const productLimitReached = (limit: number) =>
  conflict("product_limit_reached", LIMIT_MESSAGES.storeProducts(limit));

/**
 * A price in major units (PRODUCT.md §7) → integer minor units of the store's currency. The
 * SDK allows three decimals, the most any currency has; the currency's own digits are checked
 * here: 400 "Price can have at most two decimals" for USD, "Prices in JPY have no decimals".
 */
export function priceMinorOf(price: number, currency: string): number {
  const digits = minorDigits(currency);
  if (!hasAtMostDecimals(price, digits)) throw badRequest(priceDecimalsMessage(currency, digits));
  return toMinor(price, currency);
}

/** Product use cases; every one first checks the caller can reach the product's store. */
export function createProductsService(deps: {
  products: ProductsRepository;
  stores: Pick<StoresService, "reachable">;
  /** Access to a store and its catalogue version, checked together: the list cache's check. */
  versions: Pick<CatalogueVersions, "of">;
  listCache: ProductListCache;
  /** Counts rows written, so the database can refresh its planner statistics (PGlite). */
  noteWrites: (rows: number) => Promise<void>;
  catalogue?: CatalogueHook;
  events?: ProductEventsHook;
  /** Stock as orders take and give it back (products.stock.ts). */
  stock: StockRepository;
  /** The products one store may hold (STORE_PRODUCTS_LIMIT). */
  limits: Pick<Limits, "storeProducts">;
}) {
  const { products, stores, versions, listCache, noteWrites, catalogue, events } = deps;
  const { stock } = deps;

  const emit = async (type: ProductEventType, rows: PricedProductRow[]) => {
    if (!events || rows.length === 0) return;
    await events.emit(
      type,
      rows.map((row) => ({ storeId: row.storeId, product: toProductDto(row, row.currency) })),
    );
  };
  /**
   * What an import tells after each batch, with an events hook that listens: the products it
   * created and updated, as product events (the import compares a batch by handle first, which
   * is when it sees which products exist).
   */
  const importEvents = async (storeId: string, currency: string) => {
    if (!events || !(await events.isListening(storeId))) return undefined;
    return async (created: string[], updated: string[]) => {
      const rows = await products.findByHandles(storeId, [...created, ...updated]);
      const isNew = new Set(created);
      const priced = (list: ProductRow[]) => list.map((row) => ({ ...row, currency }));
      await emit("product.created", priced(rows.filter((row) => isNew.has(row.handle))));
      await emit("product.updated", priced(rows.filter((row) => !isNew.has(row.handle))));
    };
  };

  /** The published stores of these products, asked before a write that may remove them. */
  const publishedStoresOf = async (actor: Actor, ids: string[]) =>
    catalogue ? catalogue.publishedStoresOf(actor, ids) : [];
  const changed = (storeIds: Iterable<string>) => {
    for (const storeId of storeIds) catalogue?.changed(storeId);
  };

  function checkId(productId: string): string {
    if (!isUuid(productId)) throw productNotFound();
    return productId;
  }

  return {
    async create(actor: Actor, body: z.output<typeof CreateProductBody>) {
      const store = await stores.reachable(actor, body.storeId);
      const limit = deps.limits.storeProducts;
      const row = await products
        .creating(store.id, async ({ currency, productCount }, tx) => {
          if (productCount >= limit) throw productLimitReached(limit);
          const price = (major: number) => priceMinorOf(major, currency);
          const variants = storedVariants(
            body.variants ?? [],
            [],
            body.images.map((image) => image.url),
            price,
          );
          const values = {
            storeId: store.id,
            name: body.name,
            description: body.description,
            priceMinor: body.price === undefined ? 0 : price(body.price),
            stock: body.stock ?? 0,
            images: body.images,
            status: body.status,
            seoTitle: body.seoTitle,
            seoDescription: body.seoDescription,
            compareAtMinor: body.compareAtPrice == null ? null : price(body.compareAtPrice),
            sku: body.sku ?? "",
            weightGrams: body.weightGrams ?? 0,
            tags: body.tags ?? [],
            productType: body.productType ?? "",
            options: body.options ?? [],
            variants,
            ...derivedFromVariants(variants),
          };
          return { ...(await products.insert(values, handleFromName(body.name), tx)), currency };
        })
        // A store deleted since it was found refuses the row: that is the store not found.
        .catch(async (error: unknown) => {
          if (error instanceof AppError) throw error;
          await stores.reachable(actor, body.storeId);
          throw error;
        });
      if (!row) throw storeNotFound();
      await noteWrites(1);
      changed([row.storeId]);
      await emit("product.created", [row]);
      return { product: toProductDto(row, row.currency) };
    },

    async list(
      actor: Actor,
      storeId: string,
      query: z.output<typeof ListProductsQuery>,
    ): Promise<ProductListResult> {
      // Ids are compared in lower case, as the database writes them (and announces them).
      const id = checkStoreId(storeId).toLowerCase();
      // Access, and the catalogue version a kept page must have been read at, checked together.
      const version = await versions.of(actor, id);
      if (version === null) throw storeNotFound();
      const filter: ProductListFilter = {
        search: query.search || undefined,
        status: query.status,
        sortBy: query.sortBy,
        sortDir: query.sortDir,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      };
      return listCache.get(listPageKey(id, filter), version, async () => {
        // A currency change rescales the store's prices, which moves its catalogue version:
        // a kept page never mixes currencies.
        const { currency } = await stores.reachable(actor, id);
        const { rows, total } = await products.list(id, filter);
        return {
          products: rows.map((row) => toProductDto(row, currency)),
          total,
          page: query.page,
          limit: query.limit,
          totalPages: Math.max(1, Math.ceil(total / query.limit)),
        };
      });
    },

    /**
     * A published site's catalogue search (PRODUCT.md "Catalogue search"): the store's published
     * products matching `search`, best match first, then by name, one page of
     * STOREFRONT_SEARCH_PAGE_SIZE. No actor: only hosting calls it, for the store its host
     * named. A page past the end answers the last page.
     */
    async searchStorefront(
      storeId: string,
      search: string,
      page: number,
    ): Promise<{ products: CatalogueProduct[]; total: number; page: number; pages: number }> {
      const limit = STOREFRONT_SEARCH_PAGE_SIZE;
      const read = (n: number) =>
        products.list(storeId, {
          search,
          status: "published",
          sortBy: "name",
          sortDir: "asc",
          limit,
          offset: (n - 1) * limit,
        });
      let found = await read(page);
      const pages = Math.max(1, Math.ceil(found.total / limit));
      const shown = Math.min(page, pages);
      if (shown !== page) found = await read(shown);
      return {
        products: found.rows.map(toCatalogueProduct),
        total: found.total,
        page: shown,
        pages,
      };
    },

    /**
     * The store's newest products (at most `limit`), drafts too, as the catalogue's products: for
     * the editor's pickers, canvas and preview, and the AI builder.
     */
    async catalogueForEditor(
      actor: Actor,
      storeId: string,
      limit = 500,
    ): Promise<CatalogueProduct[]> {
      const store = await stores.reachable(actor, storeId);
      const { rows } = await products.list(store.id, {
        sortBy: "createdAt",
        sortDir: "desc",
        limit,
        offset: 0,
      });
      return rows.map(toCatalogueProduct);
    },

    /**
     * Which of these ids name products of the store (any status): for other modules that keep
     * product ids (a discount's products). Ids that are not uuids are left out.
     */
    async idsInStore(actor: Actor, storeId: string, ids: readonly string[]): Promise<string[]> {
      const rows = await products.findMany(actor, [...new Set(ids.filter(isUuid))]);
      return rows.filter((row) => row.storeId === storeId).map((row) => row.id);
    },

    async get(actor: Actor, productId: string) {
      const row = await products.find(actor, checkId(productId));
      if (!row) throw productNotFound();
      return { product: toProductDto(row, row.currency) };
    },

    async update(actor: Actor, productId: string, body: z.output<typeof UpdateProductBody>) {
      const id = checkId(productId);
      const { price, compareAtPrice, options, variants, ...rest } = body;
      const found = await products.find(actor, id);
      if (!found) throw productNotFound();
      if (Object.values(body).every((value) => value === undefined)) {
        return { product: toProductDto(found, found.currency) };
      }
      // The price is converted in the currency the store has when it is written (see
      // `inStoreCurrency`); a product moved or deleted meanwhile is not found.
      const row = await products.inStoreCurrency(found.storeId, async (currency, tx) => {
        const toMinorUnits = (major: number) => priceMinorOf(major, currency);
        const patch: Partial<ProductValues> = { ...rest };
        if (price !== undefined) patch.priceMinor = toMinorUnits(price);
        if (compareAtPrice !== undefined) {
          patch.compareAtMinor = compareAtPrice === null ? null : toMinorUnits(compareAtPrice);
        }
        // Variants are read again under the row's lock: stock an order took meanwhile stays
        // taken unless this write names the variants' stock itself.
        const current = await products.lockVariants(tx, id);
        if (current === null) return null;
        const imageUrls = (rest.images ?? found.images).map((image) => image.url);
        if (options !== undefined && variants !== undefined) {
          patch.options = options;
          patch.variants = storedVariants(variants, current, imageUrls, toMinorUnits);
        } else if (rest.images !== undefined && current.length > 0) {
          patch.variants = withImagesOf(current, imageUrls);
        }
        const kept = patch.variants ?? current;
        if (kept.length > 0) {
          if (variants === undefined && (price !== undefined || rest.stock !== undefined)) {
            throw badRequest(PRODUCT_MESSAGES.setPerVariant);
          }
          Object.assign(patch, derivedFromVariants(kept));
        }
        const updated = await products.update(actor, id, patch, tx);
        // The storefront's path of a product follows its name (productPath).
        const from = productPath(found);
        if (updated && catalogue && productPath(updated) !== from) {
          await catalogue.moved(updated.storeId, [{ from, to: productPath(updated) }], tx);
        }
        return updated && { ...updated, currency };
      });
      if (!row) throw productNotFound();
      await noteWrites(1);
      changed([row.storeId]);
      await emit("product.updated", [row]);
      return { product: toProductDto(row, row.currency) };
    },

    async remove(actor: Actor, productId: string) {
      const id = checkId(productId);
      const published = await publishedStoresOf(actor, [id]);
      const before = events ? await products.find(actor, id) : null;
      if (!(await products.remove(actor, id))) throw productNotFound();
      await noteWrites(1);
      changed(published);
      if (before) await emit("product.deleted", [before]);
      return { deleted: true as const };
    },

    /** Ids the caller cannot reach (or that are not ids at all) are ignored, not reported. */
    async bulk(actor: Actor, body: z.output<typeof BulkProductsBody>): Promise<BulkResult> {
      const ids = [...new Set(body.ids.filter(isUuid))];
      if (ids.length === 0) return { action: body.action, matched: 0 };
      const published = await publishedStoresOf(actor, ids);
      const isDelete = body.action === "delete";
      const before = events && isDelete ? await products.findMany(actor, ids) : [];
      const matched = isDelete
        ? await products.removeMany(actor, ids)
        : await products.setStatus(actor, ids, body.action === "publish" ? "published" : "draft");
      await noteWrites(matched);
      if (matched > 0) changed(published);
      if (matched > 0 && events) {
        if (isDelete) await emit("product.deleted", before);
        else await emit("product.updated", await products.findMany(actor, ids));
      }
      return { action: body.action, matched };
    },

    /**
     * A CSV file (the request body, a stream) upserted by handle into the store. The
     * catalogue hook hears of it once, after the last batch, and only when something changed.
     */
    async importCsv(
      actor: Actor,
      storeId: string,
      body: Readable | null,
      query: z.output<typeof ImportProductsQuery>,
    ): Promise<ImportProductsResult> {
      const store = await stores.reachable(actor, storeId);
      if (!body) throw new AppError(415, "unsupported_media_type", CSV_MESSAGES.noFile);
      let hasWritten = false;
      const noteBatch = (rows: number) => {
        hasWritten = true;
        return noteWrites(rows);
      };
      try {
        return await importProducts(
          {
            products,
            productLimit: deps.limits.storeProducts,
            noteWrites: noteBatch,
            moved: catalogue && ((moves) => catalogue.moved(store.id, moves)),
            written: await importEvents(store.id, store.currency),
          },
          store,
          body,
          {
            format: query.format,
            isDryRun: query.dryRun,
          },
        );
      } finally {
        // Also after a failure halfway: the batches written before it are live.
        if (hasWritten) changed([store.id]);
      }
    },

    /**
     * Stock as orders move it, inside the order's own transaction (commerce). After the
     * transaction, `settled` re-renders the store's live site when a product sold out or came
     * back, so its pages show it.
     */
    stock: {
      sellable: stock.sellable,
      currencyOf: stock.currencyOf,
      take: stock.take,
      restore: stock.restore,
      settled(storeId: string, soldOutOrBack: boolean) {
        if (soldOutOrBack) changed([storeId]);
      },
    },

    /** The store's products as a CSV stream, and the file name to save it under. */
    async exportCsv(actor: Actor, storeId: string, query: z.output<typeof ExportProductsQuery>) {
      const store = await stores.reachable(actor, storeId);
      return exportProducts(products, store, query.format);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
