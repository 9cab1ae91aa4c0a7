import { and, desc, eq, inArray, isNotNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/client.js";
import type { Actor } from "../auth/auth.plugin.js";
import {
  productColumns,
  products,
  siteDeploys,
  sites,
  type ProductRow,
  type SiteRow,
} from "../../db/schema.js";
import type { DeployManifest } from "../../deploys/manifest.js";
import { reachableStoreIds } from "../stores/stores.repository.js";

const summaryColumns = {
  id: siteDeploys.id,
  storeId: siteDeploys.storeId,
  contentHash: siteDeploys.contentHash,
  storeVersion: siteDeploys.storeVersion,
  pageCount: siteDeploys.pageCount,
  fileCount: siteDeploys.fileCount,
  bytes: siteDeploys.bytes,
  createdBy: siteDeploys.createdBy,
  createdAt: siteDeploys.createdAt,
};
/** A deploy without its (large) manifest. */
export type DeploySummaryRow = Omit<typeof siteDeploys.$inferSelect, "manifest">;

/** What a new deploy row holds. */
export interface DeployValues {
  contentHash: string;
  manifest: DeployManifest;
  storeVersion: number;
  pageCount: number;
  fileCount: number;
  bytes: number;
  /** Null for a deploy the server made itself (incremental publish). */
  createdBy: string | null;
}

/**
 * SQL for sites and deploys. The service checks the caller may reach the store first; every
 * function here is scoped by that store's id.
 */
export function createPublishingRepository(db: Db) {
  return {
    async findSite(storeId: string): Promise<SiteRow | null> {
      const [row] = await db.select().from(sites).where(eq(sites.storeId, storeId)).limit(1);
      return row ?? null;
    },

    /** Gives the store its site with the first free label; null when every one is taken. */
    async claimSite(storeId: string, slugs: readonly string[]): Promise<SiteRow | null> {
      for (const slug of slugs) {
        try {
          const [row] = await db
            .insert(sites)
            .values({ storeId, slug })
            .onConflictDoNothing({ target: sites.storeId })
            .returning();
          // Nothing inserted: a concurrent publish of the same store claimed it first.
          return row ?? (await this.findSite(storeId));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return null;
    },

    async findDeployByHash(storeId: string, contentHash: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(siteDeploys)
        .where(and(eq(siteDeploys.storeId, storeId), eq(siteDeploys.contentHash, contentHash)))
        .limit(1);
      return row ?? null;
    },

    async findDeploy(storeId: string, deployId: string): Promise<DeploySummaryRow | null> {
      const [row] = await db
        .select(summaryColumns)
        .from(siteDeploys)
        .where(and(eq(siteDeploys.storeId, storeId), eq(siteDeploys.id, deployId)))
        .limit(1);
      return row ?? null;
    },

    /** A deploy's manifest and the store version its layout was saved at. */
    async findDeployManifest(storeId: string, deployId: string) {
      const [row] = await db
        .select({ manifest: siteDeploys.manifest, storeVersion: siteDeploys.storeVersion })
        .from(siteDeploys)
        .where(and(eq(siteDeploys.storeId, storeId), eq(siteDeploys.id, deployId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Of these products, the stores the user reaches that have a live site: read before a
     * product write (a delete leaves no row to ask afterwards).
     */
    async publishedStoresOf(actor: Actor, productIds: string[]): Promise<string[]> {
      const rows = await db
        .selectDistinct({ storeId: products.storeId })
        .from(products)
        .innerJoin(sites, eq(sites.storeId, products.storeId))
        .where(
          and(
            inArray(products.id, productIds),
            isNotNull(sites.liveDeployId),
            inArray(products.storeId, reachableStoreIds(db, actor)),
          ),
        );
      return rows.map((row) => row.storeId);
    },

    /**
     * A store's published products in storefront order (name, then id), in one statement:
     * a site shows them all, and an incremental publish reads them on every product edit.
     */
    publishedProducts(storeId: string): Promise<ProductRow[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.storeId, storeId), eq(products.status, "published")))
        .orderBy(sql`lower(${products.name})`, products.id);
    },

    /** Inserts a deploy; when the same content raced in first, answers that one. */
    async insertDeploy(storeId: string, values: DeployValues): Promise<DeploySummaryRow> {
      const [row] = await db
        .insert(siteDeploys)
        .values({ storeId, ...values })
        .onConflictDoNothing({ target: [siteDeploys.storeId, siteDeploys.contentHash] })
        .returning(summaryColumns);
      return row ?? (await this.findDeployByHash(storeId, values.contentHash))!;
    },

    /**
     * Switches the live pointer in one statement, and only to a deploy of the same store:
     * a visitor sees the old deploy or the new one, never a mix.
     */
    async setLive(storeId: string, deployId: string): Promise<boolean> {
      const rows = await db
        .update(sites)
        .set({ liveDeployId: deployId, updatedAt: sql`now()` })
        .where(
          and(
            eq(sites.storeId, storeId),
            sql`exists (select 1 from ${siteDeploys} where ${siteDeploys.id} = ${deployId} and ${siteDeploys.storeId} = ${storeId})`,
          ),
        )
        .returning({ storeId: sites.storeId });
      return rows.length > 0;
    },

    /**
     * setLive, but only while `expectedLiveId` is still live: a rebuild made from one deploy
     * never replaces a publish or a rollback that happened meanwhile.
     */
    async setLiveIf(storeId: string, deployId: string, expectedLiveId: string): Promise<boolean> {
      const rows = await db
        .update(sites)
        .set({ liveDeployId: deployId, updatedAt: sql`now()` })
        .where(
          and(
            eq(sites.storeId, storeId),
            eq(sites.liveDeployId, expectedLiveId),
            sql`exists (select 1 from ${siteDeploys} where ${siteDeploys.id} = ${deployId} and ${siteDeploys.storeId} = ${storeId})`,
          ),
        )
        .returning({ storeId: sites.storeId });
      return rows.length > 0;
    },

    listDeploys(storeId: string, limit: number): Promise<DeploySummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(siteDeploys)
        .where(eq(siteDeploys.storeId, storeId))
        .orderBy(desc(siteDeploys.createdAt), desc(siteDeploys.id))
        .limit(limit);
    },

    /**
     * What deploys still name: pack files, and the loose objects of the first version of
     * publishing (whose entries have no pack); of every store's deploys unless `which` says
     * one store's, or every other store's.
     */
    async filesInUse(
      which: { of: string } | { notOf: string } | "all" = "all",
    ): Promise<{ packs: Set<string>; hashes: Set<string> }> {
      const stores =
        which === "all"
          ? sql``
          : "of" in which
            ? sql`where ${siteDeploys.storeId} = ${which.of}`
            : sql`where ${siteDeploys.storeId} <> ${which.notOf}`;
      const result = await db.execute(sql`
        select distinct file.value ->> 'pack' as pack,
          case when file.value ->> 'pack' is null then file.value ->> 'hash' end as hash
        from ${siteDeploys}, jsonb_each(${siteDeploys.manifest}) as file ${stores}`);
      const { rows } = result as unknown as {
        rows: { pack: string | null; hash: string | null }[];
      };
      const packs = new Set<string>();
      const hashes = new Set<string>();
      for (const row of rows) {
        if (row.pack) packs.add(row.pack);
        if (row.hash) hashes.add(row.hash);
      }
      return { packs, hashes };
    },

    /** Deletes all but the newest `keep` deploys and the live one; answers how many went. */
    /**
     * Deletes the store's deploys beyond the newest `keep.count`, and beyond the newest whose
     * bytes come to `keep.bytes` together; never the live one. Answers how many went.
     */
    async pruneDeploys(storeId: string, keep: { count: number; bytes: number }): Promise<number> {
      const newest = sql`(order by ${siteDeploys.createdAt} desc, ${siteDeploys.id} desc)`;
      const ranked = db
        .select({
          id: siteDeploys.id,
          rank: sql<number>`row_number() over ${newest}`.as("rank"),
          upTo: sql<number>`sum(${siteDeploys.bytes}) over ${newest}`.as("up_to"),
        })
        .from(siteDeploys)
        .where(eq(siteDeploys.storeId, storeId))
        .as("ranked");
      const kept = db
        .select({ id: ranked.id })
        .from(ranked)
        .where(and(lte(ranked.rank, keep.count), lte(ranked.upTo, keep.bytes)));
      const live = db
        .select({ id: sql<string>`${sites.liveDeployId}` })
        .from(sites)
        .where(eq(sites.storeId, storeId));
      const deleted = await db
        .delete(siteDeploys)
        .where(
          and(
            eq(siteDeploys.storeId, storeId),
            notInArray(siteDeploys.id, kept),
            sql`${siteDeploys.id} is distinct from (${live})`,
          ),
        )
        .returning({ id: siteDeploys.id });
      return deleted.length;
    },
  };
}

export type PublishingRepository = ReturnType<typeof createPublishingRepository>;
