import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RateLimitStore } from "./rate-limit-store.js";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

/**
 * @fastify/rate-limit's `store` over ours, so route limits count where every other limit
 * does (memory or Redis) with the same sliding window. Counts are per route as declared
 * (`POST /api/auth/login`), not per requested path, so every path variant that reaches a
 * handler shares its count; HEAD counts with GET, as it runs the same handler. Routes with
 * one `groupId` share one count.
 */
export function routeRateLimitStore(store: RateLimitStore): FastifyRateLimitStoreCtor {
  class RouteRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = "route:*:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      store.take(`${this.scope}${key}`, { max, windowMs: timeWindow }).then(
        (taken) =>
          callback(
            null,
            taken.isAllowed
              ? { current: taken.count, ttl: taken.resetMs }
              : // Past max is how the plugin knows to refuse; the wait is its Retry-After.
                { current: max + 1, ttl: taken.retryAfterMs },
          ),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { routeInfo: route, groupId } = options as {
        routeInfo?: { method?: unknown; url?: unknown };
        groupId?: string;
      };
      if (groupId) return new RouteRateLimitStore(options, `group:${groupId}:`);
      const methods = [route?.method ?? "*"].flat().map(String);
      const method = [...new Set(methods.map((m) => (m === "HEAD" ? "GET" : m)))].join(",");
      return new RouteRateLimitStore(options, `route:${method} ${String(route?.url ?? "")}:`);
    }
  }
  return RouteRateLimitStore;
}
