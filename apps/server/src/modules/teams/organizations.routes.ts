import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { OrganizationsService } from "./organizations.service.js";

/** The organization switcher: where the caller may work, and switching the current one. */
export function organizationsRoutes(app: FastifyInstance, organizations: OrganizationsService) {
  defineRoute(app, ROUTES.listOrganizations, ({ user }) => organizations.list(user.actor));
  defineRoute(app, ROUTES.setCurrentOrganization, ({ user, body }) =>
    organizations.setCurrent(user.actor, body.teamId),
  );
}
