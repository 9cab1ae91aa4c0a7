import type { DraftVersionDto } from "@shopwright/sdk";
import type { DraftVersionWithAuthor } from "./draft-versions.repository.js";

/** Row → draft version DTO, the only way out; `isCurrent` against the store's version. */
export function toDraftVersionDto(
  row: DraftVersionWithAuthor,
  currentVersion: number,
): DraftVersionDto {
  return {
    _id: row.id,
    version: row.version,
    source: row.source,
    label: row.label,
    author:
      row.authorName !== null && row.authorEmail !== null
        ? { name: row.authorName, email: row.authorEmail }
        : null,
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.version === currentVersion,
  };
}
