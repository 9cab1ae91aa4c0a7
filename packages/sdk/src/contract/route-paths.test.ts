import { describe, expect, it } from "vitest";
import { ROUTE_PATHS } from "./route-paths.js";
import { ROUTES } from "./routes.js";

describe("ROUTE_PATHS", () => {
  it("holds each route's method, path and raw body type exactly as the table says", () => {
    const fromTable = Object.fromEntries(
      Object.entries(ROUTES).map(([name, route]) => [
        name,
        {
          method: route.method,
          path: route.path,
          ...("rawBody" in route ? { rawBody: route.rawBody } : {}),
        },
      ]),
    );
    expect(
      ROUTE_PATHS,
      "stale: run npx tsx --conditions=@shopwright/source packages/sdk/scripts/write-route-paths.ts",
    ).toEqual(fromTable);
  });
});
