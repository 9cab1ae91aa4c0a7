import type { ApiKeyDto } from "@shopwright/sdk";
import type { ApiKeyListRow } from "./api-keys.repository.js";

/** The only way a key leaves the server: never with its hash. */
export const toApiKeyDto = (row: ApiKeyListRow): ApiKeyDto => ({
  _id: row.id,
  name: row.name,
  prefix: row.prefix,
  teamId: row.teamId,
  createdBy: { _id: row.createdBy, name: row.creatorName },
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});
