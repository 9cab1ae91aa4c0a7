import type { FastifyInstance, FastifyReply } from "fastify";
import type { ReadinessChecker } from "./readiness.js";

/** The process serves requests; says nothing of what it depends on. */
export const HEALTH_PATH = "/healthz";
/** The process and what it depends on answer: it can take traffic. */
export const READY_PATH = "/readyz";

const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

/**
 * `GET /healthz` and `GET /readyz` (and HEAD): JSON for load balancers and orchestrators. They
 * answer on every host (a published site's too, before its host routing), count no visit, are
 * not rate limited and log only failures, since a balancer asks every few seconds.
 */
export function healthRoutes(app: FastifyInstance, readiness: ReadinessChecker): void {
  for (const url of [HEALTH_PATH, READY_PATH]) {
    app.routeInventory.push({ method: "GET", url, access: "public" });
  }
  const routeOptions = { config: { isOnEveryHost: true }, logLevel: "warn" } as const;

  app.get(HEALTH_PATH, routeOptions, async (_request, reply) => {
    noStore(reply);
    return { status: "ok" };
  });

  app.get(READY_PATH, routeOptions, async (_request, reply) => {
    const { isReady, checks } = await readiness.check();
    noStore(reply);
    // Which part failed, never why: the reason (a host name, an error text) stays in the log.
    return reply.status(isReady ? 200 : 503).send({
      status: isReady ? "ready" : "unavailable",
      checks,
    });
  });
}
