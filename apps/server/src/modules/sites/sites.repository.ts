import { and, count, desc, eq, isNull, ne } from "drizzle-orm";
import type { FormType } from "@shopwright/sdk";
import type { Db } from "../../db/client.js";
import {
  formSubmissions,
  siteDeploys,
  siteRedirects,
  sites,
  stores,
  type FormSubmissionRow,
} from "../../db/schema.js";
import type { DeployManifest } from "../../deploys/manifest.js";

/** A published site as a request to its host needs it. */
export interface SiteTarget {
  storeId: string;
  slug: string;
  liveDeployId: string | null;
}

/** A verified store domain: the host the owner entered, and the store's site, if published. */
export interface DomainTarget {
  domain: string;
  site: SiteTarget | null;
}

const targetColumns = {
  storeId: sites.storeId,
  slug: sites.slug,
  liveDeployId: sites.liveDeployId,
};

/** A site's store, joined only while nobody deleted it. */
const liveStoreOf = and(eq(stores.id, sites.storeId), isNull(stores.deletedAt));

/** SQL for serving sites and storing their form posts. */
export function createSitesRepository(db: Db) {
  return {
    /**
     * The site a slug names, unless its store is deleted: a deleted store's site is offline
     * while its address stays taken (docs/PRODUCT.md "Deleting and restoring a store").
     */
    async findBySlug(slug: string): Promise<SiteTarget | null> {
      const [row] = await db
        .select(targetColumns)
        .from(sites)
        .innerJoin(stores, liveStoreOf)
        .where(eq(sites.slug, slug))
        .limit(1);
      return row ?? null;
    },

    /**
     * The store whose verified domain's pair names `bare` (a host without "www."), with its
     * canonical domain and its site (null before the first publish). Reads the stores table
     * in the same statement (with findBySlug, the reads of it here: ARCHITECTURE.md lists
     * them), so a request to a custom domain costs one query. A pending domain, or a deleted
     * store's, names nothing.
     */
    async findByDomain(bare: string): Promise<DomainTarget | null> {
      const [row] = await db
        .select({
          domain: stores.domain,
          storeId: stores.id,
          slug: sites.slug,
          liveDeployId: sites.liveDeployId,
        })
        .from(stores)
        .leftJoin(sites, eq(sites.storeId, stores.id))
        .where(
          and(
            eq(stores.domainBare, bare),
            ne(stores.domainStatus, "pending"),
            isNull(stores.deletedAt),
          ),
        )
        .limit(1);
      if (!row) return null;
      const { domain, storeId, slug, liveDeployId } = row;
      return { domain, site: slug === null ? null : { storeId, slug, liveDeployId } };
    },

    async manifestOf(deployId: string): Promise<DeployManifest | null> {
      const [row] = await db
        .select({ manifest: siteDeploys.manifest })
        .from(siteDeploys)
        .where(eq(siteDeploys.id, deployId))
        .limit(1);
      return row?.manifest ?? null;
    },

    /**
     * Where an old path of the store's site went, if it moved (site_redirects, which
     * publishing writes: hosting reads it like the deploys it serves).
     */
    async redirectOf(storeId: string, path: string): Promise<string | null> {
      const [row] = await db
        .select({ toPath: siteRedirects.toPath })
        .from(siteRedirects)
        .where(and(eq(siteRedirects.storeId, storeId), eq(siteRedirects.fromPath, path)))
        .limit(1);
      return row?.toPath ?? null;
    },

    async insertSubmission(values: {
      storeId: string;
      formType: FormType;
      fields: Record<string, string>;
      pagePath: string | null;
    }): Promise<void> {
      await db.insert(formSubmissions).values(values);
    },

    async listSubmissions(
      storeId: string,
      filter: { formType?: FormType | undefined; limit: number; offset: number },
    ): Promise<{ rows: FormSubmissionRow[]; total: number }> {
      const where = and(
        eq(formSubmissions.storeId, storeId),
        filter.formType ? eq(formSubmissions.formType, filter.formType) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(formSubmissions)
          .where(where)
          .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(formSubmissions).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type SitesRepository = ReturnType<typeof createSitesRepository>;
