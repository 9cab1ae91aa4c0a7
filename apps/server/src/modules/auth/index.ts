import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { RateLimitStore } from "../../http/rate-limits/rate-limit-store.js";
import { mailSenderOf } from "../mail/index.js";
import { createAccountSignInLimit } from "./account-sign-in-limit.js";
import { createAccountService } from "./account.service.js";
import { createAccountsRepository } from "./accounts.repository.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService } from "./auth.service.js";
import { createPasswordResetsRepository } from "./password-resets.repository.js";
import { createSessionVersions, type SessionVersions } from "./session-versions.js";
import type { Tokens } from "./tokens.js";
import { createUsersRepository } from "./users.repository.js";
import { DEFAULT_INVITE_CODE } from "../../config.js";

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
    /** Where reset links point and how mail goes out; who may sign up. */
    config: Pick<Config, "publicUrl" | "smtpUrl" | "registrationInviteOnly" | "inviteCode">;
  },
) {
  const users = createUsersRepository(deps.db);
  const accounts = createAccountsRepository(deps.db);
  const signIns = createAccountSignInLimit({ store: deps.rateLimits, max: deps.accountRateLimit });
  const auth = createAuthService({
    users,
    tokens: deps.tokens,
    sessions: deps.sessions,
    signIns,
    registration: {
      inviteOnly: deps.config.registrationInviteOnly ?? false,
      inviteCode: deps.config.inviteCode ?? DEFAULT_INVITE_CODE,
      hasPendingInvite: accounts.hasPendingInvite,
    },
  });
  const account = createAccountService({
    users,
    accounts,
    resets: createPasswordResetsRepository(deps.db),
    tokens: deps.tokens,
    sessions: deps.sessions,
    signIns,
    mail: mailSenderOf({ db: deps.db, config: deps.config, log: app.log }),
    publicUrl: deps.config.publicUrl,
    log: app.log,
  });
  app.addHook("onClose", () => account.close());
  authRoutes(app, auth, account, deps.rateLimit);
  return auth;
}
