import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { storesRoutes } from "./stores.routes.js";
import { createStoresService } from "./stores.service.js";
import { createStoresRepository } from "./stores.repository.js";

/** Wires stores repository → service → routes. */
export function storesModule(
  app: FastifyInstance,
  deps: { db: Db; defaultTeamOf: (userId: string) => Promise<string | null> },
) {
  const stores = createStoresService({
    stores: createStoresRepository(deps.db),
    defaultTeamOf: deps.defaultTeamOf,
  });
  storesRoutes(app, stores);
  return stores;
}
