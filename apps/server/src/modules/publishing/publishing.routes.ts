import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { PublishingService } from "./publishing.service.js";

/** PRODUCT.md §7 publish, plus the deploy history and rollback of the editor's Versions list. */
export function publishingRoutes(app: FastifyInstance, publishing: PublishingService): void {
  defineRoute(app, ROUTES.publish, ({ user, params, body }) =>
    publishing.publish(user.actor, params.id, body),
  );
  defineRoute(app, ROUTES.listDeploys, ({ user, params }) =>
    publishing.deploys(user.actor, params.id),
  );
  defineRoute(app, ROUTES.activateDeploy, ({ user, params }) =>
    publishing.activate(user.actor, params.id, params.deployId),
  );
}
