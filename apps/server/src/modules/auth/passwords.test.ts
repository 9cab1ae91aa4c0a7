import { describe, expect, it } from "vitest";
import { MAX_CONCURRENT_HASHES, hashPassword, hashSlots, verifyPassword } from "./passwords.js";

describe("password hashing", () => {
  it("computes at most one hash per spare core at once; the others wait their turn", async () => {
    const stored = await hashPassword("correct horse");
    const checks = [
      verifyPassword(stored, "correct horse"),
      verifyPassword(stored, "wrong"),
      verifyPassword("not an argon2 hash", "correct horse"),
      verifyPassword(stored, "correct horse"),
      verifyPassword(stored, "wrong again"),
    ];
    const load = hashSlots.load();
    expect(load.running).toBe(Math.min(MAX_CONCURRENT_HASHES, checks.length));
    expect(load.waiting).toBe(checks.length - load.running);
    // A hash that fails (a malformed stored hash) gives its slot back like the others.
    expect(await Promise.all(checks)).toEqual([true, false, false, true, false]);
    expect(hashSlots.load()).toEqual({ running: 0, waiting: 0 });
  });
});
