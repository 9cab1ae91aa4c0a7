/**
 * Responsive images of uploads (docs/ARCHITECTURE.md "Uploads and images"): the server stores
 * every upload in these widths and answers `/uploads/{shard}/{id}/w{width}` in the best format
 * the browser accepts (AVIF, WebP, else the original), never wider than the original.
 */
export const UPLOAD_WIDTHS = [160, 320, 640, 960, 1280, 1600] as const;

export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];

/** The file name of one width of an upload, beside its original: `w640`. */
export const uploadWidthName = (width: UploadWidth): string => `w${width}`;

/** The width a `w{width}` file name asks for, or null when it names no stored width. */
export function widthOfName(name: string): UploadWidth | null {
  const match = /^w([1-9][0-9]{2,3})$/.exec(name);
  return UPLOAD_WIDTHS.find((width) => `${width}` === match?.[1]) ?? null;
}

/**
 * Where an image shows, and so which widths its `srcset` offers and how wide the `sizes`
 * says it is drawn. The sizes follow site.css: the container is min(100% − 2.5rem, 72rem),
 * product grids have 2, 3 (from 40rem) and 4 (from 64rem) columns, the split hero and the
 * product page put the image in one of two columns from 64rem and 40rem.
 */
export const IMAGE_SLOTS = {
  /** A product card of a grid. */
  card: {
    widths: [320, 640],
    sizes: "(min-width:64rem) 17rem,(min-width:40rem) 31vw,calc(50vw - 1.75rem)",
  },
  /** The hero's image beside its text. */
  hero: { widths: [640, 960, 1280, 1600], sizes: "(min-width:64rem) 33rem,calc(100vw - 2.5rem)" },
  /** The hero's image behind its text, the whole width of the page. */
  backdrop: { widths: [640, 960, 1280, 1600], sizes: "100vw" },
  /** A product page's large image. */
  product: {
    widths: [640, 960, 1280],
    sizes: "(min-width:40rem) min(47vw,35rem),calc(100vw - 2.5rem)",
  },
  /** A product page's thumbnails, five to a row under the large image. */
  thumb: { widths: [160, 320], sizes: "(min-width:40rem) 7rem,18vw" },
} as const satisfies Record<string, { widths: readonly UploadWidth[]; sizes: string }>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

// An upload's address as the server hands it out (uploadUrl): /uploads/{2 hex}/{32 hex}/{file}.
const UPLOAD = /^\/uploads\/([0-9a-f]{2})\/([0-9a-f]{32})\/[a-z0-9][a-z0-9._-]*$/;

/** The attributes of an `<img>` of one slot. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of an image shown in a slot: for an upload, its stored widths
 * that fit the slot (the `src` being the largest, for browsers without `srcset`); any other
 * address stays a plain `src`, as nothing is known of its sizes.
 */
export function uploadSrcset(url: string, slot: ImageSlot): ImageSources {
  const match = UPLOAD.exec(url);
  if (!match || !match[2]!.startsWith(match[1]!)) return { src: url };
  const folder = `/uploads/${match[1]}/${match[2]}/`;
  const { widths, sizes } = IMAGE_SLOTS[slot];
  return {
    src: `${folder}${uploadWidthName(widths[widths.length - 1]!)}`,
    srcSet: widths.map((width) => `${folder}${uploadWidthName(width)} ${width}w`).join(","),
    sizes,
  };
}
