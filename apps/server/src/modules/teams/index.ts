import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { mailSenderOf } from "../mail/index.js";
import type { Actor } from "../auth/auth.plugin.js";
import { organizationsRoutes } from "./organizations.routes.js";
import { createOrganizationsService } from "./organizations.service.js";
import { teamsRoutes } from "./teams.routes.js";
import { createTeamsRepository } from "./teams.repository.js";
import { createTeamsService } from "./teams.service.js";

/** Wires teams repository and mail sender → service → routes. */
export function teamsModule(
  app: FastifyInstance,
  deps: { db: Db; config: Pick<Config, "publicUrl" | "smtpUrl" | "authRateLimit"> },
) {
  const mail = mailSenderOf({ db: deps.db, config: deps.config, log: app.log });
  const teams = createTeamsService({
    teams: createTeamsRepository(deps.db),
    mail,
    publicUrl: deps.config.publicUrl,
    log: app.log,
  });
  teamsRoutes(app, teams, deps.config.authRateLimit);
  return teams;
}

/** Wires the organization switcher: the teams repository and the stores' counts → routes. */
export function organizationsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    stores: { countsByOrganization: (actor: Actor) => Promise<Map<string | null, number>> };
    currentOrganizationOf: (actor: Actor) => Promise<string | null>;
  },
) {
  const organizations = createOrganizationsService({
    teams: createTeamsRepository(deps.db),
    storeCounts: deps.stores.countsByOrganization,
    currentOrganizationOf: deps.currentOrganizationOf,
  });
  organizationsRoutes(app, organizations);
  return organizations;
}
