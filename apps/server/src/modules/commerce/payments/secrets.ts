import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Payment credentials are stored sealed: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server secret, so a database dump alone does not reveal them. A sealed value reads
 * `v1.<iv>.<tag>.<ciphertext>`, each part base64url; the version lets a later key or cipher
 * sit beside this one.
 */

const VERSION = "v1";
const INFO = "shopwright payment secrets";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** Encrypts a secret with a fresh random IV: sealing one text twice gives two values. */
  seal(plain: string): string;
  /** Decrypts a sealed value; throws when it was altered or sealed under another secret. */
  open(sealed: string): string;
}

/** Raised when a sealed value is malformed, altered, or sealed under another server secret. */
export class SecretBoxError extends Error {
  override readonly name = "SecretBoxError";
  constructor() {
    super("The sealed secret cannot be opened");
  }
}

export function createSecretBox(serverSecret: string): SecretBox {
  if (!serverSecret) throw new Error("The server secret is empty");
  const key = Buffer.from(hkdfSync("sha256", serverSecret, Buffer.alloc(0), INFO, 32));

  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const parts = sealed.split(".");
      if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError();
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, "base64url"));
      if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) throw new SecretBoxError();
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv!, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString("utf8");
      } catch {
        throw new SecretBoxError();
      }
    },
  };
}

/** Secrets shorter than this are masked whole: their last four characters would say too much. */
const MASK_MIN_LENGTH = 12;
const MASK = "••••";

/** A secret as the dashboard shows it: "••••3xYz", its last four characters only. */
export function maskSecret(plain: string): string {
  if (plain.length < MASK_MIN_LENGTH) return MASK;
  return MASK + plain.slice(-4);
}
