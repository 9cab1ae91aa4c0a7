import { CreateApiKeyBody, TeamApiKeyParams, TeamIdParams } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { ApiKeysService } from "./api-keys.service.js";

/** A team's API keys, beside its members and invites under /teams/{id}. */
export function apiKeysRoutes(app: FastifyInstance, apiKeys: ApiKeysService): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/teams/:id/api-keys",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    handler: ({ user, params }) => apiKeys.list(user, params.id),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/teams/:id/api-keys",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    body: CreateApiKeyBody,
    status: 201,
    handler: ({ user, params, body }) => apiKeys.create(user, params.id, body),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/teams/:id/api-keys/:keyId",
    access: "user",
    role: "team-admin",
    params: TeamApiKeyParams,
    handler: ({ user, params }) => apiKeys.revoke(user, params.id, params.keyId),
  });
}
