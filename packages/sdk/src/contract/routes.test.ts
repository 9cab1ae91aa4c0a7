import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_ROOT, ROUTES, type RouteDef } from "./routes.js";

const table: [string, RouteDef][] = Object.entries(ROUTES);

/** The `:name` parameters of a path, in order. */
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

describe("the route table", () => {
  it("names each method and path once, all under the API root", () => {
    const keys = table.map(([, route]) => `${route.method} ${route.path}`);
    expect(keys.length).toBeGreaterThan(40);
    expect(new Set(keys).size).toBe(keys.length);
    expect(table.filter(([, route]) => !route.path.startsWith(`${API_ROOT}/`))).toEqual([]);
  });

  it("gives every path parameter a schema, and no schema a parameter the path lacks", () => {
    const mismatched = table.flatMap(([name, route]) => {
      const inPath = pathParams(route.path).sort();
      const inSchema =
        route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      return JSON.stringify(inPath) === JSON.stringify(inSchema) ? [] : [name];
    });
    expect(mismatched).toEqual([]);
  });

  it("gives a role to every signed-in route and none to a public one", () => {
    const wrong = table.filter(([, route]) => (route.access === "user") !== Boolean(route.role));
    expect(wrong.map(([name]) => name)).toEqual([]);
  });

  it("documents every route with a summary and a response", () => {
    const bare = table.filter(([, route]) => !route.summary || !route.response);
    expect(bare.map(([name]) => name)).toEqual([]);
  });
});
