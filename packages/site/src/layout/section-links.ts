import { findSectionEntry, resolveSectionType } from "../registry.js";
import type { AnyField, LinkField } from "../sections/define-section.js";
import { STOREFRONT_PATHS } from "../storefront/storefront-paths.js";
import { anchorId } from "./anchor-id.js";
import type { LayoutSection } from "./layout.js";

/*
 * The links a section holds and where they lead, read the way the renderers read them
 * (`render/resolve-link.ts`): a page link names a page, any other link is an address. The
 * AI's link check (packages/composer `link-check.ts`) reads them to find links to pages and
 * anchors that do not exist.
 */

/** Where a link is kept in a section's props: a prop, or a prop of one item of a list. */
export interface LinkSlot {
  /** The list holding the item ("links"), when the link is on an item. */
  list?: string;
  index?: number;
  /** The prop holding the address ("url", "buttonLink"). */
  urlKey: string;
  /** The props of a page-or-external link: "page" | "external", and the page's name. */
  typeKey?: string;
  pageKey?: string;
  /** The item's or section's label for the link, for replies ("About", "Shop now"). */
  text: string;
  /** The prop the label is kept in ("text", "buttonText"), when it has one. */
  textKey?: string;
}

/** A link of a section: its slot, and a page it names or the address it holds. */
export type SectionLink = LinkSlot &
  ({ kind: "page"; pageName: string } | { kind: "url"; url: string });

type Props = Record<string, unknown>;

const isRecord = (value: unknown): value is Props =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : "");

// Sections of types without definitions keep links under these names (the family readers').
const RAW_LINK_KEYS = ["url", "link", "href", "buttonLink"];
// Labels of a link or button, by the names sections use.
const LABEL_KEYS = ["text", "buttonText", "name", "title", "label"];

function linkOf(
  record: Props,
  slot: Omit<LinkSlot, "text" | "textKey">,
  labelKeys: readonly string[],
): SectionLink | null {
  const textKey = labelKeys.find((key) => text(record[key]).trim() !== "");
  const slotText = { ...slot, text: textKey ? text(record[textKey]).trim() : "", textKey };
  const pageName = slot.pageKey ? text(record[slot.pageKey]).trim() : "";
  const url = text(record[slot.urlKey]).trim();
  const type = slot.typeKey ? record[slot.typeKey] : undefined;
  // The renderers' rule (resolveLink): "page", or no type with a page name and no address.
  const isPage = type === "page" || (type === undefined && pageName !== "" && url === "");
  if (isPage) return pageName ? { ...slotText, kind: "page", pageName } : null;
  return url ? { ...slotText, kind: "url", url } : null;
}

/** The link fields of a type's editor controls, top level and in its lists. */
function linkFields(fields: readonly AnyField[]) {
  const top: LinkField<string>[] = [];
  const lists: { list: string; fields: LinkField<string>[] }[] = [];
  for (const field of fields) {
    if (field.kind === "link") top.push(field);
    if (field.kind === "list") {
      const inner = field.of.filter((f): f is LinkField<string> => f.kind === "link");
      if (inner.length > 0) lists.push({ list: field.key, fields: inner });
    }
  }
  return { top, lists };
}

// "buttonLink" is labelled by "buttonText", "secondaryButtonLink" by "secondaryButtonText".
function labelKeysOf(urlKey: string): readonly string[] {
  const own = urlKey.replace(/(?:Link|Url|Href)$/, "Text");
  return own === urlKey ? LABEL_KEYS : [own, ...LABEL_KEYS];
}

