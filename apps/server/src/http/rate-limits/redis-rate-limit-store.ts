import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Redis, type Result } from "ioredis";
import { createMemoryRateLimitStore } from "./memory-rate-limit-store.js";
import type { RateLimitStore, RateTake } from "./rate-limit-store.js";

// A sliding log per key in a sorted set (score = time in ms), checked and added to in one
// script: Redis runs a script alone, so processes racing for the last slot cannot both win.
// Answers { allowed (1|0), count, ms until the oldest event leaves the window }.
const TAKE = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= max then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, count, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {1, count + 1, tonumber(oldest[2]) + window - now}
`;

declare module "ioredis" {
  interface RedisCommander<Context> {
    shopwrightRateTake(
      key: string,
      now: number,
      windowMs: number,
      max: number,
      ticket: string,
    ): Result<[number, number, number], Context>;
  }
}

/** How often a Redis that stays away is reported again in the log. */
const REPORT_EVERY_MS = 60_000;

export class RedisUnreachableError extends Error {
  override readonly name = "RedisUnreachableError";
}

/** The URL without its password, for messages. */
function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "REDIS_URL";
  }
}

type Log = Pick<FastifyBaseLogger, "error" | "info">;

/**
 * Counts in Redis, shared by every server process that names the same Redis and prefix.
 * Connects before it answers: a Redis that cannot be reached at startup is an error, so a
 * misconfigured REDIS_URL stops the server instead of silently limiting per process.
 * If Redis goes away later, each process counts in its own memory until it is back (and
 * logs it): limits then hold per process, so they neither vanish nor lock everyone out.
 */
export async function createRedisRateLimitStore(options: {
  url: string;
  /** Put before every key, so several deployments (or tests) can share one Redis. */
  prefix: string;
  now?: () => number;
  log?: Log;
}): Promise<RateLimitStore> {
  const now = options.now ?? Date.now;
  const fallback = createMemoryRateLimitStore({ now });
  const redis = new Redis(options.url, {
    lazyConnect: true,
    // Fail at once while disconnected rather than queue: the fallback counts meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.defineCommand("shopwrightRateTake", { numberOfKeys: 1, lua: TAKE });

  let failingSince: number | null = null;
  let lastReport = 0;
  let isStarted = false;
  let startError: Error | null = null;
  redis.on("error", (error: Error) => {
    if (isStarted) report(error);
    else startError ??= error;
  });

  function report(error: unknown) {
    const at = Date.now();
    failingSince ??= at;
    if (at - lastReport < REPORT_EVERY_MS) return;
    lastReport = at;
    options.log?.error(
      { err: error },
      "Redis is unreachable: rate limits count in this process only until it is back",
    );
  }

  function recovered() {
    if (failingSince === null) return;
    failingSince = null;
    lastReport = 0;
    options.log?.info("Redis answers again: rate limits are shared again");
  }

  async function shared<T>(run: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      recovered();
      return result;
    } catch (error) {
      report(error);
      return local();
    }
  }

  try {
    await redis.connect();
    await redis.ping();
    isStarted = true;
  } catch (error) {
    redis.disconnect();
    // The socket's own error (ECONNREFUSED, ENOTFOUND …) says more than "Connection is closed".
    const cause = startError ?? error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new RedisUnreachableError(
      `Cannot reach Redis at ${displayUrl(options.url)} (REDIS_URL): ${reason}`,
    );
  }

  const keyOf = (key: string) => `${options.prefix}${key}`;

  return {
    kind: "redis",

    take(key, rule) {
      return shared<RateTake>(
        async () => {
          const at = now();
          const ticket = `${at}:${randomUUID()}`;
          const [allowed, count, waitMs] = await redis.shopwrightRateTake(
            keyOf(key),
            at,
            rule.windowMs,
            rule.max,
            ticket,
          );
          return allowed === 1
            ? { isAllowed: true, count, resetMs: waitMs, ticket }
            : { isAllowed: false, count, retryAfterMs: waitMs };
        },
        () => fallback.take(key, rule),
      );
    },

    async release(key, ticket) {
      await fallback.release(key, ticket);
      await shared(
        async () => void (await redis.zrem(keyOf(key), ticket)),
        async () => undefined,
      );
    },

    async reset(key) {
      await fallback.reset(key);
      await shared(
        async () => void (await redis.del(keyOf(key))),
        async () => undefined,
      );
    },

    mark(key, ttlMs) {
      return shared(
        async () => void (await redis.set(keyOf(key), "1", "PX", Math.max(1, Math.round(ttlMs)))),
        () => fallback.mark(key, ttlMs),
      );
    },

    isMarked(key) {
      return shared(
        async () => (await redis.exists(keyOf(key))) === 1,
        () => fallback.isMarked(key),
      );
    },

    async ready() {
      // Fails at once while disconnected (no offline queue), else within commandTimeout.
      await redis.ping();
    },

    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
