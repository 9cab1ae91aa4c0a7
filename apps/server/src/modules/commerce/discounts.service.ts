import {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  percentToPpm,
  ppmToPercent,
  type DiscountBody,
  type DiscountDto,
  type DiscountListResult,
  type DiscountStatus,
  type DiscountUpdateBody,
} from "@shopwright/sdk";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.js";
import type { DiscountRow } from "../../db/schema.js";
import { badRequest, conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { ProductsService } from "../products/products.service.js";
import type { StoresService } from "../stores/stores.service.js";
import type { DiscountsRepository, DiscountValues } from "./discounts.repository.js";

const discountNotFound = () => notFound("discount_not_found", CHECKOUT_MESSAGES.discountNotFound);
const codeTaken = () => conflict("discount_code_taken", CHECKOUT_MESSAGES.codeTaken);

/**
 * Where a discount stands at `now`, the first that holds: turned off, not started, ended,
 * used as often as its limit allows, else active.
 */
export function discountStatus(row: DiscountRow, now: Date): DiscountStatus {
  if (!row.enabled) return "disabled";
  if (row.startsAt && row.startsAt > now) return "scheduled";
  if (row.endsAt && row.endsAt <= now) return "expired";
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return "used_up";
  return "active";
}

/** A row as the API answers it: a percentage in percent, dates as ISO text. */
export function toDiscountDto(row: DiscountRow, now: Date): DiscountDto {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    value: row.kind === "percentage" ? ppmToPercent(row.value) : row.value,
    appliesTo:
      row.appliesTo === "products"
        ? { kind: "products", ids: row.productIds }
        : row.appliesTo === "collections"
          ? { kind: "collections", ids: row.collectionIds }
          : { kind: "all" },
    minimumSubtotalMinor: row.minimumSubtotalMinor,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    enabled: row.enabled,
    usedCount: row.usedCount,
    status: discountStatus(row, now),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A store's discount codes and automatic discounts (PRODUCT.md §10 "Shipping, taxes and
 * discounts"): any member of the store's team manages them.
 */
export function createDiscountsService(deps: {
  repository: DiscountsRepository;
  stores: Pick<StoresService, "reachable">;
  products: Pick<ProductsService, "idsInStore">;
  /** Which of these ids are collections of the store. */
  collectionIdsInStore: (storeId: string, ids: readonly string[]) => Promise<string[]>;
  /** The time statuses are computed at (tests pass their own clock). */
  now?: () => Date;
}) {
  const { repository, stores, products } = deps;
  const now = deps.now ?? (() => new Date());

  /** The row's values from a body: percent to parts per million, products checked. */
  async function valuesOf(
    actor: Actor,
    storeId: string,
    body: z.output<typeof DiscountBody>,
  ): Promise<DiscountValues> {
    let productIds: string[] = [];
    if (body.appliesTo.kind === "products") {
      productIds = [...new Set(body.appliesTo.ids)];
      const known = await products.idsInStore(actor, storeId, productIds);
      if (known.length !== productIds.length) throw badRequest(CHECKOUT_MESSAGES.productsUnknown);
    }
    let collectionIds: string[] = [];
    if (body.appliesTo.kind === "collections") {
      collectionIds = [...new Set(body.appliesTo.ids)];
      const known = await deps.collectionIdsInStore(storeId, collectionIds);
      if (known.length !== collectionIds.length)
        throw badRequest(CHECKOUT_MESSAGES.collectionsUnknown);
    }
    return {
      code: body.code,
      title: body.title,
      kind: body.kind,
      value:
        body.kind === "percentage"
          ? percentToPpm(body.value)
          : body.kind === "fixed"
            ? body.value
            : 0,
      appliesTo: body.appliesTo.kind,
      productIds,
      collectionIds,
      minimumSubtotalMinor: body.minimumSubtotalMinor,
      usageLimit: body.usageLimit,
      perCustomerLimit: body.perCustomerLimit,
      startsAt: body.startsAt ? new Date(body.startsAt) : null,
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
      enabled: body.enabled,
    };
  }

  /** A unique index refusal means another discount of the store has the code. */
  const unlessCodeTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  };

  const reach = (actor: Actor, storeId: string) =>
    stores.reachable(actor, storeId, "store.discounts");

  return {
    async list(actor: Actor, storeId: string): Promise<DiscountListResult> {
      const store = await reach(actor, storeId);
      const at = now();
      return {
        discounts: (await repository.list(store.id)).map((row) => toDiscountDto(row, at)),
      };
    },

    async create(
      actor: Actor,
      storeId: string,
      body: z.output<typeof DiscountBody>,
    ): Promise<DiscountDto> {
      const store = await reach(actor, storeId);
      if ((await repository.count(store.id)) >= CHECKOUT_LIMITS.discountsMax)
        throw badRequest(CHECKOUT_MESSAGES.tooMany);
      const values = await valuesOf(actor, store.id, body);
      const row = await repository.insert(store.id, values).catch(unlessCodeTaken);
      return toDiscountDto(row, now());
    },

    /** Saves the discount if it is still at the version the caller read (409 otherwise). */
    async update(
      actor: Actor,
      storeId: string,
      discountId: string,
      body: z.output<typeof DiscountUpdateBody>,
    ): Promise<DiscountDto> {
      const store = await reach(actor, storeId);
      if (!isUuid(discountId) || !(await repository.exists(store.id, discountId)))
        throw discountNotFound();
      const values = await valuesOf(actor, store.id, body);
      const row = await repository
        .update(store.id, discountId, body.version, values)
        .catch(unlessCodeTaken);
      if (row) return toDiscountDto(row, now());
      // Gone since it was read, or changed: say which.
      if (!(await repository.exists(store.id, discountId))) throw discountNotFound();
      throw conflict("stale_version", CHECKOUT_MESSAGES.versionStale);
    },

    /** Orders placed with it keep what it took off (they hold the amounts, not the row). */
    async remove(actor: Actor, storeId: string, discountId: string): Promise<DiscountDto> {
      const store = await reach(actor, storeId);
      if (!isUuid(discountId)) throw discountNotFound();
      const row = await repository.remove(store.id, discountId);
      if (!row) throw discountNotFound();
      return toDiscountDto(row, now());
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
