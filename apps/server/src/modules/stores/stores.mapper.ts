import type { DeletedStoreDto, StoreDto, StoreSiteDto, StoreSummaryDto } from "@shopwright/sdk";
import type {
  DeletedStoreRow,
  LiveSiteColumns,
  StoreSummaryRow,
  StoreWithRole,
} from "./stores.repository.js";

/** The address of a published site by its host label. */
export type SiteUrlOf = (slug: string) => string;

/** A row whose live site is resolved to its address (the stores service does it). */
export type Sited<T> = Omit<T, keyof LiveSiteColumns> & { site: StoreSiteDto | null };

/** The live site of a row with its address, or null while nothing is published. */
export function withSite<T extends LiveSiteColumns>(row: T, siteUrlOf: SiteUrlOf): Sited<T> {
  const { siteSlug, sitePublishedAt, ...rest } = row;
  const site =
    siteSlug && sitePublishedAt
      ? { url: siteUrlOf(siteSlug), publishedAt: sitePublishedAt.toISOString() }
      : null;
  return { ...rest, site };
}

/** Row → summary DTO; stores carry both `_id` and `id` (PRODUCT.md §3). */
export const toStoreSummaryDto = (row: Sited<StoreSummaryRow>): StoreSummaryDto => ({
  _id: row.id,
  id: row.id,
  storeName: row.storeName,
  domain: row.domain,
  description: row.description,
  approved: row.approved,
  currency: row.currency,
  locale: row.locale,
  teamId: row.teamId,
  role: row.role,
  site: row.site,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toStoreDto = (row: StoreWithRole): StoreDto => ({
  ...toStoreSummaryDto(row),
  // Every save writes the theme normalized (`themeOf`); a store never saved holds `{}`.
  theme: row.theme as StoreDto["theme"],
  // A store whose layout was never saved answers `{}`, as stored.
  layout: row.layout ?? {},
  htmlContent: row.htmlContent,
  version: row.version,
});

export const toDeletedStoreDto = (row: DeletedStoreRow): DeletedStoreDto => ({
  id: row.id,
  storeName: row.storeName,
  domain: row.domain,
  teamId: row.teamId,
  role: row.role,
  deletedAt: row.deletedAt.toISOString(),
  deletedBy: row.deletedByName,
  restorableUntil: row.purgeAfter.toISOString(),
});
