import { z } from "zod";
import { linkUrl, shortText } from "../../field-schemas.js";
import { defineSection } from "../define-section.js";
import { readProps } from "../props-reader.js";

/** Props of the video section (PRODUCT.md §3: url). */
export const VideoProps = z.object({
  url: linkUrl("A YouTube or Vimeo link; other hosts are not embedded"),
  title: shortText("What the video is about, for screen readers").optional(),
  caption: shortText("Caption under the video").optional(),
});
/** Props of the video section. */
export type VideoProps = z.infer<typeof VideoProps>;

/** An embedded YouTube or Vimeo video. */
export const videoSection = defineSection({
  type: "video",
  label: "Video",
  category: "Media",
  paletteRank: 200,
  placementRank: 50,
  family: "media",
  aliases: ["embed video", "video embed", "youtube", "vimeo", "brand video", "film", "embed"],
  props: VideoProps,
  roles: { title: "title", subtitle: "caption" },
  words: {
    phrases: ["brand video", "promo video", "product video", "youtube video", "video section"],
    ordinaryWords: ["embed", "film"],
  },
  composer: {
    fillIn: {
      key: "url",
      note: "Paste your YouTube or Vimeo link into the video's settings to show it.",
    },
  },
  needs: ["url"],
  defaults: { url: "", title: "", caption: "" },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      url: r.href(["url", "src", "embedUrl", "videoUrl", "link", "href"]) ?? "",
      title: r.text(["title", "heading"]),
      caption: r.text(["caption", "description"]),
    });
  },
  fields: [
    { kind: "text", key: "url", label: "YouTube or Vimeo link", placeholder: "https://youtu.be/…" },
    { kind: "text", key: "title", label: "Title" },
    { kind: "text", key: "caption", label: "Caption" },
  ],
  ai: "An embedded YouTube or Vimeo video given by the owner's link; never invent a link.",
});
