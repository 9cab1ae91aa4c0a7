import { z } from "zod";
import { LINK_TYPES, linkUrl, mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps } from "../props-reader.js";

/** Props of the call to action (PRODUCT.md §3: heading, subheading, buttonText, linkType, pageName, buttonLink, bgColor, textColor). */
export const CtaProps = z.object({
  heading: shortText("The invitation, in a few words"),
  subheading: mediumText("One sentence that supports it").optional(),
  buttonText: shortText("Label of the button; empty hides it").optional(),
  linkType: z
    .enum(LINK_TYPES)
    .describe("page: one of the site's pages; external: any URL")
    .optional(),
  pageName: shortText("Name of the linked page, when linkType is page").optional(),
  buttonLink: linkUrl("Address of the button, when linkType is external").optional(),
  ...sectionColors,
});
/** Props of the call to action. */
export type CtaProps = z.infer<typeof CtaProps>;

/** The call to action: a bold band that asks for one thing. */
export const ctaSection = defineSection({
  type: "cta",
  label: "Call to action",
  category: "Content",
  paletteRank: 160,
  placementRank: 90,
  family: "cta",
  aliases: [
    "call to action",
    "cta banner",
    "banner cta",
    "promo",
    "promo banner",
    "promotion",
    "action",
    "signup cta",
    "offer",
  ],
  props: CtaProps,
  roles: { title: "heading", subtitle: "subheading", button: "buttonText" },
  words: {
    label: "call to action",
    phrases: ["call-to-action", "cta section"],
    ordinaryWords: ["action"],
  },
  needs: ["heading"],
  defaults: {
    heading: "Ready to find your new favourite?",
    subheading: "Browse the full collection. New pieces arrive every week.",
    buttonText: "Shop the collection",
    linkType: "external",
    pageName: "",
    buttonLink: "#products",
  },
  normalize(raw) {
    const r = readProps(raw);
    const pageName = r.text(["pageName", "page"]);
    const buttonLink = r.href(["buttonLink", "link", "url", "href", "buttonUrl"]);
    return r.done({
      heading: r.text(["heading", "title", "headline"]) ?? "",
      subheading: r.text(["subheading", "subtitle", "description", "text"], 1000),
      buttonText: r.text(["buttonText", "ctaText", "cta", "buttonLabel"]),
      linkType:
        r.choice(["linkType", "type"], LINK_TYPES, { internal: "page" }) ??
        (pageName && !buttonLink ? "page" : undefined),
      pageName,
      buttonLink,
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "heading", label: "Heading" },
    { kind: "textarea", key: "subheading", label: "Subheading", rows: 2 },
    { kind: "text", key: "buttonText", label: "Button text" },
    {
      kind: "link",
      key: "buttonLink",
      label: "Button link",
      typeKey: "linkType",
      pageKey: "pageName",
    },
    ...COLOR_FIELDS,
  ],
  ai: "A closing band with a short heading, one sentence and one button, near the end of the page.",
});
