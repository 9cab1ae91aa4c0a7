import { UPLOAD_LIMITS } from "@shopwright/sdk";

const EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif"];
const BYTES_PER_MEGABYTE = 1024 * 1024;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** PRODUCT.md §5: JPEG, JPG, PNG, WebP or GIF (by MIME type or extension), at most 10 MB. */
export function isAllowedImage(file: File): boolean {
  const isAllowedType =
    (UPLOAD_LIMITS.types as readonly string[]).includes(file.type) ||
    EXTENSIONS.includes(extensionOf(file.name));
  return isAllowedType && file.size <= UPLOAD_LIMITS.maxFileBytes;
}

/** A file size as the previews show it, e.g. '1.24 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / BYTES_PER_MEGABYTE).toFixed(2)} MB`;
}
