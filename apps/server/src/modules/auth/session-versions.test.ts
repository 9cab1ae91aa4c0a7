import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.js";
import { createScratchDatabase, openTestDatabase } from "../../test/test-app.js";
import { createSessionVersions } from "./session-versions.js";
import { createUsersRepository } from "./users.repository.js";

/** How long a sign-out may take to reach another process; without notices it would take 5 s. */
const HEARD_WITHIN_MS = 1_000;

async function newUser(database: Database) {
  const users = createUsersRepository(database.db);
  const user = await users.insert({
    name: "Two",
    email: `two-${Date.now()}-${Math.random()}@example.com`,
    passwordHash: "x",
  });
  return user.id;
}

/** Polls until `version` is what `read` answers; answers how long that took. */
async function msUntil(read: () => Promise<number | null>, version: number, limitMs: number) {
  const started = performance.now();
  while ((await read()) !== version) {
    if (performance.now() - started > limitMs) throw new Error(`still not ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

describe("session versions in one process", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("read again only once for a claim the database does not know (a restored backup)", async () => {
    const userId = await newUser(database);
    const versions = await createSessionVersions({ users: createUsersRepository(database.db) });
    expect(await versions.current(userId, 5)).toBe(0);
    expect(await versions.current(userId, 0)).toBe(0);
  });

  it("a sign-out holds at once", async () => {
    const userId = await newUser(database);
    const versions = await createSessionVersions({ users: createUsersRepository(database.db) });
    expect(await versions.current(userId)).toBe(0);
    await versions.revoke(userId);
    expect(await versions.current(userId)).toBe(1);
  });
});

// Two connections to one PostgreSQL database, each with its own pool and listening
// connection, stand for two server processes.
describe.runIf(process.env.TEST_DB === "postgres")("session versions of two processes", () => {
  let drop: () => Promise<void>;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? "", "sw_peers");
    drop = scratch.drop;
    a = await openDatabase({ kind: "postgres", url: scratch.url });
    b = await openDatabase({ kind: "postgres", url: scratch.url });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await drop();
  });

  const versionsOf = (database: Database) =>
    createSessionVersions({
      users: createUsersRepository(database.db),
      ...(database.peers ? { peers: database.peers } : {}),
    });

  it("a sign-out on one is heard by the other at once", async () => {
    const userId = await newUser(a);
    const [onA, onB] = [await versionsOf(a), await versionsOf(b)];
    expect(await onA.current(userId)).toBe(0);
    await onB.revoke(userId);
    expect(await msUntil(() => onA.current(userId), 1, HEARD_WITHIN_MS)).toBeLessThan(
      HEARD_WITHIN_MS,
    );
  });

  it("reads again when a token claims a newer version than the one remembered", async () => {
    const userId = await newUser(a);
    const onA = await versionsOf(a);
    const users = createUsersRepository(b.db);
    expect(await onA.current(userId, 0)).toBe(0);
    // Signed out and in again elsewhere, without a notice: the new token carries version 1.
    await users.bumpSessionVersion(userId);
    expect(await onA.current(userId, 1)).toBe(1);
    expect(await onA.current(userId, 0)).toBe(1);
  });

  it("forgets every version when its listening connection was lost, since notices may have been missed", async () => {
    const userId = await newUser(a);
    const onA = await versionsOf(a);
    const onB = await versionsOf(b);
    expect(await onA.current(userId)).toBe(0);
    // Cut A's listening connection, then sign out on B while A cannot hear it.
    const cut = await b.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`);
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(1);
    await onB.revoke(userId);
    // A opens its connection again after about a second and reads versions afresh: well
    // within the 5 s after which it would have read this one again anyway.
    expect(await msUntil(() => onA.current(userId), 1, 3_000)).toBeLessThan(3_000);
  });
});
