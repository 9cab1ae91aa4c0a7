import { SignJWT, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";
import type { Actor } from "./auth.plugin.js";

const ALGORITHM = "HS256";
const ISSUER = "shopwright";
const LIFETIME = "7d";
const PREVIEW_AUDIENCE = "preview";
const PREVIEW_LIFETIME = "15m";
/** Verified bearer tokens remembered, so a signed-in client's every request skips the HMAC. */
const VERIFIED_TOKENS = 10_000;

/** The claim naming the user's session version a token was issued at (see `sign`). */
const SESSION_VERSION_CLAIM = "sv";

/** What a verified bearer token says: its user, and until when (epoch seconds) it is valid. */
interface Verified {
  userId: string;
  /** The user's session version when it was issued; tokens from before the claim count as 0. */
  sessionVersion: number;
  expiresAt: number;
}

/** Signs and verifies the bearer tokens of signed-in users (algorithm pinned). */
export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Only tokens whose signature and claims checked out are kept. Their answer can change only
  // by expiring (a "not before" once passed stays passed), which is checked on every use.
  const verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS });

  async function verifyUncached(token: string): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
      });
      // Tokens with an audience (previews) are for one narrow use, never for the API.
      if (payload.aud !== undefined || typeof payload.sub !== "string") return null;
      const version = payload[SESSION_VERSION_CLAIM] ?? 0;
      if (typeof version !== "number" || !Number.isInteger(version)) return null;
      return {
        userId: payload.sub,
        sessionVersion: version,
        expiresAt: payload.exp ?? Number.POSITIVE_INFINITY,
      };
    } catch {
      return null;
    }
  }

  return {
    /**
     * A 7-day session token at the user's current session version: signing out moves the
     * version, and every token issued before it stops working (auth.plugin.ts checks it).
     */
    sign: (userId: string, sessionVersion: number) =>
      new SignJWT({ [SESSION_VERSION_CLAIM]: sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key),
    /** The user and session version of the token, or null for any invalid or expired token. */
    verify: async (token: string): Promise<{ userId: string; sessionVersion: number } | null> => {
      // jose's rule: a token is expired once the current whole second reaches its exp.
      const now = Math.floor(Date.now() / 1000);
      let known = verified.get(token);
      if (!known) {
        const checked = await verifyUncached(token);
        if (!checked) return null;
        verified.set(token, checked);
        known = checked;
      }
      return known.expiresAt > now
        ? { userId: known.userId, sessionVersion: known.sessionVersion }
        : null;
    },
    /**
     * A 15-minute token that lets an iframe load one store's html preview, and nothing else.
     * It carries the actor's scope, so a preview asked for with an API key stays in its team.
     */
    signPreview: (storeId: string, actor: Actor) =>
      new SignJWT(
        actor.teamScope === undefined
          ? { store: storeId }
          : { store: storeId, team: actor.teamScope },
      )
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(actor.userId)
        .setIssuer(ISSUER)
        .setAudience(PREVIEW_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(PREVIEW_LIFETIME)
        .sign(key),
    /** The actor and store of a valid preview token, or null for any other token. */
    verifyPreview: async (token: string): Promise<{ actor: Actor; storeId: string } | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: PREVIEW_AUDIENCE,
        });
        const { sub, store, team } = payload;
        if (typeof sub !== "string" || typeof store !== "string") return null;
        const actor = typeof team === "string" ? { userId: sub, teamScope: team } : { userId: sub };
        return { actor, storeId: store };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
