import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { minorDigits } from "@shopwright/site";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "../test/migrations-before.js";
import { PGLITE_EXTENSIONS } from "./client.js";

const PRICE_MINOR = "0015_product_price_minor";

describe(`migration ${PRICE_MINOR}`, () => {
  it("turns each store's hundredths into minor units of its currency", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(PRICE_MINOR) });
      const [user] = (
        await db.execute<{ id: string }>(
          sql`insert into users (name, email, password_hash) values ('Owner', 'o@example.com', 'x') returning id`,
        )
      ).rows;
      const prices: Record<string, number> = {};
      for (const [currency, cents] of [
        ["USD", 120000],
        ["JPY", 120000],
        ["KWD", 1235],
        ["JPY", 1250],
      ] as const) {
        const name = `${currency}-${cents}`;
        const [store] = (
          await db.execute<{ id: string }>(
            sql`insert into stores (created_by, store_name, domain, currency) values (${user!.id}, ${name}, ${`${name.toLowerCase()}.example.com`}, ${currency}) returning id`,
          )
        ).rows;
        await db.execute(
          sql`insert into products (store_id, name, price_cents, stock) values (${store!.id}, ${name}, ${cents}, 1)`,
        );
        prices[name] = cents;
      }

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows } = await db.execute<{ name: string; price_minor: string | number }>(
        sql`select name, price_minor from products order by name`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.name, Number(row.price_minor)]))).toEqual({
        "JPY-120000": 1200,
        "JPY-1250": 13,
        "KWD-1235": 12350,
        "USD-120000": 120000,
      });
      // The check constraint and the price indexes follow the renamed column.
      await expect(
        db.execute(sql`update products set price_minor = -1 where name = 'USD-120000'`),
      ).rejects.toThrow();
      const { rows: indexes } = await db.execute<{ indexdef: string }>(
        sql`select indexdef from pg_indexes where indexname in ('products_store_price_idx', 'products_store_status_price_idx')`,
      );
      expect(indexes.map((index) => index.indexdef.includes("price_minor"))).toEqual([true, true]);
    } finally {
      await client.close();
    }
  });

  it("knows the minor digits the server reads prices with", async () => {
    const text = await readFile(join(MIGRATIONS, `${PRICE_MINOR}.sql`), "utf8");
    const listed = (digits: string) =>
      [...(text.match(new RegExp(`WHEN s\\."currency" IN \\(([^)]*)\\)\\s*THEN ${digits}`)) ?? [])]
        .slice(1)
        .flatMap((codes) => [...codes.matchAll(/'([A-Z]{3})'/g)].map((match) => match[1]!));
    const zero = listed(`round`);
    const three = listed(`p\\."price_minor" \\* 10\\b`);
    expect(zero).toContain("JPY");
    expect(three).toContain("KWD");
    for (const code of zero) expect(minorDigits(code)).toBe(0);
    for (const code of three) expect(minorDigits(code)).toBe(3);
    // Every currency Intl knows with other than two digits is converted by the migration.
    for (const code of Intl.supportedValuesOf("currency")) {
      const digits = minorDigits(code);
      if (digits === 0) expect(zero).toContain(code);
      if (digits === 3) expect(three).toContain(code);
      expect([0, 2, 3]).toContain(digits);
    }
  });
});
