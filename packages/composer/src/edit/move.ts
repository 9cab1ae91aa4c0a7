import { shownSections } from "../shown-site.js";
import type { LayoutPage, LayoutSection, NewSection, OpInput, Position } from "@shopwright/site";
import { positionWords } from "../clauses.js";
import { capitalize } from "../prompt-text.js";
import { isSingle, pageNameOf } from "../section-edits.js";
import { sectionKind, type SectionKind, type SectionMention } from "../section-words.js";
import { clone, plan, sameName, typedValue, type ClausePlan, type EditState } from "./state.js";
import { positionFor, sectionsOfKind, theLabel, type ReadMentions } from "./targets.js";

/** Moves a section the page has; undefined when there is nothing to move (then it is an add). */
export function planMove(
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
): ClausePlan | undefined {
  const mention = read.targets[0];
  if (!mention) return undefined;
  // "put a newsletter above the footer": nothing to move, so it is an add.
  if (/\b(?:an?|some|new|another)\s+(?:\w+\s+)?$/.test(text.slice(0, mention.index)))
    return undefined;
  // The section may be on another page than the one in view ("move the FAQ up").
  const found =
    sectionsOfKind(page, mention.kind).length > 0 ? undefined : locate(state, page, mention.kind);
  if (found) page = found.page;
  const section = sectionsOfKind(page, mention.kind)[0];
  if (!section) return undefined;
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
      reason: { code: "askPlace", type: mention.kind.type },
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
      reason: { code: "already", type: mention.kind.type },
      subjectId: section.id,
    });
  }
  const elsewhere = found ? ` on the ${page.name} page` : "";
  return plan({
    ops: [{ op: "moveSection", sectionId: section.id, position }],
    notes: [`Moved ${theLabel(mention.kind)}${elsewhere} ${where}.`],
    subjectId: section.id,
  });
}

// ————— across pages: swap, another page, a page of its own —————

