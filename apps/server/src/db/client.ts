import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { getTableName, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { createPeerNotices, type PeerNotices } from "./peer-notices.js";
import { scheduleVacuum } from "./pglite-vacuum.js";
import * as schema from "./schema.js";
import { TurnTakingPGlite } from "./turn-taking-pglite.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrations applied. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Tells the database that `rows` rows of `table` were written. PGlite has no autovacuum, so
   * its planner would keep the statistics of an empty table forever: once the rows written
   * since the last ANALYZE pass autovacuum's own threshold (50 + 10 % of the table), the table
   * is analysed before this answers. On PostgreSQL, autovacuum does that, and this does nothing.
   */
  noteWrites(table: PgTable, rows: number): Promise<void>;
  /**
   * Only on PGlite, where this process is the database's one client, so every write is made
   * here: calls `onNotify` with the payload of each NOTIFY on `channel`, before the statement
   * (or COMMIT) that sent it returns to its caller. Answers a function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Only on PostgreSQL, where other server processes may share the database: notices between
   * them (NOTIFY, and LISTEN on a connection of its own), opened on first use.
   */
  peers?: PeerNotices;
  /**
   * Only on PGlite: a copy of the database's files (a tarball), which `loadDataDir` starts
   * another database from. Tests migrate once and start every database of the run from it.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * The extensions the migrations create, which PGlite must be given when it starts (it loads
 * them up front): catalogue search's pg_trgm (migration 0001), unaccent, fuzzystrmatch and
 * btree_gin (0022). PostgreSQL ships them in its contrib package.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, fuzzystrmatch, btree_gin };

// src/db and dist/db are both two levels below the package root, where drizzle/ lives.
const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | {
      kind: "pglite";
      dataDir: string | null /* null: in memory, for tests */;
      /** How often to vacuum (VACUUM_EVERY_MS); tests make it short. */
      vacuumEveryMs?: number;
      /** Start from these files (a `dumpDataDir` tarball) rather than an empty cluster. */
      loadDataDir?: Blob;
    };

/** Opens the database named by the target and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    // No one listens to the triggers' announcements here (see Database.listen): don't send them.
    // Set in the connection's startup packet, so it holds before its first statement without a
    // query of its own racing the pool's.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      options: "-c shopwright.announce_writes=off",
    });
    // An idle connection can be cut by the server (a restart, an administrator, a dropped
    // database). pg-pool then drops that client and emits "error" on the pool, which would
    // crash the process unheard; the next checkout opens a fresh connection, and statements in
    // flight fail through their own promises.
    pool.on("error", () => undefined);
    const db = drizzlePg({ client: pool, schema });
    await migrateOneAtATime(pool);
    const peers = createPeerNotices(pool, target.url);
    return {
      db: db as unknown as Db,
      kind: "postgres",
      noteWrites: () => Promise.resolve(),
      peers,
      async close() {
        await peers.close();
        await pool.end();
      },
    };
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const options = { extensions: PGLITE_EXTENSIONS, loadDataDir: target.loadDataDir };
  // One statement per turn of the event loop, so a busy server still accepts connections.
  const client = target.dataDir
    ? new TurnTakingPGlite(target.dataDir, options)
    : new TurnTakingPGlite(options);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  const statistics = await pgliteStatistics(db as unknown as Db);
  const vacuum = scheduleVacuum(db as unknown as Db, target.vacuumEveryMs);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    noteWrites: statistics.noteWrites,
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    dumpDataDir: () => client.dumpDataDir("none"),
    async close() {
      await vacuum.stop();
      await client.close();
    },
  };
}

/** The advisory lock a server holds while it migrates ("SWMI" in ASCII). */
const MIGRATION_LOCK = 0x53574d49;

/**
 * Applies the migrations while holding MIGRATION_LOCK on one connection. Drizzle's migrator
 * takes no lock: servers started together on one database (several replicas) would each
 * create the same tables, and all but one fail. Here the others wait, then find nothing to do.
 */
async function migrateOneAtATime(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: unknown;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // A connection that failed may still hold the lock: end it rather than pool it.
    client.release(failure instanceof Error ? failure : undefined);
  }
}

/** autovacuum's defaults: analyse a table once this many rows plus this share of it changed. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

/**
 * PGlite runs PostgreSQL in single-user mode: no autovacuum, and no statistics of rows changed
 * (pg_stat_user_tables stays at zero), so the rows written are counted here instead. Every
 * table is analysed once at start, which also catches up on whatever was written before.
 */
async function pgliteStatistics(db: Db) {
  /** Per table: rows the last ANALYZE found, and rows written since. */
  const tables = new Map<string, { analysed: number; written: number }>();
  let analysing = Promise.resolve();

  async function analyze(table?: string): Promise<void> {
    await db.execute(table ? sql`analyze ${sql.identifier(table)}` : sql`analyze`);
    const result = await db.execute(sql`
      select c.relname as name, greatest(c.reltuples, 0)::float8 as tuples
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public'
        and (${table ?? null}::text is null or c.relname = ${table ?? null})`);
    const { rows } = result as unknown as { rows: Array<{ name: string; tuples: number }> };
    for (const { name, tuples } of rows) tables.set(name, { analysed: tuples, written: 0 });
  }

  await analyze();
  return {
    async noteWrites(table: PgTable, rows: number): Promise<void> {
      const name = getTableName(table);
      const counts = tables.get(name) ?? { analysed: 0, written: 0 };
      counts.written += rows;
      tables.set(name, counts);
      if (counts.written <= ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * counts.analysed) return;
      counts.written = 0;
      // One ANALYZE at a time; statistics are only advice to the planner, so one that fails
      // leaves the old ones in place and must not fail the write that asked for it.
      analysing = analysing.then(() => analyze(name)).catch(() => undefined);
      await analysing;
    },
  };
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
