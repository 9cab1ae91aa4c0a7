import { applyOpsShown, shownSections } from "../shown-site.js";
import {
  pathFromName,
  sectionLinks,
  uniquePath,
  type LayoutPage,
  type NewSection,
  type OpInput,
  type SiteDocument,
} from "@shopwright/site";
import { verbClassOf } from "../clauses.js";
import { pageNameIn } from "../copy-languages.js";
import { chromeCopyProps, newlyBrokenLinks, repairLinks } from "../link-check.js";
import * as content from "../section-content.js";
import { numberProp, pageInMenu, pageNameOf } from "../section-edits.js";
import { findSectionMentions, type SectionKind } from "../section-words.js";
import { knownContact, newSectionOf } from "./new-section.js";
import { isPolicyPage, namedPageBody, topicPageName } from "./page-topics.js";
import {
  copyContext,
  plan,
  sameName,
  typedValue,
  type ClausePlan,
  type EditState,
} from "./state.js";

/*
 * Pages are whole (PRODUCT.md §4 "AI pages"): a new page has the site's header and footer
 * (the home page's, until the site has site-wide ones), a heading with its name and content
 * that fits it, and a link in the menu (and the footer, where asked or for a policy page); a
 * removed page is unlinked everywhere and a renamed one relinked.
 */

// Words that name a whole site rather than one page of it ("a landing page", "a one-page site").
const SITE_PAGE =
  /\b(?:landing|home|web|one|single|sales|squeeze|splash|coming soon)\s+page\b|\bpages?\s+(?:site|website|store|shop)\b/;

/**
 * True when a prompt asks for one more page of a site ("create a page called Shipping",
 * "make a new FAQ page"), not a whole site; a site that already has content reads it so,
 * so such a prompt never regenerates the site (generation-frame.ts asks this first).
 */
