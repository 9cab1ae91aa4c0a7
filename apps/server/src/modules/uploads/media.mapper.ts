import { MEDIA_MESSAGES, type MediaItemDto, type MediaItemSource } from "@shopwright/sdk";
import { badRequest } from "../../http/app-error.js";
import type { MediaPosition, MediaRow } from "./media.repository.js";

/** Row → item of the media library (PRODUCT.md §7 "Media library"). */
export function toMediaItemDto(row: MediaRow): MediaItemDto {
  const source: MediaItemSource =
    row.kind === "product" && row.productId !== null
      ? { kind: "product", productId: row.productId, productName: row.productName ?? "" }
      : { kind: "upload" };
  const id =
    source.kind === "product"
      ? `product:${source.productId}:${1000 - Number(row.position.sortKey.slice(-4))}`
      : `upload:${row.imageId}`;
  return {
    id,
    url: row.url,
    width: row.width,
    height: row.height,
    fileName: row.fileName,
    alt: row.alt,
    suggestedAlt: source.kind === "product" && !row.alt ? source.productName : null,
    imageId: row.imageId,
    source,
    createdAt: new Date(row.position.createdAt).toISOString(),
  };
}

// What the repository writes: a time in microseconds (UTC) and a sort key, `u{image id}` or
// `p{product id}{1000 − position, 4 digits}`.
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const SORT_KEY = /^(u[0-9a-f-]{36}|p[0-9a-f-]{36}\d{4})$/;

/** A page's end as the opaque `nextCursor`: base64url of `[time, sort key]`. */
export const cursorOf = (position: MediaPosition): string =>
  Buffer.from(JSON.stringify([position.createdAt, position.sortKey])).toString("base64url");

/** The position a `cursor` names; 400 for anything `cursorOf` did not write. */
export function positionOf(cursor: string): MediaPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(MEDIA_MESSAGES.cursorInvalid);
  }
  const [createdAt, sortKey] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  const isValid =
    typeof createdAt === "string" &&
    typeof sortKey === "string" &&
    TIME.test(createdAt) &&
    SORT_KEY.test(sortKey) &&
    !Number.isNaN(Date.parse(createdAt));
  if (!isValid) throw badRequest(MEDIA_MESSAGES.cursorInvalid);
  return { createdAt, sortKey };
}
