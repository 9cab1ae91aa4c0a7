import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthorized } from "../../http/app-error.js";
import type { RouteRecord } from "../../http/define-route.js";
import type { Tokens } from "./tokens.js";

/** The caller of a signed-in route. */
export interface AuthUser {
  id: string;
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    routeInventory: RouteRecord[];
  }
}

/** Decorates the app with bearer-token authentication for routes that ask for it. */
export function registerAuthentication(app: FastifyInstance, tokens: Tokens): void {
  app.decorateRequest("user", null);
  app.decorate("routeInventory", []);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const userId = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!userId) throw unauthorized();
    request.user = { id: userId };
  });
}
