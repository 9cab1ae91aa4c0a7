import { MESSAGES, type CreateStoreBody, type UpdateStoreBody } from "@shopwright/sdk";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.js";
import { conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import { toStoreDto, toStoreSummaryDto, withSite, type SiteUrlOf } from "./stores.mapper.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresRepository, StoreWithRole } from "./stores.repository.js";

/** The answer for a store the caller cannot reach, or that does not exist: the same 404. */
export const storeNotFound = () => notFound("store_not_found", "Store not found");

/** Answers a store's id only when it could exist, so malformed ids never reach SQL. */
function checkId(storeId: string): string {
  if (!isUuid(storeId)) throw storeNotFound();
  return storeId;
}

async function domainUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("domain_taken", MESSAGES.domainTaken);
    throw error;
  }
}

/** Store use cases. Every read and write is scoped to the stores the actor can reach. */
export function createStoresService(deps: {
  stores: StoresRepository;
  /** The team new stores belong to: an API key's team, else the caller's first team, or none. */
  defaultTeamOf: (actor: Actor) => Promise<string | null>;
  /** The address of a published site by its host label. */
  siteUrlOf: SiteUrlOf;
}) {
  const { stores } = deps;
  const sited = <T extends Parameters<typeof withSite>[0]>(row: T) => withSite(row, deps.siteUrlOf);

  async function reachable(actor: Actor, storeId: string): Promise<StoreWithRole> {
    const row = await stores.find(actor, checkId(storeId));
    if (!row) throw storeNotFound();
    return sited(row);
  }

  return {
    /** The store row when the actor may reach it; 404 otherwise. For other modules' checks. */
    reachable,

    async create(actor: Actor, body: z.output<typeof CreateStoreBody>) {
      const teamId = await deps.defaultTeamOf(actor);
      const row = await domainUnique(() => stores.insert(actor, { ...body, teamId }));
      return { store: toStoreDto(sited(row)) };
    },

    async list(actor: Actor) {
      return { stores: (await stores.list(actor)).map((row) => toStoreSummaryDto(sited(row))) };
    },

    async get(actor: Actor, storeId: string) {
      return { store: toStoreDto(await reachable(actor, storeId)) };
    },

    async update(actor: Actor, storeId: string, patch: z.output<typeof UpdateStoreBody>) {
      const row = await domainUnique(() => stores.update(actor, checkId(storeId), patch));
      if (!row) throw storeNotFound();
      return { store: toStoreDto(sited(row)) };
    },

    async remove(actor: Actor, storeId: string) {
      if (!(await stores.remove(actor, checkId(storeId)))) throw storeNotFound();
      return { deleted: true as const };
    },

    /** SPEC 4: approval is one-way; 'Approve & Edit' sets it and nothing unsets it. */
    async approve(actor: Actor, storeId: string) {
      const row = await stores.update(actor, checkId(storeId), { approved: true });
      if (!row) throw storeNotFound();
      return { store: toStoreDto(sited(row)) };
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
export { checkId as checkStoreId };
