import {
  ChangePasswordBody,
  LoginBody,
  LogoutBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  RegisterBody,
} from "@shopwright/sdk";
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
  defineRoute(app, {
    method: "POST",
    url: "/api/auth/register",
    access: "public",
    body: RegisterBody,
    status: 201,
    rateLimit,
    handler: ({ body }) => auth.register(body),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/auth/login",
    access: "public",
    body: LoginBody,
    rateLimit,
    handler: ({ body, request }) => auth.login(body, request.ip),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/auth/logout",
    access: "user",
    role: "signed-in",
    body: LogoutBody,
    handler: ({ user }) => auth.logout(user),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/auth/password",
    access: "user",
    role: "signed-in",
    body: ChangePasswordBody,
    rateLimit,
    handler: ({ user, body, request }) => account.changePassword(user, body, request.ip),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/auth/password-reset",
    access: "public",
    body: PasswordResetRequestBody,
    rateLimit,
    handler: ({ body }) => account.requestReset(body),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/auth/password-reset/confirm",
    access: "public",
    body: PasswordResetConfirmBody,
    rateLimit,
    handler: ({ body }) => account.confirmReset(body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/auth/me",
    access: "user",
    role: "signed-in",
    handler: ({ user }) => auth.me(user.actor),
  });
}
