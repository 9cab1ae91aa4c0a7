import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { DomainsService } from "./domains.service.js";

/** DNS lookups per IP address and minute on the check route. */
const CHECKS_PER_MINUTE = 30;

/** A store's own domain: its state and records, a check now, and the HTTPS proxy's question. */
export function domainsRoutes(app: FastifyInstance, domains: DomainsService): void {
  defineRoute(app, ROUTES.getStoreDomain, ({ user, params }) => domains.get(user.actor, params.id));
  defineRoute(
    app,
    ROUTES.checkStoreDomain,
    ({ user, params }) => domains.check(user.actor, params.id),
    { rateLimit: CHECKS_PER_MINUTE },
  );
  defineRoute(app, ROUTES.tlsAsk, ({ query }) => domains.tlsAsk(query.domain));
}
