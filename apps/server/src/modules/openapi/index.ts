import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { openApiRoutes } from "./openapi.routes.js";

/** Serves the OpenAPI document of every route registered before the app is ready. */
export function openApiModule(app: FastifyInstance): void {
  // The same relative path from src/ and dist/: the server package's own manifest.
  const manifest = new URL("../../../package.json", import.meta.url);
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  openApiRoutes(app, { version });
}
