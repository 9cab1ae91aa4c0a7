import { createHash, randomBytes } from "node:crypto";

/** A new invite token: 32 random bytes, URL-safe; only its hash is ever stored. */
export const newInviteToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps of a token: its SHA-256, hex. Random tokens need no slow hash. */
export const hashInviteToken = (token: string): string =>
  createHash("sha256").update(token, "utf8").digest("hex");
