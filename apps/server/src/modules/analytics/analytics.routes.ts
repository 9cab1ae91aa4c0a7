import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineCsvRoute, defineRoute } from "../../http/define-route.js";
import type { AnalyticsService } from "./analytics.service.js";

/** A store's analytics report, and its series as a CSV file. */
export function analyticsRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService }) {
  const { analytics } = deps;

  defineRoute(app, ROUTES.getAnalytics, async ({ user, params, query }) => ({
    report: await analytics.report(user.actor, params.id, query),
  }));

  defineCsvRoute(app, ROUTES.exportAnalytics, (actor, storeId, query) =>
    analytics.exportCsv(actor, storeId, query),
  );
}
