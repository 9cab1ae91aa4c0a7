import { z } from "zod";

/** PRODUCT.md §5 and §9: what an upload may be. */
export const UPLOAD_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  /** Images above this many pixels are refused before they are decoded in full. */
  maxPixels: 40_000_000,
  types: ["image/jpeg", "image/png", "image/webp", "image/gif"] as const,
  /** For file pickers: the extensions PRODUCT.md §5 names. */
  accept: ".jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif",
} as const;

export const UPLOAD_MESSAGES = {
  /** PRODUCT.md §5: the client's text for a rejected selection. */
  invalidSelection:
    "Some files are invalid. Only JPEG, PNG, WebP, and GIF files under 10MB are allowed.",
  /** PRODUCT.md §8 fallbacks. */
  uploadFailed: "Upload failed",
  /** An upload that is not there, or not the caller's organization's. */
  notFound: "Image not found",
  healthFailed: "Health check failed",
  unsupportedType: "Only JPEG, PNG, WebP and GIF images are allowed",
  tooLarge: "Each image must be 10MB or smaller",
  tooManyFiles: "Upload at most 10 images at a time",
  tooManyPixels: "This image has too many pixels; the limit is 40 megapixels",
  noFiles: "Choose at least one image to upload",
  undecodable: "This file could not be read as an image",
  /** Import from a URL (PRODUCT.md §2 "Create product"). */
  importUrlRequired: "Enter the address of an image",
  importUrlInvalid: "Enter a full address starting with https:// or http://",
  importUrlTooLong: "An address is at most 2048 characters",
  importNotAllowed: "That address is not allowed: it points to this server or a private network",
  importCredentials: "The address must not contain a user name or password",
  importUnreachable: "That address could not be reached",
  importTimeout: "That address did not answer in time",
  importTooManyRedirects: "That address redirects too many times",
  importHttpError: "That address did not answer with an image",
  importNotImage: "That address does not point to a JPEG, PNG, WebP or GIF image",
  importTooLarge: "The image at that address is larger than 10MB",
} as const;

const MAX_NAMED = 100;

/** DELETE /upload/images body: images named by url or by public id, at least one. */
export const DeleteImagesBody = z
  .object({
    imageUrls: z
      .array(z.string().max(2048))
      .max(MAX_NAMED, { error: `Delete at most ${MAX_NAMED} images at a time` })
      .optional(),
    publicIds: z
      .array(z.string().max(100))
      .max(MAX_NAMED, { error: `Delete at most ${MAX_NAMED} images at a time` })
      .optional(),
  })
  .refine((body) => (body.imageUrls?.length ?? 0) + (body.publicIds?.length ?? 0) > 0, {
    error: "Name at least one image to delete",
  });
export type DeleteImagesBody = z.input<typeof DeleteImagesBody>;

/** POST /upload/image-url body: the address of an image for the server to fetch and store. */
export const ImportImageUrlBody = z.object({
  url: z
    .string({ error: UPLOAD_MESSAGES.importUrlRequired })
    .trim()
    .min(1, { error: UPLOAD_MESSAGES.importUrlRequired })
    .max(2048, { error: UPLOAD_MESSAGES.importUrlTooLong })
    .refine((s) => /^https?:\/\/[^/]/i.test(s) && URL.canParse(s), {
      error: UPLOAD_MESSAGES.importUrlInvalid,
    })
    .describe(
      "An http(s) address of a JPEG, PNG, WebP or GIF image of at most 10 MB, on a public address unless the operator allows private ones",
    ),
});
export type ImportImageUrlBody = z.input<typeof ImportImageUrlBody>;
