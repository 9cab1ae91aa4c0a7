import { sql } from "drizzle-orm";
import type { Db } from "./client.js";

/** How often PGlite's tables are vacuumed (PostgreSQL's autovacuum looks every minute). */
export const VACUUM_EVERY_MS = 5 * 60_000;

/**
 * PGlite runs PostgreSQL in single-user mode, without autovacuum: every update or delete left
 * its old row behind for good, so the files grew with every write. Under the load test's mix
 * the data directory grew by about 12 MB a minute (the stores table reached 10 MB for 18 rows,
 * the deploys 12 MB), and the cache of pages in PGlite's memory grew with it. A plain VACUUM
 * every few minutes makes that space reusable; it runs as one statement (tens of milliseconds
 * on a tidy database, under a second after minutes of heavy writes).
 */
export function scheduleVacuum(db: Db, everyMs = VACUUM_EVERY_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // Maintenance only: a vacuum that fails leaves the rows as they were, and tries again later.
    running = running.then(() => db.execute(sql`vacuum`)).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return {
    /** Stops vacuuming; resolves once a vacuum under way has finished. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
