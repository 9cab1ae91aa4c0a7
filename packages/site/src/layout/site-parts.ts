import { resolveSectionType } from "../registry.js";
import type { LayoutPage, LayoutSection, SavedBlock } from "./layout.js";
import { LINK_KEY, mapLinkRecords } from "./link-records.js";

/*
 * A site's header and footer belong to the site, not to a page: one navbar and one footer,
 * edited once and shown above and below every page's own sections, unless the page hides
 * them (`hideHeader`, `hideFooter`). Renderers, the editor and the AI read a page's
 * sections through `pageSectionsOf`, so every page shows the same parts.
 */

/** The site-wide parts. */
export const SITE_PARTS = ["header", "footer"] as const;
/** A site-wide part. */
export type SitePart = (typeof SITE_PARTS)[number];

/** The section type each part is. */
export const SITE_PART_TYPES = { header: "navbar", footer: "footer" } as const;

/** The page field that hides a part there. */
export const SITE_PART_HIDE_KEYS = { header: "hideHeader", footer: "hideFooter" } as const;

const BARE_ANCHOR = /^#[A-Za-z0-9][\w-]*$/;

/** The record with its bare "#anchor" addresses made the home page's ("/#anchor"). */
function homeAnchored(record: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === "string" && LINK_KEY.test(key) && BARE_ANCHOR.test(value))
      changes[key] = `/${value}`;
  }
  return Object.keys(changes).length > 0 ? { ...record, ...changes } : record;
}

/**
 * A site part whose in-page links ("#about") lead to the home page's sections ("/#about"),
 * as they must from every page that shows it; the same object when it has none. Props it
 * changes are new objects (`canonical-props.ts`: marked props are never written to).
 */
export function withHomeAnchors<T extends LayoutSection>(section: T): T {
  const props = mapLinkRecords(section.props, homeAnchored);
  return props === section.props ? section : { ...section, props };
}

/** What site parts are read from: a layout or an editor document. */
export interface SiteWithParts {
  pages: readonly LayoutPage[];
  header?: LayoutSection | undefined;
  footer?: LayoutSection | undefined;
}

/** The layout of a site: its pages, its parts and its saved blocks, without anything else it carries. */
export function layoutOfSite(site: SiteWithParts & { blocks?: SavedBlock[] | undefined }): {
  pages: LayoutPage[];
  header?: LayoutSection;
  footer?: LayoutSection;
  blocks?: SavedBlock[];
} {
  return {
    pages: [...site.pages],
    ...(site.header ? { header: site.header } : {}),
    ...(site.footer ? { footer: site.footer } : {}),
    ...(site.blocks?.length ? { blocks: site.blocks } : {}),
  };
}

/** The part a section type is ("navbar" → header), if any. */
export function sitePartOfType(type: string): SitePart | undefined {
  const resolved = resolveSectionType(type);
  return SITE_PARTS.find((part) => SITE_PART_TYPES[part] === resolved);
}

/** The part that is the section with this id, if any. */
export function sitePartWithId(site: SiteWithParts, id: string): SitePart | undefined {
  return SITE_PARTS.find((part) => site[part]?.id === id);
}

/** Whether the page shows the site's part (it has one and the page does not hide it). */
export function showsSitePart(site: SiteWithParts, page: LayoutPage, part: SitePart): boolean {
  return site[part] !== undefined && page[SITE_PART_HIDE_KEYS[part]] !== true;
}

/** What a page shows, top to bottom: the site's header, its own sections, the site's footer. */
export function pageSectionsOf(site: SiteWithParts, page: LayoutPage): LayoutSection[] {
  const header = showsSitePart(site, page, "header") ? site.header : undefined;
  const footer = showsSitePart(site, page, "footer") ? site.footer : undefined;
  if (!header && !footer) return page.sections;
  return [...(header ? [header] : []), ...page.sections, ...(footer ? [footer] : [])];
}

/** Every section of the site once: the parts, then every page's own. */
export function allSectionsOf(site: SiteWithParts): LayoutSection[] {
  return [
    ...SITE_PARTS.flatMap((part) => (site[part] ? [site[part]] : [])),
    ...site.pages.flatMap((page) => page.sections),
  ];
}

/**
 * The site as if each page held what it shows (the parts as its first and last sections, the
 * same section on every page), without site-wide fields: for readers that look for a
 * navbar or footer on a page. Operations on a part's id change the part.
 */
export function withPartsOnPages<T extends SiteWithParts>(
  site: T,
): Omit<T, "header" | "footer"> & { pages: LayoutPage[] } {
  const { header: _header, footer: _footer, ...rest } = site;
  return {
    ...rest,
    pages: site.pages.map((page) => {
      const { hideHeader: _h, hideFooter: _f, ...own } = page;
      return { ...own, sections: pageSectionsOf(site, page) };
    }),
  };
}

const sameProps = (a: LayoutSection, b: LayoutSection) =>
  a.type === b.type && JSON.stringify(a.props) === JSON.stringify(b.props);

