import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { RateLimitStore } from "../../http/rate-limits/rate-limit-store.js";
import { createRateLimiter } from "../../http/rate-limits/rate-limiter.js";

const WINDOW_MS = 15 * 60_000;
/** How long an address the account signed in from stays its own. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** One sign-in attempt, counted until it turns out right. */
export interface SignInAttempt {
  /** The password was right: the attempt is not a failure, and the address is the user's. */
  succeeded(): Promise<void>;
  /** The attempt ended without an answer (a database error): it does not count. */
  abandoned(): Promise<void>;
}

/**
 * Failed sign-ins per account (the email, already trimmed and lower-cased by LoginBody), from
 * any number of addresses: at most `max` in any `windowMs`, then 429 before the password is
 * even checked. Only failures count (an attempt is counted first, so a burst cannot overshoot,
 * and given back when the password is right), so signing in often never locks anyone out.
 *
 * Lockout abuse: an attacker who keeps failing for an account would keep its owner out for
 * as long as they keep trying. So an address the account signed in from in the last 30 days
 * has a budget of its own (failures for the account from that address): attacks from
 * elsewhere cannot close it, and the owner's usual devices keep working.
 */
export function createAccountSignInLimit(options: {
  store: RateLimitStore;
  max: number;
  windowMs?: number;
  knownAddressMs?: number;
}) {
  const { store, max } = options;
  const windowMs = options.windowMs ?? WINDOW_MS;
  const fromAnywhere = createRateLimiter(store, { name: "sign-in-account", max, windowMs });
  const fromKnown = createRateLimiter(store, { name: "sign-in-account-known", max, windowMs });
  const knownKey = (pair: string) => `sign-in-known:${pair}`;

  return {
    max,
    windowMs,
    /** Counts an attempt for the email from the address, or throws a 429 past the limit. */
    async begin(email: string, ip: string): Promise<SignInAttempt> {
      // Hashed: no email address is written to Redis.
      const account = createHash("sha256").update(email).digest("base64url");
      const pair = `${account}|${normalizeIP(ip)}`;
      const isKnown = await store.isMarked(knownKey(pair));
      const limiter = isKnown ? fromKnown : fromAnywhere;
      const key = isKnown ? pair : account;
      const ticket = await limiter.take(key);
      return {
        async succeeded() {
          await limiter.release(key, ticket);
          await fromKnown.reset(pair);
          await store.mark(knownKey(pair), options.knownAddressMs ?? KNOWN_ADDRESS_MS);
        },
        abandoned: () => limiter.release(key, ticket),
      };
    },
  };
}

export type AccountSignInLimit = ReturnType<typeof createAccountSignInLimit>;
