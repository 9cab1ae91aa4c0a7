import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { declareRoute } from "../../http/define-route.js";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.document.js";

/** GET /api/openapi.json: the document, built once from the finished route inventory. */
export function openApiRoutes(app: FastifyInstance, info: { version: string }): void {
  let document: OpenApiDocument | null = null;
  declareRoute(app, ROUTES.openApi);
  app.route({
    method: ROUTES.openApi.method,
    url: ROUTES.openApi.path,
    handler: async (_request, reply) => {
      // Built at the first request: by then every module has registered its routes.
      document ??= buildOpenApiDocument(app.routeInventory, info);
      return reply.send(document);
    },
  });
}
