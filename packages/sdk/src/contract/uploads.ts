/** SPEC 5 and 9: what an upload may be. */
export const UPLOAD_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  /** Images above this many pixels are refused before they are decoded in full. */
  maxPixels: 40_000_000,
  types: ["image/jpeg", "image/png", "image/webp", "image/gif"] as const,
  /** For file pickers: the extensions SPEC 5 names. */
  accept: ".jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif",
} as const;

export const UPLOAD_MESSAGES = {
  /** SPEC 5: the client's text for a rejected selection. */
  invalidSelection:
    "Some files are invalid. Only JPEG, PNG, WebP, and GIF files under 10MB are allowed.",
  /** SPEC 8 fallbacks. */
  uploadFailed: "Upload failed",
  healthFailed: "Health check failed",
  unsupportedType: "Only JPEG, PNG, WebP and GIF images are allowed",
  tooLarge: "Each image must be 10MB or smaller",
  tooManyFiles: "Upload at most 10 images at a time",
  tooManyPixels: "This image has too many pixels; the limit is 40 megapixels",
  noFiles: "Choose at least one image to upload",
  undecodable: "This file could not be read as an image",
} as const;

/** An uploaded image (SPEC 3): served from this server under /uploads/. */
export interface UploadedImageDto {
  _id: string;
  url: string;
  originalName: string;
  publicId: string;
  /** A web-sized WebP rendition, for pages that show the image small. */
  webUrl: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

/** DELETE /upload/images body: images named by url or by public id. */
export interface DeleteImagesBody {
  imageUrls?: string[];
  publicIds?: string[];
}
