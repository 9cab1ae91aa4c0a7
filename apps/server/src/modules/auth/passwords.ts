import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { createSlots } from "./hash-slots.js";

/**
 * Argon2 hashes computed at once. Each keeps a core busy for its whole run on libuv's thread
 * pool (four threads): with more at once than cores, a burst of sign-ins took the CPU from the
 * event loop and every other request slowed down about sevenfold (in the load
 * test). One core stays with the event loop; further sign-ins wait their turn.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
export const hashSlots = createSlots(MAX_CONCURRENT_HASHES);

// Argon2id with the library's defaults (19 MiB, 2 passes), OWASP's baseline.
export const hashPassword = (password: string): Promise<string> =>
  hashSlots.run(() => hash(password));

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email) it still spends the
 * same time on a dummy hash, so response times do not reveal which emails have accounts.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash) return hashSlots.run(() => verify(storedHash, password)).catch(() => false);
  dummyHash ??= hashPassword("shopwright-dummy-password");
  const dummy = await dummyHash;
  await hashSlots.run(() => verify(dummy, password)).catch(() => false);
  return false;
}
