import { ERROR_CODES, type ErrorCode, type RouteDef } from "@shopwright/sdk";
import { API_TAGS, ERROR_STATUS } from "@shopwright/sdk/api-reference";
import {
  LayoutSection,
  typedLayoutSection,
  type SectionSchemaSource,
} from "@shopwright/site/schema";
import { z } from "zod";
import type { RouteRecord } from "../../http/define-route.js";

type JsonSchema = Record<string, unknown>;

/** An operation's error codes as the reference lists them (an OpenAPI extension). */
export interface DocumentedError {
  code: ErrorCode;
  status: number;
}

/** Only routes under this prefix are the API; the rest are files, sites and fonts. */
const API_PREFIX = "/api/";

const statusOf = (code: ErrorCode) => ERROR_STATUS[code] ?? 400;

/** The key of a route: its method and path as the server registers them. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** True for the routes the document covers. */
export const isApiRoute = (url: string) => url.startsWith(API_PREFIX);

/** Fastify's `/store/:id` as OpenAPI's `/store/{id}`, without the /api server prefix. */
export const openApiPath = (url: string) =>
  url.slice(API_PREFIX.length - 1).replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** Where the contract has a layout section, the document points at its typed schema. */
const LAYOUT_SECTION_REF = "#/components/schemas/LayoutSection";

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    override: ({ zodSchema, jsonSchema: json }) => {
      if (zodSchema !== LayoutSection) return;
      for (const key of Object.keys(json)) delete (json as JsonSchema)[key];
      json.$ref = LAYOUT_SECTION_REF;
    },
  }) as JsonSchema;
  return rest;
}

/** One parameter per property of a params or query object schema. */
function parameters(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

/** The codes a route may answer: the ones its doc names and those that come with its kind. */
function errorsOf(route: RouteRecord, doc: RouteDef | undefined): DocumentedError[] {
  const codes = new Set<ErrorCode>(doc?.errors ?? []);
  if (route.access === "user") codes.add("unauthorized");
  if (route.body || route.query || route.params || doc?.multipart || doc?.rawBody)
    codes.add("validation_failed");
  if (route.body) {
    codes.add("invalid_json");
    codes.add("unsupported_media_type");
    codes.add("payload_too_large");
  }
  if (route.rateLimit) codes.add("rate_limited");
  codes.add("internal_error");
  return ERROR_CODES.filter((code) => codes.has(code)).map((code) => ({
    code,
    status: statusOf(code),
  }));
}

function errorResponses(errors: DocumentedError[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const { code, status } of errors)
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.join(", "),
          content: {
            "application/json": {
              schema: {
                allOf: [
                  { $ref: "#/components/schemas/ErrorBody" },
                  { type: "object", properties: { code: { enum: codes } } },
                ],
              },
            },
          },
        },
      ]),
  );
}

function successResponse(doc: RouteDef | undefined) {
  if (doc?.response === "html")
    return {
      description: "An HTML page",
      content: { "text/html": { schema: { type: "string" } } },
    };
  if (doc?.response === "csv")
    return { description: "A CSV file", content: { "text/csv": { schema: { type: "string" } } } };
  if (doc?.response === "document")
    return {
      description: "The OpenAPI document",
      content: { "application/json": { schema: { type: "object" } } },
    };
  const data = doc?.response ? jsonSchema(doc.response, "output") : {};
  return {
    description: "Success",
    content: {
      "application/json": {
        schema: {
          type: "object",
          properties: { success: { const: true }, data },
          required: ["success", "data"],
        },
      },
    },
  };
}

function requestBody(route: RouteRecord, doc: RouteDef | undefined) {
  if (doc?.multipart) {
    const properties = Object.fromEntries(
      Object.entries(doc.multipart).map(([field, kind]) => [
        field,
        kind === "files"
          ? {
              type: "array",
              items: { type: "string", contentMediaType: "application/octet-stream" },
            }
          : { type: "string", contentMediaType: "application/octet-stream" },
      ]),
    );
    return {
      required: true,
      content: { "multipart/form-data": { schema: { type: "object", properties } } },
    };
  }
  if (doc?.rawBody)
    return { required: true, content: { [doc.rawBody]: { schema: { type: "string" } } } };
  if (!route.body) return undefined;
  return {
    required: true,
    content: { "application/json": { schema: jsonSchema(route.body, "input") } },
  };
}

/** A stable operationId, e.g. get_store_id_deploys. */
const operationId = (method: string, url: string) =>
  `${method.toLowerCase()}_${url
    .slice(API_PREFIX.length)
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/_+$/, "")}`;

/**
 * The OpenAPI 3.1 document of every API route in the inventory: method, path, access, the
 * zod schemas the server validates with, summary, response and error codes, all from the
 * route's entry of the contract's ROUTES, which the inventory records. A layout's sections
 * are described once (`components.schemas.LayoutSection`), typed by the given section
 * definitions: each type's props schema, and the open shape for any other type name.
 */
export function buildOpenApiDocument(
  routes: RouteRecord[],
  info: { version: string },
  sections: readonly SectionSchemaSource[],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    if (!isApiRoute(route.url)) continue;
    const key = routeKey(route);
    if (seen.has(key)) continue;
    seen.add(key);
    const doc = route.route;
    const errors = errorsOf(route, doc);
    const body = requestBody(route, doc);
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: operationId(route.method, route.url),
      tags: [doc?.tag ?? "Other"],
      summary: doc?.summary ?? `${route.method} ${path}`,
      ...(doc?.description ? { description: doc.description } : {}),
      security: route.access === "user" ? [{ bearer: [] }] : [],
      parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
      ...(body ? { requestBody: body } : {}),
      responses: {
        [String(route.status ?? 200)]: successResponse(doc),
        ...errorResponses(errors),
      },
      "x-error-codes": errors,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Shopwright API",
      version: info.version,
      description:
        "Every answer is `{ success: true, data }` or `{ success: false, message, code }`. Anything outside the caller's organization answers 404. Authenticate with `Authorization: Bearer <token>`: a session token from Sign in, or an API key (`sw_live_…`) made in Organization settings → API keys.",
    },
    servers: [{ url: "/api" }],
    tags: API_TAGS.map((tag) => ({ ...tag })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "A session token from POST /auth/login, or an API key (sw_live_…).",
        },
      },
      schemas: {
        // Read as input: stored props keep keys their schema does not name.
        LayoutSection: jsonSchema(typedLayoutSection(sections), "input"),
        ErrorBody: {
          type: "object",
          properties: {
            success: { const: false },
            message: { type: "string", description: "A sentence to show the user" },
            code: { type: "string", enum: [...ERROR_CODES] },
          },
          required: ["success", "message"],
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
