import type { StoreDto, StoreSummaryDto } from "@shopwright/sdk";
import type { StoreRow } from "../../db/schema.js";
import type { StoreSummaryRow } from "./stores.repository.js";

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
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toStoreDto = (row: StoreRow): StoreDto => ({
  ...toStoreSummaryDto(row),
  theme: row.theme,
  layout: row.layout,
  htmlContent: row.htmlContent,
  version: row.version,
});
