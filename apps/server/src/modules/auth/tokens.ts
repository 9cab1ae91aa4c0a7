import { SignJWT, jwtVerify } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "shopwright";
const LIFETIME = "7d";
const PREVIEW_AUDIENCE = "preview";
const PREVIEW_LIFETIME = "15m";

/** Signs and verifies the bearer tokens of signed-in users (algorithm pinned). */
export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key),
    /** The user id the token was issued to, or null for any invalid or expired token. */
    verify: async (token: string): Promise<string | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
        });
        // Tokens with an audience (previews) are for one narrow use, never for the API.
        if (payload.aud !== undefined) return null;
        return typeof payload.sub === "string" ? payload.sub : null;
      } catch {
        return null;
      }
    },
    /** A 15-minute token that lets an iframe load one store's html preview, and nothing else. */
    signPreview: (storeId: string, userId: string) =>
      new SignJWT({ store: storeId })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(PREVIEW_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(PREVIEW_LIFETIME)
        .sign(key),
    /** The user and store of a valid preview token, or null for any other token. */
    verifyPreview: async (token: string): Promise<{ userId: string; storeId: string } | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: PREVIEW_AUDIENCE,
        });
        const { sub, store } = payload;
        return typeof sub === "string" && typeof store === "string"
          ? { userId: sub, storeId: store }
          : null;
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
