import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { mailSenderOf } from "../mail/index.js";
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
