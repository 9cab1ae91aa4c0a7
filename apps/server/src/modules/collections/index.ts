import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { StoresService } from "../stores/stores.service.js";
import { createCollectionsRepository } from "./collections.repository.js";
import { collectionsRoutes } from "./collections.routes.js";
import { createCollectionsService } from "./collections.service.js";

export { membersSql, rulesSql } from "./collection-rules.js";
export { createCollectionsRepository } from "./collections.repository.js";

/**
 * The store's collections as its pages show them: published products only for a published
 * site, drafts too for the editor's preview (which shows them, as it does on product grids).
 */
export function storefrontCollectionsReader(db: Db, options = { publishedOnly: true }) {
  const repository = createCollectionsRepository(db);
  return (storeId: string) => repository.forStorefront(storeId, options);
}

/** The store's collections by id, handle and title: one query, no members. */
export function collectionNamesReader(db: Db) {
  const repository = createCollectionsRepository(db);
  return (storeId: string) => repository.names(storeId);
}

/** Wires collections repository → service → routes; store access goes through the stores service. */
export function collectionsModule(
  app: FastifyInstance,
  deps: { db: Db; stores: StoresService; changed?: (storeId: string) => void },
) {
  const repository = createCollectionsRepository(deps.db);
  const service = createCollectionsService({
    repository,
    stores: deps.stores,
    changed: deps.changed,
  });
  collectionsRoutes(app, service);
  return { service, repository };
}
