import { AI_MESSAGES } from "@shopwright/sdk";
import { AppError } from "../../http/app-error.js";

/** 429 of the AI rate limit; the route turns `retryAfterSeconds` into a Retry-After header. */
export class PromptRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "ai_rate_limited", AI_MESSAGES.rateLimited);
  }
}

/** The answer of a rate limit: allowed, or how long to wait. */
export type RateDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * A sliding window of prompts per key (an organization): at most `max` in any `windowMs`.
 * In memory, like the route rate limits: one server process answers for its own clients.
 */
export function createPromptRateLimit(options: {
  max: number;
  windowMs?: number;
  now?: () => number;
}) {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();

  function sweep(at: number) {
    // Keys whose newest hit left the window hold nothing: drop them so the map stays small.
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= at - windowMs) hits.delete(key);
    }
  }

  return {
    /** Counts one prompt for the key when it is within the limit. */
    take(key: string): RateDecision {
      const at = now();
      if (hits.size > 10_000) sweep(at);
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= options.max) {
        hits.set(key, recent);
        const oldest = recent[0] ?? at;
        return {
          isAllowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
        };
      }
      recent.push(at);
      hits.set(key, recent);
      return { isAllowed: true };
    },
  };
}

export type PromptRateLimit = ReturnType<typeof createPromptRateLimit>;
