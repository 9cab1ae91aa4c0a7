import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./client.js";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));
const CUSTOM_DOMAINS = "0023_custom_domains";

let directory: string | null = null;
afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

/** The migrations folder as it was before `tag`: its journal stops short of it. */
async function migrationsBefore(tag: string): Promise<string> {
  directory = await mkdtemp(join(tmpdir(), "shopwright-migrations-"));
  await cp(MIGRATIONS, directory, { recursive: true });
  const journalPath = join(directory, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return directory;
}

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
