import { applyOpsShown, withoutPartRepeats } from "../shown-site.js";
import { positionWords, verbClassOf } from "../clauses.js";
import { unsupportedReply } from "../meta-prompts.js";
import { capitalize, escapeRegExp, hasPhrase } from "../prompt-text.js";
import { findSectionMentions } from "../section-words.js";
import { findColors, findNegatedColors, hueFamily, isDarkColor } from "../colors.js";
import { sectionTone } from "../section-content.js";
import { hasThemeWords, themeEditFrom } from "../theme-edits.js";
import { planAdd } from "./add.js";
import { planDuplicate } from "./duplicate.js";
import { planItemEdit } from "./items.js";
import { sectionPropsEdit } from "./layout.js";
import { planModify } from "./modify.js";
import { findItemMentions } from "./item-refs.js";
import { planMove, planMoveThere, planMoveToPage, planSwap } from "./move.js";
import { planPageOps } from "./pages.js";
import { planClearPage, planRemove, planSampleRemoval } from "./remove.js";
import { planContactDetails } from "./contact-details.js";
import { planButtonLink } from "./button-links.js";
import { planListReplacement } from "./replace-list.js";
import { planAnnouncement } from "./announce.js";
import { renameSite } from "./rename-site.js";
import { planCopyEdit, planFieldRemoval } from "./rewrite.js";
import { planTextEdit } from "./text-refs.js";
import { type LayoutPage } from "@shopwright/site";
import { normalizeQuote, plan, sameName, type ClausePlan, type EditState } from "./state.js";
import { planTheme } from "./theme.js";
import { currentPage, focusPage, readMentions, sectionsOfKind, targetsOf } from "./targets.js";
import { patternOf } from "./text-match.js";

export type { ClausePlan, EditState } from "./state.js";

/**
 * The one entry of the edit planner; each verb plans in its own file of `edit/`.
 * Plans one clause of an edit prompt: page operations, copy
 * edits, then by verb class remove > move > add > modify, each on the sections the clause
 * mentions, with anchors and counts; theme words when no section is named.
 */
export function planClause(clause: string, state: EditState): ClausePlan {
  const planned = planClauseOnce(clause, state);
  // Read page by page, the site's header and footer are met on every page that shows them.
  return { ...planned, ops: withoutPartRepeats(state.site, planned.ops) };
}

