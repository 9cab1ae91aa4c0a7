import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/**
 * Stores whose lock this process holds (or waits for) at once on PostgreSQL, at most: each
 * holds a connection of the pool (10) for as long as its work runs, and the work needs
 * connections of its own.
 */
const HELD_AT_ONCE = 3;
/** How long work waits for another process's work on the same store before giving up. */
const WAIT_MS = 60_000;
/** PostgreSQL's lock_not_available: lock_timeout passed. */
const LOCK_TIMEOUT = "55P03";

const codeOf = (error: unknown) => {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return null;
};

/**
 * One publish, rebuild or rollback of a store at a time, however many server processes run:
 * each reads the live deploy and the catalogue, builds, and moves the live pointer while no
 * other does, so none switches to a site built from what another had already replaced (a
 * publish that read the catalogue before a product edit, going live after the rebuild of
 * that edit). In this process, a queue per store. On a shared database (PostgreSQL) also a
 * transaction-scoped advisory lock on the store, held on its own connection while the work
 * runs on others; PGlite is one process's database, so its queue is the whole lock.
 */
export function createPublishLocks(deps: {
  db: Db;
  isShared: boolean;
  /** The error to throw when another process held the store's lock for longer than `waitMs`. */
  busy: () => Error;
  waitMs?: number;
}) {
  const waitMs = deps.waitMs ?? WAIT_MS;
  const queues = new Map<string, Promise<void>>();
  let free = HELD_AT_ONCE;
  const waiting: Array<() => void> = [];

  async function slot(): Promise<void> {
    if (free > 0) {
      free -= 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function freeSlot() {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }

  async function acrossProcesses<T>(storeId: string, work: () => Promise<T>): Promise<T> {
    await slot();
    const done: { value?: T; isDone: boolean } = { isDone: false };
    try {
      await deps.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = ${Math.round(waitMs)}`));
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`publish:${storeId}`}, 0))`,
        );
        done.value = await work();
        done.isDone = true;
      });
    } catch (error) {
      // The work is done and committed on its own connections; only the commit that releases
      // the lock failed (a dropped connection, which releases it as well).
      if (done.isDone) return done.value as T;
      if (codeOf(error) === LOCK_TIMEOUT) throw deps.busy();
      throw error;
    } finally {
      freeSlot();
    }
    return done.value as T;
  }

  return {
    /** Runs `work` holding the store's lock; answers (or throws) what the work does. */
    run<T>(storeId: string, work: () => Promise<T>): Promise<T> {
      const previous = queues.get(storeId) ?? Promise.resolve();
      const result = previous.then(() => (deps.isShared ? acrossProcesses(storeId, work) : work()));
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      queues.set(storeId, settled);
      void settled.then(() => {
        if (queues.get(storeId) === settled) queues.delete(storeId);
      });
      return result;
    },
  };
}

export type PublishLocks = ReturnType<typeof createPublishLocks>;