const SWAP_WORDS = /\b(?:swap|switch|exchange|trade|flip|interchange)\b/;
const OWN_PAGE =
  /\b(?:its|their|it's)\s+own\s+page\b|\bpage\s+of\s+its\s+own\b|\b(?:a\s+)?(?:separate|new|dedicated|standalone|different|own)\s+page\b/;
const TO_PAGE =
  /\b(?:to|onto|into|on|over to)\s+(?:the\s+|my\s+|our\s+)?([a-z0-9][a-z0-9 &'-]{0,40}?)\s+page\b/;

/** Where a section is on the site: this page first, then the others. */
function locate(
  state: EditState,
  page: LayoutPage,
  kind: SectionKind,
): { section: LayoutSection; page: LayoutPage } | undefined {
  for (const p of [page, ...state.site.pages.filter((other) => other !== page)]) {
    const section = sectionsOfKind(p, kind)[0];
    if (section) return { section, page: p };
  }
  return undefined;
}

const onPage = (page: LayoutPage, current: LayoutPage) =>
  page === current ? "" : ` on the ${page.name} page`;

/** The section as a new one, for another page: same type and props. */
const copyOf = (section: LayoutSection): NewSection => ({
  type: section.type,
  props: clone(section.props),
});

/** Where a section stood, as a position another section can take. */
function slotOf(page: LayoutPage, section: LayoutSection): Position {
  const index = page.sections.indexOf(section);
  const previous = page.sections[index - 1];
  return previous ? { after: previous.id } : { at: "start" };
}

/** "Swap the FAQ and the reviews": each takes the other's place, on its page or across pages. */
export function planSwap(
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
): ClausePlan | undefined {
  if (!SWAP_WORDS.test(text) || read.targets.length !== 2) return undefined;
  const [first, second] = read.targets as [SectionMention, SectionMention];
  if (!/\b(?:and|with|for)\b/.test(text.slice(first.end, second.index))) return undefined;
  const a = locate(state, page, first.kind);
  const b = locate(state, page, second.kind);
  if (!a || !b) {
    const missing = !a ? first.kind : second.kind;
    return plan({
      notes: [`There is no ${missing.label} to swap.`],
      reason: { code: "noSection", type: missing.type },
    });
  }
  const names = `${theLabel(first.kind)} and ${theLabel(second.kind)}`;
  if (a.page === b.page) {
    const sections = a.page.sections;
    const i = sections.indexOf(a.section);
    const j = sections.indexOf(b.section);
    const [upper, lower] = i < j ? [a.section, b.section] : [b.section, a.section];
    const afterUpper = sections[Math.min(i, j) + 1]!;
    const ops: OpInput[] = [
      { op: "moveSection", sectionId: upper.id, position: { after: lower.id } },
    ];
    if (afterUpper !== lower)
      ops.push({ op: "moveSection", sectionId: lower.id, position: { before: afterUpper.id } });
    return plan({
      ops,
      notes: [`Swapped ${names}${onPage(a.page, page)}.`],
      subjectId: a.section.id,
    });
  }
  return plan({
    ops: [
      {
        op: "addSection",
        page: b.page.name,
        section: copyOf(a.section),
        position: slotOf(b.page, b.section),
      },
      {
        op: "addSection",
        page: a.page.name,
        section: copyOf(b.section),
        position: slotOf(a.page, a.section),
      },
      { op: "removeSection", sectionId: a.section.id },
      { op: "removeSection", sectionId: b.section.id },
    ],
    notes: [
      `Swapped ${names}: ${theLabel(first.kind)} is now on the ${b.page.name} page and ${theLabel(second.kind)} on the ${a.page.name} page.`,
    ],
  });
}

/**
 * "Make a page for the FAQ and move it there": the section the previous clause made a page
 * for leaves its page for that one, in the place of the copy the new page was given.
 */
export function planMoveThere(text: string, state: EditState): ClausePlan | undefined {
  if (
    !state.addedPage ||
    !state.previousId ||
    !/^(?:and\s+|then\s+)*(?:move|put|place|take|bring|shift|relocate)\s+(?:it|them|that|this|those)\s+(?:over\s+)?(?:there|in there|onto it|on it|to it|into it|to that page|on that page)\b/.test(
      text,
    )
  )
    return undefined;
  const from = state.site.pages.find((p) => p.sections.some((s) => s.id === state.previousId));
  const to = state.site.pages.find((p) => sameName(p.name, state.addedPage!));
  const section = from?.sections.find((s) => s.id === state.previousId);
  if (!from || !to || !section || from === to) return undefined;
  // The section takes the place of the new page's own (sample) body of its type.
  const copy = to.sections.find((s) => s.type === section.type);
  const before = copy ? to.sections[to.sections.indexOf(copy) - 1] : undefined;
  const kind = sectionKind(section.type);
  const ops: OpInput[] = [
    ...(copy ? [{ op: "removeSection" as const, sectionId: copy.id }] : []),
    {
      op: "addSection",
      page: to.name,
      section: copyOf(section),
      position: before ? { after: before.id } : { at: "auto" },
    },
    { op: "removeSection", sectionId: section.id },
  ];
  return plan({
    ops,
    notes: [
      `Moved ${kind ? theLabel(kind) : "it"} from the ${from.name} page to the ${to.name} page.`,
    ],
    usedPrevious: true,
  });
}

/**
 * "Put the FAQ on its own page", "move the reviews to the About page": the section leaves its
 * page for another (a new one, with the site's navbar and footer and a menu link).
 */
export function planMoveToPage(
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
): ClausePlan | undefined {
  const own = OWN_PAGE.test(text);
  if (
    !own &&
    !/\b(?:move|put|place|give|take|bring|shift|relocate|make|create|split|turn|pull|break|belongs?|go|goes|live|lives|sit|sits|should be|copy|duplicate|clone|repeat)\b/.test(
      text,
    )
  )
    return undefined;
  const mention = read.targets[0];
  if (!mention || read.targets.length > 1 || isChrome(mention.kind)) return undefined;
  // A page after a moving verb ("move the reviews … to the About page"), or right after
  // "belongs on", "should be on": not "the features on the About page should be dark".
  const isMoveVerb =
    /\b(?:move|put|place|take|bring|shift|relocate|pull|copy|duplicate|clone|repeat)\b/.test(text);
  const afterVerb =
    /\b(?:belongs?|should be|go|goes|live|lives|sit|sits)\s+(?:on|to|in|onto)\s+(?:the\s+|my\s+|our\s+)?([a-z0-9][a-z0-9 &'-]{0,40}?)\s+page\b/.exec(
      text,
    )?.[1];
  const named =
    (isMoveVerb ? TO_PAGE.exec(text)?.[1] : afterVerb) ??
    (/\b(?:to|onto|into|on|over to)\s+(?:the\s+|my\s+|our\s+)?(?:homepage|front page|main page)\b/.test(
      text,
    )
      ? "home"
      : undefined);
  const target = named
    ? state.site.pages.find((p) => sameName(p.name, named) || (named === "home" && p.path === "/"))
    : undefined;
  if (!own && !target) return undefined;
  const found = locate(state, page, mention.kind);
  // "Give me a gallery on the front page": a new one, so it is an add.
  if (!found && /\b(?:an?|some|new|another)\s+(?:\w+\s+)?$/.test(text.slice(0, mention.index)))
    return undefined;
  if (!found)
    return plan({
      notes: [`There is no ${mention.kind.label} to move.`],
      reason: { code: "noSection", type: mention.kind.type },
    });
  if (target && target === found.page && !own) return undefined;
  if (target) {
    if (isSingle(mention.kind.type) && sectionsOfKind(target, mention.kind).length > 0)
      return plan({
        notes: [`The ${target.name} page already has ${theLabel(mention.kind)}.`],
        reason: { code: "already", type: mention.kind.type, page: target.name },
      });
    // "Copy the reviews to the About page", "put the FAQ on the home page too": both keep it.
    const isCopy = /\b(?:copy|duplicate|clone|repeat|too|as well|also)\b/.test(text);
    const placed = positionFor(state, target, text.replace(TO_PAGE, " "), {
      targets: [],
      ...(read.before ? { before: read.before } : {}),
      ...(read.after ? { after: read.after } : {}),
    });
    const add: OpInput = {
      op: "addSection",
      page: target.name,
      section: copyOf(found.section),
      position: placed?.position ?? { at: "auto" },
    };
    const where = placed?.where ? `, ${placed.where}` : "";
    return plan({
      ops: isCopy ? [add] : [{ op: "removeSection", sectionId: found.section.id }, add],
      notes: [
        isCopy
          ? `Copied ${theLabel(mention.kind)} from the ${found.page.name} page to the ${target.name} page${where}.`
          : `Moved ${theLabel(mention.kind)} from the ${found.page.name} page to the ${target.name} page${where}.`,
      ],
    });
  }
  // A page of its own, named as the owner says or after the section.
  const called = /\b(?:called|named|titled)\s+(.+)$/.exec(text)?.[1];
  const name = (
    called
      ? typedValue(called, state)
      : (pageNameOf(mention.kind.type) ?? capitalize(mention.phrase.replace(/\s+section$/, "")))
  ).slice(0, 60);
  if (state.site.pages.some((p) => sameName(p.name, name))) {
    const existing = state.site.pages.find((p) => sameName(p.name, name))!;
    if (existing === found.page)
      return plan({
        notes: [`${capitalize(theLabel(mention.kind))} is already on the ${name} page.`],
        reason: { code: "already", type: mention.kind.type, page: name },
      });
  }
  const home = state.site.pages.find((p) => p.path === "/") ?? state.site.pages[0]!;
  // A page shows the site's own header and footer: it needs copies only of a page's own.
  const navbar = state.site.header
    ? undefined
    : (found.page.sections.find((s) => s.type === "navbar") ??
      home.sections.find((s) => s.type === "navbar"));
  const footer = state.site.footer
    ? undefined
    : (found.page.sections.findLast((s) => s.type === "footer") ??
      home.sections.findLast((s) => s.type === "footer"));
  const link = { text: name, type: "page", pageName: name };
  const pageName = state.site.pages.some((p) => sameName(p.name, name)) ? `${name} page` : name;
  const ops: OpInput[] = [
    {
      op: "addPage",
      page: {
        name: pageName,
        sections: [
          ...(navbar
            ? [
                {
                  type: "navbar",
                  props: {
                    ...clone(navbar.props),
                    links: [...linksOf(navbar), { ...link, text: pageName, pageName }],
                  },
                },
              ]
            : []),
          copyOf(found.section),
          ...(footer ? [copyOf(footer)] : []),
        ],
      },
    },
    { op: "removeSection", sectionId: found.section.id },
  ];
  for (const bar of shownSections(state.site).filter((s) => s.type === "navbar"))
    ops.push({
      op: "addItem",
      sectionId: bar.id,
      list: "links",
      item: { ...link, text: pageName, pageName },
    });
  return plan({
    ops,
    notes: [
      `Moved ${theLabel(mention.kind)} from the ${found.page.name} page to a new ${pageName} page, linked in the menu.`,
    ],
  });
}

const isChrome = (kind: SectionKind) => kind.type === "navbar" || kind.type === "footer";

const linksOf = (navbar: LayoutSection): unknown[] =>
  Array.isArray(navbar.props.links) ? clone(navbar.props.links as unknown[]) : [];
