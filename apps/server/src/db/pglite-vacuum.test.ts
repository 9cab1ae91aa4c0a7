import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.js";

// PGlite has no autovacuum, so under the load test its files grew with every
// update. PGlite's own behaviour: the PostgreSQL run of the suite skips it.
const VACUUM_EVERY_MS = 300;
const UPDATES = 60;
const ROUNDS = 4;

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: "pglite", dataDir: null, vacuumEveryMs: VACUUM_EVERY_MS });
  await database.db.execute(sql`create table vacuum_probe (id int primary key, body text)`);
  await database.db.execute(sql`insert into vacuum_probe values (1, '')`);
});
afterAll(() => database.close());

/** Rewrites the row with 12 kB of fresh text (kept out of line, as a store's layout is). */
async function rewrite(times: number) {
  for (let n = 0; n < times; n++) {
    await database.db.execute(sql`
      update vacuum_probe
      set body = (select string_agg(md5(random()::text), '') from generate_series(1, 400))
      where id = 1`);
  }
}

/** The table's size on disk, and the stored size of the row's current text. */
const measure = async () => {
  const result = await database.db.execute(sql`
    select pg_total_relation_size('vacuum_probe')::float8 as bytes,
      (select pg_column_size(body) from vacuum_probe where id = 1)::float8 as "rowBytes"`);
  return (result as unknown as { rows: Array<{ bytes: number; rowBytes: number }> }).rows[0]!;
};

describe.skipIf(process.env.TEST_DB === "postgres")("PGlite vacuum", () => {
  it("makes the space of old rows reusable, so rewriting a row does not grow the table", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await rewrite(UPDATES);
      // Vacuums run during and between the rounds.
      await new Promise((resolve) => setTimeout(resolve, VACUUM_EVERY_MS * 3));
    }
    const { bytes, rowBytes } = await measure();
    // Without vacuum the table keeps every version written (about 1.0 of them all).
    expect(bytes).toBeLessThan(0.5 * ROUNDS * UPDATES * rowBytes);
  });
});
