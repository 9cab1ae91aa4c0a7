import type { UploadedImageDto } from "@shopwright/sdk";
import { isBlobKey } from "../../blob/blob-store.js";
import type { ImageRow } from "../../db/schema.js";

/** Where uploaded blobs are served: outside /api, as published storefronts link to them. */
export const UPLOADS_PATH = "/uploads/";

export const uploadUrl = (key: string): string => `${UPLOADS_PATH}${key}`;

/**
 * A regular expression (POSIX, for SQL) of an upload's public id in a URL that names it:
 * /uploads/{2 hex}/{32 hex}/… (the keys `store` writes: shard, public id, file), relative or
 * absolute; its one group is the public id.
 */
export const UPLOAD_ID_IN_URL = "/uploads/[0-9a-f]{2}/([0-9a-f]{32})/";

/** The blob key an upload URL names (relative, or absolute on any host), else null. */
export function keyOfUploadUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, "http://localhost").pathname;
  } catch {
    return null;
  }
  const key = path.startsWith(UPLOADS_PATH) ? path.slice(UPLOADS_PATH.length) : "";
  return isBlobKey(key) ? key : null;
}

/** Row → DTO (PRODUCT.md §3 "Uploaded image": url, originalName, publicId). */
export const toUploadedImageDto = (row: ImageRow): UploadedImageDto => ({
  _id: row.id,
  url: uploadUrl(row.key),
  originalName: row.originalName,
  publicId: row.publicId,
  webUrl: uploadUrl(row.webKey),
  contentType: row.contentType,
  width: row.width,
  height: row.height,
  size: row.size,
});
