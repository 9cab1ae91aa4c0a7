import type { FastifyInstance } from "fastify";
import type { ProductsService } from "../products/products.service.js";
import type { StoresService } from "../stores/stores.service.js";
import { launchRoutes } from "./launch.routes.js";
import { createLaunchService } from "./launch.service.js";

/** Wires the pre-launch review: services of stores and products → routes. */
export function launchModule(
  app: FastifyInstance,
  deps: {
    stores: StoresService;
    products: ProductsService;
    siteUrlOf: (slug: string) => string;
  },
) {
  const launch = createLaunchService(deps);
  launchRoutes(app, launch);
  return launch;
}
