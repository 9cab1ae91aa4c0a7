import type { FastifyInstance } from "fastify";
import type { Limits } from "../../config.js";
import type { Database } from "../../db/client.js";
import { products as productsTable } from "../../db/schema.js";
import type { StoresService } from "../stores/stores.service.js";
import { createCatalogueVersions } from "./products.catalogue-versions.js";
import { createProductListCache } from "./products.list-cache.js";
import { createProductsRepository } from "./products.repository.js";
import { productsRoutes } from "./products.routes.js";
import { createStockRepository } from "./products.stock.js";
import {
  createProductsService,
  type CatalogueHook,
  type ProductEventsHook,
} from "./products.service.js";

/** Wires products repository → service → routes; store access goes through the stores service. */
export function productsModule(
  app: FastifyInstance,
  deps: {
    database: Database;
    stores: StoresService;
    /** Product writes re-render published sites through it (incremental publish). */
    catalogue?: CatalogueHook;
    /** Product writes are told to webhooks through it. */
    events?: ProductEventsHook;
    limits: Limits;
  },
) {
  const { database } = deps;
  const repository = createProductsRepository(database.db);
  const versions = createCatalogueVersions(repository.catalogueVersion, database);
  app.addHook("onReady", () => versions.listen());
  app.addHook("onClose", () => versions.stop());
  const products = createProductsService({
    products: repository,
    stores: deps.stores,
    versions,
    listCache: createProductListCache(),
    noteWrites: (rows) => database.noteWrites(productsTable, rows),
    catalogue: deps.catalogue,
    events: deps.events,
    stock: createStockRepository(database.db),
    limits: deps.limits,
  });
  productsRoutes(app, products);
  return products;
}
