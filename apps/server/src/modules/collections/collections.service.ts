import {
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  type CollectionBody,
  type CollectionDetailResult,
  type CollectionDto,
  type CollectionListResult,
  type CollectionPreviewBody,
  type CollectionPreviewResult,
  type CollectionProductDto,
  type CollectionProductsBody,
  type CollectionUpdateBody,
} from "@shopwright/sdk";
import { fromMinor } from "@shopwright/site";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.js";
import type { CollectionRow } from "../../db/schema.js";
import { badRequest, conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import { firstFreeHandle, toHandle } from "../products/products.handles.js";
import type { StoresService } from "../stores/stores.service.js";
import { ruleDtoOf, ruleRowOf } from "./collection-rules.js";
import type {
  CollectionProductRow,
  CollectionsRepository,
  CollectionValues,
} from "./collections.repository.js";

const collectionNotFound = () =>
  notFound("collection_not_found", COLLECTION_MESSAGES.collectionNotFound);
const handleTaken = () => conflict("collection_handle_taken", COLLECTION_MESSAGES.handleTaken);
const stale = () => conflict("stale_version", COLLECTION_MESSAGES.versionStale);

/** A new collection's handle base: its title's, or "collection" for a title without letters. */
export const handleFromTitle = (title: string): string => toHandle(title) || "collection";

export function toCollectionProductDto(
  row: CollectionProductRow,
  currency: string,
): CollectionProductDto {
  return {
    _id: row.id,
    name: row.name,
    price: fromMinor(row.priceMinor, currency),
    stock: row.stock,
    image: row.images[0]?.url ?? null,
    status: row.status,
  };
}

export function toCollectionDto(
  row: CollectionRow,
  extra: { productIds: string[]; productCount: number; currency: string },
): CollectionDto {
  return {
    _id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    kind: row.kind,
    rules: row.rules.map((rule) => ruleDtoOf(rule, extra.currency)),
    match: row.match,
    sortOrder: row.sortOrder,
    productIds: extra.productIds,
    productCount: extra.productCount,
    image: row.image,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A store's collections (PRODUCT.md §3 "Collections"): whoever may edit the store's products
 * manages them (`store.build`). After each write `changed` re-renders the published site.
 */
export function createCollectionsService(deps: {
  repository: CollectionsRepository;
  stores: Pick<StoresService, "reachable">;
  /** Told after every write: the store's published site shows collection pages. */
  changed?: (storeId: string) => void;
}) {
  const { repository, stores } = deps;
  const changed = (storeId: string) => deps.changed?.(storeId);
  const reach = (actor: Actor, storeId: string) => stores.reachable(actor, storeId);

  async function dtoOf(row: CollectionRow, currency: string): Promise<CollectionDto> {
    const productIds = row.kind === "manual" ? await repository.productIdsOf(row.id) : [];
    const productCount =
      row.kind === "manual" ? productIds.length : await repository.countProducts(row);
    return toCollectionDto(row, { productIds, productCount, currency });
  }

  /** The products of a manual collection, each once, in order, all of this store. */
  async function checkedProductIds(storeId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const known = await repository.productIdsInStore(storeId, unique);
    if (known.length !== unique.length) throw badRequest(COLLECTION_MESSAGES.productsUnknown);
    return unique;
  }

  function valuesOf(
    body: z.output<typeof CollectionBody>,
    handle: string,
    currency: string,
  ): CollectionValues {
    const automatic = body.kind === "automatic";
    return {
      handle,
      title: body.title,
      description: body.description,
      kind: body.kind,
      rules: automatic ? body.rules.map((rule) => ruleRowOf(rule, currency)) : [],
      match: body.match,
      sortOrder: body.sortOrder,
      image: body.image,
      seoTitle: body.seoTitle,
      seoDescription: body.seoDescription,
    };
  }

  const unlessHandleTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw handleTaken();
    throw error;
  };

  async function found(storeId: string, collectionId: string): Promise<CollectionRow> {
    const row = isUuid(collectionId) ? await repository.find(storeId, collectionId) : null;
    if (!row) throw collectionNotFound();
    return row;
  }

  return {
    async list(actor: Actor, storeId: string): Promise<CollectionListResult> {
      const store = await reach(actor, storeId);
      const rows = await repository.list(store.id);
      const collections: CollectionDto[] = [];
      for (const row of rows) collections.push(await dtoOf(row, store.currency));
      return { collections };
    },

    async get(
      actor: Actor,
      storeId: string,
      collectionId: string,
    ): Promise<CollectionDetailResult> {
      const store = await reach(actor, storeId);
      const row = await found(store.id, collectionId);
      const products = await repository.productsOf(row, {
        sort: row.sortOrder,
        limit: COLLECTION_LIMITS.productsMax,
      });
      return {
        collection: await dtoOf(row, store.currency),
        products: products.map((p) => toCollectionProductDto(p, store.currency)),
      };
    },

    async create(
      actor: Actor,
      storeId: string,
      body: z.output<typeof CollectionBody>,
    ): Promise<CollectionDto> {
      const store = await reach(actor, storeId);
      if ((await repository.count(store.id)) >= COLLECTION_LIMITS.collectionsMax)
        throw badRequest(COLLECTION_MESSAGES.tooManyCollections);
      const productIds =
        body.kind === "manual" ? await checkedProductIds(store.id, body.productIds) : [];
      let handle = body.handle;
      if (!handle) {
        const base = handleFromTitle(body.title);
        handle = firstFreeHandle(base, await repository.handlesLike(store.id, base));
      }
      const row = await repository
        .insert(store.id, valuesOf(body, handle, store.currency), productIds)
        .catch(unlessHandleTaken);
      changed(store.id);
      return dtoOf(row, store.currency);
    },

    /** Saves the collection if it is still at the version the caller read (409 otherwise). */
    async update(
      actor: Actor,
      storeId: string,
      collectionId: string,
      body: z.output<typeof CollectionUpdateBody>,
    ): Promise<CollectionDto> {
      const store = await reach(actor, storeId);
      const current = await found(store.id, collectionId);
      const productIds =
        body.kind === "manual" ? await checkedProductIds(store.id, body.productIds) : [];
      const values = valuesOf(body, body.handle || current.handle, store.currency);
      const row = await repository
        .update(store.id, current.id, body.version, values, productIds)
        .catch(unlessHandleTaken);
      if (!row) {
        // Gone since it was read, or changed: say which.
        if (!(await repository.find(store.id, current.id))) throw collectionNotFound();
        throw stale();
      }
      changed(store.id);
      return dtoOf(row, store.currency);
    },

    /** A manual collection's products, replaced; an automatic one has none to set. */
    async setProducts(
      actor: Actor,
      storeId: string,
      collectionId: string,
      body: z.output<typeof CollectionProductsBody>,
    ): Promise<CollectionDto> {
      const store = await reach(actor, storeId);
      const current = await found(store.id, collectionId);
      if (current.kind !== "manual") throw badRequest(COLLECTION_MESSAGES.notManual);
      const productIds = await checkedProductIds(store.id, body.productIds);
      const row = await repository.setProducts(store.id, current.id, body.version, productIds);
      if (!row) {
        if (!(await repository.find(store.id, current.id))) throw collectionNotFound();
        throw stale();
      }
      changed(store.id);
      return dtoOf(row, store.currency);
    },

    async preview(
      actor: Actor,
      storeId: string,
      body: z.output<typeof CollectionPreviewBody>,
    ): Promise<CollectionPreviewResult> {
      const store = await reach(actor, storeId);
      const rules = body.rules.map((rule) => ruleRowOf(rule, store.currency));
      const result = await repository.preview(
        store.id,
        rules,
        body.match,
        COLLECTION_LIMITS.previewMax,
      );
      return {
        count: result.count,
        products: result.products.map((p) => toCollectionProductDto(p, store.currency)),
      };
    },

    /** Its products stay; discounts limited to it no longer name it. */
    async remove(actor: Actor, storeId: string, collectionId: string): Promise<CollectionDto> {
      const store = await reach(actor, storeId);
      if (!isUuid(collectionId)) throw collectionNotFound();
      const productIds = await repository.productIdsOf(collectionId);
      const row = await repository.remove(store.id, collectionId);
      if (!row) throw collectionNotFound();
      changed(store.id);
      return toCollectionDto(row, {
        productIds: row.kind === "manual" ? productIds : [],
        productCount: row.kind === "manual" ? productIds.length : 0,
        currency: store.currency,
      });
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
