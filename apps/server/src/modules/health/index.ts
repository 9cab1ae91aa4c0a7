import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import type { RateLimitStore } from "../../http/rate-limits/rate-limit-store.js";
import { healthRoutes } from "./health.routes.js";
import { createReadiness, type ReadinessCheck } from "./readiness.js";

/** What tests may change: how long a probe may take, and how long an answer is reused. */
export interface HealthOptions {
  probeTimeoutMs?: number;
  reuseMs?: number;
}

/** A balancer's timeout is usually 5 s: a part that takes longer counts as down. */
const PROBE_TIMEOUT_MS = 3000;
/** Balancers probe every few seconds; answers within a second of each other share one run. */
const REUSE_MS = 1000;

/**
 * Wires the health checks (ARCHITECTURE.md "Health checks"): the database answers a query,
 * Redis a PING when rate limits count there, and every file store takes a write (each
 * store's `ready()`: local disk today, an object store's own probe later).
 */
export function healthModule(
  app: FastifyInstance,
  deps: {
    database: Pick<Database, "db">;
    rateLimits: Pick<RateLimitStore, "kind" | "ready">;
    /** The stores the server writes files to (uploads, published sites). */
    fileStores: ReadonlyArray<{ ready(): Promise<void> }>;
    options?: HealthOptions;
  },
): void {
  const checks: ReadinessCheck[] = [
    { part: "database", probe: async () => void (await deps.database.db.execute(sql`select 1`)) },
    ...(deps.rateLimits.kind === "redis"
      ? [{ part: "redis" as const, probe: () => deps.rateLimits.ready() }]
      : []),
    ...deps.fileStores.map((store) => ({ part: "storage" as const, probe: () => store.ready() })),
  ];
  healthRoutes(
    app,
    createReadiness(checks, {
      timeoutMs: deps.options?.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
      reuseMs: deps.options?.reuseMs ?? REUSE_MS,
      onFailure: (part, error) =>
        app.log.warn({ part, err: error }, `readiness: ${part} is not available`),
    }),
  );
}
