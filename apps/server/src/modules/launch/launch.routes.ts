import { SiteAddressQuery, StoreIdParams } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { LaunchService } from "./launch.service.js";

/** The pre-launch review the approval page and the Getting Started checklist read. */
export function launchRoutes(app: FastifyInstance, launch: LaunchService): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id/readiness",
    access: "user",
    role: "store",
    params: StoreIdParams,
    handler: ({ user, params }) => launch.readiness(user.actor, params.id),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/launch/site-address",
    access: "user",
    role: "signed-in",
    query: SiteAddressQuery,
    handler: async ({ query }) => launch.siteAddress(query.storeName, query.domain),
  });
}
