import {
  contrastRatio,
  getSectionDefinition,
  pageBackgroundColor,
  resolveSectionType,
  type LayoutPage,
  type LayoutSection,
  type NewSection,
  type OpInput,
  type Position,
  type SiteDocument,
  type ThemePatch,
} from "@shopwright/site";
import { anchorRelation, positionWords, verbClassOf, type VerbClass } from "./clauses.js";
import { MIN_CONTRAST, findColors, readableText } from "./colors.js";
import type { ComposerProduct } from "./compose-input.js";
import type { IndustryCopy } from "./copy-bank.js";
import { unsupportedReply } from "./meta-prompts.js";
import type { MoodId } from "./moods.js";
import { capitalize, countBefore, hasPhrase, writtenSpan } from "./prompt-text.js";
import * as content from "./section-content.js";
import { contentKey, type ContentRole } from "./section-roles.js";
import {
  findSectionMentions,
  isOfKind,
  sectionKind,
  type SectionKind,
  type SectionMention,
} from "./section-words.js";
import { faqTopicItems, findFaqTopics } from "./faq-topics.js";
import { hasThemeWords, themeEditFrom } from "./theme-edits.js";

/** What every clause of one prompt shares: the working site and the business it is for. */
export interface EditState {
  /** The site with the earlier clauses' operations applied. */
  site: SiteDocument;
  /** The page edits land on unless a clause names another. */
  pageName: string;
  industry: IndustryCopy;
  noun: string;
  brand: string;
  seed: string;
  products: readonly ComposerProduct[];
  /** The original prompt, for text the user typed (case kept). */
  original: string;
  /** Quoted spans of the prompt, referenced as «n» in clauses. */
  quotes: readonly string[];
  /** The section the previous clause was about, for "above it". */
  previousId?: string;
}

/** The operations for one clause and what to tell the user about them. */
export interface ClausePlan {
  ops: OpInput[];
  notes: string[];
  warnings: string[];
  isUnderstood: boolean;
  suggestions?: string[];
  /** The section this clause was about, for a following "above it". */
  subjectId?: string;
}

