import { API_KEY_PREFIX } from "@shopwright/sdk";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthorized } from "../../http/app-error.js";
import type { RouteRecord } from "../../http/define-route.js";
import type { Tokens } from "./tokens.js";

const API_KEY_INVALID = "This API key is not valid. It may have been revoked.";

/** The caller of a signed-in route. */
export interface AuthUser {
  id: string;
  /** Set when an API key, not a session token, authenticated the request. */
  apiKey?: { id: string; teamId: string };
}

/** Looks up a bearer API key: the caller it stands for, or null. */
export type ApiKeyAuthenticator = (token: string) => Promise<AuthUser | null>;

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    routeInventory: RouteRecord[];
  }
}

/**
 * Decorates the app with bearer authentication for routes that ask for it: a session token
 * (JWT), or an API key, told apart by the key's prefix (issue 8).
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { tokens: Tokens; apiKeys: ApiKeyAuthenticator },
): void {
  app.decorateRequest("user", null);
  app.decorate("routeInventory", []);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized();
    if (token.startsWith(API_KEY_PREFIX)) {
      const caller = await deps.apiKeys(token);
      if (!caller) throw unauthorized(API_KEY_INVALID);
      request.user = caller;
      return;
    }
    const userId = await deps.tokens.verify(token);
    if (!userId) throw unauthorized();
    request.user = { id: userId };
  });
}