/** A page's own leading navbar (header) or trailing footer (footer), with its index. */
function edgeSection(page: LayoutPage, part: SitePart): LayoutSection | undefined {
  const section = part === "header" ? page.sections[0] : page.sections.at(-1);
  return section && sitePartOfType(section.type) === part ? section : undefined;
}

/**
 * Makes a navbar or footer that pages carry themselves the site's, for each part the site
 * does not have yet, without changing what any page shows: the one most pages carry (the
 * first page's on a tie) becomes the part and leaves those pages; a page that carried
 * another keeps it and hides the part, as does a page that carried none. Layouts written
 * before site-wide parts read this way (`normalizeLayout`).
 */
export function hoistSiteParts<T extends SiteWithParts>(site: T): T {
  let next = site;
  for (const part of SITE_PARTS) {
    if (next[part]) continue;
    const edges = next.pages.map((page) => edgeSection(page, part));
    let chosen: LayoutSection | undefined;
    let best = 0;
    for (const edge of edges) {
      if (!edge) continue;
      const count = edges.filter((other) => other && sameProps(other, edge)).length;
      if (count > best) [chosen, best] = [edge, count];
    }
    if (!chosen) continue;
    const found = chosen;
    const hideKey = SITE_PART_HIDE_KEYS[part];
    const pages = next.pages.map((page, p) => {
      const edge = edges[p];
      const { [hideKey]: _hidden, ...rest } = page;
      if (edge && sameProps(edge, found)) {
        return {
          ...rest,
          sections: page.sections.filter((section) => section !== edge),
        } as LayoutPage;
      }
      return { ...rest, [hideKey]: true } as LayoutPage;
    });
    next = { ...next, pages, [part]: withHomeAnchors(found) };
  }
  return next;
}

/** Two names the same, whatever their case and surrounding spaces. */
const sameText = (value: unknown, text: string) =>
  typeof value === "string" && value.trim().toLowerCase() === text.trim().toLowerCase();

const leadsTo = (link: unknown, pageName: string) => {
  if (typeof link !== "object" || link === null) return false;
  const { type, pageName: name } = link as Record<string, unknown>;
  return (type === undefined || type === "page") && sameText(name, pageName);
};

/**
 * The operation that links a page from the site's header menu, unless the menu already
 * leads there or the header has no menu: what a page added in the editor gets.
 */
export function menuLinkOp(site: SiteWithParts, pageName: string) {
  const links = site.header?.props.links;
  if (!site.header || !Array.isArray(links)) return undefined;
  if (links.some((link: unknown) => leadsTo(link, pageName))) return undefined;
  return {
    op: "addItem" as const,
    sectionId: site.header.id,
    list: "links",
    item: { text: pageName, type: "page", pageName },
  };
}

/** A link written as an address (a footer's): whether it is `path`. */
const hasPath = (link: unknown, path: string | undefined) =>
  path !== undefined &&
  path !== "/" &&
  typeof link === "object" &&
  link !== null &&
  (link as Record<string, unknown>).url === path;

/** A link that leads nowhere yet ("#" or no address), as the footer's defaults do. */
const isPlaceholder = (link: Record<string, unknown>) =>
  link.url === undefined || link.url === "" || link.url === "#";

/**
 * The operation that links a page from the site's footer, unless a footer link already leads
 * there or there is no footer: what a policy page (Shipping, Returns …) gets when it is added.
 * A link of the page's name that leads nowhere yet ("Shipping" → "#") is pointed at it.
 */
export function footerLinkOp(site: SiteWithParts, page: { name: string; path: string }) {
  const links = site.footer?.props.links;
  if (!site.footer || !Array.isArray(links)) return undefined;
  if (links.some((link: unknown) => leadsTo(link, page.name) || hasPath(link, page.path))) {
    return undefined;
  }
  const sectionId = site.footer.id;
  const index = links.findIndex(
    (link: unknown) =>
      typeof link === "object" &&
      link !== null &&
      sameText((link as Record<string, unknown>).text, page.name) &&
      isPlaceholder(link as Record<string, unknown>),
  );
  return index >= 0
    ? { op: "updateItem" as const, sectionId, list: "links", index, item: { url: page.path } }
    : {
        op: "addItem" as const,
        sectionId,
        list: "links",
        item: { text: page.name, url: page.path },
      };
}

/**
 * The operations that take the links to a page out of the site's header and footer menus
 * (by its name, or by its `path` where a link is an address), last first so each index
 * holds: what removing a page in the editor does with them.
 */
export function menuUnlinkOps(site: SiteWithParts, pageName: string, path?: string) {
  return SITE_PARTS.flatMap((part) => {
    const section = site[part];
    if (!section) return [];
    return Object.entries(section.props).flatMap(([list, value]) =>
      Array.isArray(value)
        ? value
            .map((item: unknown, index) => ({ item, index }))
            .filter(({ item }) => leadsTo(item, pageName) || hasPath(item, path))
            .reverse()
            .map(({ index }) => ({
              op: "removeItem" as const,
              sectionId: section.id,
              list,
              index,
            }))
        : [],
    );
  });
}