/** Every link a section holds, in the order its props list them. */
export function sectionLinks(section: Pick<LayoutSection, "type" | "props">): SectionLink[] {
  const props = section.props;
  const links: SectionLink[] = [];
  const type = resolveSectionType(section.type);
  const definition = type ? findSectionEntry(type)?.definition : undefined;
  if (definition) {
    const { top, lists } = linkFields(definition.fields);
    for (const field of top) {
      const slot = { urlKey: field.key, typeKey: field.typeKey, pageKey: field.pageKey };
      const link = linkOf(props, slot, labelKeysOf(field.key));
      if (link) links.push(link);
    }
    for (const { list, fields } of lists) {
      const items = Array.isArray(props[list]) ? (props[list] as unknown[]) : [];
      items.forEach((item, index) => {
        if (!isRecord(item)) return;
        for (const field of fields) {
          const slot = {
            list,
            index,
            urlKey: field.key,
            typeKey: field.typeKey,
            pageKey: field.pageKey,
          };
          const link = linkOf(item, slot, labelKeysOf(field.key));
          if (link) links.push(link);
        }
      });
    }
    return links;
  }
  // A family or unknown type: its links and its items' links, under the readers' names.
  const scan = (record: Props, at: { list?: string; index?: number }) => {
    for (const urlKey of RAW_LINK_KEYS) {
      const link = linkOf(record, { ...at, urlKey }, labelKeysOf(urlKey));
      if (link) links.push(link);
    }
  };
  scan(props, {});
  for (const [list, value] of Object.entries(props)) {
    if (!Array.isArray(value) || /^(?:images|photos|gallery)$/i.test(list)) continue;
    value.forEach((item, index) => {
      if (isRecord(item)) scan(item, { list, index });
    });
  }
  return links;
}

/** What an address leads to on the site: outside it, a page's path (and anchor), or nothing. */
export type AddressTarget =
  | { kind: "none" }
  | { kind: "outside" }
  | { kind: "site"; path: string; anchor?: string }
  | { kind: "storefront" };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const FILE = /\.[a-z0-9]{2,5}$/i;
const pageKey = (value: string) => value.trim().toLowerCase();

/** True for paths the site answers without a page of the layout (cart, products, files). */
function isStorefrontPath(path: string): boolean {
  if (FILE.test(path) || path.startsWith("/uploads/") || path.startsWith("/_sw/")) return true;
  return Object.values(STOREFRONT_PATHS).some(
    (known) => path === known || path.startsWith(`${known}/`),
  );
}

/**
 * Where an address leads, as `siteHref` reads it: "" and "#" lead nowhere, a scheme or
 * "//host" outside, "#id" to an anchor of the page it is on (`fromPath`), and a path or a
 * bare page name ("about", "About") to that page of `pages`, with its anchor. A path no page
 * has keeps its own path, so callers see it is missing.
 */
export function addressTarget(
  url: string,
  fromPath: string,
  pages: readonly { name: string; path: string }[],
): AddressTarget {
  const address = url.trim();
  if (address === "" || address === "#") return { kind: "none" };
  if (SCHEME.test(address) || address.startsWith("//")) return { kind: "outside" };
  const hash = address.indexOf("#");
  const beforeHash = hash === -1 ? address : address.slice(0, hash);
  const anchor = hash === -1 ? undefined : decodeURIComponent(address.slice(hash + 1)) || undefined;
  const rawPath = beforeHash.replace(/\?.*$/, "");
  if (rawPath === "") return { kind: "site", path: fromPath, anchor };
  let path: string;
  if (rawPath.startsWith("/")) {
    path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : "/";
  } else {
    const key = pageKey(rawPath);
    const named = pages.find(
      (p) => pageKey(p.name) === key || pageKey(p.path) === `/${key.replace(/^\.?\//, "")}`,
    );
    path = named?.path ?? `/${key.replace(/^\.?\//, "")}`;
  }
  if (!pages.some((p) => p.path === path) && isStorefrontPath(path)) return { kind: "storefront" };
  return { kind: "site", path, anchor };
}

/** True when a page has a section whose anchor is `anchor` (`#contact-1`). */
export function hasAnchor(
  page: { sections: readonly Pick<LayoutSection, "id">[] },
  anchor: string,
): boolean {
  return page.sections.some((section) => anchorId(section.id) === anchor);
}