const plan = (partial: Partial<ClausePlan> = {}): ClausePlan => ({
  ops: [],
  notes: [],
  warnings: [],
  isUnderstood: true,
  ...partial,
});

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const normalizeQuote = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function focusPage(state: EditState, text: string): LayoutPage {
  const pages = state.site.pages;
  const named =
    /\b(?:to|on|onto|in|into|from|of)\s+(?:the\s+|my\s+|our\s+)?([a-z0-9][a-z0-9 &'-]{0,40}?)\s+page\b/.exec(
      text,
    )?.[1];
  if (named) {
    if (/^home$/.test(named)) return pages.find((p) => p.path === "/") ?? pages[0]!;
    const page = pages.find((p) => sameName(p.name, named));
    if (page) return page;
  }
  if (/\b(?:homepage|home page)\b/.test(text))
    return pages.find((p) => p.path === "/") ?? pages[0]!;
  return pages.find((p) => sameName(p.name, state.pageName)) ?? pages[0]!;
}

/** Text the user typed for a value: a quoted span, else the words with their case kept. */
export function typedValue(value: string, state: EditState): string {
  const quote = /«(\d+)»/.exec(value);
  if (quote) return state.quotes[Number(quote[1])] ?? "";
  const trimmed = value.replace(/^["'\s]+|["'\s.!]+$/g, "");
  const written = writtenSpan(state.original, trimmed) ?? trimmed;
  return written === written.toLowerCase() ? capitalize(written) : written;
}

function copyContext(state: EditState, page: LayoutPage): content.CopyContext {
  return {
    industry: state.industry,
    noun: state.noun,
    brand: state.brand,
    seed: state.seed,
    products: state.products,
    theme: state.site.theme,
    pathOf: (name) => {
      const found = state.site.pages.find((p) => sameName(p.name, name));
      if (found) return found.path;
      return name === "Shop" && page.sections.some((s) => s.type === "collection")
        ? "#collection-1"
        : undefined;
    },
  };
}

const labelOf = (section: LayoutSection): string =>
  sectionKind(section.type)?.label ?? section.type;
const theLabel = (kind: SectionKind) => `the ${kind.label}`;

// ————— sections on the page —————

function sectionsOfKind(page: LayoutPage, kind: SectionKind): LayoutSection[] {
  return page.sections.filter((section) => isOfKind(section.type, kind));
}

function findSection(
  state: EditState,
  page: LayoutPage,
  kind: SectionKind,
): LayoutSection | undefined {
  return (
    sectionsOfKind(page, kind)[0] ?? state.site.pages.flatMap((p) => sectionsOfKind(p, kind))[0]
  );
}

/** Navbar and footer are site chrome: an edit of one is an edit of every page's copy. */
function targetsOf(state: EditState, page: LayoutPage, kind: SectionKind): LayoutSection[] {
  if (kind.type === "navbar" || kind.type === "footer") {
    return state.site.pages.flatMap((p) => sectionsOfKind(p, kind));
  }
  const found = findSection(state, page, kind);
  return found ? [found] : [];
}

function hasStyle(section: LayoutSection): boolean {
  const type = resolveSectionType(section.type);
  return type ? "bgColor" in getSectionDefinition(type).props.shape : true;
}

// ————— mentions and anchors —————

interface ReadMentions {
  targets: SectionMention[];
  before?: SectionMention;
  after?: SectionMention;
}

/** Splits a clause's mentions into what it acts on and where it puts it. */
function readMentions(text: string): ReadMentions {
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

function positionFor(
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

// ————— counts and figures —————

const COUNT_NOUNS: Record<string, { list: string; nouns: string[] }> = {
  faq: { list: "items", nouns: ["questions", "faqs", "answers", "items", "question"] },
  pricing: { list: "plans", nouns: ["plans", "tiers", "options", "packages", "prices", "plan"] },
  steps: { list: "items", nouns: ["steps", "stages", "step"] },
  features: {
    list: "items",
    nouns: ["features", "benefits", "reasons", "points", "items", "feature"],
  },
  testimonials: {
    list: "items",
    nouns: ["testimonials", "reviews", "quotes", "review", "testimonial"],
  },
  team: { list: "items", nouns: ["people", "members", "team members", "profiles", "person"] },
  categories: { list: "items", nouns: ["categories", "category"] },
};

/** Figures the user gave ("10,000 customers, 4.9 rating"): values and labels as typed. */
function figuresFrom(text: string): { value: string; label: string }[] {
  const figures: { value: string; label: string }[] = [];
  const pattern =
    /(?<![\w#])(\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|%))?\+?)\s+([a-z][a-z' -]{1,30}?)(?=\s*(?:,|\band\b|$|;|\.))/g;
  for (const match of text.matchAll(pattern)) {
    figures.push({
      value: match[1]!.toUpperCase().replace(/\s/g, ""),
      label: capitalize(match[2]!.trim()),
    });
  }
  return figures;
}

// ————— the planners —————

/**
 * Plans one clause of an edit prompt: page operations, copy
 * edits, then by verb class remove > move > add > modify, each on the sections the clause
 * mentions, with anchors and counts; theme words when no section is named.
 */
export function planClause(text: string, state: EditState): ClausePlan {
  const page = focusPage(state, text);
  const siteName = renameSite(text, state);
  if (siteName) return siteName;
  const pageOps = planPageOps(text, state);
  if (pageOps) return pageOps;
  const copy = planCopyEdit(text, state, page);
  if (copy) return copy;

  const read = readMentions(text);
  // A quoted heading next to "section" can name the kind: 'a "How it works" section'.
  for (const match of text.matchAll(/«(\d+)»\s+(?:section|block)/g)) {
    const quoted = findSectionMentions(normalizeQuote(state.quotes[Number(match[1])] ?? ""))[0];
    if (quoted && !read.targets.some((m) => m.kind.type === quoted.kind.type)) {
      read.targets.push({ ...quoted, index: match.index, end: match.index + match[0].length });
      read.targets.sort((a, b) => a.index - b.index);
    }
  }
  // "pill-shaped buttons", "#ff6b6b for the buttons": buttons there are the theme's.
  if (hasThemeWords(text) || /\bbuttons\b/.test(text)) {
    read.targets = read.targets.filter((mention) => mention.kind.type !== "button");
  }
  const verb = verbClassOf(text);
  const unsupported = unsupportedReply(
    text,
    read.targets.length > 0 || !!read.before || !!read.after,
  );
  if (unsupported && !themeEditFrom(text, state.site.theme)) {
    return plan({ notes: [unsupported.message], suggestions: unsupported.suggestions });
  }
  if (read.targets.length === 0) {
    // Without a section, the words are about the whole site's look.
    return planTheme(text, state);
  }
  switch (verb) {
    case "remove":
      return planRemove(text, state, page, read);
    case "move":
      return planMove(text, state, page, read) ?? planAdd(text, state, page, read);
    case "duplicate":
      return planDuplicate(state, page, read);
    case "add": {
      // "show 12 products in the grid": a setting of a section that exists, not a new one.
      const first = read.targets[0];
      const existing = first ? sectionsOfKind(page, first.kind)[0] : undefined;
      if (
        first &&
        existing &&
        read.targets.length === 1 &&
        sectionPropsEdit(text, existing, first.kind)
      ) {
        return planModify(text, state, page, read, verb);
      }
      return planAdd(text, state, page, read);
    }
    case undefined:
      // "About + Contact sections": naming sections the page lacks asks for them.
      if (read.targets.some((mention) => sectionsOfKind(page, mention.kind).length === 0)) {
        return planAdd(text, state, page, read);
      }
      return planModify(text, state, page, read, verb);
    default:
      return planModify(text, state, page, read, verb);
  }
}

function renameSite(text: string, state: EditState): ClausePlan | undefined {
  const match =
    /\b(?:rename|call|name)\s+(?:the\s+|my\s+|our\s+)?(?:store|site|shop|brand|business|website|company)\s+(?:to\s+|as\s+)?(.+)$/.exec(
      text,
    ) ??
    /\b(?:change|set|update|make)\s+(?:the\s+|my\s+|our\s+)?(?:store|site|shop|brand|business|website|company)(?:'s)?\s+name\s+(?:to|as|into)\s+(.+)$/.exec(
      text,
    ) ??
    /\b(?:store|site|shop|brand|business)\s+name\s+(?:should be|is|to)\s+(.+)$/.exec(text);
  if (!match) return undefined;
  const name = typedValue(match[1]!, state).slice(0, 100);
  if (!name) return undefined;
  return plan({ ops: [{ op: "setSiteName", name }], notes: [`Renamed the store to ${name}.`] });
}

// ————— pages —————

const PAGE_SECTIONS: Record<string, string> = {
  signup: "Sign up",
  login: "Login",
  contact: "Contact",
  textblock: "About",
  faq: "FAQ",
  pricing: "Pricing",
  collection: "Shop",
  gallery: "Gallery",
  team: "Team",
  location: "Visit us",
  booking: "Book",
  services: "Services",
};

function pageSections(
  name: string,
  kind: SectionKind | undefined,
  state: EditState,
  home: LayoutPage,
): NewSection[] {
  const ctx = copyContext(state, home);
  const navbar = home.sections.find((s) => s.type === "navbar");
  const footer = home.sections.findLast((s) => s.type === "footer");
  const body: NewSection[] = [];
  switch (kind?.type) {
    case "textblock":
      body.push(content.about(ctx), content.values(ctx), content.cta(ctx));
      break;
    case "contact":
      body.push(content.contact(ctx, knownContact(state)), content.faq(ctx));
      break;
    case "collection":
      body.push(content.collection(ctx, { limit: 48 }));
      break;
    case undefined:
      body.push({
        type: "textblock",
        props: {
          heading: name,
          content: `Tell visitors what ${name} is about.`,
          alignment: "left",
        },
      });
      break;
    default:
      if (kind) body.push(newSectionOf(kind, ctx, state, ""));
  }
  return [
    ...(navbar ? [{ type: "navbar", props: clone(navbar.props) }] : []),
    ...body,
    ...(footer ? [{ type: "footer", props: clone(footer.props) }] : []),
  ];
}

function planPageOps(text: string, state: EditState): ClausePlan | undefined {
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
    return plan({
      ops: [{ op: "renamePage", from: from.name, to }],
      notes: [`Renamed the ${from.name} page to ${to}.`],
    });
  }
  const verb = verbClassOf(text);
  if (verb === "remove") {
    const target = pages.find((p) =>
      new RegExp(
        `\\b${p.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+page\\b`,
      ).test(text),
    );
    if (!target) return undefined;
    if (pages.length === 1)
      return plan({ notes: ["A site needs at least one page, so I kept it."] });
    return plan({
      ops: [{ op: "removePage", name: target.name }],
      notes: [`Removed the ${target.name} page.`],
    });
  }
  if (verb !== "add" && !/\b(?:new|another|extra)\s+page\b/.test(text)) return undefined;
  const before = text.replace(/\bpages?\b.*$/, "");
  const mentions = findSectionMentions(before);
  const names: { name: string; kind?: SectionKind }[] = [];
  for (const mention of mentions) {
    const name = PAGE_SECTIONS[mention.kind.type];
    if (name) names.push({ name, kind: mention.kind });
  }
  const called = /\bpage\s+(?:called|named|for)\s+(.+)$/.exec(text)?.[1];
  if (called) names.push({ name: typedValue(called, state).slice(0, 60) });
  if (names.length === 0) {
    const word =
      /\b(?:add|create|insert|make)\s+(?:an?\s+|new\s+|another\s+)*(?:new\s+)?([a-z][a-z0-9 &'-]{0,30}?)\s+page\b/.exec(
        text,
      )?.[1];
    const useful = word && !/^(?:new|another|extra|blank|empty|second|more)$/.test(word.trim());
    names.push(useful ? { name: typedValue(word, state) } : { name: "" });
  }
  const plans: ClausePlan = plan();
  for (const { name, kind } of names) {
    if (name && pages.some((p) => sameName(p.name, name))) {
      plans.notes.push(`There is already a ${name} page.`);
      continue;
    }
    if (!name) {
      plans.ops.push({
        op: "addPage",
        page: { sections: pageSections("New page", undefined, state, home) },
      });
      plans.notes.push("Added a new page.");
      continue;
    }
    plans.ops.push({
      op: "addPage",
      page: { name, sections: pageSections(name, kind, state, home) },
    });
    plans.notes.push(`Added a ${name} page.`);
    // Content pages join the menu; sign-up and login pages are reached from their forms.
    if (kind?.type !== "signup" && kind?.type !== "login") {
      for (const navbar of pages.flatMap((p) => p.sections.filter((s) => s.type === "navbar"))) {
        plans.ops.push({
          op: "addItem",
          sectionId: navbar.id,
          list: "links",
          item: { text: name, type: "page", pageName: name },
        });
      }
    }
  }
  return plans;
}

// ————— copy edits —————

type FieldRole = ContentRole;

const FIELD_WORDS: [RegExp, FieldRole][] = [
  [/^(?:button|button text|button label|cta|cta text|call to action text|label)$/, "button"],
  [
    /^(?:sub ?title|sub ?heading|sub ?headline|tagline|slogan|description|text|copy|intro|paragraph|body|content)$/,
    "subtitle",
  ],
  [/^(?:headline|heading|title|header text|main text|logo|company name|name)$/, "title"],
];

function fieldKey(section: LayoutSection, role: FieldRole): string | undefined {
  return contentKey(section, role);
}

const FIELD =
  "(headline|heading|title|sub ?title|sub ?heading|sub ?headline|tagline|slogan|description|text|copy|intro|button text|button label|button|cta text|cta|call to action text|label|logo|company name|main text)";
const COPY_PATTERNS = [
  new RegExp(
    `\\b(?:change|set|update|edit|rewrite|replace|make|rename|switch)\\s+(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}(?:'s)?\\s+(?:text\\s+)?(?:to say|to read|to|as|with|into|=|:)\\s+(.+)$`,
  ),
  new RegExp(
    `\\b(?:make|have|let|get)\\s+(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}\\s+(?:say|says|read|reads)\\s+(.+)$`,
  ),
  new RegExp(
    `^(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}\\s+(?:should\\s+(?:say|read|be)|says|reads|:)\\s+(.+)$`,
  ),
];

function planCopyEdit(text: string, state: EditState, page: LayoutPage): ClausePlan | undefined {
  for (const pattern of COPY_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [, where = "", field = "", rawValue = ""] = match;
    const role = FIELD_WORDS.find(([words]) => words.test(field.trim()))?.[1];
    if (!role) continue;
    // "change the primary colour to …" is a theme edit, not copy.
    if (
      findColors(rawValue).length > 0 &&
      !/«\d+»/.test(rawValue) &&
      /\b(colou?r|background)\b/.test(text)
    )
      return undefined;
    const value = typedValue(rawValue, state);
    if (!value) continue;
    const mention = findSectionMentions(where)[0];
    const kinds = mention
      ? [mention.kind]
      : ["hero", "cta", "newsletter"].map((t) => sectionKind(t)!);
    for (const kind of kinds) {
      const section = mention ? targetsOf(state, page, kind)[0] : sectionsOfKind(page, kind)[0];
      if (!section) continue;
      const key = fieldKey(section, role);
      if (!key) continue;
      const name = `${labelOf(section)} ${role === "button" ? "button" : role === "title" ? "headline" : "text"}`;
      return plan({
        ops: [{ op: "updateSection", sectionId: section.id, props: { [key]: value } }],
        notes: [`Changed the ${name} to “${value}”.`],
        subjectId: section.id,
      });
    }
    return plan({
      isUnderstood: false,
      notes: [
        mention
          ? `There is no ${mention.kind.label} on this page to change.`
          : "I couldn't find a section with that text on this page.",
      ],
      suggestions: [`Add a ${mention?.kind.label ?? "hero"}`, "Change the hero headline to …"],
    });
  }
  return undefined;
}

// ————— remove, move, duplicate —————

const ORDINALS: Record<string, number> = {
  first: 0,
  second: 1,
  third: 2,
  fourth: 3,
  fifth: 4,
  sixth: 5,
  "1st": 0,
  "2nd": 1,
  "3rd": 2,
  "4th": 3,
  "5th": 4,
};

function planRemove(
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
): ClausePlan {
  const result = plan();
  // "remove the second question from the FAQ" removes an item, not the section.
  const itemMatch =
    /\b(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|last)\s+(question|plan|feature|review|testimonial|step|item|link|image|photo|category|person|member)s?\b/.exec(
      text,
    );
  for (const mention of read.targets) {
    const sections = /\ball\b/.test(text)
      ? sectionsOfKind(page, mention.kind)
      : targetsOf(state, page, mention.kind).slice(
          0,
          mention.kind.type === "navbar" || mention.kind.type === "footer" ? undefined : 1,
        );
    if (sections.length === 0) {
      result.notes.push(`There is no ${mention.kind.label} on this page.`);
      continue;
    }
    if (itemMatch) {
      const section = sections[0]!;
      const list =
        COUNT_NOUNS[section.type]?.list ??
        (section.type === "navbar" || section.type === "footer"
          ? "links"
          : section.type === "gallery"
            ? "images"
            : "items");
      const items = Array.isArray(section.props[list]) ? (section.props[list] as unknown[]) : [];
      const index = itemMatch[1] === "last" ? items.length - 1 : (ORDINALS[itemMatch[1]!] ?? 0);
      if (index < 0 || index >= items.length) {
        result.notes.push(`The ${labelOf(section)} has no ${itemMatch[1]} ${itemMatch[2]}.`);
        continue;
      }
      result.ops.push({ op: "removeItem", sectionId: section.id, list, index });
      result.notes.push(
        `Removed the ${itemMatch[1]} ${itemMatch[2]} from the ${labelOf(section)}.`,
      );
      result.subjectId = section.id;
      continue;
    }
    for (const section of sections) result.ops.push({ op: "removeSection", sectionId: section.id });
    result.notes.push(
      `Removed ${theLabel(mention.kind)}${sections.length > 1 ? ` from ${sections.length} pages` : ""}.`,
    );
  }
  if (result.ops.length === 0 && result.notes.length === 0) result.isUnderstood = false;
  return result;
}

function planMove(
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
): ClausePlan | undefined {
  const mention = read.targets[0];
  if (!mention) return undefined;
  const section = sectionsOfKind(page, mention.kind)[0];
  // "put a newsletter above the footer": nothing to move, so it is an add.
  if (!section || /\b(?:an?|some|new|another)\s+(?:\w+\s+)?$/.test(text.slice(0, mention.index)))
    return undefined;
  const words = positionWords(text);
  const index = page.sections.indexOf(section);
  let position: Position | undefined;
  let where = "";
  if (words?.kind === "up" || words?.kind === "down") {
    const neighbour = page.sections[index + (words.kind === "up" ? -1 : 1)];
    if (neighbour && neighbour.type !== "navbar" && neighbour.type !== "footer") {
      position = words.kind === "up" ? { before: neighbour.id } : { after: neighbour.id };
      where = words.kind === "up" ? "up one place" : "down one place";
    }
  } else {
    const found = positionFor(state, page, text, read);
    if (found && found.where) {
      position = found.position;
      where = found.where;
    }
  }
  if (!position) {
    return plan({
      isUnderstood: false,
      notes: [`Where should ${theLabel(mention.kind)} go?`],
      suggestions: [
        `Move the ${mention.phrase} to the top`,
        `Move the ${mention.phrase} above the footer`,
        `Move the ${mention.phrase} below the hero`,
      ],
    });
  }
  const anchorId =
    "before" in position ? position.before : "after" in position ? position.after : undefined;
  const rest = page.sections.filter((s) => s !== section);
  const target = anchorId
    ? rest.findIndex((s) => s.id === anchorId) + ("after" in position ? 1 : 0)
    : -1;
  if (anchorId === section.id || (anchorId && target === index)) {
    return plan({
      notes: [`${capitalize(theLabel(mention.kind))} is already ${where}.`],
      subjectId: section.id,
    });
  }
  return plan({
    ops: [{ op: "moveSection", sectionId: section.id, position }],
    notes: [`Moved ${theLabel(mention.kind)} ${where}.`],
    subjectId: section.id,
  });
}

function planDuplicate(state: EditState, page: LayoutPage, read: ReadMentions): ClausePlan {
  const result = plan();
  for (const mention of read.targets) {
    const section = findSection(state, page, mention.kind);
    if (!section) {
      result.notes.push(`There is no ${mention.kind.label} to copy.`);
      continue;
    }
    result.ops.push({ op: "duplicateSection", sectionId: section.id });
    result.notes.push(`Duplicated ${theLabel(mention.kind)}.`);
  }
  return result;
}

// ————— add —————

/** Contact details the site already shows (never invented). */
function knownContact(state: EditState): { email?: string; phone?: string; address?: string } {
  const known: { email?: string; phone?: string; address?: string } = {};
  for (const section of state.site.pages.flatMap((p) => p.sections)) {
    for (const key of ["email", "phone", "address"] as const) {
      const value = section.props[key];
      if (!known[key] && typeof value === "string" && value.trim()) known[key] = value;
    }
  }
  return known;
}

/** Products of the store the clause names ("a grid with the Ethiopia Guji"), by id. */
function namedProducts(state: EditState, text: string): string[] {
  return state.products
    .filter((product) => product.name.length > 2 && text.includes(product.name.toLowerCase()))
    .map((p) => p.id);
}

function newSectionOf(
  kind: SectionKind,
  ctx: content.CopyContext,
  state: EditState,
  text: string,
  count?: number,
): NewSection {
  switch (kind.type) {
    case "hero":
      return content.hero(ctx);
    case "features":
      return content.features(ctx, count);
    case "collection":
      return content.collection(ctx, {
        productIds: namedProducts(state, text),
        ...(count ? { limit: count } : {}),
      });
    case "testimonials":
      return content.testimonials(ctx, count);
    case "newsletter":
      return content.newsletter(ctx);
    case "cta":
      return content.cta(ctx);
    case "textblock": {
      const heading = /«(\d+)»\s+(?:section|block)/.exec(text);
      return content.about(
        ctx,
        heading
          ? state.quotes[Number(heading[1])]
          : /\babout\b/.test(text)
            ? "About us"
            : undefined,
      );
    }
    case "contact":
      return content.contact(ctx, knownContact(state));
    case "faq": {
      const topics = findFaqTopics(text);
      if (topics.length === 0) return content.faq(ctx, count);
      return {
        type: "faq",
        props: {
          title: "Frequently asked questions",
          items: faqTopicItems(topics, state.industry).slice(0, count ?? 6),
          ...content.SAMPLE,
        },
      };
    }
    case "categories":
      return content.categories(ctx, count);
    case "steps": {
      const heading = /«(\d+)»\s+(?:section|block)/.exec(text);
      return content.steps(
        ctx,
        count,
        heading
          ? state.quotes[Number(heading[1])]
          : /how it works/.test(text)
            ? "How it works"
            : undefined,
      );
    }
    case "stats":
      return content.stats(
        figuresFrom(
          text.slice(text.search(/\b(?:stats|statistics|numbers|figures|metrics|counters)\b/)),
        ),
      );
    case "team":
      return content.team(count);
    case "pricing":
      return content.pricing(count);
    case "gallery":
      return content.gallery(ctx, countBefore(text, ["columns"]));
    case "social":
      return content.social(/@([a-z0-9._]{2,30})/.exec(text)?.[1]);
    case "location":
      return content.location(ctx, knownContact(state));
    case "video":
      return content.video(
        /(https:\/\/(?:www\.)?(?:youtube\.com|youtu\.be|vimeo\.com)\/\S+)/.exec(text)?.[1],
      );
    case "image":
      return content.image(ctx);
    case "waitlist":
      return content.waitlist(ctx);
    case "booking":
      return content.booking(ctx);
    case "services":
      return content.services(ctx);
    case "button":
      return content.button(ctx);
    case "navbar":
      return content.navbar(
        state.brand,
        state.site.pages.map((p) => p.name),
      );
    case "footer":
      return content.footer(
        ctx,
        state.site.pages.slice(1).map((p) => p.name),
      );
    case "spacer": {
      const height = /(\d{1,3})\s*(?:px|pixels)/.exec(text)?.[1];
      return {
        type: "spacer",
        props: {
          height: height
            ? Math.min(400, Number(height))
            : /\b(big|large|lots|more)\b/.test(text)
              ? 96
              : 64,
        },
      };
    }
    default:
      return { type: kind.type };
  }
}

// Types a page needs only once: asking again moves or keeps the existing one.
const SINGLE = new Set([
  "hero",
  "navbar",
  "footer",
  "newsletter",
  "waitlist",
  "contact",
  "signup",
  "login",
  "location",
  "social",
  "booking",
  "categories",
  "stats",
  "team",
  "steps",
]);
// Lists that an "add" extends rather than duplicates ("Add an FAQ about shipping" extends the FAQ).
const EXTENDABLE = new Set(["faq", "features", "testimonials", "pricing", "gallery"]);

function planAdd(text: string, state: EditState, page: LayoutPage, read: ReadMentions): ClausePlan {
  const result = plan();
  const ctx = copyContext(state, page);
  const placed = positionFor(state, page, text, read);
  if (!placed) {
    const anchor = read.before ?? read.after;
    result.notes.push(
      anchor
        ? `There is no ${anchor.kind.label} on this page to place it next to, so I put it in its usual spot.`
        : "I couldn't tell where to put it, so I used its usual spot.",
    );
  }
  const position = placed?.position ?? { at: "auto" as const };
  const where = placed?.where ? ` ${placed.where}` : "";
  read.targets.forEach((mention, i) => {
    // Text that belongs to this mention: up to the next one (for counts and figures).
    const own = text.slice(mention.index, read.targets[i + 1]?.index ?? text.length);
    const count = COUNT_NOUNS[mention.kind.type]
      ? (countBefore(own, COUNT_NOUNS[mention.kind.type]!.nouns) ??
        countBefore(text, COUNT_NOUNS[mention.kind.type]!.nouns.slice(0, 1)))
      : undefined;
    const existing = sectionsOfKind(page, mention.kind)[0];
    if (existing && mention.kind.type === "faq") {
      extendFaq(text, state, existing, result);
      return;
    }
    if (existing && mention.kind.type === "stats") {
      const figures = figuresFrom(own);
      if (figures.length > 0) {
        result.ops.push({
          op: "updateSection",
          sectionId: existing.id,
          props: { items: figures, sample: false },
        });
        result.notes.push(
          `Updated the stats to ${figures.map((f) => `${f.value} ${f.label.toLowerCase()}`).join(", ")}.`,
        );
        return;
      }
    }
    if (existing && EXTENDABLE.has(mention.kind.type)) {
      extendList(existing, mention.kind, count, ctx, result);
      return;
    }
    if (existing && SINGLE.has(mention.kind.type)) {
      if (placed?.where) {
        const moved = planMove(text.slice(mention.index), state, page, {
          targets: [mention],
          before: read.before,
          after: read.after,
        });
        if (moved) {
          result.ops.push(...moved.ops);
          result.notes.push(
            ...moved.notes.map((note) => note.replace(/^Moved/, "You already had one, so I moved")),
          );
          result.subjectId = existing.id;
          return;
        }
      }
      result.notes.push(`This page already has ${theLabel(mention.kind)}.`);
      result.subjectId = existing.id;
      return;
    }
    const section =
      existing && mention.kind.type === "collection"
        ? content.collection(ctx, { alternate: true, productIds: namedProducts(state, own) })
        : newSectionOf(
            mention.kind,
            ctx,
            state,
            own.includes("«") ? own : `${own} ${/«\d+»\s+(?:section|block)/.exec(text)?.[0] ?? ""}`,
            count,
          );
    result.ops.push({ op: "addSection", page: page.name, section, position });
    const quoted = /«(\d+)»\s+(?:section|block)/.exec(text)?.[1];
    const label =
      quoted !== undefined
        ? `“${state.quotes[Number(quoted)] ?? ""}” section`
        : section.type === "textblock" && /^about/i.test(String(section.props?.heading))
          ? "About section"
          : mention.kind.label;
    const figures =
      section.type === "stats" && section.props?.sample !== true
        ? (section.props?.items as { value: string; label: string }[])
        : [];
    const withFigures =
      figures.length > 0
        ? ` with ${figures.map((f) => `${f.value} ${f.label.toLowerCase()}`).join(" and ")}`
        : "";
    result.notes.push(`Added ${article(label)}${withFigures}${where}.`);
    addSectionNotes(section, result);
  });
  return result;
}

const article = (label: string) => `${/^[aeiouAEIOU]|^FAQ/.test(label) ? "an" : "a"} ${label}`;

/** Replies and warnings a new section needs: samples flagged, empty fields explained. */
function addSectionNotes(section: NewSection, result: ClausePlan) {
  const props = section.props ?? {};
  if (props.sample === true) {
    const what =
      {
        testimonials: "reviews",
        stats: "figures",
        team: "people",
        pricing: "prices and plans",
        faq: "answers",
        categories: "category names",
        services: "services",
      }[section.type] ?? "content";
    result.warnings.push(
      `The ${what} in the new ${sectionKind(section.type)?.label ?? section.type} are samples: replace them with your own before you publish.`,
    );
  }
  if (section.type === "video" && !props.url)
    result.notes.push("Paste your YouTube or Vimeo link into the video's settings to show it.");
  if (section.type === "social" && !props.handle)
    result.notes.push("Add your Instagram handle in its settings.");
  if (section.type === "location" && !props.address)
    result.notes.push("Add your address and opening hours in its settings.");
  if (section.type === "gallery" && Array.isArray(props.images) && props.images.length === 0) {
    result.notes.push("Upload photos to the gallery in its settings.");
  }
  if (section.type === "image" && !props.src)
    result.notes.push("Choose an image for it in its settings.");
}

function extendFaq(text: string, state: EditState, faq: LayoutSection, result: ClausePlan) {
  const topics = findFaqTopics(text);
  const existing = (Array.isArray(faq.props.items) ? faq.props.items : []) as {
    question?: string;
  }[];
  const asked = new Set(existing.map((item) => (item.question ?? "").toLowerCase()));
  const items = faqTopicItems(topics.length > 0 ? topics : ["general"], state.industry).filter(
    (item) => !asked.has(item.question.toLowerCase()),
  );
  const added = items.slice(0, Math.max(2, topics.length * 2));
  for (const item of added) {
    result.ops.push({
      op: "addItem",
      sectionId: faq.id,
      list: "items",
      item: { ...item, ...content.SAMPLE },
    });
  }
  result.subjectId = faq.id;
  const about = topics.length > 0 ? ` about ${topics.join(" and ")}` : "";
  if (added.length === 0) {
    result.notes.push(`The FAQ already answers questions${about}.`);
    return;
  }
  result.notes.push(
    `Added ${added.length} question${added.length === 1 ? "" : "s"}${about} to the existing FAQ.`,
  );
  result.warnings.push("Check the new FAQ answers match your policies: they are suggestions.");
}

function extendList(
  section: LayoutSection,
  kind: SectionKind,
  count: number | undefined,
  ctx: content.CopyContext,
  result: ClausePlan,
) {
  const list =
    section.type === "pricing" ? "plans" : section.type === "gallery" ? "images" : "items";
  const current = Array.isArray(section.props[list])
    ? (section.props[list] as Record<string, unknown>[])
    : [];
  result.subjectId = section.id;
  if (count !== undefined && count < current.length) {
    for (let index = current.length - 1; index >= count; index--)
      result.ops.push({ op: "removeItem", sectionId: section.id, list, index });
    result.notes.push(`Trimmed ${theLabel(kind)} to ${count}.`);
    return;
  }
  if (count !== undefined && count === current.length) {
    result.notes.push(
      `${capitalize(theLabel(kind))} already has ${count} ${list === "plans" ? "plans" : list === "images" ? "images" : "items"}.`,
    );
    return;
  }
  const fresh = newSectionOf(kind, ctx, { products: ctx.products } as EditState, "", 12).props?.[
    list
  ];
  const titleOf = (item: Record<string, unknown>) =>
    String(item.title ?? item.name ?? item.quote ?? item.url ?? "").toLowerCase();
  const have = new Set(current.map(titleOf));
  const candidates = (Array.isArray(fresh) ? (fresh as Record<string, unknown>[]) : []).filter(
    (item) => !have.has(titleOf(item)),
  );
  const wanted = count !== undefined ? count - current.length : 1;
  const adding = candidates.slice(0, wanted);
  if (adding.length === 0) {
    result.notes.push(
      `This page already has ${theLabel(kind)}, and I have nothing new to add to it.`,
    );
    return;
  }
  const isSample = kind.type !== "features" && kind.type !== "gallery";
  for (const item of adding) {
    result.ops.push({
      op: "addItem",
      sectionId: section.id,
      list,
      item: isSample ? { ...item, ...content.SAMPLE } : item,
    });
  }
  result.notes.push(
    `Added ${adding.length} to the existing ${kind.label}${count !== undefined ? `, for ${count} in all` : ""}.`,
  );
  if (isSample)
    result.warnings.push(
      `The new items in the ${kind.label} are samples: replace them with your own.`,
    );
}

// ————— modify —————

function planModify(
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
  verb: VerbClass | undefined,
): ClausePlan {
  const result = plan();
  for (const mention of read.targets) {
    const sections = targetsOf(state, page, mention.kind);
    const first = sections[0];
    if (!first) {
      result.notes.push(`There is no ${mention.kind.label} on this page.`);
      continue;
    }
    result.subjectId = first.id;
    const props = sectionPropsEdit(text, first, mention.kind);
    if (props) {
      result.ops.push({ op: "updateSection", sectionId: first.id, props: props.props });
      result.notes.push(props.note);
      continue;
    }
    const style = sectionStyleFrom(text, state, first);
    if (style) {
      const styled = sections.filter(hasStyle);
      if (styled.length === 0) {
        result.notes.push(
          `${capitalize(theLabel(mention.kind))} has no colours of its own; it follows the theme.`,
        );
        continue;
      }
      for (const section of styled)
        result.ops.push({ op: "setSectionStyle", sectionId: section.id, style: style.style });
      result.notes.push(`${style.note.replace("{what}", theLabel(mention.kind))}`);
      if (style.isDarkOnly && !/\b(?:whole|entire|all|everything|site)\b/.test(text)) {
        result.notes.push("Say “make the whole site dark” to change everything.");
      }
      continue;
    }
    const count = COUNT_NOUNS[mention.kind.type]
      ? countBefore(text, COUNT_NOUNS[mention.kind.type]!.nouns)
      : undefined;
    if (count !== undefined && EXTENDABLE.has(mention.kind.type)) {
      extendList(first, mention.kind, count, copyContext(state, page), result);
      continue;
    }
    result.isUnderstood = result.ops.length > 0;
    result.suggestions = [
      `Make the ${mention.phrase} dark`,
      `Change the ${mention.phrase} title to …`,
      verb === "modify" ? `Move the ${mention.phrase} to the top` : `Remove the ${mention.phrase}`,
    ];
  }
  if (result.ops.length === 0 && !result.suggestions && result.notes.length === 0)
    result.isUnderstood = false;
  return result;
}

/** Layout props a clause sets on a section: hero layout, alignment, columns, limits, sizes. */
function sectionPropsEdit(
  text: string,
  section: LayoutSection,
  kind: SectionKind,
): { props: Record<string, unknown>; note: string } | undefined {
  const type = section.type;
  if (type === "hero") {
    if (
      /\b(split|side by side|image (?:on the |to the )?(?:side|right|left)|two columns?)\b/.test(
        text,
      )
    )
      return { props: { variant: "split" }, note: "Put the hero text beside its image." };
    if (
      /\b(overlay|full ?screen|full[- ]width image|text (?:over|on) (?:the )?image|background image)\b/.test(
        text,
      )
    )
      return { props: { variant: "overlay" }, note: "Set the hero text over its image." };
    if (/\b(cent(?:er|re)d?|middle)\b/.test(text))
      return { props: { variant: "centered" }, note: "Centred the hero." };
  }
  if (type === "textblock" || type === "button") {
    const align = /\b(left|right|cent(?:er|re)d?)\b/.exec(text)?.[1];
    if (
      align &&
      /\b(align|aligned|alignment|cent(?:er|re)|left|right)\b/.test(text) &&
      !findColors(text).length
    ) {
      const alignment = align.startsWith("cent") ? "center" : align;
      return {
        props: { alignment },
        note: `Aligned ${theLabel(kind)} ${alignment === "center" ? "to the centre" : `to the ${alignment}`}.`,
      };
    }
  }
  if (type === "gallery") {
    const columns = countBefore(text, ["columns", "column", "per row", "across"]);
    if (columns)
      return {
        props: { columns: Math.min(6, columns) },
        note: `Set the gallery to ${Math.min(6, columns)} columns.`,
      };
  }
  if (type === "collection") {
    const limit =
      countBefore(text, ["products", "items", "product"]) ??
      Number(/\b(\d{1,2})\s+(?:products|items)\b/.exec(text)?.[1] ?? NaN);
    if (Number.isFinite(limit) && limit > 0)
      return {
        props: { limit: Math.min(48, limit) },
        note: `The product grid now shows up to ${Math.min(48, limit)} products.`,
      };
  }
  if (type === "spacer") {
    const px = /(\d{1,3})\s*(?:px|pixels)/.exec(text)?.[1];
    const current = typeof section.props.height === "number" ? section.props.height : 32;
    const height = px
      ? Number(px)
      : /\b(bigger|taller|larger|more)\b/.test(text)
        ? current * 2
        : /\b(smaller|shorter|less|tighter)\b/.test(text)
          ? Math.round(current / 2)
          : undefined;
    if (height !== undefined)
      return {
        props: { height: Math.max(0, Math.min(400, height)) },
        note: `Set the spacer to ${Math.max(0, Math.min(400, height))}px.`,
      };
  }
  if (type === "divider") {
    const current = typeof section.props.thickness === "number" ? section.props.thickness : 2;
    const color = findColors(text)[0];
    if (color) return { props: { color: color.hex }, note: `Made the divider ${color.text}.` };
    if (/\b(thicker|bolder|heavier)\b/.test(text))
      return { props: { thickness: Math.min(16, current * 2) }, note: "Made the divider thicker." };
    if (/\b(thinner|lighter|finer)\b/.test(text))
      return {
        props: { thickness: Math.max(1, Math.round(current / 2)) },
        note: "Made the divider thinner.",
      };
  }
  return undefined;
}

/** Colours of one section ("dark theme footer", "make the hero navy with white text"). */
function sectionStyleFrom(
  text: string,
  state: EditState,
  section: LayoutSection,
):
  | { style: { bgColor?: string; textColor?: string }; note: string; isDarkOnly: boolean }
  | undefined {
  const theme = state.site.theme;
  const colors = findColors(text);
  const currentBg =
    typeof section.props.bgColor === "string" ? section.props.bgColor : pageBackgroundColor(theme);
  if (colors.length > 0) {
    let bgColor: string | undefined;
    let textColor: string | undefined;
    for (const color of colors) {
      const after = text.slice(color.end, color.end + 12);
      const before = text.slice(Math.max(0, color.index - 14), color.index);
      if (
        /^\s*(?:text|font|writing|letters|ink)\b/.test(after) ||
        /\b(?:text|font)\s+(?:colou?r\s+)?(?:to\s+|in\s+)?$/.test(before)
      )
        textColor = color.hex;
      else bgColor ??= color.hex;
    }
    if (bgColor && !textColor)
      textColor = readableText(
        bgColor,
        typeof section.props.textColor === "string" ? section.props.textColor : undefined,
        theme.textColor ?? "",
      );
    const background = bgColor ?? currentBg;
    if (textColor && contrastRatio(textColor, background) < MIN_CONTRAST)
      textColor = readableText(background, undefined);
    const style = { ...(bgColor ? { bgColor } : {}), ...(textColor ? { textColor } : {}) };
    const named = colors.map((c) => c.text).join(" and ");
    return { style, note: `Coloured {what} ${named}.`, isDarkOnly: false };
  }
  if (/\b(dark|darker|black|night|inverted)\b/.test(text)) {
    return {
      style: content.sectionTone(theme, "dark"),
      note: "Made {what} dark.",
      isDarkOnly: true,
    };
  }
  if (/\b(light|lighter|white|bright)\b/.test(text)) {
    return {
      style: content.sectionTone(theme, "light"),
      note: "Made {what} light.",
      isDarkOnly: false,
    };
  }
  if (/\b(brand colou?r|primary colou?r|coloured|colored|accent)\b/.test(text)) {
    const bgColor = /\baccent\b/.test(text) ? theme.accentColor : theme.primaryColor;
    return {
      style: { bgColor, textColor: readableText(bgColor, undefined) },
      note: "Gave {what} the brand colour.",
      isDarkOnly: false,
    };
  }
  return undefined;
}

// ————— theme —————

function planTheme(text: string, state: EditState): ClausePlan {
  const theme = state.site.theme;
  const edit = themeEditFrom(text, theme);
  if (!edit) {
    return plan({ isUnderstood: false });
  }
  const ops: OpInput[] = [{ op: "setTheme", patch: edit.patch }];
  ops.push(...recolourHeroes(state, edit.patch, edit.mood));
  return plan({ ops, notes: edit.notes, warnings: edit.warnings });
}

/**
 * Heroes coloured by the composer (or still at the PRODUCT.md §9 default) follow a new palette,
 * so "make it feel luxurious" does not leave a light hero on a dark page.
 */
function recolourHeroes(state: EditState, patch: ThemePatch, mood: MoodId | undefined): OpInput[] {
  const touchesColours = [
    "primaryColor",
    "secondaryColor",
    "backgroundColor",
    "textColor",
    "stylePreset",
  ].some((key) => key in patch);
  if (!touchesColours) return [];
  // A new page tone re-colours default heroes too; a new brand colour only the composer's.
  const isNewTone = mood !== undefined || "backgroundColor" in patch || "stylePreset" in patch;
  const before = state.site.theme;
  const after = {
    ...before,
    ...patch,
    fonts: { ...before.fonts, ...patch.fonts },
  } as typeof before;
  const ops: OpInput[] = [];
  for (const section of state.site.pages.flatMap((p) => p.sections)) {
    if (section.type !== "hero") continue;
    const bg = typeof section.props.bgColor === "string" ? section.props.bgColor.toUpperCase() : "";
    const isDefault = bg === "" || bg === "#3B82F6";
    const isOurs =
      !isDefault &&
      (["warm", "playful", "bold"] as MoodId[]).some((m) =>
        content.isGeneratedHeroColor(section.props, before, m),
      );
    if (!isOurs && !(isDefault && isNewTone)) continue;
    ops.push({
      op: "setSectionStyle",
      sectionId: section.id,
      style: content.heroColors(after, mood),
    });
  }
  return ops;
}

/** True when the clause holds any section mention or theme word (for suggestions). */
export function mentionsSomething(text: string): boolean {
  return (
    findSectionMentions(text).length > 0 || hasPhrase(text, ["colour", "color", "font", "theme"])
  );
}
