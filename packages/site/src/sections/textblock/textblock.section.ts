import { z } from "zod";
import { ALIGNMENTS, longText, perDevice, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps, toText } from "../props-reader.js";

/** Props of the text block (PRODUCT.md §3: heading, content, alignment, bgColor, textColor). */
export const TextblockProps = z.object({
  heading: shortText("Heading of the block").optional(),
  content: longText("Body text; a blank line starts a new paragraph").optional(),
  alignment: z.enum(ALIGNMENTS).describe("Text alignment: left, center or right").optional(),
  ...perDevice("alignment", z.enum(ALIGNMENTS), "Text alignment"),
  ...sectionColors,
});
/** Props of the text block. */
export type TextblockProps = z.infer<typeof TextblockProps>;

const ALIGNMENT_WORDS = {
  centre: "center",
  centered: "center",
  start: "left",
  end: "right",
} as const;

/** The text block: a heading and paragraphs, such as an About or Our story section. */
export const textblockSection = defineSection({
  type: "textblock",
  label: "Text block",
  category: "Content",
  paletteRank: 40,
  placementRank: 45,
  family: "textblock",
  aliases: [
    "text",
    "text section",
    "rich text",
    "paragraph",
    "content",
    "about",
    "about us",
    "our story",
    "story",
    "mission",
    "intro",
  ],
  props: TextblockProps,
  roles: { title: "heading", subtitle: "content" },
  words: {
    label: "text block",
    phrases: ["about section", "about us section", "story section", "text block", "text section"],
    ordinaryWords: ["content", "text", "story"],
    pageName: "About",
  },
  needs: [["heading", "content"]],
  defaults: {
    heading: "Our story",
    content:
      "We started with a simple idea: everyday things should be made well. Every product we sell is chosen with care, tested by us, and backed by real people who answer your emails.\n\nThank you for supporting an independent business.",
    alignment: "left",
  },
  normalize(raw) {
    const r = readProps(raw);
    const content = r.value("content", "text", "body", "description", "paragraphs");
    return r.done({
      heading: r.text(["heading", "title", "headline"]),
      // Some generators send paragraphs as a list.
      content: Array.isArray(content)
        ? toText(content.filter((p) => typeof p === "string").join("\n\n"), 10_000)
        : toText(content, 10_000),
      alignment: r.choice(["alignment", "align", "textAlign"], ALIGNMENTS, ALIGNMENT_WORDS),
      ...r.perDevice("alignment", (keys) => r.choice(keys, ALIGNMENTS, ALIGNMENT_WORDS)),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "heading", label: "Heading" },
    { kind: "textarea", key: "content", label: "Text", rows: 8 },
    {
      kind: "select",
      key: "alignment",
      label: "Alignment",
      perDevice: true,
      options: [
        { value: "left", label: "Left" },
        { value: "center", label: "Centre" },
        { value: "right", label: "Right" },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "A heading with paragraphs of text, for an About, Our story or any prose section.",
});
