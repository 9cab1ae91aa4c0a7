import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../../http/app-error.js";
import { declareRoute, defineRoute } from "../../http/define-route.js";
import type { AnalyticsService } from "./analytics.service.js";

/** A store's analytics report, and its series as a CSV file. */
export function analyticsRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService }) {
  const { analytics } = deps;

  defineRoute(app, ROUTES.getAnalytics, async ({ user, params, query }) => ({
    report: await analytics.report(user.actor, params.id, query),
  }));

  // A CSV file, not the JSON envelope, so it is declared without defineRoute.
  declareRoute(app, ROUTES.exportAnalytics);
  app.route({
    method: ROUTES.exportAnalytics.method,
    url: ROUTES.exportAnalytics.path,
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const params = ROUTES.exportAnalytics.params.safeParse(request.params);
      const query = ROUTES.exportAnalytics.query.safeParse(request.query);
      if (!query.success) throw badRequest(query.error.issues[0]?.message ?? "Invalid dates");
      const { filename, stream } = await analytics.exportCsv(
        request.user!.actor,
        params.success ? params.data.id : "",
        query.data,
      );
      return reply
        .header("content-disposition", `attachment; filename="${filename}"`)
        .type("text/csv; charset=utf-8")
        .send(stream);
    },
  });
}
