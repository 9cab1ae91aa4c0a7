import type { FastifyInstance } from "fastify";

/** A route as Fastify registered it: what the OpenAPI document must match. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Records every route Fastify registers, however it was declared, so a test can hold the
 * OpenAPI document against the real router. Call before any module registers a route.
 */
export function trackRoutes(app: FastifyInstance): void {
  app.decorate("registeredRoutes", []);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.registeredRoutes.push({ method, url: route.url });
  });
}
