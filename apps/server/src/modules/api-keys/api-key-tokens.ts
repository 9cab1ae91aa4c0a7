import { createHash, randomInt } from "node:crypto";
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS } from "@shopwright/sdk";

// Letters and digits only: a key selects whole on double-click and needs no escaping anywhere.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** 40 characters of 62 symbols: about 238 random bits. */
const RANDOM_CHARS = 40;

/** A new key: the prefix and 40 random letters or digits; only its hash is ever stored. */
export function newApiKey(): { key: string; prefix: string } {
  let random = "";
  for (let i = 0; i < RANDOM_CHARS; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  const key = `${API_KEY_PREFIX}${random}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS) };
}

/** What the database keeps of a key: its SHA-256, hex. Random keys need no slow hash. */
export const hashApiKey = (key: string): string =>
  createHash("sha256").update(key, "utf8").digest("hex");

/** True when a bearer token is shaped like an API key rather than a session token. */
export const isApiKey = (token: string): boolean =>
  token.startsWith(API_KEY_PREFIX) && token.length === API_KEY_PREFIX.length + RANDOM_CHARS;
