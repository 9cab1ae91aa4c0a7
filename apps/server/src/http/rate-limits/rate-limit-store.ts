/** A limit: at most `max` events in any `windowMs` (a sliding window, not a fixed one). */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * The answer of one attempt to count an event: counted (with the ticket that takes it back
 * and the time until the oldest counted event leaves the window), or refused with the time
 * to wait. A refused attempt is not counted, so hammering a closed limit does not keep it shut.
 */
export type RateTake =
  | { isAllowed: true; count: number; resetMs: number; ticket: string }
  | { isAllowed: false; count: number; retryAfterMs: number };

/**
 * Where every rate limit of the server counts: in this process's memory, or in Redis so that
 * several server processes share one count (REDIS_URL). Each `take` is atomic: concurrent
 * callers, in one process or many, can never be let through more than `max` times.
 */
export interface RateLimitStore {
  readonly kind: "memory" | "redis";
  /** Counts one event under `key` when fewer than `rule.max` are in the window. */
  take(key: string, rule: RateLimitRule): Promise<RateTake>;
  /** Takes back an event counted by `take` (a sign-in that turned out to be right). */
  release(key: string, ticket: string): Promise<void>;
  /** Forgets every event counted under `key`. */
  reset(key: string): Promise<void>;
  /** Remembers `key` for `ttlMs` (an address a user signed in from). */
  mark(key: string, ttlMs: number): Promise<void>;
  isMarked(key: string): Promise<boolean>;
  /**
   * Resolves when the counts are shared as configured (Redis answers), throws otherwise
   * (`GET /readyz` asks it); a memory store is always ready.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Whole seconds to wait before trying again: at least 1, as Retry-After has no fractions. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
