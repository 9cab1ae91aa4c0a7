import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { sites, stores } from "../../db/schema.js";
import { insertOwner, openTestDatabase } from "../../test/test-app.js";
import { createSiteTargets } from "./site-targets.js";
import { createSitesRepository } from "./sites.repository.js";

const IS_PGLITE = process.env.TEST_DB !== "postgres";

let database: Database;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  userId = await insertOwner(database);
});
afterAll(() => database.close());

let counter = 0;
async function newStore(domain?: string) {
  counter += 1;
  const [store] = await database.db
    .insert(stores)
    .values({
      createdBy: userId,
      storeName: `Shop ${counter}`,
      domain: domain ?? `shop-${counter}-${Date.now()}.example.com`,
      // Hosting serves a domain only once verified (modules/domains); here it is.
      domainStatus: "verified",
      domainVerifiedAt: new Date(),
    })
    .returning();
  return { storeId: store!.id, slug: `shop-${counter}-${Date.now()}` };
}

/** The real repository, counting the reads that reach the database. */
function countingTargets() {
  const repository = createSitesRepository(database.db);
  const reads = { count: 0 };
  const targets = createSiteTargets(
    {
      findBySlug: (slug) => ((reads.count += 1), repository.findBySlug(slug)),
      findByDomain: (domain) => ((reads.count += 1), repository.findByDomain(domain)),
    },
    database,
  );
  return { targets, reads };
}

describe("site targets", () => {
  it.runIf(IS_PGLITE)(
    "on PGlite, remember answers: repeated page views read nothing, a write is seen at once",
    async () => {
      const { targets, reads } = countingTargets();
      await targets.listen();
      try {
        const { storeId, slug } = await newStore("first.example.com");
        // Not published yet: the miss is remembered too.
        for (let i = 0; i < 5; i++) expect(await targets.findBySlug(slug)).toBeNull();
        expect(reads.count).toBe(1);

        await database.db.insert(sites).values({ storeId, slug });
        expect(await targets.findBySlug(slug)).toMatchObject({ storeId, liveDeployId: null });
        for (let i = 0; i < 5; i++) await targets.findBySlug(slug);
        expect(reads.count).toBe(2);

        // A domain changed: each seen on the next lookup.
        expect((await targets.findByDomain("first.example.com"))?.site?.storeId).toBe(storeId);
        expect(await targets.findByDomain("second.example.com")).toBeNull();
        await database.db
          .update(stores)
          .set({ domain: "second.example.com" })
          .where(eq(stores.id, storeId));
        expect(await targets.findByDomain("first.example.com")).toBeNull();
        expect((await targets.findByDomain("second.example.com"))?.site?.storeId).toBe(storeId);
        const before = reads.count;
        // A store's other columns do not make anyone forget.
        await database.db
          .update(stores)
          .set({ storeName: "Renamed" })
          .where(eq(stores.id, storeId));
        await targets.findByDomain("second.example.com");
        expect(reads.count).toBe(before);

        // The domain unverified: it names nothing at once; verified again, it does at once.
        await database.db
          .update(stores)
          .set({ domainStatus: "pending", domainVerifiedAt: null })
          .where(eq(stores.id, storeId));
        expect(await targets.findByDomain("second.example.com")).toBeNull();
        await database.db
          .update(stores)
          .set({ domainStatus: "active", domainVerifiedAt: new Date() })
          .where(eq(stores.id, storeId));
        expect((await targets.findByDomain("second.example.com"))?.domain).toBe(
          "second.example.com",
        );

        // The store deleted: its site goes with it (cascade), and with it the answer.
        await database.db.delete(stores).where(eq(stores.id, storeId));
        expect(await targets.findBySlug(slug)).toBeNull();
        expect(await targets.findByDomain("second.example.com")).toBeNull();
      } finally {
        await targets.stop();
      }
    },
  );

  it("without announcements (PostgreSQL, or before listening), read every time", async () => {
    const { targets, reads } = countingTargets();
    await targets.listen();
    const { storeId, slug } = await newStore();
    await database.db.insert(sites).values({ storeId, slug });
    for (let i = 0; i < 3; i++) expect((await targets.findBySlug(slug))?.storeId).toBe(storeId);
    expect(reads.count).toBe(IS_PGLITE ? 1 : 3);
    expect(targets.isRemembering).toBe(IS_PGLITE);
    await targets.stop();
    expect(targets.isRemembering).toBe(false);
    await targets.findBySlug(slug);
    expect(reads.count).toBe(IS_PGLITE ? 2 : 4);

    // A host naming no store's domain is remembered as such for a while, on any database.
    const before = reads.count;
    for (let i = 0; i < 3; i++) expect(await targets.findByDomain("nobody.example.com")).toBeNull();
    expect(reads.count).toBe(before + 1);
  });

  it("a verified domain without a published site names its store, with no site", async () => {
    const { targets } = countingTargets();
    const { storeId } = await newStore("unpublished.example.com");
    expect(await targets.findByDomain("unpublished.example.com")).toEqual({
      domain: "unpublished.example.com",
      site: null,
    });
    await database.db.delete(stores).where(eq(stores.id, storeId));
  });

  it.runIf(!IS_PGLITE)(
    "on PostgreSQL, a domain served since is forgotten as a miss by every process at once",
    async () => {
      const writer = countingTargets().targets;
      const { targets: reader } = countingTargets();
      await reader.listenToPeers();
      const { storeId } = await newStore("peer.example.com");
      await database.db
        .update(stores)
        .set({ domainStatus: "pending", domainVerifiedAt: null })
        .where(eq(stores.id, storeId));
      expect(await reader.findByDomain("peer.example.com")).toBeNull();
      await database.db
        .update(stores)
        .set({ domainStatus: "verified", domainVerifiedAt: new Date() })
        .where(eq(stores.id, storeId));
      // Remembered as a miss for 30 s, until the process that verified it says so.
      expect(await reader.findByDomain("peer.example.com")).toBeNull();
      await writer.domainChanged("peer.example.com");
      await expect
        .poll(async () => (await reader.findByDomain("peer.example.com"))?.domain, {
          timeout: 5_000,
        })
        .toBe("peer.example.com");
      await reader.stop();
    },
  );
});
