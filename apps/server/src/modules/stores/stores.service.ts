import {
  LIMIT_MESSAGES,
  MESSAGES,
  PERMISSION_MESSAGES,
  STORE_MOVE_MESSAGES,
  TEAM_MESSAGES,
  can,
  canPublish,
  deniedReason,
  type CreateStoreBody,
  type Permission,
  type UpdateStoreBody,
} from "@shopwright/sdk";
import type { z } from "zod";
import type { Limits } from "../../config.js";
import { isUniqueViolation, type Db } from "../../db/client.js";
import { AppError, conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import {
  toDeletedStoreDto,
  toStoreDto,
  toStoreSummaryDto,
  withSite,
  type SiteUrlOf,
} from "./stores.mapper.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { DomainClaims } from "../domains/domain-claims.js";
import type { DraftWrite, Store, StoresRepository, StoreWithRole } from "./stores.repository.js";

/** The answer for a store the caller cannot reach, or that does not exist: the same 404. */
export const storeNotFound = () => notFound("store_not_found", "Store not found");

/** A store the caller reaches, refused to their role: 403 with the permission table's reason. */
export const storeForbidden = (message: string) => new AppError(403, "insufficient_role", message);

/** Answers a store's id only when it could exist, so malformed ids never reach SQL. */
function checkId(storeId: string): string {
  if (!isUuid(storeId)) throw storeNotFound();
  return storeId;
}

/**
 * Throws unless the caller's role in the store allows `permission` (the permission table):
 * publishing also needs the store approved, unless the caller may approve it.
 */
export function requirePermission(
  row: Pick<StoreWithRole, "role" | "approved">,
  permission: Permission,
): void {
  if (permission === "store.publish" && can(row.role, permission)) {
    if (!canPublish(row.role, row.approved))
      throw storeForbidden(PERMISSION_MESSAGES.publishUnapproved);
    return;
  }
  const reason = deniedReason(row.role, permission);
  if (reason) throw storeForbidden(reason);
}

async function domainUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("domain_taken", MESSAGES.domainTaken);
    throw error;
  }
}

/**
 * Store use cases. Every read and write is scoped to the stores the actor can reach (404
 * outside), then held to the caller's role in the store (403 with the reason).
 */
