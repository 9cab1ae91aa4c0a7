import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route answers on every Host, a published site's too, before hosting's host routing
     * looks the host up: the health checks, which a load balancer sends with whatever Host
     * it likes and which must answer while the database does not.
     */
    isOnEveryHost?: boolean;
  }
}

/** True when the request matched a route that answers on every host. */
export const isOnEveryHost = (request: FastifyRequest): boolean =>
  request.routeOptions.config?.isOnEveryHost === true;
