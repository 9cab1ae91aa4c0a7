import { z } from "zod";
import { date } from "./shared.js";

/**
 * The answers of the media library routes: the zod schemas of their `data`, and their types.
 * They live apart from the request schemas and texts so that a browser, which needs only their
 * types, never evaluates them; the route table (routes.ts) imports the values.
 */

/** Where an image of the library comes from. */
export const MediaItemSource = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("upload") }),
  z.object({
    kind: z.literal("product"),
    productId: z.string(),
    productName: z.string(),
  }),
]);
export type MediaItemSource = z.infer<typeof MediaItemSource>;

/** One image of a store's media library. */
export const MediaItemDto = z.object({
  /** Stable within the list: `upload:{imageId}` or `product:{productId}:{position}`. */
  id: z.string(),
  url: z.string(),
  /** Its pixels, when the image is an upload of this server; null for an address elsewhere. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The file name it was uploaded with; null for a product photo from elsewhere. */
  fileName: z.string().nullable(),
  /** The alt text written for it (uploads only); null when none was. */
  alt: z.string().nullable(),
  /** What to use while it has no alt text: a product photo's product name, else null. */
  suggestedAlt: z.string().nullable(),
  /**
   * The upload behind it when it is one of this organization's (a product photo may be one
   * too): its alt text can be set with PUT /store/{id}/media/{imageId}. Null otherwise.
   */
  imageId: z.string().nullable(),
  source: MediaItemSource,
  /** When it was uploaded, or when its product was created. */
  createdAt: date,
});
export type MediaItemDto = z.infer<typeof MediaItemDto>;

/** data of GET /store/{id}/media: a page, newest first, and where the next one starts. */
export const MediaListResult = z.object({
  items: z.array(MediaItemDto),
  /** Send as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MediaListResult = z.infer<typeof MediaListResult>;

/** data of PUT /store/{id}/media/{imageId}: the upload's alt text as stored. */
export const MediaAltResult = z.object({
  imageId: z.string(),
  alt: z.string().nullable(),
});
export type MediaAltResult = z.infer<typeof MediaAltResult>;
