import type { FastifyInstance } from "fastify";
import type { Limits } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { DomainClaims } from "../domains/domain-claims.js";
import type { SiteUrlOf } from "./stores.mapper.js";
import { storesRoutes } from "./stores.routes.js";
import { createStoresService } from "./stores.service.js";
import { createStoresRepository, type DraftRecorder } from "./stores.repository.js";

/** Wires stores repository → service → routes. */
export function storesModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    defaultTeamOf: (actor: Actor) => Promise<string | null>;
    /** The address of a published site by its host label (publishing's site-url.ts). */
    siteUrlOf: SiteUrlOf;
    /** Records every draft write in the draft history, in its transaction. */
    recordDraft: DraftRecorder;
    /** How long a deleted store can be restored before its purge. */
    deleteGraceMs: number;
    /** Which domains a store may name (the domains module's rules). */
    claims: DomainClaims;
    limits: Limits;
  },
) {
  const stores = createStoresService({
    stores: createStoresRepository(deps.db, deps.recordDraft),
    defaultTeamOf: deps.defaultTeamOf,
    siteUrlOf: deps.siteUrlOf,
    deleteGraceMs: deps.deleteGraceMs,
    claims: deps.claims,
    limits: deps.limits,
  });
  storesRoutes(app, stores);
  return stores;
}
