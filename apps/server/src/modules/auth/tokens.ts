import { SignJWT, jwtVerify } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "shopwright";
const LIFETIME = "7d";

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
        return typeof payload.sub === "string" ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
