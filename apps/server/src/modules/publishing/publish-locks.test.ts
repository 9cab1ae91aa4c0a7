import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.js";
import { createScratchDatabase, openTestDatabase } from "../../test/test-app.js";
import { createPublishLocks, type PublishLocks } from "./publish-locks.js";

// Two lock sets over two connection pools of one database stand for two server processes.
const adminUrl = process.env.TEST_DB === "postgres" ? process.env.DATABASE_URL : undefined;

const busy = () => new Error("busy");
const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `runs` pieces of work through the locks at once; answers the most that overlapped. */
async function mostAtOnce(runs: Array<{ locks: PublishLocks; storeId: string }>, ms = 30) {
  let inside = 0;
  let most = 0;
  await Promise.all(
    runs.map(({ locks, storeId }) =>
      locks.run(storeId, async () => {
        inside += 1;
        most = Math.max(most, inside);
        await until(ms);
        inside -= 1;
      }),
    ),
  );
  return most;
}

describe("publish locks in one process", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("run one piece of work per store at a time, and stores side by side", async () => {
    const locks = createPublishLocks({
      db: database.db,
      isShared: database.kind === "postgres",
      busy,
    });
    expect(await mostAtOnce(Array.from({ length: 6 }, () => ({ locks, storeId: "s1" })))).toBe(1);
    // Long enough that all three hold their locks together even on a busy machine.
    const stores = ["s1", "s2", "s3"].map((storeId) => ({ locks, storeId }));
    expect(await mostAtOnce(stores, 500)).toBe(3);
  });

  it("answer the work's result, pass on its error and let the next one run", async () => {
    const locks = createPublishLocks({
      db: database.db,
      isShared: database.kind === "postgres",
      busy,
    });
    const failing = locks.run("s1", () => Promise.reject(new Error("build failed")));
    const next = locks.run("s1", () => Promise.resolve(42));
    await expect(failing).rejects.toThrow("build failed");
    expect(await next).toBe(42);
  });
});

describe.skipIf(!adminUrl)("publish locks of two processes on PostgreSQL", () => {
  let first: Database;
  let second: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(adminUrl!, "sw_locks");
    drop = scratch.drop;
    first = await openDatabase({ kind: "postgres", url: scratch.url });
    second = await openDatabase({ kind: "postgres", url: scratch.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it("keep the two processes' work on one store apart, and not on two stores", async () => {
    const a = createPublishLocks({ db: first.db, isShared: true, busy });
    const b = createPublishLocks({ db: second.db, isShared: true, busy });
    const oneStore = Array.from({ length: 6 }, (_, i) => ({
      locks: i % 2 ? a : b,
      storeId: "shared-store",
    }));
    expect(await mostAtOnce(oneStore)).toBe(1);
    const twoStores = [
      { locks: a, storeId: "store-a" },
      { locks: b, storeId: "store-b" },
    ];
    expect(await mostAtOnce(twoStores, 200)).toBe(2);
  });

  it("give up with the busy error when the other process holds the store too long", async () => {
    const a = createPublishLocks({ db: first.db, isShared: true, busy });
    const b = createPublishLocks({ db: second.db, isShared: true, busy, waitMs: 100 });
    const holding = a.run("held-store", () => until(1_000));
    await until(100);
    await expect(b.run("held-store", () => Promise.resolve("ran"))).rejects.toThrow("busy");
    await holding;
    expect(await b.run("held-store", () => Promise.resolve("ran"))).toBe("ran");
  });

  it("hold on to no connection once the work is done", async () => {
    const a = createPublishLocks({ db: first.db, isShared: true, busy });
    for (let n = 0; n < 20; n++) await a.run(`store-${n}`, () => Promise.resolve(n));
    // More stores than the pool has connections, all at once: none waits for ever.
    await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        a.run(`burst-${n}`, async () => {
          await first.db.execute("select 1");
          await until(20);
        }),
      ),
    );
  });
});
