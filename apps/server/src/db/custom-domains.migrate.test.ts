import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./client.js";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "../test/migrations-before.js";

const CUSTOM_DOMAINS = "0023_custom_domains";

describe(`migration ${CUSTOM_DOMAINS}`, () => {
  it("makes every existing domain pending, with a code of its own, until its owner proves it", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(CUSTOM_DOMAINS) });
      const [user] = (
        await db.execute<{ id: string }>(
          sql`insert into users (name, email, password_hash) values ('Owner', 'o@example.com', 'x') returning id`,
        )
      ).rows;
      for (const domain of ["bloom.shop", "www.crumb.shop"]) {
        await db.execute(
          sql`insert into stores (created_by, store_name, domain) values (${user!.id}, 'Shop', ${domain})`,
        );
      }
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const { rows } = await db.execute<{
        domain: string;
        domain_bare: string;
        domain_status: string;
        domain_token: string;
        domain_verified_at: string | null;
      }>(
        sql`select domain, domain_bare, domain_status, domain_token, domain_verified_at from stores order by domain`,
      );
      expect(rows.map((row) => [row.domain, row.domain_bare, row.domain_status])).toEqual([
        ["bloom.shop", "bloom.shop", "pending"],
        ["www.crumb.shop", "crumb.shop", "pending"],
      ]);
      expect(rows.every((row) => /^[0-9a-f]{32}$/.test(row.domain_token))).toBe(true);
      expect(rows[0]!.domain_token).not.toBe(rows[1]!.domain_token);
      expect(rows.every((row) => row.domain_verified_at === null)).toBe(true);
      // Pending domains may repeat now; a second one past pending may not.
      await db.execute(
        sql`insert into stores (created_by, store_name, domain) values (${user!.id}, 'Twin', 'www.bloom.shop')`,
      );
      await db.execute(
        sql`update stores set domain_status = 'verified', domain_verified_at = now() where domain = 'bloom.shop'`,
      );
      await expect(
        db.execute(
          sql`update stores set domain_status = 'verified', domain_verified_at = now() where domain = 'www.bloom.shop'`,
        ),
      ).rejects.toThrow();
      // A state without its verification time (or the reverse) is refused.
      await expect(
        db.execute(sql`update stores set domain_verified_at = null where domain = 'bloom.shop'`),
      ).rejects.toThrow();
    } finally {
      await client.close();
    }
    // Two migrations of a new PGlite, in WebAssembly.
  }, 120_000);
});
