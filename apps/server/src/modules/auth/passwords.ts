import { hash, verify } from "@node-rs/argon2";

// Argon2id with the library's defaults (19 MiB, 2 passes), OWASP's baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email) it still spends the
 * same time on a dummy hash, so response times do not reveal which emails have accounts.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash) return verify(storedHash, password).catch(() => false);
  dummyHash ??= hash("shopwright-dummy-password");
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
