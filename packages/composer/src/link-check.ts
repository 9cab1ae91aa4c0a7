import {
  addressTarget,
  anchorId,
  hasAnchor,
  resolveSectionType,
  sectionLinks,
  type LayoutPage,
  type LayoutSection,
  type OpInput,
  type SectionLink,
  type SiteDocument,
} from "@shopwright/site";
import { deepCopy } from "./deep-copy.js";
import { sectionKind } from "./section-words.js";

/*
 * The link check after every AI turn (PRODUCT.md §4 "Link check after every AI turn"): no link may point at a page
 * or an anchor (#id) that does not exist. A broken link is pointed at where its page went (a
 * renamed page, the section it named, a section of the same kind), or, when nothing fits,
 * taken out: a menu or footer link is removed, a button loses its label and address.
 */

/** A link that leads nowhere, where it is, and what it named. */
export interface BrokenLink {
  page: string;
  sectionId: string;
  sectionType: string;
  link: SectionLink;
  /** The page it names (a name or a path) when no page has it, else the page it leads to. */
  target: string;
  /** The anchor no section of that page has. */
  anchor?: string;
  isPageMissing: boolean;
}

const pageByName = (site: SiteDocument, name: string) =>
  site.pages.find((page) => page.name === name) ??
  site.pages.find((page) => page.name.trim().toLowerCase() === name.trim().toLowerCase());

type Section = Pick<LayoutSection, "id" | "type" | "props">;

/** The links of one section, on the page at `page`, that lead nowhere. */
function brokenLinksOf(
  site: Pick<SiteDocument, "pages">,
  page: Pick<LayoutPage, "name" | "path">,
  section: Section,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const link of sectionLinks(section)) {
    const at = { page: page.name, sectionId: section.id, sectionType: section.type, link };
    if (link.kind === "page") {
      // The renderer matches the name exactly; another case is a link to nowhere too.
      if (!site.pages.some((p) => p.name === link.pageName))
        broken.push({ ...at, target: link.pageName, isPageMissing: true });
      continue;
    }
    const target = addressTarget(link.url, page.path, site.pages);
    if (target.kind !== "site") continue;
    const leadsTo = site.pages.find((p) => p.path === target.path);
    if (!leadsTo) {
      broken.push({ ...at, target: target.path, anchor: target.anchor, isPageMissing: true });
    } else if (target.anchor && !hasAnchor(leadsTo, target.anchor)) {
      broken.push({ ...at, target: leadsTo.path, anchor: target.anchor, isPageMissing: false });
    }
  }
  return broken;
}

/** Every link of the site that points at a page or an anchor that does not exist. */
export function brokenLinks(site: SiteDocument): BrokenLink[] {
  // The site's header and footer are on many pages: each of their links is named once.
  const seen = new Set<string>();
  return site.pages
    .flatMap((page) => page.sections.flatMap((section) => brokenLinksOf(site, page, section)))
    .filter((broken) => !seen.has(keyOf(broken)) && seen.add(keyOf(broken)));
}

/** A broken link by where it is and what it names, so the same one is known after an edit. */
const keyOf = (b: BrokenLink) =>
  [b.sectionId, b.link.list, b.link.urlKey, b.link.text, b.target, b.anchor].join("\t");

/**
 * The links an edit broke: broken after it, and not before (a link the owner left broken
 * stays as they left it; the edit did not touch it).
 */
export function newlyBrokenLinks(before: SiteDocument, after: SiteDocument): BrokenLink[] {
  const known = new Set(brokenLinks(before).map(keyOf));
  return brokenLinks(after).filter((b) => !known.has(keyOf(b)));
}

/**
 * A navbar's or footer's props for another page of the site (a new page's copy of the home
 * page's): without the links of its lists that would lead nowhere there.
 */
export function chromeCopyProps(
  site: Pick<SiteDocument, "pages">,
  page: Pick<LayoutPage, "name" | "path">,
  section: Section,
): Record<string, unknown> {
  const dropped = new Map<string, Set<number>>();
  for (const { link } of brokenLinksOf(site, page, section)) {
    if (link.list === undefined || link.index === undefined) continue;
    if (!dropped.has(link.list)) dropped.set(link.list, new Set());
    dropped.get(link.list)!.add(link.index);
  }
  const props = deepCopy(section.props);
  for (const [list, indexes] of dropped) {
    const items = props[list];
    if (Array.isArray(items)) props[list] = items.filter((_, i) => !indexes.has(i));
  }
  return props;
}

