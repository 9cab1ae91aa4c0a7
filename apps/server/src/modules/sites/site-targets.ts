import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.js";
import type { DomainTarget, SitesRepository, SiteTarget } from "./sites.repository.js";

/** Slugs and domains whose answer is remembered at most. */
const REMEMBERED = 10_000;
/** The channel of migration 0012's triggers: sites, or a store's domain, changed. */
const CHANNEL = "site_targets";
/** Without announcements, a host that named no store's domain is asked again after this long. */
const DOMAIN_MISS_TTL_MS = 30_000;
/**
 * The channel between server processes (PostgreSQL's NOTIFY) on which a process that changed
 * whether a domain is served names it (its bare name), so the others forget its miss at once.
 */
export const DOMAIN_NOTICES = "site_domains";

type Lookup<T> = (key: string) => Promise<T | null>;

/**
 * Which site a slug or a domain names, asked on every request to a published site. On
 * PostgreSQL, read every time (other processes publish), except that a host naming no store's
 * domain is remembered as such for DOMAIN_MISS_TTL_MS, so stray hosts cost no query each. On
 * PGlite this process is the database's only client and migration 0012's triggers announce
 * every write to sites and to stores' domains before it returns to its writer, so answers (a
 * site, or none) are remembered until an announcement: a page view then costs no query, and
 * does not wait behind admin work. Domains are looked up by their bare name (without "www.");
 * a pending domain names nothing. On PostgreSQL a domain whose state changed is named on
 * DOMAIN_NOTICES by the process that changed it, and every process forgets its miss then.
 */
export function createSiteTargets(
  repository: Pick<SitesRepository, "findBySlug" | "findByDomain">,
  database: Pick<Database, "listen" | "peers">,
) {
  const bySlug = new LRUCache<string, { site: SiteTarget | null }>({ max: REMEMBERED });
  const byDomain = new LRUCache<string, { site: DomainTarget | null }>({ max: REMEMBERED });
  const domainMisses = new LRUCache<string, true>({ max: REMEMBERED, ttl: DOMAIN_MISS_TTL_MS });
  let stopListening: (() => Promise<void>) | null = null;
  // Moves with every announcement: an answer read while one arrived may already be stale.
  let generation = 0;

  function remembered<T extends object>(
    cache: LRUCache<string, { site: T | null }>,
    read: Lookup<T>,
  ): Lookup<T> {
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
    findByDomain: remembered(byDomain, async (bare) => {
      if (!stopListening && domainMisses.has(bare)) return null;
      const target = await repository.findByDomain(bare);
      if (!target && !stopListening) domainMisses.set(bare, true);
      return target;
    }),

    /**
     * Forgets what this process knew of a bare domain that started or stopped being served,
     * and tells the other processes sharing the database (PostgreSQL) to forget it too.
     */
    async domainChanged(bare: string): Promise<void> {
      domainMisses.delete(bare);
      byDomain.delete(bare);
      await database.peers?.send(DOMAIN_NOTICES, bare);
    },

    /** Hears the other processes' DOMAIN_NOTICES (PostgreSQL). */
    async listenToPeers(): Promise<void> {
      await database.peers?.listen(DOMAIN_NOTICES, {
        onNotice: (bare) => domainMisses.delete(bare),
        onGap: () => domainMisses.clear(),
      });
    },

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
