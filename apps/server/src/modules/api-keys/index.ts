import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { TeamsService } from "../teams/teams.service.js";
import { apiKeysRoutes } from "./api-keys.routes.js";
import { createApiKeysRepository } from "./api-keys.repository.js";
import { createApiKeysService } from "./api-keys.service.js";

/** Wires API keys repository → service (roles through the teams service) → routes. */
export function apiKeysModule(app: FastifyInstance, deps: { db: Db; teams: TeamsService }) {
  const apiKeys = createApiKeysService({
    keys: createApiKeysRepository(deps.db),
    roleIn: (actor, teamId) => deps.teams.get(actor, teamId),
  });
  apiKeysRoutes(app, apiKeys);
  return apiKeys;
}
