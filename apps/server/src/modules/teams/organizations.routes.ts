import { SetCurrentOrganizationBody } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { OrganizationsService } from "./organizations.service.js";

/** The organization switcher: where the caller may work, and switching the current one. */
export function organizationsRoutes(app: FastifyInstance, organizations: OrganizationsService) {
  defineRoute(app, {
    method: "GET",
    url: "/api/organizations",
    access: "user",
    role: "signed-in",
    handler: ({ user }) => organizations.list(user.actor),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/organizations/current",
    access: "user",
    role: "signed-in",
    body: SetCurrentOrganizationBody,
    handler: ({ user, body }) => organizations.setCurrent(user.actor, body.teamId),
  });
}
