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

/**
 * Who a preview token was issued to, and by which credential: a session's version, or the
 * API key, so the token dies with the credential (a sign-out or a revoked key).
 */
export interface PreviewCaller {
  actor: Actor;
  sessionVersion?: number;
  apiKeyId?: string;
}

/** What a valid preview token says: its caller and the one store it shows. */
export interface PreviewClaims extends PreviewCaller {
  storeId: string;
}

const PREVIEW_KEY_CLAIM = "key";

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
     * It carries the actor's scope, so a preview asked for with an API key stays in its team,
     * and the credential it came from (`PreviewCaller`), so the editor can refuse it once
     * that credential is gone.
     */
    signPreview: (storeId: string, caller: PreviewCaller) =>
      new SignJWT({
        store: storeId,
        ...(caller.actor.teamScope === undefined ? {} : { team: caller.actor.teamScope }),
        ...(caller.sessionVersion === undefined
          ? {}
          : { [SESSION_VERSION_CLAIM]: caller.sessionVersion }),
        ...(caller.apiKeyId === undefined ? {} : { [PREVIEW_KEY_CLAIM]: caller.apiKeyId }),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(caller.actor.userId)
        .setIssuer(ISSUER)
        .setAudience(PREVIEW_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(PREVIEW_LIFETIME)
        .sign(key),
    /** The claims of a valid preview token, or null for any other token. */
    verifyPreview: async (token: string): Promise<PreviewClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: PREVIEW_AUDIENCE,
        });
        const { sub, store, team } = payload;
        const version = payload[SESSION_VERSION_CLAIM];
        const apiKeyId = payload[PREVIEW_KEY_CLAIM];
        if (typeof sub !== "string" || typeof store !== "string") return null;
        if (version !== undefined && !Number.isInteger(version)) return null;
        if (apiKeyId !== undefined && typeof apiKeyId !== "string") return null;
        const actor = typeof team === "string" ? { userId: sub, teamScope: team } : { userId: sub };
        return {
          actor,
          storeId: store,
          ...(typeof version === "number" ? { sessionVersion: version } : {}),
          ...(apiKeyId === undefined ? {} : { apiKeyId }),
        };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
