/**
 * Writes `src/contract/route-paths.ts`: the method, path and raw body type of every entry of `ROUTES`, the
 * part of the route table the client sends requests with, so browser bundles carry neither
 * the table's schemas nor its reference texts. Run after changing a route's method or path:
 *   npx tsx --conditions=@shopwright/source packages/sdk/scripts/write-route-paths.ts
 * (`route-paths.test.ts` fails while the file is stale).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ROUTES } from "../src/contract/routes.js";

const entries = Object.entries(ROUTES).map(
  ([name, route]) =>
    `  ${name}: { method: "${route.method}", path: "${route.path}"${
      "rawBody" in route ? `, rawBody: "${route.rawBody}"` : ""
    } },`,
);
const source = `// Written by packages/sdk/scripts/write-route-paths.ts from ROUTES (routes.ts); do not edit.
import type { HttpMethod, RouteName } from "./routes.js";

/** Method, path and raw body type of each route of \`ROUTES\`, without its schemas and texts: what clients send. */
export const ROUTE_PATHS = {
${entries.join("\n")}
} as const satisfies Record<RouteName, { method: HttpMethod; path: string; rawBody?: string }>;
`;
writeFileSync(fileURLToPath(new URL("../src/contract/route-paths.ts", import.meta.url)), source);
