import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../db/schema.js";
import { openTestDatabase, insertOwner } from "../../test/test-app.js";
import type { Database } from "../../db/client.js";
import { draftRecorder } from "../draft-history/index.js";
import { createStoresRepository } from "./stores.repository.js";

let database: Database;
let owner: string;
beforeAll(async () => {
  database = await openTestDatabase();
  owner = await insertOwner(database);
}, 120_000);
afterAll(() => database?.close());

let counter = 0;
/** A store deleted `agoMs` before its purge became due (negative: still in its grace period). */
async function deletedStore(agoMs: number): Promise<string> {
  counter += 1;
  const [row] = await database.db
    .insert(stores)
    .values({
      createdBy: owner,
      storeName: `Gone ${counter}`,
      domain: `gone${counter}.example.com`,
      deletedAt: sql`now()`,
      purgeAfter: new Date(Date.now() - agoMs),
    })
    .returning({ id: stores.id });
  return row!.id;
}

describe("the purge queue of deleted stores", () => {
  it("hands each due store to one claim at a time, and none still in its grace period", async () => {
    const repository = createStoresRepository(database.db, draftRecorder(database.db));
    const older = await deletedStore(60_000);
    const newer = await deletedStore(1_000);
    await deletedStore(-60_000);

    const claims = await Promise.all([1, 2, 3].map(() => repository.claimPurge(60_000)));
    expect(claims.filter((id) => id !== null).sort()).toEqual([older, newer].sort());
    expect(claims).toContain(null);
    // Held by their leases: nobody else takes them.
    expect(await repository.claimPurge(60_000)).toBeNull();

    // A lease that ran out (its process died mid-purge) lets another take the store over.
    await database.db
      .update(stores)
      .set({ purgeLeaseUntil: new Date(Date.now() - 1) })
      .where(eq(stores.id, older));
    expect(await repository.claimPurge(60_000)).toBe(older);

    expect(await repository.purge(older)).toBe(true);
    expect(await repository.purge(older)).toBe(false);
  });

  it("never purges a store that is not deleted, or still in its grace period", async () => {
    const repository = createStoresRepository(database.db, draftRecorder(database.db));
    const waiting = await deletedStore(-60_000);
    const [live] = await database.db
      .insert(stores)
      .values({ createdBy: owner, storeName: "Live", domain: `live${counter}.example.com` })
      .returning({ id: stores.id });
    expect(await repository.purge(waiting)).toBe(false);
    expect(await repository.purge(live!.id)).toBe(false);
    expect(await database.db.select().from(stores).where(eq(stores.id, live!.id))).toHaveLength(1);
  });
});
