import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { ShippingTaxesService } from "./shipping-taxes.service.js";

/** The store team's "Shipping and taxes" settings: read, and replaced as a whole. */
export function shippingTaxesRoutes(app: FastifyInstance, service: ShippingTaxesService): void {
  defineRoute(app, ROUTES.getShippingTaxes, async ({ user, params }) => ({
    settings: await service.get(user.actor, params.id),
  }));
  defineRoute(app, ROUTES.updateShippingTaxes, async ({ user, params, body }) => ({
    settings: await service.update(user.actor, params.id, body),
  }));
}
