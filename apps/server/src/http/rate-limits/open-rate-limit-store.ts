import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { createMemoryRateLimitStore } from "./memory-rate-limit-store.js";
import type { RateLimitStore } from "./rate-limit-store.js";
import { createRedisRateLimitStore } from "./redis-rate-limit-store.js";

/** Rate-limit keys sit under this name inside REDIS_KEY_PREFIX. */
const RATE_LIMIT_NAMESPACE = "rl:";

/** The store the config asks for: Redis when REDIS_URL is set (reachable, or an error), else memory. */
export async function openRateLimitStore(
  config: Pick<Config, "redisUrl" | "redisKeyPrefix">,
  log?: Pick<FastifyBaseLogger, "error" | "info">,
): Promise<RateLimitStore> {
  if (!config.redisUrl) return createMemoryRateLimitStore();
  return createRedisRateLimitStore({
    url: config.redisUrl,
    prefix: `${config.redisKeyPrefix ?? "shopwright:"}${RATE_LIMIT_NAMESPACE}`,
    log,
  });
}
