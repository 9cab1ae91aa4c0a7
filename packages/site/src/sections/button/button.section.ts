import { z } from "zod";
import { ALIGNMENTS, LINK_TYPES, linkUrl, perDevice, shortText } from "../../field-schemas.js";
import { defineSection } from "../define-section.js";
import { readProps } from "../props-reader.js";

/** Button looks: filled with the brand colour, or outlined. */
export const BUTTON_VARIANTS = ["primary", "secondary"] as const;

/** Props of the button (PRODUCT.md §3: text, linkType, pageName, link, variant). */
export const ButtonProps = z.object({
  text: shortText("Label of the button"),
  linkType: z
    .enum(LINK_TYPES)
    .describe("page: one of the site's pages; external: any URL")
    .optional(),
  pageName: shortText("Name of the linked page, when linkType is page").optional(),
  link: linkUrl("Address of the button, when linkType is external").optional(),
  variant: z.enum(BUTTON_VARIANTS).describe("primary (filled) or secondary (outlined)").optional(),
  alignment: z
    .enum(ALIGNMENTS)
    .describe("Position of the button: left, center or right")
    .optional(),
  ...perDevice("alignment", z.enum(ALIGNMENTS), "Position of the button"),
});
/** Props of the button. */
export type ButtonProps = z.infer<typeof ButtonProps>;

/** A single button on its own row. */
export const buttonSection = defineSection({
  type: "button",
  label: "Button",
  category: "Basic",
  paletteRank: 210,
  placementRank: null,
  family: "basic",
  aliases: ["btn", "link button", "single button", "button link"],
  props: ButtonProps,
  roles: { title: "text", button: "text" },
  words: { phrases: ["button"], ordinaryWords: ["button", "btn"] },
  needs: ["text"],
  defaults: {
    text: "Shop now",
    linkType: "external",
    pageName: "",
    link: "#products",
    variant: "primary",
    alignment: "center",
  },
  normalize(raw) {
    const r = readProps(raw);
    const pageName = r.text(["pageName", "page"]);
    const link = r.href(["link", "url", "href", "buttonLink"]);
    return r.done({
      text: r.text(["text", "label", "buttonText", "title"]) ?? "",
      linkType:
        r.choice(["linkType", "type"], LINK_TYPES, { internal: "page" }) ??
        (pageName && !link ? "page" : undefined),
      pageName,
      link,
      variant: r.choice(["variant", "style"], BUTTON_VARIANTS, {
        outline: "secondary",
        filled: "primary",
      }),
      alignment: r.choice(["alignment", "align"], ALIGNMENTS, { centre: "center" }),
      ...r.perDevice("alignment", (keys) =>
        r.choice(keys, ALIGNMENTS, { centre: "center" } as const),
      ),
    });
  },
  fields: [
    { kind: "text", key: "text", label: "Text" },
    { kind: "link", key: "link", label: "Link", typeKey: "linkType", pageKey: "pageName" },
    {
      kind: "select",
      key: "variant",
      label: "Style",
      options: [
        { value: "primary", label: "Filled" },
        { value: "secondary", label: "Outlined" },
      ],
    },
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
  ],
  ai: "A single button linking to a page or address; place it with an anchor.",
});