/** How a lint problem names a broken link: "the “About” link in the navbar on Home, …". */
export function brokenLinkMessage(broken: BrokenLink): string {
  const section = sectionKind(broken.sectionType)?.label ?? broken.sectionType;
  const what = broken.link.text ? `the “${broken.link.text}” link` : "a link";
  const where = broken.isPageMissing
    ? "a page that does not exist"
    : `a missing part of ${broken.target === "/" ? "the home page" : broken.target} (#${broken.anchor})`;
  return `${what} in the ${section} on ${broken.page}, which led to ${where}`;
}

/** Where a broken link goes instead: a page (with an anchor), or nowhere (it is taken out). */
type Fix = { page: LayoutPage; anchor?: string } | null;

const CHROME = new Set(["navbar", "footer"]);
const typeOf = (type: string) => resolveSectionType(type) ?? type;
/** The type an anchor's id names ("contact-2" → contact, "products" → collection). */
const typeOfAnchor = (anchor: string) => {
  const prefix = anchor.replace(/-\d+$/, "");
  return resolveSectionType(prefix) ?? prefix;
};

/** The page a section of the type is on: the link's own page first, then home, then the rest. */
function findSectionOf(site: SiteDocument, type: string, fromPage: string): Fix {
  const home = site.pages.find((page) => page.path === "/");
  const own = site.pages.find((page) => page.name === fromPage);
  const order = [own, home, ...site.pages].filter((page): page is LayoutPage => !!page);
  for (const page of order) {
    const section = page.sections.find((s) => typeOf(s.type) === type);
    if (section) return { page, anchor: anchorId(section.id) };
  }
  return null;
}

/** The page the link's missing page became: renamed, it keeps its sections. */
function renamedPage(
  before: SiteDocument,
  after: SiteDocument,
  target: string,
): LayoutPage | undefined {
  const old = before.pages.find(
    (page) => page.path === target || page.name.toLowerCase() === target.toLowerCase(),
  );
  if (!old || old.sections.length === 0) return undefined;
  const ids = new Set(old.sections.map((section) => section.id));
  return after.pages.find(
    (page) =>
      !before.pages.some((p) => p.name === page.name && p.path === page.path) &&
      page.sections.some((section) => ids.has(section.id)),
  );
}

/** What the missing page was for: its first section other than the menu and the footer. */
function purposeOf(before: SiteDocument | undefined, target: string): string | undefined {
  const old = before?.pages.find(
    (page) => page.path === target || page.name.toLowerCase() === target.toLowerCase(),
  );
  const main = old?.sections.find((section) => !CHROME.has(typeOf(section.type)));
  if (main) return typeOf(main.type);
  // Without the site before, the page's own name says it ("/contact", "Shop").
  return resolveSectionType(target.replace(/^\/+/, "")) ?? undefined;
}

function fixFor(site: SiteDocument, broken: BrokenLink, before?: SiteDocument): Fix {
  const isMenuLink = CHROME.has(typeOf(broken.sectionType)) && broken.link.list !== undefined;
  if (broken.isPageMissing) {
    if (broken.link.kind === "page") {
      const sameName = pageByName(site, broken.target);
      if (sameName) return { page: sameName };
    }
    const renamed = before ? renamedPage(before, site, broken.target) : undefined;
    if (renamed) {
      const keeps = broken.anchor && hasAnchor(renamed, broken.anchor);
      return { page: renamed, ...(keeps ? { anchor: broken.anchor } : {}) };
    }
    if (broken.anchor) {
      const holder = site.pages.find((page) => hasAnchor(page, broken.anchor!));
      if (holder) return { page: holder, anchor: broken.anchor };
    }
    // A menu lists pages: a link to a page that is gone goes with it.
    if (isMenuLink) return null;
    const purpose = purposeOf(before, broken.target);
    return purpose && !CHROME.has(purpose) ? findSectionOf(site, purpose, broken.page) : null;
  }
  const anchor = broken.anchor!;
  const holder = site.pages.find((page) => hasAnchor(page, anchor));
  if (holder) return { page: holder, anchor };
  const leadsTo = site.pages.find((page) => page.path === broken.target)!;
  const sameKind = findSectionOf(site, typeOfAnchor(anchor), leadsTo.name);
  if (sameKind) return sameKind;
  // A link to another page's missing anchor still finds that page.
  return leadsTo.name !== broken.page ? { page: leadsTo } : null;
}

/** The address of a fix as the link's own page writes it: "#id" on the same page. */
function addressOf(fix: NonNullable<Fix>, fromPage: string): string {
  if (fix.page.name === fromPage && fix.anchor) return `#${fix.anchor}`;
  return fix.anchor ? `${fix.page.path}#${fix.anchor}` : fix.page.path;
}

