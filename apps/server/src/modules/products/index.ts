import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { StoresService } from "../stores/stores.service.js";
import { createProductsRepository } from "./products.repository.js";
import { productsRoutes } from "./products.routes.js";
import { createProductsService } from "./products.service.js";

/** Wires products repository → service → routes; store access goes through the stores service. */
export function productsModule(app: FastifyInstance, deps: { db: Db; stores: StoresService }) {
  const products = createProductsService({
    products: createProductsRepository(deps.db),
    stores: deps.stores,
  });
  productsRoutes(app, products);
  return products;
}
