import { shownSections } from "../shown-site.js";
import type { LayoutPage, LayoutSection, Position } from "@shopwright/site";
import { anchorRelation, positionWords } from "../clauses.js";
import { escapeRegExp } from "../prompt-text.js";
import {
  findSectionMentions,
  isOfKind,
  sectionKind,
  type SectionKind,
  type SectionMention,
} from "../section-words.js";
import { sameName, type ClausePlan, type EditState } from "./state.js";
import { patternOf } from "./text-match.js";

export function focusPage(state: EditState, text: string): LayoutPage {
  const pages = state.site.pages;
  const home = pages.find((p) => p.path === "/") ?? pages[0]!;
  // "on the Contact page", "off the about page", "to the homepage": a page the site has.
  const names = pages.map((p) => escapeRegExp(p.name.toLowerCase()));
  const named = patternOf(
    `\\b(?:to|on|onto|in|into|from|of|off)\\s+(?:the\\s+|my\\s+|our\\s+)?(${[...names, "home", "main", "front"].join("|")})\\s*page\\b`,
  ).exec(text)?.[1];
  if (named) {
    if (/^(?:home|main|front)$/.test(named)) return home;
    const page = pages.find((p) => sameName(p.name, named));
    if (page) return page;
  }
  if (/\b(?:homepage|home page)\b/.test(text)) return home;
  return pages.find((p) => sameName(p.name, state.pageName)) ?? pages[0]!;
}

/** The page the owner is looking at (the edit's default page). */
export function currentPage(state: EditState): LayoutPage {
  const pages = state.site.pages;
  return pages.find((p) => sameName(p.name, state.pageName)) ?? pages[0]!;
}

export const labelOf = (section: LayoutSection): string =>
  sectionKind(section.type)?.label ?? section.type;

export const theLabel = (kind: SectionKind) => `the ${kind.label}`;

// ————— sections on the page —————

export function sectionsOfKind(page: LayoutPage, kind: SectionKind): LayoutSection[] {
  return page.sections.filter((section) => isOfKind(section.type, kind));
}

export function findSection(
  state: EditState,
  page: LayoutPage,
  kind: SectionKind,
): LayoutSection | undefined {
  if (state.namedPage) return sectionsOfKind(page, kind)[0];
  return (
    sectionsOfKind(page, kind)[0] ?? state.site.pages.flatMap((p) => sectionsOfKind(p, kind))[0]
  );
}

/** Navbar and footer are site chrome: an edit of one is an edit of every page's copy. */
export function targetsOf(state: EditState, page: LayoutPage, kind: SectionKind): LayoutSection[] {
  if (kind.type === "navbar" || kind.type === "footer") {
    return shownSections(state.site).filter((section) => isOfKind(section.type, kind));
  }
  const found = findSection(state, page, kind);
  return found ? [found] : [];
}

// ————— mentions and anchors —————

export interface ReadMentions {
  targets: SectionMention[];
  before?: SectionMention;
  after?: SectionMention;
}

/** A verb that edits the sections a clause names on one page (`add`, `remove`). */
export type PlanSectionVerb = (
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
) => ClausePlan;

/** Splits a clause's mentions into what it acts on and where it puts it. */
export function readMentions(text: string): ReadMentions {
  const mentions = findSectionMentions(text).filter((mention) => {
    // "an FAQ about shipping": "about" is a preposition there, not the About section.
    if (mention.kind.type !== "textblock" || mention.phrase !== "about") return true;
    return /^(?:\s+(?:us|section|sections|page|block|text|and|or)\b|\s*,|\s*$)/.test(
      text.slice(mention.end),
    );
  });
  const read: ReadMentions = { targets: [] };
  for (const mention of mentions) {
    const relation = anchorRelation(text.slice(0, mention.index));
    if (relation === "skip") continue;
    if (relation === "before" && !read.before && !read.after) read.before = mention;
    else if (relation === "after" && !read.before && !read.after) read.after = mention;
    else read.targets.push(mention);
  }
  return read;
}

export function positionFor(
  state: EditState,
  page: LayoutPage,
  text: string,
  read: ReadMentions,
): { position: Position; where?: string } | null {
  const anchorMention = read.before ?? read.after;
  if (anchorMention) {
    const anchor = sectionsOfKind(page, anchorMention.kind)[0];
    if (!anchor) return null;
    return read.before
      ? { position: { before: anchor.id }, where: `above ${theLabel(anchorMention.kind)}` }
      : { position: { after: anchor.id }, where: `below ${theLabel(anchorMention.kind)}` };
  }
  const words = positionWords(text);
  const navbar = page.sections.find((s) => s.type === "navbar");
  const footer = page.sections.findLast((s) => s.type === "footer");
  const previous = state.previousId
    ? page.sections.find((s) => s.id === state.previousId)
    : undefined;
  switch (words?.kind) {
    case "before-it":
      return previous
        ? { position: { before: previous.id }, where: `above the ${labelOf(previous)}` }
        : null;
    case "after-it":
      return previous
        ? { position: { after: previous.id }, where: `below the ${labelOf(previous)}` }
        : null;
    case "top":
      return navbar
        ? { position: { after: navbar.id }, where: "at the top" }
        : { position: { at: "start" }, where: "at the top" };
    case "bottom":
      return footer
        ? { position: { before: footer.id }, where: "at the bottom" }
        : { position: { at: "end" }, where: "at the bottom" };
    default:
      return { position: { at: "auto" } };
  }
}