function planClauseOnce(clause: string, state: EditState): ClausePlan {
  const page = focusPage(state, clause);
  const siteName = renameSite(clause, state);
  if (siteName) return siteName;
  const there = planMoveThere(clause, state);
  if (there) return there;
  const cleared = planClearPage(clause, state) ?? planSampleRemoval(clause, state);
  if (cleared) return cleared;
  const details =
    planContactDetails(clause, state) ??
    planButtonLink(clause, state) ??
    planListReplacement(clause, state) ??
    planAnnouncement(clause, state);
  if (details) return details;
  // "The About page needs a photo of the shop": an add to that page.
  const needs =
    /^(?:the\s+|our\s+|my\s+)?([a-z0-9 &'-]{1,40}?)\s+page\s+(?:needs|should have|could use|wants|is missing)\s+(.+)$/.exec(
      clause,
    );
  if (needs && state.site.pages.some((p) => sameName(p.name, needs[1]!)))
    return planClause(`add ${needs[2]} to the ${needs[1]} page`, state);
  // "Put a newsletter signup at the bottom of every page": the same add on each page.
  const everyPage =
    /\s*\b(?:on|to|in|onto|across|at the (?:bottom|top|end|start) of)\s+(?:every|each|all(?:\s+the)?|all of the)\s+pages?\b/.exec(
      clause,
    );
  if (
    everyPage &&
    (verbClassOf(clause) === "add" || /^(?:please\s+)?(?:put|place|show)\b/.test(clause))
  )
    return planOnEveryPage(clause, everyPage[0], state);
  // "Reorder the menu so Contact comes first", "put Contact first in the menu": one link moved.
  const reorder =
    /^(?:please\s+)?(?:reorder|rearrange|re-order|sort|change)\s+(?:the\s+)?(menu|navbar|nav|navigation|footer)(?:\s+links)?\s+so\s+(?:that\s+)?(.+?)\s+(?:comes?|is|goes|appears|shows)\s+(first|last)$/.exec(
      clause,
    );
  const putFirst =
    /^(?:please\s+)?(?:put|move|place|show)\s+(?:the\s+)?(.+?)(?:\s+link)?\s+(first|last)\s+in\s+the\s+(menu|navbar|nav|navigation|footer)$/.exec(
      clause,
    );
  const shouldBe =
    /^(?:the\s+)?([a-z0-9 &'-]+?)(?:\s+link)?\s+should\s+(?:be|come|go)\s+(?:the\s+)?(first|last)(?:\s+link)?\s+in\s+the\s+(menu|navbar|nav|navigation|footer)$/.exec(
      clause,
    );
  const linkOrder = shouldBe
    ? { where: shouldBe[3]!, name: shouldBe[1]!, end: shouldBe[2]! }
    : reorder
      ? { where: reorder[1]!, name: reorder[2]!, end: reorder[3]! }
      : putFirst
        ? { where: putFirst[3]!, name: putFirst[1]!, end: putFirst[2]! }
        : undefined;
  if (linkOrder) {
    return planClause(
      `move the ${linkOrder.name} link to the ${linkOrder.end === "first" ? "start" : "end"} of the ${linkOrder.where}`,
      state,
    );
  }
  // "Swap the hero button text for Order flowers": one thing's words for new ones, a change.
  const swapFor = /^(?:please\s+)?swap\s+(?:out\s+)?(the\s+.+?)\s+(?:for|with)\s+(.+)$/.exec(
    clause,
  );
  if (
    swapFor &&
    readMentions(swapFor[2]!).targets.length === 0 &&
    (readMentions(swapFor[1]!).targets.length <= 1 ||
      /\b(?:text|title|heading|headline|label|words|wording|copy|caption|tagline)\b/.test(
        swapFor[1]!,
      ))
  ) {
    const thing = swapFor[1]!.replace(/(\bbutton)\s+(?:words|wording|label|copy)\b/, "$1 text");
    return planClause(`change ${thing} to ${swapFor[2]}`, state);
  }
  // "Remove the Contact page link", "hide the About page from the menu": its link, not the page.
  const link = pageLinkClause(clause, state);
  if (link) return planScoped(link, link, state, page);
  // "the FAQ on the Contact page": the page says where, the rest is the edit.
  const scoped = withoutPageRef(clause, state);
  if (!scoped) {
    const pageOps = planPageOps(clause, state);
    if (pageOps) return pageOps;
  }
  const text = scoped ?? clause;
  if (!scoped) return planScoped(text, clause, state, page);
  // The page the clause names is where its sections are looked for, and nowhere else.
  const named = { ...state, namedPage: page.name };
  const result = planScoped(text, clause, named, page);
  if (result.ops.length === 0 && !/\bto the\b|\bonto\b|\binto\b/.test(clause)) {
    const kinds = readMentions(text).targets.filter(
      (m) => sectionsOfKind(page, m.kind).length === 0,
    );
    const elsewhere = kinds
      .map((m) => ({ m, at: state.site.pages.find((p) => sectionsOfKind(p, m.kind).length > 0) }))
      .filter((x) => x.at);
    if (elsewhere.length > 0) {
      const { m, at } = elsewhere[0]!;
      return plan({
        notes: [
          `There is no ${m.kind.label} on the ${page.name} page; it is on the ${at!.name} page.`,
        ],
        reason: { code: "elsewhere", type: m.kind.type, page: page.name, at: at!.name },
        suggestions: [
          `${capitalize(clause.split(" ")[0] ?? "Change")} the ${m.phrase} on the ${at!.name} page`,
        ],
      });
    }
  }
  return result;
}

/** The clause once its page is known: items, lines, copy, then the section verbs. */
function planScoped(text: string, clause: string, state: EditState, page: LayoutPage): ClausePlan {
  const items = planItemEdit(text, state, page);
  if (items) return items;
  const line = planTextEdit(text, state, page);
  if (line) return line;
  const cleared = planFieldRemoval(text, state, page);
  if (cleared) return cleared;
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
  const current = currentPage(state);
  const moved =
    planSwap(text, state, current, read) ?? planMoveToPage(clause, state, current, read);
  if (moved) return moved;
  const verb = verbClassOf(text);
  // "Can the reviews go above the steps?": a place with "go", "sit", "come" moves it.
  if (
    read.targets.length === 1 &&
    (read.before || read.after || positionWords(text)) &&
    /\b(?:go|goes|sit|sits|come|comes|appear|appears|live|lives|be)\b/.test(text) &&
    verb !== "remove" &&
    verb !== "add"
  ) {
    const moved = planMove(text, state, page, read);
    if (moved) return moved;
  }
  const unsupported = unsupportedReply(
    text,
    read.targets.length > 0 || !!read.before || !!read.after,
  );
  if (unsupported && !themeEditFrom(text, state.site.theme)) {
    return plan({
      notes: [unsupported.message],
      suggestions: unsupported.suggestions,
      reason: { code: "unsupported", unsupported: unsupported.id },
    });
  }
  if (read.targets.length === 0) {
    // Without a section, the words are about the whole site's look.
    return planTheme(text, state);
  }
  // "The hero is too green": away from that hue, in the section if it has it, else the theme.
  const negated = findNegatedColors(text).filter((color) => !color.isGoods);
  if (negated.length > 0 && findColors(text).length === 0 && read.targets.length === 1) {
    const section = targetsOf(state, page, read.targets[0]!.kind)[0];
    const families = new Set(negated.map((color) => hueFamily(color.hex)));
    const bg = typeof section?.props.bgColor === "string" ? section.props.bgColor : "";
    if (section && bg && families.has(hueFamily(bg))) {
      const tone = isDarkColor(bg) ? "dark" : "light";
      return plan({
        ops: targetsOf(state, page, read.targets[0]!.kind).map((s) => ({
          op: "setSectionStyle" as const,
          sectionId: s.id,
          style: sectionTone(state.site.theme, tone),
        })),
        notes: [
          `Took the ${[...families].join(" and ")} out of the ${read.targets[0]!.kind.label}.`,
        ],
        subjectId: section.id,
      });
    }
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
    case undefined: {
      // "About + Contact sections": naming sections the site lacks asks for them.
      const isMissing = (mention: (typeof read.targets)[number]) =>
        !state.site.pages.some((p) => sectionsOfKind(p, mention.kind).length > 0);
      if (read.targets.some(isMissing)) return planAdd(text, state, page, read);
      // "Newsletter first, please", "can the reviews go above the steps?": a place moves it.
      if ((positionWords(text) || read.before || read.after) && read.targets.length === 1)
        return planMove(text, state, page, read) ?? planModify(text, state, page, read, verb);
      return planModify(text, state, page, read, verb);
    }
    default:
      return planModify(text, state, page, read, verb);
  }
}

/** True when the clause holds any section mention or theme word (for suggestions). */
export function mentionsSomething(text: string): boolean {
  return (
    findSectionMentions(text).length > 0 || hasPhrase(text, ["colour", "color", "font", "theme"])
  );
}

/**
 * A clause about a page's link in the menu or footer, said with "page": rewritten to name the
 * link ("remove the about page from the menu" → "remove the about link from the menu").
 */
function pageLinkClause(text: string, state: EditState): string | undefined {
  const names = state.site.pages.map((p) => escapeRegExp(p.name.toLowerCase())).join("|");
  const link = patternOf(`\\b(${names}|home)\\s*page\\s+(links?|tabs?|buttons?)\\b`).exec(text);
  if (link) return text.replace(link[0], `${link[1]} ${link[2]}`);
  const to = patternOf(
    `\\b(links?)\\s+to\\s+(?:the\\s+|our\\s+|my\\s+)?(${names}|home)\\s*page\\b`,
  ).exec(text);
  if (to) return text.replace(to[0], `${to[2]} ${to[1]}`);
  const place = patternOf(
    `\\b(${names}|home)\\s*page\\s+(from|in|out of|off|on|off of)\\s+(?:the\\s+)?(menu|navigation|nav|navbar|header|footer|top bar)\\b`,
  ).exec(text);
  if (place) return text.replace(place[0], `${place[1]} link ${place[2]} the ${place[3]}`);
  return undefined;
}

/** The clause without "on the Contact page" when it names a section or item before it. */
function withoutPageRef(text: string, state: EditState): string | undefined {
  const names = [
    ...state.site.pages.map((p) => escapeRegExp(p.name.toLowerCase())),
    "home",
    "main",
    "front",
  ];
  const match = patternOf(
    `\\s*\\b(?:on|from|in|of|off|to|onto|into)\\s+(?:the\\s+|my\\s+|our\\s+)?(?:${names.join("|")})\\s*page\\b`,
  ).exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index);
  if (findSectionMentions(before).length === 0 && findItemMentions(before, state).length === 0)
    return undefined;
  // "the link to the About page": the page is where the link goes.
  if (/\blinks?\s*$/.test(before)) return undefined;
  // "take the FAQ off the Contact page": the particle stays with its verb.
  const particle = /^\s*off\b/.test(match[0]) ? " off" : "";
  return (before + particle + text.slice(match.index + match[0].length)).trim();
}

/** One add clause planned on each page in turn ("… at the bottom of every page"). */
function planOnEveryPage(clause: string, where: string, state: EditState): ClausePlan {
  const result = plan();
  const done: string[] = [];
  const had: string[] = [];
  let site = state.site;
  for (const page of state.site.pages) {
    const onPage = where.replace(
      /(?:every|each|all(?:\s+the)?|all of the)\s+pages?/,
      `the ${page.name.toLowerCase()} page`,
    );
    const sub = planClause(clause.replace(where, onPage), { ...state, site });
    if (sub.ops.length === 0) {
      had.push(page.name);
      continue;
    }
    result.ops.push(...sub.ops);
    result.warnings.push(...sub.warnings);
    if (done.length === 0)
      result.notes.push(
        (sub.notes[0] ?? "").replace(/ (to|on) the [^.]*? page\b/, " $1 every page"),
      );
    done.push(page.name);
    site = applyOpsShown(site, sub.ops).site;
  }
  if (done.length === 0) return plan({ notes: ["Every page already has it."] });
  if (had.length > 0)
    result.notes.push(
      `The ${had.join(" and ")} page${had.length === 1 ? "" : "s"} already had one.`,
    );
  return result;
}
