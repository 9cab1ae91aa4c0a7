import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@shopwright/sdk";
import { UPLOAD_WIDTHS, type UploadWidth } from "@shopwright/site";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { AppError } from "../../http/app-error.js";

/** One of the image types PRODUCT.md §5 allows. */
export type ImageType = (typeof UPLOAD_LIMITS.types)[number];

/** One stored width of an upload: WebP, and AVIF unless the image is animated. */
export interface ImageWidth {
  width: UploadWidth;
  webp: Buffer;
  avif: Buffer | null;
}

/** An upload made safe to serve: re-encoded without metadata, plus its web widths. */
export interface PreparedImage {
  contentType: ImageType;
  extension: string;
  /** Of the oriented image; for an animation, of one frame. */
  width: number;
  height: number;
  original: Buffer;
  /** The largest width as WebP (the upload's `webUrl`): the same bytes as the last of `widths`. */
  web: Buffer;
  widths: ImageWidth[];
}

const WEB_QUALITY = 80;
// AVIF at libaom's lowest effort (sharp's default is 4): six widths of a photo take 0.6–1.1 s
// on a busy core, about what WebP takes, against 0.9–2.4 s at effort 2 and 13–21 s at 4, for
// files within 5 % of theirs; a 10 MB photo of pure noise, the worst case, 2.5 s against 17.5 s
// at effort 2 (docs/ARCHITECTURE.md "Uploads and images").
const AVIF = { quality: 50, effort: 0 } as const;
// WebP cannot be taller than 16383 px; a long strip is scaled down to fit rather than refused.
const WEB_MAX_HEIGHT = 16_000;

/**
 * The widths an image of this width is stored in: each listed width below it, then the next one
 * up, which holds the image at its own width (never enlarged). An image wider than the largest
 * is stored in all of them.
 */
export function storedWidths(originalWidth: number): UploadWidth[] {
  const below = UPLOAD_WIDTHS.filter((width) => width < originalWidth);
  const cap = UPLOAD_WIDTHS.find((width) => width >= originalWidth);
  return cap === undefined ? below : [...below, cap];
}

/** The stored width that answers a request for `width`: it, or the largest stored one. */
export function servedWidth(width: UploadWidth, originalWidth: number): UploadWidth {
  const stored = storedWidths(originalWidth);
  return stored.includes(width) ? width : stored[stored.length - 1]!;
}

/** Encodes an oriented image at one stored width, no wider than the image itself. */
export async function encodeWidth(
  input: Sharp,
  width: UploadWidth,
  isAnimated: boolean,
): Promise<ImageWidth> {
  const resized = input.clone().resize({
    width,
    height: WEB_MAX_HEIGHT,
    fit: "inside",
    withoutEnlargement: true,
  });
  const [webp, avif] = await Promise.all([
    resized.clone().webp({ quality: WEB_QUALITY }).toBuffer(),
    // sharp writes AVIF stills only: an animation keeps to WebP.
    isAnimated ? null : resized.clone().avif(AVIF).toBuffer(),
  ]);
  return { width, webp, avif };
}

/** Opens stored bytes (an upload's original) for encoding, animated when they are. */
export async function openForWidths(bytes: Buffer): Promise<{ input: Sharp; isAnimated: boolean }> {
  const { pages = 1 } = await sharp(bytes, {
    limitInputPixels: UPLOAD_LIMITS.maxPixels,
  }).metadata();
  const isAnimated = pages > 1;
  const input = sharp(bytes, {
    animated: isAnimated,
    limitInputPixels: UPLOAD_LIMITS.maxPixels,
    failOn: "error",
  }).rotate();
  return { input, isAnimated };
}

const ENCODERS: Record<ImageType, { extension: string; encode: (image: Sharp) => Sharp }> = {
  "image/jpeg": { extension: "jpg", encode: (image) => image.jpeg({ quality: 90 }) },
  "image/png": { extension: "png", encode: (image) => image.png() },
  "image/webp": { extension: "webp", encode: (image) => image.webp({ quality: 90 }) },
  "image/gif": { extension: "gif", encode: (image) => image.gif() },
};

const unsupportedType = () =>
  new AppError(415, "unsupported_media_type", UPLOAD_MESSAGES.unsupportedType);
const tooManyPixels = () => new AppError(413, "too_many_pixels", UPLOAD_MESSAGES.tooManyPixels);
const undecodable = () => new AppError(400, "undecodable_image", UPLOAD_MESSAGES.undecodable);

/** The type the bytes say they are; the file's name and declared type are never asked. */
async function sniffType(bytes: Buffer): Promise<ImageType | null> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  // An animated PNG is a PNG to every browser; like any PNG, only its first frame is kept.
  if (mime === "image/apng") return "image/png";
  return UPLOAD_LIMITS.types.find((type) => type === mime) ?? null;
}

/**
 * The pixels a GIF's header claims for its canvas (the logical screen). libvips reports the
 * first frame's size when the screen is absurd, but the claim alone is a pixel flood.
 */
function claimedGifPixels(bytes: Buffer): number {
  return bytes.length >= 10 ? bytes.readUInt16LE(6) * bytes.readUInt16LE(8) : 0;
}

/**
 * Checks an upload and re-encodes it (PRODUCT.md §5: JPEG, PNG, WebP or GIF). The pixel count is
 * read from the header and refused above UPLOAD_LIMITS.maxPixels before anything is decoded;
 * sharp writes no EXIF, GPS, XMP, IPTC or ICC data unless asked to (colours become sRGB),
 * so none survives.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const contentType = await sniffType(bytes);
  if (!contentType) throw unsupportedType();

  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw undecodable();
    });
  const frames = header.pages ?? 1;
  const claimed = contentType === "image/gif" ? claimedGifPixels(bytes) : 0;
  const pixels = Math.max(header.width * header.height, claimed);
  if (pixels * frames > UPLOAD_LIMITS.maxPixels) throw tooManyPixels();

  const isAnimated = frames > 1 && (contentType === "image/gif" || contentType === "image/webp");
  const input = sharp(bytes, {
    animated: isAnimated,
    limitInputPixels: UPLOAD_LIMITS.maxPixels,
    // Browsers show slightly damaged files; refuse only what libvips cannot read at all.
    failOn: "error",
  }).rotate();
  const { extension, encode } = ENCODERS[contentType];
  try {
    const original = await encode(input.clone()).toBuffer({ resolveWithObject: true });
    const { info } = original;
    const widths = await Promise.all(
      storedWidths(info.width).map((width) => encodeWidth(input, width, isAnimated)),
    );
    return {
      contentType,
      extension,
      width: info.width,
      height: info.pageHeight ?? info.height,
      original: original.data,
      web: widths[widths.length - 1]!.webp,
      widths,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/.test(error.message)) throw tooManyPixels();
    throw undecodable();
  }
}
