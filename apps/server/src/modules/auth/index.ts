import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService } from "./auth.service.js";
import type { Tokens } from "./tokens.js";
import { createUsersRepository } from "./users.repository.js";

/** Wires users repository → auth service → routes. */
export function authModule(
  app: FastifyInstance,
  deps: { db: Db; tokens: Tokens; rateLimit: number },
) {
  const auth = createAuthService({ users: createUsersRepository(deps.db), tokens: deps.tokens });
  authRoutes(app, auth, deps.rateLimit);
  return auth;
}