export function createStoresService(deps: {
  stores: StoresRepository;
  /** The organization new stores land in and the list shows: a team, or null (personal). */
  defaultTeamOf: (actor: Actor) => Promise<string | null>;
  /** The address of a published site by its host label. */
  siteUrlOf: SiteUrlOf;
  /** How long a deleted store can be restored before its purge (STORE_DELETE_GRACE_DAYS). */
  deleteGraceMs: number;
  /** Which domains a store may name (the domains module's rules). */
  claims: Pick<DomainClaims, "check">;
  /** The live stores one organization may hold (ORG_STORES_LIMIT). */
  limits: Pick<Limits, "orgStores">;
}) {
  const { stores } = deps;
  const storeLimit = deps.limits.orgStores;

  /**
   * Runs `write` while the organization has room for one more live store (409 otherwise), with
   * its row held so that two writes cannot take the last place together (PRODUCT.md §9 "Limits").
   */
  const withRoomIn = <T>(
    organization: { teamId: string | null; userId: string },
    write: (tx: Db) => Promise<T>,
  ) =>
    stores.inOrganization(organization, (liveStores, tx) => {
      if (liveStores >= storeLimit)
        throw conflict("store_limit_reached", LIMIT_MESSAGES.orgStores(storeLimit));
      return write(tx);
    });
  const sited = <T extends Parameters<typeof withSite>[0]>(row: T) => withSite(row, deps.siteUrlOf);

  /**
   * The store row when the actor may reach it (404 otherwise) and, with a permission, when
   * their role allows it (403 otherwise). What other modules call before acting on a store.
   */
  async function reachable(
    actor: Actor,
    storeId: string,
    permission: Permission = "store.build",
  ): Promise<StoreWithRole> {
    const row = await stores.find(actor, checkId(storeId));
    if (!row) throw storeNotFound();
    requirePermission(row, permission);
    return sited(row);
  }

  /** Checks a move to `teamId` (a team, or null for personal) before it is written. */
  async function checkMove(actor: Actor, row: StoreWithRole, teamId: string | null) {
    if (actor.teamScope !== undefined) throw storeForbidden(STORE_MOVE_MESSAGES.notWithKey);
    if (teamId === row.teamId) return;
    if (teamId === null) {
      if (row.createdBy !== actor.userId)
        throw storeForbidden(STORE_MOVE_MESSAGES.personalNotCreator);
      return;
    }
    const teamNotFound = () => notFound("team_not_found", TEAM_MESSAGES.teamNotFound);
    if (!isUuid(teamId)) throw teamNotFound();
    const role = await stores.teamRoleOf(actor.userId, teamId);
    if (!role) throw teamNotFound();
    if (!can(role, "store.settings")) throw storeForbidden(STORE_MOVE_MESSAGES.targetNotManager);
  }

  return {
    /**
     * `reachable` once any concurrent delete of the store has finished: for a write that failed
     * while the store may have been deleted under it (404 then, not the write's own error).
     */
    async reachableAfterWrites(actor: Actor, storeId: string): Promise<StoreWithRole> {
      await stores.settle(checkId(storeId));
      return reachable(actor, storeId);
    },
    reachable,
    /**
     * The store a published site sells for, with no caller: only for the store id a site's
     * host resolved to (commerce's cart, checkout and payment webhooks), never an id a
     * visitor sent. Null when it is gone.
     */
    forStorefront: (storeId: string) => stores.forStorefront(storeId),
    async create(actor: Actor, body: z.output<typeof CreateStoreBody>) {
      const teamId = await deps.defaultTeamOf(actor);
      await deps.claims.check(body.domain, null);
      const row = await domainUnique(() =>
        withRoomIn({ teamId, userId: actor.userId }, (tx) =>
          stores.insert(actor, { ...body, teamId }, tx),
        ),
      );
      return { store: toStoreDto(sited(row)) };
    },
    /** The stores of the caller's current organization (an API key: its team's). */
    async list(actor: Actor) {
      const teamId = await deps.defaultTeamOf(actor);
      const rows = await stores.listIn(actor, teamId);
      return { stores: rows.map((row) => toStoreSummaryDto(sited(row))) };
    },
    /** How many stores the actor reaches in each organization (null: personal). */
    countsByOrganization: (actor: Actor) => stores.countsByOrganization(actor),
    async get(actor: Actor, storeId: string) {
      return { store: toStoreDto(await reachable(actor, storeId)) };
    },
    /** Settings, and moving between organizations: owners and admins of the store. */
    async update(actor: Actor, storeId: string, patch: z.output<typeof UpdateStoreBody>) {
      const current = await reachable(actor, storeId, "store.settings");
      if (patch.teamId !== undefined) await checkMove(actor, current, patch.teamId);
      if (patch.domain !== undefined && patch.domain !== current.domain)
        await deps.claims.check(patch.domain, current.id);
      // A move takes a place in the organization it joins, as a new store does.
      const isMove = patch.teamId !== undefined && patch.teamId !== current.teamId;
      const row = await domainUnique(() =>
        isMove
          ? withRoomIn({ teamId: patch.teamId ?? null, userId: current.createdBy }, (tx) =>
              stores.update(actor, current.id, patch, tx),
            )
          : stores.update(actor, current.id, patch),
      );
      if (!row) throw storeNotFound();
      return { store: toStoreDto(sited(row)) };
    },
    /**
     * Writes the store's draft (layout, theme; the version moves on) if the stored one is the
     * draft's base, in the same statement (`DraftWrite`). Null when nothing was written: out of
     * reach, or another write landed first. The editor's saves and starter themes call it.
     */
    writeDraft: (actor: Actor, storeId: string, draft: DraftWrite): Promise<Store | null> =>
      stores.writeDraft(actor, storeId, draft),
    /**
     * Deletes the store for everyone, restorable by its owners and admins for the grace
     * period (docs/PRODUCT.md "Deleting and restoring a store"); the purge removes it then.
     */
    async remove(actor: Actor, storeId: string) {
      await reachable(actor, storeId, "store.delete");
      const purgeAfter = await stores.remove(actor, storeId, deps.deleteGraceMs);
      if (!purgeAfter) throw storeNotFound();
      return { deleted: true as const, restorableUntil: purgeAfter.toISOString() };
    },
    /** The current organization's deleted stores that can still be restored. */
    async listDeleted(actor: Actor) {
      const teamId = await deps.defaultTeamOf(actor);
      const rows = await stores.listDeletedIn(actor, teamId);
      return { stores: rows.map(toDeletedStoreDto) };
    },
    /** Brings a deleted store back while it can be: who may delete a store may restore it. */
    async restore(actor: Actor, storeId: string) {
      const row = await stores.findRestorable(actor, checkId(storeId));
      if (!row) throw storeNotFound();
      requirePermission(row, "store.delete");
      // A restored store takes its place in its organization again.
      const restored = await withRoomIn({ teamId: row.teamId, userId: row.createdBy }, (tx) =>
        stores.restore(actor, row.id, tx),
      );
      if (!restored) throw storeNotFound();
      return { store: toStoreDto(sited(restored)) };
    },
    /**
     * The purge's side of deleted stores (store-purge), with no caller: claim the next store
     * whose grace period is over, and delete its rows once its files are gone.
     */
    purgeQueue: {
      claim: (leaseMs: number) => stores.claimPurge(leaseMs),
      remove: (storeId: string) => stores.purge(storeId),
    },
    /** Approval is one-way (PRODUCT.md §4): 'Approve & Edit' sets it and nothing unsets it. */
    async approve(actor: Actor, storeId: string) {
      await reachable(actor, storeId, "store.approve");
      const row = await stores.update(actor, storeId, { approved: true });
      if (!row) throw storeNotFound();
      return { store: toStoreDto(sited(row)) };
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
export { checkId as checkStoreId };
