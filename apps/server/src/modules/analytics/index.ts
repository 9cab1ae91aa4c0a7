import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { StoresService } from "../stores/stores.service.js";
import { createAnalyticsRepository } from "./analytics.repository.js";
import { analyticsRoutes } from "./analytics.routes.js";
import { createAnalyticsService } from "./analytics.service.js";
import { createVisitHooks, type VisitHooks } from "./visits.hooks.js";
import { createVisitRecorder, FLUSH_EVERY_MS, type VisitRecorder } from "./visits.recorder.js";

export type { VisitHooks } from "./visits.hooks.js";

export interface AnalyticsOptions {
  /** How often the buffer is written (tests flush by hand instead). */
  flushEveryMs?: number;
  /** The clock of counting and reports (tests set the day). */
  now?: () => number;
  /** Tests receive the recorder, to write what it holds when they choose. */
  onRecorder?: (recorder: VisitRecorder) => void;
}

/**
 * Wires analytics (PRODUCT.md §12): the dashboard's report routes, and, unless counting is
 * off (ANALYTICS=off), the hooks hosting and the storefront pages count visits with, whose
 * buffer is written every few seconds and once more when the server closes.
 */
export function analyticsModule(
  app: FastifyInstance,
  deps: {
    database: Pick<Database, "db" | "noteWrites" | "kind">;
    config: Pick<Config, "analytics" | "analyticsCountryHeader">;
    stores: StoresService;
    options?: AnalyticsOptions;
  },
): { visits: VisitHooks | null } {
  const repository = createAnalyticsRepository(deps.database);
  const isCounting = deps.config.analytics !== false;
  const now = deps.options?.now;
  const analytics = createAnalyticsService({
    repository,
    stores: deps.stores,
    isCounting,
    now,
  });
  analyticsRoutes(app, { analytics });
  if (!isCounting) return { visits: null };

  // PGlite has one client, this process (its data folder is locked): visitors are judged in
  // memory there. On PostgreSQL several processes may count, so the table judges.
  const recorder = createVisitRecorder({
    repository,
    log: app.log,
    now,
    visitors: deps.database.kind === "postgres" ? "shared" : "local",
  });
  deps.options?.onRecorder?.(recorder);
  const flush = () =>
    recorder
      .flush()
      .catch((error: unknown) => app.log.error({ err: error }, "analytics: writing visits failed"));
  const every = deps.options?.flushEveryMs ?? FLUSH_EVERY_MS;
  const timer = every > 0 ? setInterval(flush, every) : null;
  timer?.unref();
  app.addHook("onReady", () => recorder.start());
  // Runs before the database closes (main.ts closes the app first): nothing counted is lost.
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await recorder
      .close()
      .catch((error: unknown) => app.log.error({ err: error }, "analytics: writing visits failed"));
  });
  const visits = createVisitHooks({
    recorder,
    countryHeader:
      deps.config.analyticsCountryHeader === undefined
        ? "cf-ipcountry"
        : deps.config.analyticsCountryHeader,
  });
  return { visits };
}
