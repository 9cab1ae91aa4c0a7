import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { StoresService } from "../stores/stores.service.js";
import { createCollectionsRepository } from "./collections.repository.js";
import { collectionsRoutes } from "./collections.routes.js";
import { createCollectionsService } from "./collections.service.js";

export { membersSql, rulesSql } from "./collection-rules.js";
export { createCollectionsRepository } from "./collections.repository.js";

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
