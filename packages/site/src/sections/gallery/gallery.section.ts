import { z } from "zod";
import { imageUrl, listOf, perDevice, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps, toImage } from "../props-reader.js";

/** PRODUCT.md §5 and §9: gallery columns run from 1 to 6 (blank becomes 1), 3 for a new gallery. */
export const GALLERY_COLUMNS = { min: 1, max: 6, blank: 1, initial: 3 } as const;
/** A device's own columns: the same range, and blank is none (the wider device's apply). */
const DEVICE_COLUMNS = { min: GALLERY_COLUMNS.min, max: GALLERY_COLUMNS.max, integer: true };

/** One picture of a gallery. */
export const GalleryImage = z.object({
  url: imageUrl("The image: an upload, a product image or an https URL"),
  caption: shortText("Caption under the image").optional(),
  alt: shortText("What the image shows, for screen readers").optional(),
});
/** One picture of a gallery. */
export type GalleryImage = z.infer<typeof GalleryImage>;

/** Props of the gallery (PRODUCT.md §3: title, columns 1-6, images). */
export const GalleryProps = z.object({
  title: shortText("Heading of the section").optional(),
  columns: z
    .number()
    .int()
    .min(GALLERY_COLUMNS.min)
    .max(GALLERY_COLUMNS.max)
    .describe("Images per row on wide screens, 1 to 6")
    .optional(),
  ...perDevice(
    "columns",
    z.number().int().min(GALLERY_COLUMNS.min).max(GALLERY_COLUMNS.max),
    "Images per row",
  ),
  images: listOf(GalleryImage, "The pictures, in order").optional(),
  ...sectionColors,
});
/** Props of the gallery. */
export type GalleryProps = z.infer<typeof GalleryProps>;

/**
 * Reads a gallery picture: PRODUCT.md §3 stores plain URL strings, renderers also meet
 * `{url|src, caption}`; a picture without a usable URL stays as a placeholder slot.
 */
export function readGalleryImage(value: unknown): GalleryImage | undefined {
  if (typeof value === "string") return { url: toImage(value) ?? "" };
  if (typeof value !== "object" || value === null) return undefined;
  const r = readProps(value);
  return r.done({
    url: toImage(r.value("url", "src", "image", "imageUrl")) ?? "",
    caption: r.text(["caption", "title", "label"]),
    alt: r.text(["alt", "description"]),
  });
}

/** The gallery: a grid of pictures. */
export const gallerySection = defineSection({
  type: "gallery",
  label: "Gallery",
  category: "Media",
  paletteRank: 70,
  placementRank: 52,
  family: "media",
  aliases: [
    "photo gallery",
    "image gallery",
    "photos",
    "images",
    "lookbook",
    "image grid",
    "photo grid",
  ],
  props: GalleryProps,
  roles: { title: "title" },
  words: { phrases: ["photo gallery", "image gallery", "picture gallery"], pageName: "Gallery" },
  composer: {
    list: { key: "images", extendable: true },
    fillIn: { key: "images", note: "Upload photos to the gallery in its settings." },
  },
  needs: ["images"],
  defaults: { title: "Gallery", columns: GALLERY_COLUMNS.initial, images: [] },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      title: r.text(["title", "heading"]),
      columns: r.number(["columns", "cols", "columnCount"], { ...GALLERY_COLUMNS, integer: true }),
      ...r.perDevice("columns", (keys) => r.number(keys, DEVICE_COLUMNS)),
      images: r.list(["images", "items", "photos", "pictures"], readGalleryImage),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "title", label: "Title" },
    {
      kind: "number",
      key: "columns",
      label: "Columns",
      perDevice: true,
      min: GALLERY_COLUMNS.min,
      max: GALLERY_COLUMNS.max,
      step: 1,
    },
    {
      kind: "list",
      key: "images",
      label: "Images",
      itemLabel: "Image",
      of: [
        { kind: "image", key: "url", label: "Image", altKey: "alt" },
        { kind: "text", key: "caption", label: "Caption" },
        { kind: "text", key: "alt", label: "Description for screen readers" },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "A grid of photos (products in use, the workshop, the shop); images come from uploads or products, never invented URLs.",
});
