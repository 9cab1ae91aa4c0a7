import { Validator } from "@seriousme/openapi-schema-validator";
import { ERROR_CODES, ROUTES, type RouteDef } from "@shopwright/sdk";
import { ERROR_STATUS } from "@shopwright/sdk/api-reference";
import {
  HeroProps,
  SECTION_TYPES,
  defineSection,
  registerSectionType,
  sectionEntry,
} from "@shopwright/site";
import { Flag } from "lucide-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
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

interface SchemaNode {
  $ref?: string;
  const?: unknown;
  description?: string;
  anyOf?: SchemaNode[];
  not?: { enum: string[] };
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: unknown;
}

/** The document's layout section: one shape per section type, then the open shape. */
async function layoutSection(): Promise<SchemaNode[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  const { components } = response.json<{ components: { schemas: Record<string, SchemaNode> } }>();
  return components.schemas.LayoutSection!.anyOf!;
}

// A section type that exists only in this test, registered while the server runs.
const ribbonSection = defineSection({
  type: "ribbon",
  label: "Ribbon",
  category: "Basic",
  paletteRank: 990,
  placementRank: null,
  family: "basic",
  aliases: [],
  props: z.object({ ribbonText: z.string().describe("Text along the ribbon") }),
  roles: {},
  defaults: { ribbonText: "New" },
  normalize: () => ({ ribbonText: "New" }),
  fields: [{ kind: "text", key: "ribbonText", label: "Text" }],
  ai: "A ribbon of text.",
});

describe("the layout's sections in the document", () => {
  it("types each registered section's props, and keeps other type names open", async () => {
    const shapes = await layoutSection();
    const typed = shapes.slice(0, -1);
    expect(typed.map((shape) => shape.properties!.type!.const)).toEqual(SECTION_TYPES);
    const hero = typed.find((shape) => shape.properties!.type!.const === "hero")!;
    expect(hero.properties!.props!.properties!.title).toMatchObject({
      type: "string",
      description: HeroProps.shape.title.description,
    });
    // Stored props keep keys their schema does not name.
    expect(hero.properties!.props!.additionalProperties).toBeUndefined();

    const other = shapes.at(-1)!;
    expect(other.properties!.type!.not).toEqual({ enum: SECTION_TYPES });
    expect(other.properties!.props).toMatchObject({ type: "object", additionalProperties: {} });
  });

  it("is where the layouts of the editor's answers point", () => {
    const load = doc.paths["/store/{id}/editor"]!.get!.responses["200"] as {
      content: { "application/json": { schema: SchemaNode } };
    };
    const data = load.content["application/json"].schema.properties!.data!;
    const page = data.properties!.layout!.properties!.pages!.items!;
    expect(page.properties!.sections!.items).toEqual({
      $ref: "#/components/schemas/LayoutSection",
    });
  });

  it("lists a section type registered at run time, and drops it when it goes", async () => {
    const unregister = registerSectionType(sectionEntry(ribbonSection, () => null, Flag));
    try {
      const ribbon = (await layoutSection()).find(
        (shape) => shape.properties!.type!.const === "ribbon",
      );
      expect(ribbon?.properties!.props!.properties!.ribbonText).toMatchObject({
        description: "Text along the ribbon",
      });
    } finally {
      unregister();
    }
    const types = (await layoutSection()).map((shape) => shape.properties!.type!.const);
    expect(types).not.toContain("ribbon");
  });
});
