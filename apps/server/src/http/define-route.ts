import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { z } from "zod";
import { badRequest } from "./app-error.js";
import { assertStorable } from "./storable-input.js";
import type { AuthUser } from "../modules/auth/auth.plugin.js";

/** Who may call a route: anyone, or a signed-in user. */
export type Access = "public" | "user";

/**
 * What a signed-in caller must be, beyond signed in (the permission table in the SDK):
 * - `signed-in`: nothing more (their own account, their own new store or team);
 * - `store`: able to reach the store the request names (a member of its team, any role, or
 *   its creator; an API key of that team, acting with its creator's role). Members build:
 *   AI, editor, products, forms, preview. Ids of other stores in a body match nothing;
 * - `store-publish`: as `store`, but a member publishes only an approved store;
 * - `store-admin`: an owner or admin of the store (of its team; the creator of a personal
 *   store): settings, domain, moving it, approval, delete, webhooks. Members get 403;
 * - `team-member`: a member of the team in the path (any role; an API key of it);
 * - `team-admin`: an owner or admin of the team in the path (members and keys get 403);
 * - `team-owner`: an owner of the team in the path (admins, members and keys get 403).
 * The services enforce it, since they know the store or the team; the route declares it, so
 * the route inventory can hold every route to its row of the authorization matrix, whose
 * test proves each declaration against every kind of caller.
 */
export type Role =
  | "signed-in"
  | "store"
  | "store-publish"
  | "store-admin"
  | "team-member"
  | "team-admin"
  | "team-owner";

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  A extends Access,
> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  user: A extends "user" ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A signed-in route must say what its caller must be; a public one has no role. */
type RoleOf<A extends Access> = A extends "user" ? { role: Role } : { role?: never };

export type RouteSpec<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  A extends Access,
> = RoleOf<A> & {
  method: HTTPMethods;
  url: string;
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  /** HTTP status of a success; 200 unless said. */
  status?: number;
  /** Requests per minute per IP, where a route needs a limit of its own. */
  rateLimit?: number;
  /** Routes naming one group share one count per IP (each route counts alone otherwise). */
  rateLimitGroup?: string;
  handler: (input: RouteInput<B, Q, P, A>) => Promise<unknown>;
};

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
 * Registers one route: validates body, query and params with the contract's zod schemas,
 * checks access, and wraps the handler's result in the `{ success, data }` envelope.
 */
export function defineRoute<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  A extends Access = Access,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P, A>): void {
  app.routeInventory.push({
    method: spec.method,
    url: spec.url,
    access: spec.access,
    role: spec.role,
    body: spec.body,
    query: spec.query,
    params: spec.params,
    status: spec.status,
    rateLimit: spec.rateLimit,
  });
  app.route({
    method: spec.method,
    url: spec.url,
    config: spec.rateLimit
      ? {
          rateLimit: { max: spec.rateLimit, timeWindow: 60_000, groupId: spec.rateLimitGroup },
        }
      : {},
    preHandler: spec.access === "user" ? app.requireUser : undefined,
    handler: async (request, reply) => {
      const data = await spec.handler({
        body: parse(spec.body as B, request.body),
        query: parse(spec.query as Q, request.query),
        params: parse(spec.params as P, request.params),
        user: (request.user ?? null) as RouteInput<B, Q, P, A>["user"],
        request,
        reply,
      });
      reply.status(spec.status ?? 200);
      return { success: true, data };
    },
  });
}
