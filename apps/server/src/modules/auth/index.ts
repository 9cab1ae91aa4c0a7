import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import type { RateLimitStore } from "../../http/rate-limits/rate-limit-store.js";
import { createAccountSignInLimit } from "./account-sign-in-limit.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService } from "./auth.service.js";
import { createSessionVersions, type SessionVersions } from "./session-versions.js";
import type { Tokens } from "./tokens.js";
import { createUsersRepository } from "./users.repository.js";

/** The users' session versions: checked by the auth plugin, moved on by sign-out. */
export const sessionVersionsOf = (
  database: Pick<Database, "db" | "peers">,
): Promise<SessionVersions> =>
  createSessionVersions({
    users: createUsersRepository(database.db),
    ...(database.peers ? { peers: database.peers } : {}),
  });

/** Wires users repository → auth service → routes. */
export function authModule(
  app: FastifyInstance,
  deps: {
    db: Database["db"];
    tokens: Tokens;
    sessions: SessionVersions;
    /** Sign-in and sign-up attempts per IP and minute, each. */
    rateLimit: number;
    /** Failed sign-ins per account and 15 minutes, counted in `rateLimits`. */
    accountRateLimit: number;
    rateLimits: RateLimitStore;
  },
) {
  const auth = createAuthService({
    users: createUsersRepository(deps.db),
    tokens: deps.tokens,
    sessions: deps.sessions,
    signIns: createAccountSignInLimit({ store: deps.rateLimits, max: deps.accountRateLimit }),
  });
  authRoutes(app, auth, deps.rateLimit);
  return auth;
}