export function readsAsNewPage(text: string): boolean {
  if (SITE_PAGE.test(text)) return false;
  return /\b(?:add|create|make|build|insert|set up|give me|i want|i need|we need|start)\b(?:\s+\w+){0,2}?\s+(?:a|an|another|one more|one|new|extra)\s+(?:new\s+)?(?:(?!(?:to|on|onto|in|into|from|of|at|with)\b)[\w&'-]+\s+){0,4}?page\b/.test(
    text,
  );
}

// "… in the footer", "and link it from the menu": where the owner wants the page linked.
const LINK_PLACE =
  /\s*(?:,\s*)?(?:and\s+)?(?:(?:link|put|add|list)(?:ed)?\s+(?:it\s+)?)?(?:in|to|from|on|into)\s+(?:the\s+)?(?:footer|menu|nav(?:igation)?(?: bar)?|navbar|header)\b.*$/;

/** The path the new page will have: its name as a path, unique on the site (as addPage makes it). */
const pathOfNew = (site: SiteDocument, name: string) =>
  uniquePath(pathFromName(name), new Set(site.pages.map((page) => page.path)));

/** The body of a new page between its navbar and footer: what its kind or its name calls for. */
function pageBody(
  name: string,
  kind: SectionKind | undefined,
  state: EditState,
  home: LayoutPage,
): NewSection[] {
  const ctx = copyContext(state, home);
  if (!kind || kind.type === "textblock") return namedPageBody(name, ctx, state);
  switch (kind.type) {
    case "contact":
      return [content.contact(ctx, knownContact(state)), content.faq(ctx)];
    case "collection":
      // A shop page shows as many products as a grid may.
      return [content.collection(ctx, { limit: numberProp("collection", "limit").max })];
    default:
      return [newSectionOf(kind, ctx, state, "")];
  }
}

interface NewPageLinks {
  /** The page joins the menu. */
  inMenu: boolean;
  /** The page joins the footer. */
  inFooter: boolean;
}

/** The new page's sections: copies of the home page's navbar and footer around its body. */
function newPageSections(
  name: string,
  path: string,
  kind: SectionKind | undefined,
  state: EditState,
  home: LayoutPage,
  links: NewPageLinks,
  hasBody = true,
): NewSection[] {
  // A page shows the site's own header and footer: it needs copies only of a page's own.
  const navbar = state.site.header ? undefined : home.sections.find((s) => s.type === "navbar");
  const footer = state.site.footer ? undefined : home.sections.findLast((s) => s.type === "footer");
  // The copies link the pages the site will have, this one included.
  const site = { pages: [...state.site.pages, { name, path, sections: [] }] };
  const page = { name, path };
  const chrome = (section: typeof navbar, item: Record<string, unknown> | undefined) => {
    if (!section) return [];
    const props = chromeCopyProps(site, page, section);
    if (item && Array.isArray(props.links)) props.links = [...props.links, item];
    return [{ type: section.type, props }];
  };
  return [
    ...chrome(navbar, links.inMenu ? menuLink(name) : undefined),
    ...(hasBody ? pageBody(name, kind, state, home) : []),
    ...chrome(footer, links.inFooter ? footerLink(name, path) : undefined),
  ];
}

const menuLink = (name: string) => ({ text: name, type: "page", pageName: name });
const footerLink = (name: string, path: string) => ({ text: name, url: path });

/** The operations that add a page, with its links in the other pages' menus and footers. */
function addPage(
  name: string,
  kind: SectionKind | undefined,
  state: EditState,
  home: LayoutPage,
  wantsFooter: boolean,
): { ops: OpInput[]; links: NewPageLinks } {
  const path = pathOfNew(state.site, name);
  // Content pages join the menu; sign-up and login pages are reached from their forms.
  const links = {
    inMenu: !kind || pageInMenu(kind.type),
    inFooter: wantsFooter || isPolicyPage(name),
  };
  const ops: OpInput[] = [
    {
      op: "addPage",
      page: { name, sections: newPageSections(name, path, kind, state, home, links) },
    },
  ];
  for (const section of shownSections(state.site)) {
    if (links.inMenu && section.type === "navbar")
      ops.push({ op: "addItem", sectionId: section.id, list: "links", item: menuLink(name) });
    if (links.inFooter && section.type === "footer")
      ops.push({
        op: "addItem",
        sectionId: section.id,
        list: "links",
        item: footerLink(name, path),
      });
  }
  return { ops, links };
}

/** "a Shipping page", "an FAQ page". */
const aPage = (name: string) =>
  /^(?:the|a|an)\s/i.test(name)
    ? `a page called ${name}`
    : `${/^[aeiou]|^FAQ/i.test(name) ? "an" : "a"} ${name} page`;

/** "Added a Shipping page.", "Linked Shipping from the menu and the footer." */
function addedNotes(name: string, links: NewPageLinks): string[] {
  const places = [links.inMenu && "the menu", links.inFooter && "the footer"].filter(Boolean);
  return [
    `Added ${aPage(name)}.`,
    ...(places.length > 0 ? [`Linked ${name} from ${places.join(" and ")}.`] : []),
  ];
}

/**
 * The link repairs an operation on a page calls for: the links it left leading nowhere, and,
 * for a rename, the menu and footer labels that named the page by its old name.
 */
function pageLinkRepairs(state: EditState, op: OpInput, from?: string, to?: string) {
  const before = state.site;
  const after = applyOpsShown(before, [op]).site;
  const repair = repairLinks(after, newlyBrokenLinks(before, after), before);
  if (from && to) repair.ops.push(...relabelLinks(after, from, to));
  return repair;
}

/** Menu and footer links labelled with a renamed page's old name take its new one. */
function relabelLinks(site: SiteDocument, from: string, to: string): OpInput[] {
  const page = site.pages.find((p) => p.name === to);
  if (!page) return [];
  const ops: OpInput[] = [];
  for (const section of shownSections(site)) {
    if (section.type !== "navbar" && section.type !== "footer") continue;
    for (const link of sectionLinks(section)) {
      const leadsThere =
        link.kind === "page" ? link.pageName === to : link.url.replace(/[#?].*$/, "") === page.path;
      if (link.list === undefined || !leadsThere || !sameName(link.text, from) || !link.textKey)
        continue;
      ops.push({
        op: "updateItem",
        sectionId: section.id,
        list: link.list,
        index: link.index!,
        item: { [link.textKey]: to },
      });
    }
  }
  return ops;
}

const pageNamePattern = (name: string) =>
  new RegExp(
    `\\b${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+page\\b|\\bpage\\s+(?:called|named)\\s+${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`,
  );

/** Adds, renames and removes pages; a section added "to the Shop page" is left to the add verb. */
export function planPageOps(text: string, state: EditState): ClausePlan | undefined {
  if (!/\bpages?\b/.test(text)) return undefined;
  // "add a grid to the shop page" targets a page; it does not make one.
  if (
    /\b(?:to|on|onto|in|into|from)\s+(?:the\s+|my\s+|our\s+)?[a-z0-9 &'-]{0,40}\bpage\b/.test(
      text,
    ) &&
    !/\b(?:rename|remove|delete)\b/.test(text)
  ) {
    return undefined;
  }
  const pages = state.site.pages;
  const home = pages.find((p) => p.path === "/") ?? pages[0]!;
  const rename = /\brename\s+(?:the\s+)?(.+?)\s+page\s+(?:to|as)\s+(.+)$/.exec(text);
  if (rename) {
    const from = pages.find((p) => sameName(p.name, rename[1]!));
    if (!from)
      return plan({
        isUnderstood: false,
        suggestions: pages.map((p) => `Rename the ${p.name} page to …`).slice(0, 3),
      });
    const to = typedValue(rename[2]!, state).slice(0, 60);
    const op: OpInput = { op: "renamePage", from: from.name, to };
    const repair = pageLinkRepairs(state, op, from.name, to);
    return plan({
      ops: [op, ...repair.ops],
      notes: [`Renamed the ${from.name} page to ${to}, and its links with it.`],
      warnings: repair.notes,
    });
  }
  const verb = verbClassOf(text);
  if (verb === "remove") {
    const target = pages.find((p) => pageNamePattern(p.name).test(text));
    if (!target) return undefined;
    if (pages.length === 1)
      return plan({ notes: ["A site needs at least one page, so I kept it."] });
    const op: OpInput = { op: "removePage", name: target.name };
    const repair = pageLinkRepairs(state, op);
    return plan({
      ops: [op, ...repair.ops],
      notes: [
        repair.ops.length > 0
          ? `Removed the ${target.name} page and the links to it.`
          : `Removed the ${target.name} page.`,
      ],
      warnings: repair.notes,
    });
  }
  if (verb !== "add" && !/\b(?:new|another|extra)\s+page\b/.test(text) && !readsAsNewPage(text))
    return undefined;
  const wantsFooter = /\bfooter\b/.test(text);
  const named = text.replace(LINK_PLACE, "");
  const before = named.replace(/\bpages?\b.*$/, "");
  const mentions = findSectionMentions(before);
  const names: { name: string; kind?: SectionKind }[] = [];
  for (const mention of mentions) {
    const name = pageNameOf(mention.kind.type);
    // The page is named in the site's language, whatever the prompt's (PRODUCT.md §2).
    if (name) names.push({ name: pageNameIn(name, state.language), kind: mention.kind });
  }
  const called = /\bpage\s+(called|named|for)\s+(.+)$/.exec(named);
  // "a page for the FAQ" is the FAQ page; "a page called The Studio" keeps its name as typed.
  if (called?.[2]) {
    const typed = typedValue(called[2], state);
    const name = called[1] === "for" ? typed.replace(/^(?:the|our|my|a|an)\s+/i, "") : typed;
    // A name typed in lower case reads as a menu label: "wholesale customers" → "Wholesale customers".
    const label = name === name.toLowerCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name;
    // A topic named in another language than the site's takes the site's name for it; a
    // quoted name stays as typed.
    const local = /«\d+»/.test(called[2]) ? label : topicPageName(label, state.language);
    names.push({ name: local.slice(0, 60) });
  }
  if (names.length === 0) {
    const word =
      /\b(?:add|create|insert|make|build)\s+(?:an?\s+|new\s+|another\s+)*(?:new\s+)?([a-z][a-z0-9 &'-]{0,30}?)\s+page\b/.exec(
        named,
      )?.[1];
    const useful = word && !/^(?:new|another|extra|blank|empty|second|more)$/.test(word.trim());
    names.push(
      useful ? { name: topicPageName(typedValue(word, state), state.language) } : { name: "" },
    );
  }
  const plans: ClausePlan = plan();
  // "A page for the FAQ": the site's FAQ is what a following "move it there" moves.
  const forKind = called?.[1] === "for" ? findSectionMentions(called[2]!)[0]?.kind : undefined;
  const forSection = forKind
    ? pages.flatMap((p) => p.sections).find((s) => s.type === forKind.type)
    : undefined;
  if (forSection) plans.subjectId = forSection.id;
  let current = state;
  for (const { name, kind } of names) {
    if (name && current.site.pages.some((p) => sameName(p.name, name))) {
      plans.notes.push(`There is already ${aPage(name)}.`);
      continue;
    }
    if (!name) {
      // A blank page ("add a new page") is named Page N by addPage; the owner fills it.
      const sections = newPageSections("", "", undefined, current, home, NO_LINKS, false);
      plans.ops.push({ op: "addPage", page: { sections } });
      plans.notes.push("Added a new page.");
      continue;
    }
    const { ops, links } = addPage(name, kind, current, home, wantsFooter);
    plans.ops.push(...ops);
    plans.addedPage = name;
    plans.notes.push(...addedNotes(name, links));
    // Later names of the clause see this page (its links, its path).
    current = { ...current, site: applyOpsShown(current.site, ops).site };
  }
  return plans;
}

const NO_LINKS: NewPageLinks = { inMenu: false, inFooter: false };
