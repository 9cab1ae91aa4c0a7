import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { analyticsCounts, analyticsSalts, stores } from "../../db/schema.js";
import { insertOwner, openTestDatabase } from "../../test/test-app.js";
import { createAnalyticsRepository, type AnalyticsRepository } from "./analytics.repository.js";
import { createVisitRecorder, type Visit } from "./visits.recorder.js";

const AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

let database: Database;
let repository: AnalyticsRepository;
let owner: string;
beforeAll(async () => {
  database = await openTestDatabase();
  repository = createAnalyticsRepository(database);
  owner = await insertOwner(database);
});
afterAll(() => database.close());

let counter = 0;
async function newStore(): Promise<string> {
  counter += 1;
  const [row] = await database.db
    .insert(stores)
    .values({ createdBy: owner, storeName: `R ${counter}`, domain: `r${counter}.example.com` })
    .returning();
  return row!.id;
}

const log = { error: () => undefined, warn: () => undefined };
const NOW = Date.parse("2026-05-04T10:30:00Z");
const view = (storeId: string, address: string): Visit => ({
  storeId,
  kind: "page",
  path: "/",
  address,
  agent: AGENT,
  referrer: "",
  country: "",
});

async function total(storeId: string, metric: string) {
  const rows = await database.db
    .select()
    .from(analyticsCounts)
    .where(eq(analyticsCounts.storeId, storeId));
  return rows.filter((r) => r.metric === metric && r.key === "").reduce((n, r) => n + r.count, 0);
}

describe("the visit recorder", () => {
  it("counts each visitor once when several servers write the same visitors at once", async () => {
    const storeId = await newStore();
    const servers = [1, 2, 3].map(() =>
      createVisitRecorder({ repository, log, visitors: "shared", now: () => NOW }),
    );
    for (const server of servers) {
      for (let n = 0; n < 40; n++) server.record(view(storeId, `192.0.2.${n}`));
    }
    await Promise.all(servers.map((server) => server.flush()));
    expect(await total(storeId, "visitors")).toBe(40);
    expect(await total(storeId, "views")).toBe(120);
    // One salt for the day, shared by every server.
    expect(await database.db.select().from(analyticsSalts)).toHaveLength(1);
  });

  it("remembers today's visitors in memory, and across a restart through the table", async () => {
    const storeId = await newStore();
    const first = createVisitRecorder({ repository, log, visitors: "local", now: () => NOW });
    await first.start();
    first.record(view(storeId, "192.0.2.100"));
    await first.flush();
    first.record(view(storeId, "192.0.2.100"));
    await first.close();
    const second = createVisitRecorder({ repository, log, visitors: "local", now: () => NOW });
    await second.start();
    second.record(view(storeId, "192.0.2.100"));
    second.record(view(storeId, "192.0.2.101"));
    await second.close();
    expect(await total(storeId, "views")).toBe(4);
    expect(await total(storeId, "visitors")).toBe(2);
  });

  it("keeps a batch that could not be written, and writes it whole at the next flush", async () => {
    const storeId = await newStore();
    let isDown = true;
    const flaky: AnalyticsRepository = {
      ...repository,
      writeBatch: (...args) =>
        isDown ? Promise.reject(new Error("down")) : repository.writeBatch(...args),
    };
    const recorder = createVisitRecorder({
      repository: flaky,
      log,
      visitors: "local",
      now: () => NOW,
    });
    recorder.record(view(storeId, "192.0.2.200"));
    recorder.record(view(storeId, "192.0.2.201"));
    await expect(recorder.flush()).rejects.toThrow("down");
    expect(recorder.pendingCount).toBe(2);
    expect(await total(storeId, "views")).toBe(0);
    isDown = false;
    await recorder.flush();
    expect(recorder.pendingCount).toBe(0);
    expect(await total(storeId, "views")).toBe(2);
    expect(await total(storeId, "visitors")).toBe(2);
  });

  it("leaves out the visits of a store deleted meanwhile and counts the others", async () => {
    const [kept, gone] = [await newStore(), await newStore()];
    const recorder = createVisitRecorder({ repository, log, visitors: "shared", now: () => NOW });
    recorder.record(view(kept, "192.0.2.210"));
    recorder.record(view(gone, "192.0.2.211"));
    await database.db.delete(stores).where(eq(stores.id, gone));
    await recorder.flush();
    expect(await total(kept, "visitors")).toBe(1);
    expect(await total(gone, "visitors")).toBe(0);
  });
});
