import { DeployParams, PublishBody, StoreIdParams } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { PublishingService } from "./publishing.service.js";

/** PRODUCT.md §7 publish, plus the deploy history and rollback of the editor's Versions list. */
export function publishingRoutes(app: FastifyInstance, publishing: PublishingService): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/store/:id/publish",
    access: "user",
    role: "store-publish",
    params: StoreIdParams,
    body: PublishBody,
    handler: ({ user, params, body }) => publishing.publish(user.actor, params.id, body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id/deploys",
    access: "user",
    role: "store",
    params: StoreIdParams,
    handler: ({ user, params }) => publishing.deploys(user.actor, params.id),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/store/:id/deploys/:deployId/activate",
    access: "user",
    role: "store-publish",
    params: DeployParams,
    handler: ({ user, params }) => publishing.activate(user.actor, params.id, params.deployId),
  });
}
