import { randomUUID } from "node:crypto";
import type { RateLimitRule, RateLimitStore, RateTake } from "./rate-limit-store.js";

interface Log {
  windowMs: number;
  /** Counted events, oldest first. */
  hits: { at: number; ticket: string }[];
}

/** Keys kept at most; past it the least recently used go first (and their limits reopen). */
const MAX_KEYS = 100_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts in this process's memory: exact for one server process (Node runs each `take` to
 * the end before the next), not shared with others. Expired keys are swept once a minute,
 * so memory follows the keys active in their window.
 */
export function createMemoryRateLimitStore(
  options: { now?: () => number; maxKeys?: number } = {},
): RateLimitStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? MAX_KEYS;
  const logs = new Map<string, Log>();
  const marks = new Map<string, number>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, log] of logs) {
      if ((log.hits.at(-1)?.at ?? -Infinity) <= at - log.windowMs) logs.delete(key);
    }
    for (const [key, until] of marks) if (until <= at) marks.delete(key);
  }

  function recentOf(key: string, rule: RateLimitRule, at: number): Log {
    const log = logs.get(key) ?? { windowMs: rule.windowMs, hits: [] };
    log.windowMs = rule.windowMs;
    const firstLive = log.hits.findIndex((hit) => hit.at > at - rule.windowMs);
    log.hits = firstLive === -1 ? [] : log.hits.slice(firstLive);
    // Re-inserted, so the Map's order is least recently used first.
    logs.delete(key);
    logs.set(key, log);
    while (logs.size > maxKeys) logs.delete(logs.keys().next().value!);
    return log;
  }

  return {
    kind: "memory",

    async take(key, rule): Promise<RateTake> {
      const at = now();
      sweep(at);
      const log = recentOf(key, rule, at);
      const oldest = log.hits[0];
      if (log.hits.length >= rule.max) {
        return {
          isAllowed: false,
          count: log.hits.length,
          retryAfterMs: (oldest?.at ?? at) + rule.windowMs - at,
        };
      }
      const ticket = `${at}:${randomUUID()}`;
      log.hits.push({ at, ticket });
      return {
        isAllowed: true,
        count: log.hits.length,
        resetMs: (oldest?.at ?? at) + rule.windowMs - at,
        ticket,
      };
    },

    async release(key, ticket) {
      const log = logs.get(key);
      if (log) log.hits = log.hits.filter((hit) => hit.ticket !== ticket);
    },

    async reset(key) {
      logs.delete(key);
    },

    async mark(key, ttlMs) {
      marks.delete(key);
      marks.set(key, now() + ttlMs);
      while (marks.size > maxKeys) marks.delete(marks.keys().next().value!);
    },

    async isMarked(key) {
      return (marks.get(key) ?? -Infinity) > now();
    },

    async ready() {},

    async close() {
      logs.clear();
      marks.clear();
    },
  };
}
