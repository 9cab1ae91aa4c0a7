import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { openTestDatabase } from "../../test/test-app.js";
import { createSessionVersions } from "./session-versions.js";
import { createUsersRepository } from "./users.repository.js";

// Two instances over one database stand for two server processes on one PostgreSQL.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function newUser() {
  const users = createUsersRepository(database.db);
  const user = await users.insert({
    name: "Two",
    email: `two-${Date.now()}-${Math.random()}@example.com`,
    passwordHash: "x",
  });
  return { users, userId: user.id };
}

describe("session versions of several processes", () => {
  it("remember a version for a while, so an old token lives on elsewhere until it is read again", async () => {
    const { users, userId } = await newUser();
    const a = createSessionVersions({ users, kind: "postgres" });
    const b = createSessionVersions({ users, kind: "postgres" });
    expect(await a.current(userId)).toBe(0);
    await b.revoke(userId);
    expect(await b.current(userId)).toBe(1);
    // Within OTHER_PROCESSES_MS, A still answers what it read (the README states the bound).
    expect(await a.current(userId)).toBe(0);
  });

  it("read again when a token claims a newer version than the one remembered", async () => {
    const { users, userId } = await newUser();
    const a = createSessionVersions({ users, kind: "postgres" });
    const b = createSessionVersions({ users, kind: "postgres" });
    expect(await a.current(userId, 0)).toBe(0);
    // Signed out and in again on B: the new token carries version 1.
    await b.revoke(userId);
    expect(await a.current(userId, 1)).toBe(1);
    // Once read, the old token's version no longer matches on A either.
    expect(await a.current(userId, 0)).toBe(1);
  });

  it("read again only once for a claim the database does not know (a restored backup)", async () => {
    const { users, userId } = await newUser();
    const a = createSessionVersions({ users, kind: "postgres" });
    expect(await a.current(userId, 5)).toBe(0);
    expect(await a.current(userId, 0)).toBe(0);
  });
});
