import { ROUTES } from "@shopwright/sdk";
import { listSectionDefinitions, registryVersion } from "@shopwright/site";
import type { FastifyInstance } from "fastify";
import { declareRoute } from "../../http/define-route.js";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.document.js";

/**
 * GET /api/openapi.json: the document, built from the finished route inventory and the
 * section registry, and built again when a section type is registered or removed.
 */
export function openApiRoutes(app: FastifyInstance, info: { version: string }): void {
  let built: { document: OpenApiDocument; registry: number } | null = null;
  declareRoute(app, ROUTES.openApi);
  app.route({
    method: ROUTES.openApi.method,
    url: ROUTES.openApi.path,
    handler: async (_request, reply) => {
      // Built at the first request: by then every module has registered its routes.
      const registry = registryVersion();
      if (built?.registry !== registry) {
        const document = buildOpenApiDocument(app.routeInventory, info, listSectionDefinitions());
        built = { document, registry };
      }
      return reply.send(built.document);
    },
  });
}
