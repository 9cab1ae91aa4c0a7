import { LoginBody, LogoutBody, RegisterBody } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { AuthService } from "./auth.service.js";

/** SPEC 7 Auth: register, login, me; and logout, which ends the sessions on the server. */
export function authRoutes(app: FastifyInstance, auth: AuthService, rateLimit: number): void {
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
    method: "GET",
    url: "/api/auth/me",
    access: "user",
    role: "signed-in",
    handler: ({ user }) => auth.me(user.actor),
  });
}
