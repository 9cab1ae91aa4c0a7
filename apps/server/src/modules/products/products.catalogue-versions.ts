import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.js";
import type { Actor } from "../auth/auth.plugin.js";

/** Stores, and (user, store) pairs, whose answer is remembered at most, each. */
const REMEMBERED = 100_000;

/** Channels of migration 0005's triggers: a store's products changed; someone's access did. */
const PRODUCTS_CHANNEL = "product_catalogues";
const ACCESS_CHANNEL = "store_access";

/** The store's catalogue version when the user can reach the store; null otherwise. */
type ReadVersion = (actor: Actor, storeId: string) => Promise<number | null>;

/** An actor and a store as one key: an API key's scope is part of what was checked. */
const pairOf = (actor: Actor, storeId: string) =>
  `${actor.userId}\u0000${actor.teamScope ?? ""}\u0000${storeId}`;

/**
 * The check of every product list request: can this user reach this store, and at which
 * catalogue version is it? On PostgreSQL, always the one statement `read`, since other
 * processes may write. On PGlite this process is the database's only client, and the triggers
 * of migration 0005 announce every write before it returns to its writer, so answers are
 * remembered until an announcement makes them stale: a write to a store's products forgets
 * its version, any change of teams, memberships or store ownership forgets every user's
 * access. Only "can reach" is remembered; a user who cannot is asked about every time.
 */
export function createCatalogueVersions(read: ReadVersion, database: Pick<Database, "listen">) {
  const versions = new LRUCache<string, number>({ max: REMEMBERED });
  const reachable = new LRUCache<string, true>({ max: REMEMBERED });
  let isListening = false;
  let stopListening: Array<() => Promise<void>> = [];
  // Moves with every announcement: an answer read while one arrived may already be stale.
  let generation = 0;

  // Requests asking about the same user and store share one statement until it is sent. It
  // is sent once the event loop has run every request it had read (setImmediate), so it runs
  // after each of them arrived and sees every write committed before any of them: the answer
  // each would have had from a statement of its own, or a newer one.
  let batch: Map<string, Promise<number | null>> | null = null;
  let sending = Promise.resolve();
  function readTogether(actor: Actor, storeId: string): Promise<number | null> {
    if (!batch) {
      const current = new Map<string, Promise<number | null>>();
      batch = current;
      sending = new Promise((resolve) =>
        setImmediate(() => {
          if (batch === current) batch = null;
          resolve();
        }),
      );
    }
    const pair = pairOf(actor, storeId);
    let answer = batch.get(pair);
    if (!answer) {
      answer = sending.then(() => read(actor, storeId));
      batch.set(pair, answer);
    }
    return answer;
  }

  function forgetStore(storeId: string) {
    generation += 1;
    // An empty payload (TRUNCATE) means every store.
    if (storeId) versions.delete(storeId);
    else versions.clear();
  }
  function forgetAccess() {
    generation += 1;
    reachable.clear();
  }

  return {
    /** Starts remembering, on a database that announces its writes (PGlite). */
    async listen(): Promise<void> {
      if (!database.listen || isListening) return;
      stopListening = [
        await database.listen(PRODUCTS_CHANNEL, forgetStore),
        await database.listen(ACCESS_CHANNEL, forgetAccess),
      ];
      isListening = true;
    },

    async stop(): Promise<void> {
      isListening = false;
      versions.clear();
      reachable.clear();
      for (const stop of stopListening.splice(0)) await stop();
    },

    /** `storeId` in lower case, as the triggers announce it. */
    async of(actor: Actor, storeId: string): Promise<number | null> {
      if (!isListening) return readTogether(actor, storeId);
      const pair = pairOf(actor, storeId);
      const version = versions.get(storeId);
      if (version !== undefined && reachable.has(pair)) return version;
      const seen = generation;
      const answer = await readTogether(actor, storeId);
      if (answer !== null && seen === generation) {
        versions.set(storeId, answer);
        reachable.set(pair, true);
      }
      return answer;
    },
  };
}

export type CatalogueVersions = ReturnType<typeof createCatalogueVersions>;
