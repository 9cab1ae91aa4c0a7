import { TEXT_LIMITS } from "@shopwright/site/schema";
import { z } from "zod";

/**
 * A store's media library (PRODUCT.md §7 "Media library"): every image it can show, the
 * uploads of its organization and the photos of its products, newest first.
 */
export const MEDIA_LIMITS = {
  /** Images per page of the list. */
  pageSize: 40,
  /** Characters of a search. */
  searchMax: 100,
  /** Characters of an alt text: what a section's alt prop holds (TEXT_LIMITS.short). */
  altMax: TEXT_LIMITS.short,
} as const;

/** Where an image of the library comes from: an upload, or a product's photo. */
export const MEDIA_SOURCES = ["upload", "product"] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

/** Texts of the media library, shared by server and screens. */
export const MEDIA_MESSAGES = {
  searchTooLong: `A search is at most ${MEDIA_LIMITS.searchMax} characters`,
  cursorInvalid: "This position in the list is not valid. Load the list again.",
  altTooLong: `Alt text is at most ${MEDIA_LIMITS.altMax} characters`,
  altRequired: "Send the alt text as text (empty to remove it)",
} as const;

/** GET /store/{id}/media query: a search, a source, and where the page starts. */
export const MediaListQuery = z.object({
  q: z
    .string()
    .max(MEDIA_LIMITS.searchMax, { error: MEDIA_MESSAGES.searchTooLong })
    .transform((s) => s.trim())
    .optional()
    .describe("Words that each match a file name, an alt text or a product name"),
  source: z
    .enum(MEDIA_SOURCES)
    .optional()
    .describe("Only uploads, or only product photos; both when left out"),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]*$/, { error: MEDIA_MESSAGES.cursorInvalid })
    .optional()
    .describe("The `nextCursor` of the page before; the first page without it"),
});
export type MediaListQuery = z.input<typeof MediaListQuery>;

/** Path of PUT /store/{id}/media/{imageId}. */
export const MediaImageParams = z.object({
  id: z.string().max(64),
  imageId: z.string().max(64),
});
export type MediaImageParams = z.input<typeof MediaImageParams>;

/** PUT /store/{id}/media/{imageId} body: the upload's alt text, trimmed; empty removes it. */
export const MediaAltBody = z.object({
  alt: z
    .string({ error: MEDIA_MESSAGES.altRequired })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(MEDIA_LIMITS.altMax, { error: MEDIA_MESSAGES.altTooLong }))
    .describe("What the image shows, for screen readers; empty to remove it"),
});
export type MediaAltBody = z.input<typeof MediaAltBody>;
