import { AI_MESSAGES } from "@shopwright/sdk";
import type { RateLimitStore } from "../../http/rate-limits/rate-limit-store.js";
import { createRateLimiter, RateLimitedError } from "../../http/rate-limits/rate-limiter.js";

/** 429 of the AI rate limit, with the seconds until the oldest prompt leaves the window. */
export class PromptRateLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, "ai_rate_limited", AI_MESSAGES.rateLimited);
  }
}

/**
 * Prompts per key (an organization): at most `max` in any `windowMs`, counted in the
 * server's rate-limit store, so with REDIS_URL every server process shares the count.
 */
export function createPromptRateLimit(options: {
  store: RateLimitStore;
  max: number;
  windowMs?: number;
}) {
  return createRateLimiter(options.store, {
    name: "ai-prompts",
    max: options.max,
    windowMs: options.windowMs ?? 60_000,
    refuse: (seconds) => new PromptRateLimitedError(seconds),
  });
}

export type PromptRateLimit = ReturnType<typeof createPromptRateLimit>;
