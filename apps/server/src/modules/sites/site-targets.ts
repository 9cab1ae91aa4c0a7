import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.js";
import type { SitesRepository, SiteTarget } from "./sites.repository.js";

/** Slugs and domains whose answer is remembered at most. */
const REMEMBERED = 10_000;
/** The channel of migration 0012's triggers: sites, or a store's domain, changed. */
const CHANNEL = "site_targets";
/** Without announcements, a host that named no store's domain is asked again after this long. */
const DOMAIN_MISS_TTL_MS = 30_000;

type Lookup = (key: string) => Promise<SiteTarget | null>;

/**
 * Which site a slug or a domain names, asked on every request to a published site. On
 * PostgreSQL, read every time (other processes publish), except that a host naming no store's
 * domain is remembered as such for DOMAIN_MISS_TTL_MS, so stray hosts cost no query each. On
 * PGlite this process is the database's only client and migration 0012's triggers announce
 * every write to sites and to stores' domains before it returns to its writer, so answers (a
 * site, or none) are remembered until an announcement: a page view then costs no query, and
 * does not wait behind admin work.
 */
export function createSiteTargets(
  repository: Pick<SitesRepository, "findBySlug" | "findByDomain">,
  database: Pick<Database, "listen">,
) {
  const bySlug = new LRUCache<string, { site: SiteTarget | null }>({ max: REMEMBERED });
  const byDomain = new LRUCache<string, { site: SiteTarget | null }>({ max: REMEMBERED });
  const domainMisses = new LRUCache<string, true>({ max: REMEMBERED, ttl: DOMAIN_MISS_TTL_MS });
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
    findByDomain: remembered(byDomain, async (domain) => {
      if (!stopListening && domainMisses.has(domain)) return null;
      const site = await repository.findByDomain(domain);
      if (!site && !stopListening) domainMisses.set(domain, true);
      return site;
    }),

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
      domainMisses.clear();
      await stop?.();
    },

    /** Whether answers are remembered (on PGlite, once listening). */
    get isRemembering(): boolean {
      return stopListening !== null;
    },
  };
}

export type SiteTargets = ReturnType<typeof createSiteTargets>;
