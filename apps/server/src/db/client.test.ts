import { sql } from "drizzle-orm";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-app.js";
import { openDatabase, type Database } from "./client.js";
import { products, stores, users } from "./schema.js";

// PGlite's own behaviour, so these run on PGlite whichever database the suite is for.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: "pglite", dataDir: null });
});
afterAll(() => database.close());

const probe = pgTable("analyze_probe", { id: integer("id") });
const estimatedRows = async (table: string) => {
  const result = await database.db.execute(
    sql`select reltuples::float8 as rows from pg_class where relname = ${table}`,
  );
  return (result as unknown as { rows: Array<{ rows: number }> }).rows[0]!.rows;
};

describe("PGlite statistics", () => {
  it("are gathered at start", async () => {
    // -1: never analysed.
    expect(await estimatedRows("products")).toBe(0);
  });

  it("are gathered again once the rows written pass autovacuum's threshold", async () => {
    await database.db.execute(sql`create table analyze_probe (id int)`);
    await database.db.execute(sql`insert into analyze_probe select generate_series(1, 1000)`);
    await database.noteWrites(probe, 50);
    expect(await estimatedRows("analyze_probe")).toBe(-1);
    await database.noteWrites(probe, 950);
    expect(await estimatedRows("analyze_probe")).toBe(1000);
  });
});

describe("PGlite announcements", () => {
  it("reach the listener before the statement that sent them returns", async () => {
    const heard: string[] = [];
    const stop = await database.listen!("probe_channel", (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('probe_channel', 'one')`);
    expect(heard).toEqual(["one"]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('probe_channel', 'two')`);
      expect(heard).toEqual(["one"]);
    });
    expect(heard).toEqual(["one", "two"]);
    await stop();
  });

  it("name the store whose products a statement wrote", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: "U", email: "u@example.com", passwordHash: "x" })
      .returning();
    const [store] = await database.db
      .insert(stores)
      .values({ createdBy: user!.id, storeName: "S", domain: "s.example.com" })
      .returning();
    const heard: string[] = [];
    const stop = await database.listen!("product_catalogues", (payload) => heard.push(payload));
    await database.db
      .insert(products)
      .values({ storeId: store!.id, name: "Mug", priceMinor: 100, stock: 1 });
    expect(heard).toEqual([store!.id]);
    await stop();
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("PostgreSQL connections", () => {
  it("start with announcements off, set before their first statement", async () => {
    const postgres = await openTestDatabase();
    try {
      const result = await postgres.db.execute(
        sql`select current_setting('shopwright.announce_writes', true) as value`,
      );
      expect((result as unknown as { rows: Array<{ value: string }> }).rows[0]?.value).toBe("off");
    } finally {
      await postgres.close();
    }
  });
});
