import type { StoreDto, StoreSummaryDto } from "@shopwright/sdk";
import type { StoreSummaryRow, StoreWithRole } from "./stores.repository.js";

/** Row → summary DTO; stores carry both `_id` and `id` (SPEC 3). */
export const toStoreSummaryDto = (row: StoreSummaryRow): StoreSummaryDto => ({
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
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toStoreDto = (row: StoreWithRole): StoreDto => ({
  ...toStoreSummaryDto(row),
  theme: row.theme,
  layout: row.layout,
  htmlContent: row.htmlContent,
  version: row.version,
});
