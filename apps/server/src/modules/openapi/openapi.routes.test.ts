import { Validator } from "@seriousme/openapi-schema-validator";
import { ERROR_CODES, ROUTES, type RouteDef } from "@shopwright/sdk";
import { ERROR_STATUS } from "@shopwright/sdk/api-reference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { isApiRoute, openApiPath, routeKey } from "./openapi.document.js";

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

interface Operation {
  summary: string;
  tags: string[];
  security: unknown[];
  parameters: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  "x-error-codes": { code: string; status: number }[];
}
type Doc = { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => t.close());

/** "METHOD /path" of every operation in the document. */
function documented(): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

/** "METHOD /path" of every API route Fastify registered (HEAD comes with GET). */
function registered(): string[] {
  return [
    ...new Set(
      t.app.registeredRoutes
        .filter((r) => isApiRoute(r.url) && r.method !== "HEAD")
        .map((r) => `${r.method} ${openApiPath(r.url)}`),
    ),
  ];
}

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("needs no sign-in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.headers["content-type"]).toMatch(/application\/json/);
  });
});

describe("the document and the routes", () => {
  it("documents every API route Fastify registered, and nothing else", () => {
    expect(registered().length).toBeGreaterThan(40);
    expect(documented().sort()).toEqual(registered().sort());
  });

  it("registers every route of the contract's table, and no API route outside it", () => {
    const routes = t.app.routeInventory.filter((r) => isApiRoute(r.url));
    const table: RouteDef[] = Object.values(ROUTES);
    const unregistered = Object.entries(ROUTES)
      .filter(([, route]) => !routes.some((r) => r.route === route))
      .map(([name]) => name);
    const outside = routes.filter((r) => !r.route || !table.includes(r.route)).map(routeKey);
    const moved = routes.filter(
      (r) => r.route && routeKey(r) !== `${r.route.method} ${r.route.path}`,
    );
    // Fix by adding or removing the entry in packages/sdk/src/contract/routes.ts.
    expect({ unregistered, outside, moved: moved.map(routeKey) }).toEqual({
      unregistered: [],
      outside: [],
      moved: [],
    });
  });

  it("gives every error code an HTTP status", () => {
    expect(ERROR_CODES.filter((code) => ERROR_STATUS[code] === undefined)).toEqual([]);
  });

  it("says which routes need a bearer token, and lists their error codes", () => {
    const me = doc.paths["/auth/me"]!.get!;
    expect(me.security).toEqual([{ bearer: [] }]);
    expect(me["x-error-codes"]).toContainEqual({ code: "unauthorized", status: 401 });
    expect(me.responses["401"]).toBeDefined();

    const login = doc.paths["/auth/login"]!.post!;
    expect(login.security).toEqual([]);
    expect(login["x-error-codes"].map((e) => e.code)).toEqual(
      expect.arrayContaining(["invalid_credentials", "validation_failed", "rate_limited"]),
    );
    expect(login.requestBody).toMatchObject({
      content: {
        "application/json": {
          schema: { properties: { email: { type: "string" }, password: { type: "string" } } },
        },
      },
    });
  });

  it("describes path and query parameters, success status and response data", () => {
    const list = doc.paths["/products/{storeId}"]!.get!;
    expect(list.tags).toEqual(["Products"]);
    expect(list.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(["path:storeId", "query:page", "query:sortBy", "query:status"]),
    );
    expect(list.responses["200"]).toMatchObject({
      content: {
        "application/json": {
          schema: {
            properties: {
              data: { properties: { products: { type: "array" }, total: { type: "integer" } } },
            },
          },
        },
      },
    });
    const create = doc.paths["/teams/{id}/api-keys"]!.post!;
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(["201", "401", "403", "404"]),
    );
  });
});
