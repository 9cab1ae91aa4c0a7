import { negotiate } from "@fastify/accept-negotiator";
import { UPLOAD_WIDTHS, uploadWidthName, widthOfName, type UploadWidth } from "@shopwright/site";

/** The formats an upload's widths are stored in, AVIF being the smaller. */
export type WidthFormat = "avif" | "webp";

/** A request for one width of an upload: `{shard}/{public id}/w{width}`. */
export interface WidthRequest {
  /** The upload's folder, `{shard}/{public id}`: its original and widths are files in it. */
  folder: string;
  publicId: string;
  width: UploadWidth;
}

const WIDTH_KEY = /^([0-9a-f]{2})\/([0-9a-f]{32})\/([a-z0-9]+)$/;

/** The width an upload key asks for, or null for a key that names a file as it is. */
export function parseWidthKey(key: string): WidthRequest | null {
  const match = WIDTH_KEY.exec(key);
  if (!match) return null;
  const [, shard, publicId, name] = match as unknown as [string, string, string, string];
  const width = widthOfName(name);
  if (width === null || !publicId.startsWith(shard)) return null;
  return { folder: `${shard}/${publicId}`, publicId, width };
}

/**
 * The formats a request's `Accept` header takes, best first: AVIF then WebP, WebP alone, or
 * none (the original is served). Only an explicit type counts: old browsers send `*∕*`.
 */
export function acceptedFormats(accept: string | undefined): WidthFormat[] {
  switch (negotiate(accept ?? "", ["image/avif", "image/webp"])) {
    case "image/avif":
      return ["avif", "webp"];
    case "image/webp":
      return ["webp"];
    default:
      return [];
  }
}

/** The blob key of one width of an upload in one format: `{folder}/w640.avif`. */
export const widthKey = (folder: string, width: UploadWidth, format: WidthFormat): string =>
  `${folder}/${uploadWidthName(width)}.${format}`;

/** Every key a width of the upload in `folder` may be stored under, for deleting them all. */
export const widthKeysOf = (folder: string): string[] =>
  UPLOAD_WIDTHS.flatMap((width) => [
    widthKey(folder, width, "avif"),
    widthKey(folder, width, "webp"),
  ]);

/** The folder of an upload's original key, `{shard}/{public id}/original.png`. */
export const folderOfKey = (key: string): string => key.slice(0, key.lastIndexOf("/"));
