import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { Access, Role, RouteDef } from "@shopwright/sdk";
import type { z } from "zod";
import { badRequest } from "./app-error.js";
import { assertStorable } from "./storable-input.js";
import type { AuthUser } from "../modules/auth/auth.plugin.js";

export type { Access, Role } from "@shopwright/sdk";

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
/** The parsed value of one input of a route: its schema's output, or undefined without one. */
type InputOf<R, K extends "body" | "query" | "params"> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

export interface RouteInput<R extends RouteDef> {
  body: InputOf<R, "body">;
  query: InputOf<R, "query">;
  params: InputOf<R, "params">;
  user: R["access"] extends "user" ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler answers: the `data` its route's response schema describes (sent as the
 * handler returns it, so the schema's input side).
 */
export type RouteAnswer<R extends RouteDef> = R["response"] extends z.ZodType
  ? z.input<R["response"]>
  : never;

/** How often a route may be called: a server setting, so not part of the contract. */
export interface RouteLimits {
  /** Requests per minute per IP, where a route needs a limit of its own. */
  rateLimit?: number;
  /** Routes naming one group share one count per IP (each route counts alone otherwise). */
  rateLimitGroup?: string;
}

/** What every route declared about itself, for the route inventory and the OpenAPI document. */
export interface RouteRecord {
  method: HTTPMethods;
  url: string;
  access: Access;
  /** Set on every signed-in route. */
  role?: Role;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** HTTP status of a success, when not 200. */
  status?: number;
  rateLimit?: number;
  /** The contract's entry of an API route (ROUTES): its reference text and response. */
  route?: RouteDef;
}

/**
 * Records a route of the contract's table in the route inventory without registering it: for
 * the routes that answer something other than the JSON envelope (a page, a file, the OpenAPI
 * document), which register themselves with `app.route`.
 */
export function declareRoute(
  app: FastifyInstance,
  route: RouteDef,
  limits: RouteLimits = {},
): void {
  app.routeInventory.push({
    method: route.method,
    url: route.path,
    access: route.access,
    role: route.role,
    body: route.body,
    query: route.query,
    params: route.params,
    status: route.status,
    rateLimit: limits.rateLimit,
    route,
  });
}

/**
 * A signed-in route of one store that answers a CSV file rather than the JSON envelope: the
 * store id from the path (an id that cannot exist reaches `handler` as "", which answers 404
 * like another organization's), the query parsed as `defineRoute` parses it (400 with the
 * reason), and the file's name and contents from `handler`.
 */
export function defineCsvRoute<Q extends z.ZodType>(
  app: FastifyInstance,
  route: RouteDef & { params: z.ZodType<{ id: string }>; query: Q },
  handler: (
    actor: AuthUser["actor"],
    storeId: string,
    query: z.output<Q>,
  ) => Promise<{ filename: string; stream: unknown }>,
): void {
  declareRoute(app, route);
  app.route({
    method: route.method as HTTPMethods,
    url: route.path,
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const params = route.params.safeParse(request.params);
      const query = parse(route.query, request.query) as z.output<Q>;
      const { filename, stream } = await handler(
        request.user!.actor,
        params.success ? params.data.id : "",
        query,
      );
      return reply
        .header("content-disposition", `attachment; filename="${filename}"`)
        .type("text/csv; charset=utf-8")
        .send(stream);
    },
  });
}

function parse<S extends Schema>(schema: S, value: unknown): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  // Before the schema: a value too deep would exhaust the stack of the validation itself.
  assertStorable(value);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data as Parsed<S>;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest("Invalid request");
  // Our own messages are whole sentences (PRODUCT.md §5 texts); zod's defaults need the field name.
  const isZodDefault = /^(Invalid|Too (big|small)|Unrecognized)/.test(issue.message);
  throw badRequest(
    isZodDefault && issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
  );
}

/**
 * Registers one route of the contract's table (ROUTES): validates body, query and params with
 * its zod schemas, checks access, and wraps the handler's answer, typed by the route's
 * response schema, in the `{ success, data }` envelope. A handler that sent its answer
 * itself (hijacking the reply for an event stream) returns the reply instead.
 */
export function defineRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (
    input: RouteInput<R>,
  ) => Promise<RouteAnswer<R> | FastifyReply> | RouteAnswer<R> | FastifyReply,
  limits: RouteLimits = {},
): void {
  declareRoute(app, route, limits);
  app.route({
    method: route.method,
    url: route.path,
    config: limits.rateLimit
      ? {
          rateLimit: { max: limits.rateLimit, timeWindow: 60_000, groupId: limits.rateLimitGroup },
        }
      : {},
    preHandler: route.access === "user" ? app.requireUser : undefined,
    handler: async (request, reply) => {
      const data = await handler({
        body: parse(route.body, request.body) as InputOf<R, "body">,
        query: parse(route.query, request.query) as InputOf<R, "query">,
        params: parse(route.params, request.params) as InputOf<R, "params">,
        user: (request.user ?? null) as RouteInput<R>["user"],
        request,
        reply,
      });
      // A handler that answered on its own (an event stream) returns the reply itself.
      if (data === reply) return reply;
      reply.status(route.status ?? 200);
      return { success: true, data };
    },
  });
}
