import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.js";
import type { SitesRepository, SiteTarget } from "./sites.repository.js";

/** Slugs and domains whose answer is remembered at most. */
const REMEMBERED = 10_000;
/** The channel of migration 0012's triggers: sites, or a store's domain, changed. */
const CHANNEL = "site_targets";

type Lookup = (key: string) => Promise<SiteTarget | null>;

/**
 * Which site a slug or a domain names, asked on every request to a published site. On
 * PostgreSQL, always read: other processes publish. On PGlite this process is the database's
 * only client and migration 0012's triggers announce every write to sites and to stores'
 * domains before it returns to its writer, so answers (a site, or none) are remembered until
 * an announcement: a page view then costs no query, and does not wait behind admin work.
 */
export function createSiteTargets(
  repository: Pick<SitesRepository, "findBySlug" | "findByDomain">,
  database: Pick<Database, "listen">,
) {
  const bySlug = new LRUCache<string, { site: SiteTarget | null }>({ max: REMEMBERED });
  const byDomain = new LRUCache<string, { site: SiteTarget | null }>({ max: REMEMBERED });
  let stopListening: (() => Promise<void>) | null = null;
  // Moves with every announcement: an answer read while one arrived may already be stale.
  let generation = 0;

  function remembered(cache: typeof bySlug, read: Lookup): Lookup {
    return async (key) => {
      if (!stopListening) return read(key);
      const known = cache.get(key);
      if (known) return known.site;
      const seen = generation;
      const site = await read(key);
      if (seen === generation) cache.set(key, { site });
      return site;
    };
  }

  return {
    findBySlug: remembered(bySlug, (slug) => repository.findBySlug(slug)),
    findByDomain: remembered(byDomain, (domain) => repository.findByDomain(domain)),

    /** Starts remembering, on a database that announces its writes (PGlite). */
    async listen(): Promise<void> {
      if (!database.listen || stopListening) return;
      stopListening = await database.listen(CHANNEL, () => {
        generation += 1;
        bySlug.clear();
        byDomain.clear();
      });
    },

    async stop(): Promise<void> {
      const stop = stopListening;
      stopListening = null;
      bySlug.clear();
      byDomain.clear();
      await stop?.();
    },

    /** Whether answers are remembered (on PGlite, once listening). */
    get isRemembering(): boolean {
      return stopListening !== null;
    },
  };
}

export type SiteTargets = ReturnType<typeof createSiteTargets>;
