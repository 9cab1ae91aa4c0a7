import { z } from "zod";
import { imageUrl, shortText } from "../../field-schemas.js";
import { defineSection } from "../define-section.js";
import { readProps } from "../props-reader.js";

/** Props of the image section (PRODUCT.md §3: src, alt). */
export const ImageProps = z.object({
  src: imageUrl("The image: an upload, a product image or an https URL"),
  alt: shortText("What the image shows, for screen readers").optional(),
  caption: shortText("Caption under the image").optional(),
});
/** Props of the image section. */
export type ImageProps = z.infer<typeof ImageProps>;

/** A single image, full container width. */
export const imageSection = defineSection({
  type: "image",
  label: "Image",
  category: "Media",
  paletteRank: 190,
  placementRank: 50,
  family: "media",
  aliases: ["picture", "photo", "single image", "img", "figure", "banner image"],
  props: ImageProps,
  roles: { subtitle: "caption" },
  words: { phrases: ["single image", "image section", "photo section"] },
  composer: { fillIn: { key: "src", note: "Choose an image for it in its settings." } },
  needs: ["src"],
  defaults: { src: "", alt: "", caption: "" },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      src: r.image(["src", "url", "image", "imageUrl"]) ?? "",
      alt: r.text(["alt", "altText", "description"]),
      caption: r.text(["caption", "title"]),
    });
  },
  fields: [
    { kind: "image", key: "src", label: "Image", altKey: "alt" },
    { kind: "text", key: "alt", label: "Description for screen readers" },
    { kind: "text", key: "caption", label: "Caption" },
  ],
  ai: "One wide image with an optional caption; images come from uploads or products, never invented URLs.",
});
