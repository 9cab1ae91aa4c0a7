import { MESSAGES, type ErrorCode } from "@shopwright/sdk";
import { AppError } from "../app-error.js";
import { retryAfterSeconds, type RateLimitRule, type RateLimitStore } from "./rate-limit-store.js";

/** A 429; the error handler turns `retryAfterSeconds` into a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ErrorCode = "rate_limited",
    message: string = MESSAGES.tooManyAttempts,
  ) {
    super(429, code, message);
  }
}

/**
 * One named limit over the store: `take` counts an event for a key or throws a 429 that says
 * how long to wait; `release` takes a counted event back.
 */
export function createRateLimiter(
  store: RateLimitStore,
  options: RateLimitRule & {
    /** Keeps this limit's keys apart from every other limit's. */
    name: string;
    refuse?: (retryAfterSeconds: number) => RateLimitedError;
  },
) {
  const { name, max, windowMs } = options;
  const refuse = options.refuse ?? ((seconds) => new RateLimitedError(seconds));
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    ...options,
    /** Counts one event for `key`, answering the ticket that takes it back; throws a 429 past max. */
    async take(key: string): Promise<string> {
      const taken = await store.take(keyOf(key), { max, windowMs });
      if (!taken.isAllowed) throw refuse(retryAfterSeconds(taken.retryAfterMs));
      return taken.ticket;
    },
    release: (key: string, ticket: string) => store.release(keyOf(key), ticket),
    reset: (key: string) => store.reset(keyOf(key)),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
