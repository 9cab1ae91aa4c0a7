import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService } from "./auth.service.js";
import { createSessionVersions, type SessionVersions } from "./session-versions.js";
import type { Tokens } from "./tokens.js";
import { createUsersRepository } from "./users.repository.js";

/** The users' session versions: checked by the auth plugin, moved on by sign-out. */
export const sessionVersionsOf = (database: Pick<Database, "db" | "kind">): SessionVersions =>
  createSessionVersions({ users: createUsersRepository(database.db), kind: database.kind });

/** Wires users repository → auth service → routes. */
export function authModule(
  app: FastifyInstance,
  deps: { db: Database["db"]; tokens: Tokens; sessions: SessionVersions; rateLimit: number },
) {
  const auth = createAuthService({
    users: createUsersRepository(deps.db),
    tokens: deps.tokens,
    sessions: deps.sessions,
  });
  authRoutes(app, auth, deps.rateLimit);
  return auth;
}
