import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { ApiKeysService } from "./api-keys.service.js";

/** A team's API keys, beside its members and invites under /teams/{id}. */
export function apiKeysRoutes(app: FastifyInstance, apiKeys: ApiKeysService): void {
  defineRoute(app, ROUTES.listApiKeys, ({ user, params }) => apiKeys.list(user, params.id));
  defineRoute(app, ROUTES.createApiKey, ({ user, params, body }) =>
    apiKeys.create(user, params.id, body),
  );
  defineRoute(app, ROUTES.revokeApiKey, ({ user, params }) =>
    apiKeys.revoke(user, params.id, params.keyId),
  );
}
