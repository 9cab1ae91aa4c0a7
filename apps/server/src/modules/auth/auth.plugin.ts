import { API_KEY_PREFIX } from "@shopwright/sdk";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthorized } from "../../http/app-error.js";
import type { RouteRecord } from "../../http/define-route.js";
import type { Tokens } from "./tokens.js";

const API_KEY_INVALID = "This API key is not valid. It may have been revoked.";

/**
 * Who a request acts as, and how far it reaches: the principal every service that touches
 * store-owned data takes in place of a bare user id.
 *
 * - A session token acts as its user: every team the user belongs to, and the stores they
 *   created outside any team.
 * - An API key acts as its creator within its one team (`teamScope`): that team's stores and
 *   what hangs off them, never the creator's personal stores or other teams. New stores and
 *   images land in that team.
 *
 * It is resolved once, here in the auth plugin, and passed explicitly: the stores repository's
 * `reachableStoreIds` / `isStoreReachable` turn it into SQL, so every module that scopes by
 * them (products, editor, uploads, publishing, sites, ai) honours the scope with no check of
 * its own. `userId` stays the author of writes (createdBy, uploadedBy).
 */
export interface Actor {
  readonly userId: string;
  /** The only team an API key reaches; absent for a session, which reaches all of them. */
  readonly teamScope?: string;
}

/** The actor of a session or of a preview token: the user, unscoped. */
export const userActor = (userId: string): Actor => ({ userId });

/** The caller of a signed-in route. */
export interface AuthUser {
  id: string;
  /** Set when an API key, not a session token, authenticated the request. */
  apiKey?: { id: string; teamId: string };
  /** The principal to pass to services: the user, scoped to the key's team for a key. */
  actor: Actor;
  /** For a session token, the session version it was issued at (a sign-out moves it on). */
  sessionVersion?: number;
}

/** Looks up a bearer API key: the caller it stands for, or null. */
export type ApiKeyAuthenticator = (token: string) => Promise<AuthUser | null>;

/**
 * The user's current session version (session-versions.ts), or null for no such user;
 * `claimed` is the token's, which tells a remembered version that is out of date.
 */
export type SessionVersionOf = (userId: string, claimed?: number) => Promise<number | null>;

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
 * (JWT) issued at its user's current session version, so a sign-out ends it on the next
 * request, or an API key, told apart by the key's prefix.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { tokens: Tokens; sessionVersionOf: SessionVersionOf; apiKeys: ApiKeyAuthenticator },
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
    const session = await deps.tokens.verify(token);
    if (!session) throw unauthorized();
    const { userId, sessionVersion } = session;
    if ((await deps.sessionVersionOf(userId, sessionVersion)) !== sessionVersion) {
      throw unauthorized();
    }
    request.user = { id: userId, actor: userActor(userId), sessionVersion };
  });
}
