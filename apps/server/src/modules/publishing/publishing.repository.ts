import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/client.js";
import { siteDeploys, sites, type DeployManifest, type SiteRow } from "../../db/schema.js";

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
  createdBy: string;
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

    listDeploys(storeId: string, limit: number): Promise<DeploySummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(siteDeploys)
        .where(eq(siteDeploys.storeId, storeId))
        .orderBy(desc(siteDeploys.createdAt), desc(siteDeploys.id))
        .limit(limit);
    },

    /** Deletes all but the newest `keep` deploys of a store, never the live one. */
    async pruneDeploys(storeId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: siteDeploys.id })
        .from(siteDeploys)
        .where(eq(siteDeploys.storeId, storeId))
        .orderBy(desc(siteDeploys.createdAt), desc(siteDeploys.id))
        .limit(keep);
      const live = db
        .select({ id: sql<string>`${sites.liveDeployId}` })
        .from(sites)
        .where(eq(sites.storeId, storeId));
      await db
        .delete(siteDeploys)
        .where(
          and(
            eq(siteDeploys.storeId, storeId),
            notInArray(siteDeploys.id, newest),
            sql`${siteDeploys.id} is distinct from (${live})`,
          ),
        );
    },
  };
}

export type PublishingRepository = ReturnType<typeof createPublishingRepository>;
