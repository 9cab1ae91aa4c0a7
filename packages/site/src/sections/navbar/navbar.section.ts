import { z } from "zod";
import { listOf, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { NavLink, readNavLink } from "../nav-link.js";
import { readColors, readProps, toText } from "../props-reader.js";

/** Props of the navigation bar (PRODUCT.md §3: logo, links[{text, type, pageName, url}], bgColor, textColor). */
export const NavbarProps = z.object({
  logo: shortText("Brand name shown at the left; empty shows the store name").optional(),
  links: listOf(NavLink, "Menu links to pages of the site or to other addresses").optional(),
  ...sectionColors,
});
/** Props of the navigation bar. */
export type NavbarProps = z.infer<typeof NavbarProps>;

/** The navigation bar: brand and menu at the top of every page. */
export const navbarSection = defineSection({
  type: "navbar",
  label: "Navbar",
  category: "Layout",
  paletteRank: 10,
  placementRank: 0,
  family: "navbar",
  aliases: [
    "nav",
    "navigation",
    "navigation bar",
    "header",
    "site header",
    "top bar",
    "top nav",
    "main menu",
    "menu bar",
  ],
  props: NavbarProps,
  roles: { title: "logo" },
  words: { phrases: ["nav bar", "menu bar", "navigation menu"] },
  composer: { single: true, list: { key: "links" } },
  // Never empty: the site name stands in for a blank logo.
  needs: [],
  defaults: {
    logo: "",
    links: [
      { text: "Home", type: "page", pageName: "Home" },
      { text: "Shop", type: "external", url: "#products" },
      { text: "About", type: "external", url: "#about" },
      { text: "Contact", type: "external", url: "#contact" },
    ],
  },
  normalize(raw) {
    const r = readProps(raw);
    const logo = r.value("logo", "logoText", "brand", "siteName", "title");
    return r.done({
      // A logo object ({text} or {url}) from older layouts keeps its text.
      logo: toText(
        typeof logo === "object" && logo !== null ? (logo as { text?: unknown }).text : logo,
      ),
      links: r.list(["links", "items", "menu", "navItems"], readNavLink),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "logo", label: "Brand name", help: "Empty shows the store name" },
    {
      kind: "list",
      key: "links",
      label: "Links",
      itemLabel: "Link",
      of: [
        { kind: "text", key: "text", label: "Label" },
        { kind: "link", key: "url", label: "Goes to", typeKey: "type", pageKey: "pageName" },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "The top navigation bar with the brand name and menu links; it belongs first on every page.",
});
