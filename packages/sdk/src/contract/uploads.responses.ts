import { z } from "zod";

/**
 * The answers of the upload routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** An uploaded image (PRODUCT.md §3): served from this server under /uploads/. */
export const UploadedImageDto = z.object({
  _id: z.string(),
  url: z.string(),
  originalName: z.string(),
  publicId: z.string(),
  /** A web-sized WebP rendition, for pages that show the image small. */
  webUrl: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadedImageDto = z.infer<typeof UploadedImageDto>;

/** data of POST /upload/images. */
export const UploadedImagesResult = z.object({ images: z.array(UploadedImageDto) });
export type UploadedImagesResult = z.infer<typeof UploadedImagesResult>;

/** data of POST /upload/single-image and /upload/image-url. */
export const UploadedImageResult = z.object({ image: UploadedImageDto });
export type UploadedImageResult = z.infer<typeof UploadedImageResult>;

/** data of GET /upload/health: the storage took a write and a read. */
export const UploadHealthResult = z.object({ ok: z.literal(true) });
export type UploadHealthResult = z.infer<typeof UploadHealthResult>;
