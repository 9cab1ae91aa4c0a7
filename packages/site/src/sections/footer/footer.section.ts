import { z } from "zod";
import { linkUrl, listOf, mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps } from "../props-reader.js";

/** A footer link (PRODUCT.md §3: text, url). */
export const FooterLink = z.object({
  text: shortText("Label of the link"),
  url: linkUrl("Address of the link: a path such as /about or a URL").optional(),
});
/** A footer link. */
export type FooterLink = z.infer<typeof FooterLink>;

/** Props of the footer (PRODUCT.md §3: companyName, tagline, links[{text, url}], bgColor, textColor). */
export const FooterProps = z.object({
  companyName: shortText("Company name; empty shows the store name").optional(),
  tagline: mediumText("One line about the business").optional(),
  links: listOf(FooterLink, "Links such as Shipping, Returns, Contact and Privacy").optional(),
  ...sectionColors,
});
/** Props of the footer. */
export type FooterProps = z.infer<typeof FooterProps>;

function readFooterLink(value: unknown): FooterLink | undefined {
  const r = readProps(value);
  const text = r.text(["text", "name", "label", "title"]);
  const url = r.href(["url", "href", "link"]);
  return text === undefined && url === undefined ? undefined : r.done({ text: text ?? "", url });
}

/** The footer: company name, tagline and links at the bottom of every page. */
export const footerSection = defineSection({
  type: "footer",
  label: "Footer",
  category: "Layout",
  paletteRank: 50,
  placementRank: 100,
  family: "footer",
  aliases: ["site footer", "page footer", "footer links", "bottom bar", "bottom"],
  props: FooterProps,
  roles: { title: "companyName", subtitle: "tagline" },
  words: { ordinaryWords: ["bottom"] },
  composer: { single: true, list: { key: "links" } },
  // Never empty: the site name stands in for a blank company name.
  needs: [],
  defaults: {
    companyName: "",
    tagline: "Thoughtfully made goods, shipped with care.",
    links: [
      { text: "Shipping", url: "#" },
      { text: "Returns", url: "#" },
      { text: "Contact", url: "#contact" },
      { text: "Privacy", url: "#" },
    ],
  },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      companyName: r.text(["companyName", "company", "name", "siteName", "brand", "logo"]),
      tagline: r.text(["tagline", "description", "text", "about"], 1000),
      links: r.list(["links", "items"], readFooterLink),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "companyName", label: "Company name", help: "Empty shows the store name" },
    { kind: "textarea", key: "tagline", label: "Tagline", rows: 2 },
    {
      kind: "list",
      key: "links",
      label: "Links",
      itemLabel: "Link",
      of: [
        { kind: "text", key: "text", label: "Label" },
        { kind: "link", key: "url", label: "Goes to" },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "The page footer with company name, a one-line tagline and small links; it belongs last on every page.",
});