/** The props a fixed link takes: a page link names the page; any other holds the address. */
function fixedProps(link: SectionLink, fix: NonNullable<Fix>, fromPage: string) {
  if (link.kind === "url") return { [link.urlKey]: addressOf(fix, fromPage) };
  if (!fix.anchor && link.pageKey) return { [link.pageKey]: fix.page.name };
  // A page link cannot hold an anchor: it becomes an address.
  return {
    [link.urlKey]: addressOf(fix, fromPage),
    ...(link.typeKey ? { [link.typeKey]: "external" } : {}),
    ...(link.pageKey ? { [link.pageKey]: "" } : {}),
  };
}

/** The props that take a link out: no address, no page, no label (so no button shows). */
function clearedProps(link: SectionLink) {
  return {
    [link.urlKey]: "",
    ...(link.pageKey ? { [link.pageKey]: "" } : {}),
    ...(link.textKey && link.textKey !== link.urlKey ? { [link.textKey]: "" } : {}),
  };
}

/** Repairs of broken links: the operations, and what they did as sentences for the owner. */
export interface LinkRepair {
  ops: OpInput[];
  notes: string[];
}

/**
 * The operations that repair the broken links of `site`; with the site `before` the edit,
 * a renamed page is followed and a removed page's purpose is known.
 */
export function repairLinks(
  site: SiteDocument,
  broken: readonly BrokenLink[],
  before?: SiteDocument,
): LinkRepair {
  const updates: OpInput[] = [];
  const removals: { sectionId: string; list: string; index: number }[] = [];
  const removedSections = new Set<string>();
  const notes = new Map<string, { pages: Set<string>; sections: Set<string> }>();
  const note = (key: string, item: BrokenLink) => {
    const entry = notes.get(key) ?? { pages: new Set<string>(), sections: new Set<string>() };
    entry.pages.add(item.page);
    entry.sections.add(placeOf(item.sectionType));
    notes.set(key, entry);
  };
  for (const item of broken) {
    const { link, sectionId } = item;
    const fix = fixFor(site, item, before);
    const name = link.text ? `“${link.text}”` : "";
    if (fix) {
      const props = fixedProps(link, fix, item.page);
      updates.push(
        link.list !== undefined
          ? { op: "updateItem", sectionId, list: link.list, index: link.index!, item: props }
          : { op: "updateSection", sectionId, props },
      );
      note(`fix\t${name}\t${describeFix(site, fix)}`, item);
    } else if (link.list !== undefined && CHROME.has(typeOf(item.sectionType))) {
      removals.push({ sectionId, list: link.list, index: link.index! });
      note(`remove\t${name}`, item);
    } else if (typeOf(item.sectionType) === "button") {
      if (!removedSections.has(sectionId)) updates.push({ op: "removeSection", sectionId });
      removedSections.add(sectionId);
      note(`clear\t${name}`, item);
    } else {
      const props = clearedProps(link);
      updates.push(
        link.list !== undefined
          ? { op: "updateItem", sectionId, list: link.list, index: link.index!, item: props }
          : { op: "updateSection", sectionId, props },
      );
      note(`clear\t${name}`, item);
    }
  }
  // Items go last first, so the indexes of the others still hold.
  removals.sort((a, b) => b.index - a.index);
  const ops = [...updates, ...removals.map((r) => ({ op: "removeItem" as const, ...r }))];
  return { ops, notes: [...notes].map(([key, where]) => sentenceOf(key, where)) };
}

/** Where a link sits, as a reply names it: the menu, the footer, or a button. */
function placeOf(sectionType: string): string {
  const type = typeOf(sectionType);
  return type === "navbar" ? "menu" : type === "footer" ? "footer" : "button";
}

/** What a fixed link now opens: "the Our story page", "the product grid on Home". */
function describeFix(site: SiteDocument, fix: NonNullable<Fix>): string {
  if (!fix.anchor) return `the ${fix.page.name} page`;
  const section = fix.page.sections.find((s) => anchorId(s.id) === fix.anchor);
  const label = (section && sectionKind(section.type)?.label) ?? `#${fix.anchor}`;
  return `the ${label} on ${fix.page.name}`;
}

function sentenceOf(key: string, where: { pages: Set<string>; sections: Set<string> }): string {
  const [action, name = "", target = ""] = key.split("\t");
  const pages = listOf([...where.pages]);
  const places = listOf([...where.sections]);
  const link = name ? `${name} ` : "";
  if (action === "fix") return `The ${link}${places} on ${pages} now opens ${target}.`;
  if (action === "remove")
    return `Removed the ${link}link from the ${places} on ${pages}: its page is gone.`;
  return `Took the ${link}button off ${pages}: what it opened is gone.`;
}

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
