import type { PathMove } from "@shopwright/site";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { siteRedirects } from "../../db/schema.js";

/**
 * A store's redirects from old site paths (docs/PRODUCT.md "Search engines and shared
 * links"): publishing writes them when a page's path changes at a publish, the products
 * service (through the catalogue hook) when a product's path changes with its name; hosting
 * reads them (`modules/sites`).
 */
export function createSiteRedirects(db: Db) {
  return {
    /**
     * Records moves in order, in the caller's transaction when given (a product write's),
     * else in one of its own. The path a move lands on exists again, so its own redirect
     * goes; moves that ended at the old path now end at the new one (a→b then b→c is a→c);
     * the old path redirects to the new one.
     */
    async record(storeId: string, moves: readonly PathMove[], tx?: Db): Promise<void> {
      const real = moves.filter((move) => move.from !== move.to);
      if (real.length === 0) return;
      const write = async (t: Db) => {
        for (const { from, to } of real) {
          await t
            .delete(siteRedirects)
            .where(and(eq(siteRedirects.storeId, storeId), eq(siteRedirects.fromPath, to)));
          await t
            .update(siteRedirects)
            .set({ toPath: to, updatedAt: sql`now()` })
            .where(and(eq(siteRedirects.storeId, storeId), eq(siteRedirects.toPath, from)));
          await t
            .insert(siteRedirects)
            .values({ storeId, fromPath: from, toPath: to })
            .onConflictDoUpdate({
              target: [siteRedirects.storeId, siteRedirects.fromPath],
              set: { toPath: to, updatedAt: sql`now()` },
            });
        }
      };
      if (tx) await write(tx);
      else await db.transaction((t) => write(t as unknown as Db));
    },
  };
}

export type SiteRedirects = ReturnType<typeof createSiteRedirects>;
