import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test/test-app.js";
import { openDatabase, type Database } from "./client.js";

// Servers started together on one PostgreSQL database (a rolling start of
// several replicas) all migrate it at once; each must come up, and each migration run once.
const adminUrl = process.env.TEST_DB === "postgres" ? process.env.DATABASE_URL : undefined;
const SERVERS = 4;

const opened: Database[] = [];
let drop: (() => Promise<void>) | null = null;

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await drop?.();
});

describe.skipIf(!adminUrl)("migrations on PostgreSQL", () => {
  it(`run once when ${SERVERS} servers open an empty database at the same moment`, async () => {
    const scratch = await createScratchDatabase(adminUrl!, "sw_migrate");
    drop = scratch.drop;
    const results = await Promise.allSettled(
      Array.from({ length: SERVERS }, () => openDatabase({ kind: "postgres", url: scratch.url })),
    );
    for (const result of results) if (result.status === "fulfilled") opened.push(result.value);
    const failures = results.flatMap((result) =>
      result.status === "rejected" ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    const applied = await opened[0]!.db.execute(
      sql`select hash, count(*)::int as runs from drizzle.__drizzle_migrations group by hash`,
    );
    const rows = (applied as unknown as { rows: { hash: string; runs: number }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
  });
});
