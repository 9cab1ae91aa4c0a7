import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.document.js";

const URL = "/api/openapi.json";

/** GET /api/openapi.json: the document, built once from the finished route inventory. */
export function openApiRoutes(app: FastifyInstance, info: { version: string }): void {
  let document: OpenApiDocument | null = null;
  app.routeInventory.push({ method: "GET", url: URL, access: "public" });
  app.route({
    method: "GET",
    url: URL,
    handler: async (_request, reply) => {
      // Built at the first request: by then every module has registered its routes.
      document ??= buildOpenApiDocument(app.routeInventory, info);
      return reply.send(document);
    },
  });
}
