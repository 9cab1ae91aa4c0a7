import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { AccountService } from "./account.service.js";
import type { AuthService } from "./auth.service.js";

/**
 * PRODUCT.md §7 "Auth": register, login, me; logout, which ends the sessions on the server;
 * and the account's password: change it signed in, or reset it by email (limited like
 * sign-in).
 */
export function authRoutes(
  app: FastifyInstance,
  auth: AuthService,
  account: AccountService,
  rateLimit: number,
): void {
  defineRoute(app, ROUTES.register, ({ body }) => auth.register(body), { rateLimit });
  defineRoute(app, ROUTES.login, ({ body, request }) => auth.login(body, request.ip), {
    rateLimit,
  });
  defineRoute(app, ROUTES.logout, ({ user }) => auth.logout(user));
  defineRoute(
    app,
    ROUTES.changePassword,
    ({ user, body, request }) => account.changePassword(user, body, request.ip),
    { rateLimit },
  );
  defineRoute(app, ROUTES.requestPasswordReset, ({ body }) => account.requestReset(body), {
    rateLimit,
  });
  defineRoute(app, ROUTES.resetPassword, ({ body }) => account.confirmReset(body), { rateLimit });
  defineRoute(app, ROUTES.me, ({ user }) => auth.me(user.actor));
}
