import { z } from "zod";
import { LINK_TYPES, linkUrl, shortText } from "../field-schemas.js";
import { readProps } from "./props-reader.js";

/** A menu link (PRODUCT.md §3 navbar links: text, type page or external, pageName, url). */
export const NavLink = z.object({
  text: shortText("Label of the link"),
  type: z.enum(LINK_TYPES).describe("page: one of the site's pages; external: any URL").optional(),
  pageName: shortText("Name of the linked page, when type is page").optional(),
  url: linkUrl("Address of the link, when type is external").optional(),
});
/** A menu link. */
export type NavLink = z.infer<typeof NavLink>;

/** Reads a menu link from its many spellings (text or name or label, url or href or link). */
export function readNavLink(value: unknown): NavLink | undefined {
  const r = readProps(value);
  const text = r.text(["text", "label", "name", "title"]);
  const pageName = r.text(["pageName", "page"]);
  const url = r.href(["url", "href", "link", "path"]);
  if (text === undefined && url === undefined && pageName === undefined) return undefined;
  const type =
    r.choice(["type", "linkType"], LINK_TYPES, {
      internal: "page",
      url: "external",
      link: "external",
    }) ?? (pageName && !url ? "page" : "external");
  return r.done({ text: text ?? "", type, pageName, url });
}
