import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { DiscountsService } from "./discounts.service.js";

/** The store team's discount codes and automatic discounts. */
export function discountsRoutes(app: FastifyInstance, service: DiscountsService): void {
  defineRoute(app, ROUTES.listDiscounts, ({ user, params }) => service.list(user.actor, params.id));
  defineRoute(app, ROUTES.createDiscount, async ({ user, params, body }) => ({
    discount: await service.create(user.actor, params.id, body),
  }));
  defineRoute(app, ROUTES.updateDiscount, async ({ user, params, body }) => ({
    discount: await service.update(user.actor, params.id, params.discountId, body),
  }));
  defineRoute(app, ROUTES.deleteDiscount, async ({ user, params }) => ({
    discount: await service.remove(user.actor, params.id, params.discountId),
  }));
}
