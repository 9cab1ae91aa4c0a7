import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { LaunchService } from "./launch.service.js";

/** The pre-launch review the approval page and the Getting Started checklist read. */
export function launchRoutes(app: FastifyInstance, launch: LaunchService): void {
  defineRoute(app, ROUTES.storeReadiness, ({ user, params }) =>
    launch.readiness(user.actor, params.id),
  );
  defineRoute(app, ROUTES.siteAddress, async ({ query }) =>
    launch.siteAddress(query.storeName, query.domain),
  );
}
