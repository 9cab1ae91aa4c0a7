import { shownSections } from "../shown-site.js";
import type { LayoutPage, LayoutSection, OpInput } from "@shopwright/site";
import { faqTopicItems, findFaqTopics } from "../faq-topics.js";
import { capitalize, escapeRegExp, readCount, writtenSpan } from "../prompt-text.js";
import * as content from "../section-content.js";
import { findSectionMentions, isOfKind } from "../section-words.js";
import { PRICE_TEXT, figuresFrom } from "./counts.js";
import {
  findItemMentions,
  hasSelector,
  ordinalOf,
  resolveItems,
  whereOf,
  type ItemMention,
  type ResolvedItems,
} from "./item-refs.js";
import {
  describeItem,
  factsOfKind,
  factsOfSection,
  fieldNamed,
  itemName,
  itemsOf,
  listFacts,
  sectionsWithList,
  shortName,
  type ListFacts,
} from "./list-items.js";
import { plan, sameName, typedValue, warn, type ClausePlan, type EditState } from "./state.js";
import { currentPage } from "./targets.js";
import { keywords, matchScore, patternOf } from "./text-match.js";

type ItemVerb = "remove" | "change" | "add" | "move" | "swap" | "reverse" | "sort";

const REMOVE =
  /\b(?:remove|delete|drop|get rid of|take out|take away|take off|hide|ditch|scrap|eliminate|lose|cut|axe|strike|erase|kill)\b|\btake\b.*\b(?:out|off)\b|\b(?:removed|deleted|gone|taken out)\b|\b(?:don't|do not|no longer)\s+(?:want|need|offer|sell|do|have|stock)\b|\b(?:has|have) left\b/;
const SWAP = /\b(?:swap|switch|exchange|trade|flip)\b/;
const REVERSE = /\breverse\b|\bflip the order\b|\bopposite order\b/;
const SORT =
  /\b(?:sort|order|arrange|put)\b.*\b(?:alphabetical(?:ly)?|a to z|a-z|z to a|by (?:name|price|title|cost)|(?:in )?order of (?:price|name|cost)|cheapest first|most expensive first|(?:highest|lowest) (?:price )?first|price order)\b/;
const MOVE =
  /\b(?:move|put|place|shift|bring|push|reorder|make)\b.*\b(?:to the (?:top|bottom|start|end|front|beginning|back)|first|last|up|down|higher|lower|above|below|before|after|position|place|spot)\b/;
const ADD = /\b(?:add|insert|include|append|create|put in|write|new|another|one more)\b/;
const CHANGE =
  /\b(?:change|set|update|edit|rewrite|rename|replace|make|turn|switch|correct|fix|reword|retitle|call|highlight|feature|mark|spotlight)\b|\b(?:(?:should|must|needs? to|has to|have to) (?:say|read|be|cost)|to (?:say|read)|says|reads|read|costs?|is now|are now)\b|\b(?:is|are)\s+(?=[$€£¥]\s?\d|\d)/;
// "a new question", "another plan": the clause adds, whatever its verb ("put a new … first").
const NEW_BEFORE =
  /\b(?:a new|another|one more|an extra|an additional|a further)\s+(?:[a-z«»0-9-]+\s+){0,2}$/;

/** What the clause does to the items it names. */
function itemVerbOf(text: string, mention: ItemMention): ItemVerb | undefined {
  const before = text.slice(0, mention.index);
  if (REVERSE.test(text)) return "reverse";
  if (SORT.test(text)) return "sort";
  if (
    SWAP.test(before) &&
    (/\b(?:and|with)\b/.test(text.slice(Math.max(0, mention.index - 40))) ||
      mention.selector.ordinal?.count === 2)
  )
    return "swap";
  // "Add a question: When is the next drop?": a clause that starts adding adds.
  if (/^(?:please\s+)?(?:add|insert|append|include)\b/.test(text) && !REMOVE.test(before))
    return "add";
  // A remove word after a colon or a quote is the content's, not the clause's verb.
  const head = text.replace(/[:«].*$/, "");
  if (REMOVE.test(before) || (REMOVE.test(head) && !CHANGE.test(before))) return "remove";
  if (
    NEW_BEFORE.test(text.slice(0, mention.nounIndex)) ||
    /^(?:please\s+)?(?:add|insert|append)\b|^(?:please\s+)?(?:put|place)\s+(?:a|an)\s/.test(text)
  )
    return "add";
  if (MOVE.test(text) && /\b(?:move|put|place|shift|bring|push|reorder)\b/.test(before))
    return "move";
  if (/\bmake\b/.test(before) && /\b(?:the )?(?:first|last|top) (?:one|item)\b/.test(text))
    return "move";
  if (CHANGE.test(text) && !/\b(?:add|insert|include|append)\b/.test(before)) return "change";
  if (ADD.test(before)) return "add";
  return undefined;
}

/** The index an ordinal names in a list of `length` items. */
export function indexOf(
  ordinal: { from: "start" | "end" | "middle"; offset: number },
  length: number,
): number {
  if (ordinal.from === "start") return ordinal.offset;
  if (ordinal.from === "middle") return Math.floor((length - 1) / 2);
  return length - 1 - ordinal.offset;
}

/**
 * An item named by its own text without a noun: "remove Lucas from the team", "change
 * Classic to €49/mo". With a list section named, any item whose name is in the clause;
 * without, only names typed with a capital (people, plans, links).
 */
function namedItem(text: string, state: EditState, page: LayoutPage): ItemMention | undefined {
  const sections = findSectionMentions(text);
  const named = sections
    .map((mention) => factsOfKind(mention.kind))
    .filter((facts): facts is ListFacts => facts !== undefined);
  // A clause about a section without items ("the hero button") names none of them.
  if (named.length < sections.length) return undefined;
  const pool = named.length > 0 ? named : listFacts().facts;
  // Only the words before the new value can name the item ("change Classic to …").
  const head = text.replace(/\s(?:to|say|says|read|reads|into|with|as|:)\s.*$/, "");
  let best: { mention: ItemMention; length: number } | undefined;
  // "Move 'Can I return a bouquet?' to the top": a quoted text that is an item.
  const quoted = [...head.matchAll(/«(\d+)»/g)].map((m) =>
    (state.quotes[Number(m[1])] ?? "").toLowerCase(),
  );
  for (const facts of pool) {
    for (const { section } of sectionsWithList(
      state.namedPage ? [page] : state.site.pages,
      page,
      facts,
    )) {
      for (const item of itemsOf(section, facts)) {
        const person = facts.personKey ? String(item[facts.personKey] ?? "") : "";
        const names = [itemName(item, facts), person, person.split(" ")[0] ?? ""].filter(
          (name) => name.trim().length >= 3,
        );
        const main = itemName(item, facts);
        if (quoted.includes(main.toLowerCase())) {
          const at = head.indexOf("«");
          return {
            candidates: [facts],
            noun: facts.noun,
            isPlural: false,
            index: at,
            end: head.indexOf("»", at) + 1,
            nounIndex: at,
            selector: { quoted: main },
            preWords: "",
          };
        }
        for (const name of names) {
          const at = patternOf(`(?<![a-z0-9])${escapeRegExp(name.toLowerCase())}(?![a-z0-9])`).exec(
            head,
          );
          if (!at) continue;
          const typed = writtenSpan(state.original, name.toLowerCase()) ?? "";
          if (named.length === 0 && !/^\p{Lu}/u.test(typed)) continue;
          if (best && best.length >= name.length) continue;
          best = {
            length: name.length,
            mention: {
              candidates: [facts],
              noun: facts.noun,
              isPlural: false,
              index: at.index,
              end: at.index + at[0].length,
              nounIndex: at.index,
              selector:
                name === person || name === person.split(" ")[0]
                  ? { person: name.toLowerCase() }
                  : { quoted: itemName(item, facts) },
              preWords: "",
            },
          };
        }
      }
    }
  }
  return best?.mention;
}

// "… and remove the third": an ordinal alone, about the list the previous clause edited.
const BARE_ORDINAL = new RegExp(
  `^(?:please\\s+)?(?:remove|delete|drop|change|move|rename|take out|get rid of|update|make)\\s+(?:the\\s+)?(first|second|third|fourth|fifth|sixth|last|final|middle|\\d(?:st|nd|rd|th))(?:\\s+one)?\\b`,
);

/** A bare ordinal ("the third") about the list the previous clause was about. */
function previousListMention(text: string, state: EditState): ItemMention | undefined {
  const match = BARE_ORDINAL.exec(text);
  const previous = state.previousId
    ? shownSections(state.site).find((s) => s.id === state.previousId)
    : undefined;
  const facts = previous ? factsOfSection(previous) : undefined;
  if (!match || !facts || findSectionMentions(text).length > 0) return undefined;
  const position = ordinalOf(match[1]!)!;
  const nounIndex = match.index + match[0].length - match[1]!.length;
  return {
    candidates: [facts],
    noun: facts.noun,
    isPlural: false,
    index: nounIndex,
    end: match.index + match[0].length,
    nounIndex,
    selector: { ordinal: { ...position, count: 1 } },
    preWords: "",
  };
}

/** "Add «0» to the FAQ", "add Sara to the team": one new item of a list named after "to". */
function addedToList(text: string): ItemMention | undefined {
  const match =
    /^(?:please\s+)?(?:add|insert|include|append|put)\s+(.+?)\s+(?:to|in|into|on)\s+(?:the\s+|our\s+|my\s+)?(.+)$/.exec(
      text,
    );
  if (!match) return undefined;
  const mention = findSectionMentions(match[2]!)[0];
  // "the menu" is the navbar's list, though "menu" alone names no section.
  const facts = /^(?:main\s+|top\s+)?(?:menu|navigation)\b/.test(match[2]!)
    ? listFacts().facts.find((f) => f.kind.type === "navbar")
    : mention && mention.index === 0
      ? factsOfKind(mention.kind)
      : undefined;
  // A link may be named by a section word ("add Instagram to the menu").
  if (!facts || (facts.list !== "links" && findSectionMentions(match[1]!).length > 0))
    return undefined;
  return {
    candidates: [facts],
    noun: facts.noun,
    isPlural: false,
    index: 0,
    end: text.length,
    nounIndex: match[0].length - match[2]!.length,
    selector: {},
    preWords: match[1]!.replace(/^(?:a|an|the)\s+/, ""),
  };
}

/** Item-level edits: one question, review, plan, feature, link, step or person. */
export function planItemEdit(
  text: string,
  state: EditState,
  page: LayoutPage,
): ClausePlan | undefined {
  const mentions = findItemMentions(text, state);
  // "… and its answer to …": a field of the item the previous clause was about.
  const previous = state.previousItem;
  const its = mentions.find(
    (m) =>
      m.field && !hasSelector(m.selector) && /\b(?:its|their)\s+$/.test(text.slice(0, m.nounIndex)),
  );
  if (its && previous && !previous.isRemoved) {
    its.selector = { quoted: previous.name };
    its.candidates = its.candidates.filter((facts) =>
      state.site.pages.some((p) =>
        p.sections.some((s) => s.id === previous.sectionId && isOfKind(s.type, facts.kind)),
      ),
    );
  }
  // "Lucas has left, remove him from the team": the item the previous clause was about.
  if (mentions.length === 0 && previous && /\b(?:him|her|them|it|that one|this one)\b/.test(text)) {
    const section = state.site.pages
      .flatMap((p) => p.sections)
      .find((s) => s.id === previous.sectionId);
    const facts = section ? factsOfSection(section) : undefined;
    const named = findSectionMentions(text).every((m) => facts && m.kind.type === facts.kind.type);
    if (facts && named) {
      // Already done by the clause before ("has left" removed him).
      if (previous.isRemoved && REMOVE.test(text)) return plan();
      mentions.push({
        candidates: [facts],
        noun: facts.noun,
        isPlural: false,
        index: 0,
        end: 0,
        nounIndex: 0,
        selector: { quoted: previous.name },
        preWords: "",
      });
    }
  }
  if (mentions.length === 0) {
    const elided = previousListMention(text, state);
    if (elided) mentions.push(elided);
  }
  if (mentions.length === 0) {
    const added = addedToList(text);
    if (added) return planAddItem(text, state, page, added);
    const named = namedItem(text, state, page);
    if (!named) return undefined;
    const verb = itemVerbOf(text, named);
    if (verb !== "remove" && verb !== "change" && verb !== "move") return undefined;
    mentions.push(named);
  }
  // "Just the first three questions", "only keep the first 2 plans": the rest goes.
  const keepFirst =
    /\b(?:just|only|keep)\s+(?:keep\s+)?(?:the\s+)?(first|last|top)\s+(two|three|four|five|six|\d{1,2})\b/.exec(
      text,
    );
  if (keepFirst && mentions.length > 0) {
    const found = resolveFirst(mentions[0]!, state, page);
    const count = readCount(keepFirst[2]!);
    if (found && count !== undefined) {
      const items = itemsOf(found.section, found.facts);
      const fromEnd = keepFirst[1] === "last";
      const indices = items
        .map((_, i) => i)
        .filter((i) => (fromEnd ? i < items.length - count : i >= count));
      if (indices.length === 0)
        return plan({
          notes: [
            `${capitalize(whereOf(found.facts.kind.label, found.page, currentPage(state)))} has only ${items.length}.`,
          ],
        });
      return removeItems(state, page, { ...found, indices });
    }
  }
  // "Remove all the reviews except Jenny's": every item but the ones named.
  const except =
    /\b(?:all|every|each|the other)\b.*?\b(?:except|but|apart from|other than|besides|save for|not)\b/.exec(
      text,
    );
  if (except && REMOVE.test(text.slice(0, except.index + except[0].length))) {
    const keep =
      findItemMentions(text.slice(except.index + except[0].length), state)[0] ??
      namedItem(text.slice(except.index + except[0].length), state, page);
    const list = mentions[0] ?? keep;
    const found = list ? resolveFirst(list, state, page) : undefined;
    const kept =
      keep && hasSelector(keep.selector)
        ? resolveItems({ ...keep, isPlural: true }, state, page)
        : undefined;
    if (found && kept && !("problem" in kept) && kept.section === found.section) {
      const items = itemsOf(found.section, found.facts);
      const indices = items.map((_, i) => i).filter((i) => !kept.indices.includes(i));
      if (indices.length === 0)
        return plan({
          notes: ["There is nothing else to remove."],
          reason: { code: "noItem", type: found.facts.kind.type },
        });
      return removeItems(state, page, { ...found, indices });
    }
  }
  // "Remove the second question and the last review": each one named.
  const picked = mentions.filter((m) => hasSelector(m.selector));
  if (picked.length > 1 && itemVerbOf(text, picked[0]!) === "remove" && !SWAP.test(text)) {
    const result = plan();
    const removals: ResolvedItems[] = [];
    for (const mention of picked) {
      const resolved = resolveItems(mention, state, page);
      if ("problem" in resolved) {
        result.notes.push(resolved.problem);
        result.reason ??= resolved.reason;
      } else removals.push(resolved);
    }
    // Later items first, so earlier indices stay right within one list.
    removals.sort((a, b) => Math.max(...b.indices) - Math.max(...a.indices));
    for (const resolved of removals) {
      const done = removeItems(state, page, resolved);
      result.ops.push(...done.ops);
      result.notes.push(...done.notes);
      result.subjectId = done.subjectId;
    }
    return result;
  }
  // An add names its new item first ("a feature … after the first one").
  const mention =
    itemVerbOf(text, mentions[0]!) === "add"
      ? mentions[0]!
      : (mentions.find((m) => hasSelector(m.selector)) ?? mentions[0]!);
  const verb = itemVerbOf(text, mention);
  if (!verb) return undefined;
  switch (verb) {
    case "add":
      return planAddItem(text, state, page, mention);
    case "reverse":
    case "sort":
      return planReorderAll(text, state, page, mention, verb);
    case "swap":
      return planSwapItems(text, state, page, mentions);
    default:
      break;
  }
  if (!hasSelector(mention.selector)) {
    // "remove the team member Lucas": the item's own name may follow the noun.
    const named = namedItem(text, state, page);
    if (named && mention.candidates.some((facts) => named.candidates.includes(facts))) {
      const resolved = resolveItems(named, state, page);
      if (!("problem" in resolved)) {
        if (verb === "remove") return removeItems(state, page, resolved);
        if (verb === "move") return moveItem(text, state, page, named, resolved);
        return (
          highlightItem(text, state, page, resolved) ??
          changeItem(text, state, page, { ...named, field: mention.field }, resolved)
        );
      }
    }
    // "We don't do weddings anymore, remove that question": the words of the clause before.
    const before = text.slice(Math.max(0, mention.nounIndex - 12), mention.nounIndex);
    if (/\b(?:that|this|the same)\s+$/.test(before) && state.previousText) {
      const words = keywords(state.previousText);
      const resolved =
        words.length > 0
          ? resolveItems({ ...mention, selector: { words } }, state, page)
          : undefined;
      if (resolved && !("problem" in resolved)) {
        const done =
          verb === "remove"
            ? removeItems(state, page, resolved)
            : verb === "move"
              ? moveItem(text, state, page, mention, resolved)
              : changeItem(text, state, page, mention, resolved);
        return { ...done, usedPrevious: true };
      }
    }
    // "remove the question" with a list of several: ask which, rather than guess.
    if (mention.isPlural || mention.field) return undefined;
    const found = resolveFirst(mention, state, page);
    if (!found) return undefined;
    const items = itemsOf(found.section, found.facts);
    if (items.length === 1 && verb === "remove") {
      return removeItems(state, page, { ...found, indices: [0] });
    }
    const names = items.slice(0, 5).map((item) => shortName(item, found.facts));
    return plan({
      notes: [
        `Which ${found.facts.noun} do you mean? ${capitalize(whereOf(found.facts.kind.label, found.page, page))} has ${sentenceList(names)}.`.replace(
          /\.+$/,
          ".",
        ),
      ],
      suggestions: [
        `${capitalize(verb)} the first ${found.facts.noun}`,
        `${capitalize(verb)} the last ${found.facts.noun}`,
      ],
      reason: { code: "which", type: found.facts.kind.type },
    });
  }
  const resolved = resolveItems(mention, state, page);
  if ("problem" in resolved) {
    // "the bio of the team section": a field word that picks no item is the section's.
    if (mention.field && findSectionMentions(mention.selector.phrase ?? "").length > 0)
      return undefined;
    return plan({
      notes: [resolved.problem],
      suggestions: resolved.suggestions,
      reason: resolved.reason,
    });
  }
  switch (verb) {
    case "remove":
      // "Remove the answer to the first question": that field, not the question.
      if (mention.field && mention.field !== resolved.facts.fields[0]!.key) {
        const emptied = updateItems(state, page, resolved, { [mention.field]: "" }, "");
        const item = itemsOf(resolved.section, resolved.facts)[resolved.indices[0]!]!;
        return {
          ...emptied,
          notes: [
            `Removed the ${fieldLabel(mention.field)} of ${describeItem(item, resolved.facts)} in ${inWhere(resolved, state)}.`,
          ],
        };
      }
      return removeItems(state, page, resolved);
    case "move":
      return moveItem(text, state, page, mention, resolved);
    default:
      return (
        highlightItem(text, state, page, resolved) ??
        changeItem(text, state, page, mention, resolved)
      );
  }
}

const HIGHLIGHT =
  /\b(?:most popular|featured|feature|highlight(?:ed)?|recommended|best value|stand out|spotlight|star)\b/;

/** "Make the Grand plan the most popular": the list's one highlighted item moves to it. */
function highlightItem(
  text: string,
  state: EditState,
  page: LayoutPage,
  resolved: ResolvedItems,
): ClausePlan | undefined {
  const flag = resolved.facts.flagKey;
  if (!flag || !HIGHLIGHT.test(text.replace(/\bfeatures?\s+(?:section|list)\b/g, "")))
    return undefined;
  const index = resolved.indices[0]!;
  const items = itemsOf(resolved.section, resolved.facts);
  const ops = reorderOps(state, resolved, (list) =>
    list.map((item, i) => {
      const { [flag]: _was, ...rest } = item;
      return i === index ? { ...rest, [flag]: true } : rest;
    }),
  );
  return plan({
    ops,
    notes: [
      `Highlighted ${describeItem(items[index]!, resolved.facts)} in ${inWhere(resolved, state)}.`,
    ],
    subjectId: resolved.section.id,
  });
}

function resolveFirst(mention: ItemMention, state: EditState, page: LayoutPage) {
  for (const facts of mention.candidates) {
    for (const p of [page, ...state.site.pages.filter((other) => other !== page)]) {
      const section = p.sections.find((s) => isOfKind(s.type, facts.kind));
      if (section) return { facts, section, page: p };
    }
  }
  return undefined;
}

/** Navbar and footer repeat on every page: the same item in each copy, matched by its text. */
function copiesOf(
  state: EditState,
  resolved: ResolvedItems,
): { section: LayoutSection; indices: number[] }[] {
  const { facts, section, indices } = resolved;
  if (facts.kind.type !== "navbar" && facts.kind.type !== "footer") return [{ section, indices }];
  const names = itemsOf(section, facts).map((item) => itemName(item, facts).toLowerCase());
  const wanted = indices.map((i) => names[i]);
  const copies: { section: LayoutSection; indices: number[] }[] = [];
  for (const other of shownSections(state.site)) {
    if (!isOfKind(other.type, facts.kind)) continue;
    const otherNames = itemsOf(other, facts).map((item) => itemName(item, facts).toLowerCase());
    const found =
      other === section ? indices : wanted.map((name) => otherNames.indexOf(name ?? ""));
    if (found.every((i) => i >= 0)) copies.push({ section: other, indices: found });
  }
  return copies;
}

// Where the items are, for replies: the page is named when it is not the one in view.
const inWhere = (resolved: ResolvedItems, state: EditState) =>
  resolved.facts.kind.type === "navbar"
    ? "the menu"
    : resolved.facts.kind.type === "footer"
      ? "the footer"
      : whereOf(resolved.facts.kind.label, resolved.page, currentPage(state));

function removeItems(state: EditState, page: LayoutPage, resolved: ResolvedItems): ClausePlan {
  const { facts } = resolved;
  const items = itemsOf(resolved.section, facts);
  const ops: OpInput[] = [];
  for (const copy of copiesOf(state, resolved)) {
    for (const index of [...copy.indices].sort((a, b) => b - a))
      ops.push({ op: "removeItem", sectionId: copy.section.id, list: facts.list, index });
  }
  const names = resolved.indices.map((i) => describeItem(items[i]!, facts));
  return plan({
    ops,
    notes: [`Removed ${names.join(" and ")} from ${inWhere(resolved, state)}.`],
    subjectId: resolved.section.id,
    subjectItem: {
      sectionId: resolved.section.id,
      name: itemName(items[resolved.indices[0]!]!, facts),
      isRemoved: true,
    },
  });
}

// ————— changing one field of an item —————

const VALUE_AFTER =
  /^(?:'s|')?\s*(?:([a-z][a-z ]{0,20}?)\s+)?(?:to say|to read|to be called|to be|to|into|as|with|:|=|should be called|should be named|(?:should|must|needs? to|has to|have to) (?:say|read|be|cost)|say|says|read|reads|costs?|is now|are now|now|is|are)\s*:?\s+(.+)$/;
const PRICE = new RegExp(`^(?:${PRICE_TEXT}|free)$`, "i");

/** A bare amount written into a price keeps that price's symbol and period: 25 → $25/mo. */
function priceLike(value: string, current: unknown): string {
  const amount = /^(\d[\d.,]*)(?:\s*(?:a|per|\/)\s*(?:month|mo))?$/i.exec(value.trim())?.[1];
  if (!amount || typeof current !== "string" || !/\d/.test(current)) return value;
  return current.replace(/\d[\d.,]*/, amount);
}

function changeItem(
  text: string,
  state: EditState,
  page: LayoutPage,
  mention: ItemMention,
  resolved: ResolvedItems,
): ClausePlan {
  const { facts } = resolved;
  const after = text.slice(mention.end);
  const before = text.slice(0, mention.index);
  let match = VALUE_AFTER.exec(after);
  let raw = match?.[2];
  const lead = /\b([a-z]+)(?:\s+([a-z]+))?\s+(?:of|for|on|to|in|under)\s+(?:the\s+)?$/.exec(before);
  const fieldWord =
    match?.[1] ??
    (lead
      ? [lead[2] ? `${lead[1]} ${lead[2]}` : undefined, lead[2] ?? lead[1]].find(
          (word) => word !== undefined && fieldNamed(word, facts) !== undefined,
        )
      : undefined);
  if (!raw && /\b(?:make|set|call|name)\b/.test(before)) {
    // "make the second plan $25": the value follows the reference.
    match = /^\s+(.+)$/.exec(after);
    raw = match?.[1];
  }
  if (!raw) {
    return plan({
      notes: [
        `What should ${describeItem(itemsOf(resolved.section, facts)[resolved.indices[0]!]!, facts)} say instead?`,
      ],
      suggestions: [`Change the ${mention.noun} to “…”`],
      reason: { code: "askText", type: facts.kind.type },
    });
  }
  raw = raw.replace(/\s+(?:please|instead|thanks|thank you)$/, "");
  // "The first feature should be about our eco packaging": its topic, "Eco packaging".
  if (/\b(?:be|is)\s+$/.test(after.slice(0, after.lastIndexOf(raw))))
    raw = raw.replace(/^about\s+(?:our|my|the|your)?\s*/, "");
  // "Make the first review shorter": a wish about the words, not the words.
  if (
    !/«\d+»/.test(raw) &&
    /^(?:a (?:bit|little) |much |way )?(?:shorter|longer|better|nicer|catchier|punchier|snappier|clearer|simpler|friendlier|bigger|smaller|bolder|more \w+|less \w+)$/.test(
      raw.trim(),
    )
  ) {
    const name = describeItem(itemsOf(resolved.section, facts)[resolved.indices[0]!]!, facts);
    return plan({
      notes: [
        `I don't rewrite text on my own: tell me what ${name} should say, for example “Change the ${mention.noun} to …”.`,
      ],
      suggestions: [`Change the ${mention.noun} to …`],
      reason: { code: "askText", type: facts.kind.type },
    });
  }
  const value = typedValue(raw, state).slice(0, 1000);
  const item = itemsOf(resolved.section, facts)[resolved.indices[0]!]!;
  let key = mention.field ?? (fieldWord ? fieldNamed(fieldWord, facts) : undefined);
  if (!key && /\b(?:cost|costs|price|priced)\b/.test(text)) key = fieldNamed("price", facts);
  if (!key && PRICE.test(value.trim()) && facts.fields.some((f) => f.key === "price"))
    key = "price";
  if (!key && facts.kind.type === "faq" && /\banswer\b/.test(text)) key = "answer";
  // A web address goes where the link points, as typed.
  const address = /^https?:\/\/\S+$/i.test(value.trim())
    ? (writtenSpan(state.original, raw.trim()) ?? value.trim())
    : undefined;
  if (address && facts.fields.some((f) => f.key === "url")) {
    const patch: Record<string, unknown> =
      facts.kind.type === "navbar" ? { url: address, type: "external" } : { url: address };
    return updateItems(state, page, resolved, patch, address, " address");
  }
  if (!key && facts.kind.type === "stats") {
    const figure = figuresFrom(raw)[0];
    if (figure)
      return updateItems(state, page, resolved, figure, `“${figure.value} ${figure.label}”`);
  }
  key ??= facts.fields[0]!.key;
  const written = key === "price" ? priceLike(value, item.price) : value;
  const fieldName = key === facts.fields[0]!.key ? "" : ` ${fieldLabel(key)}`;
  return updateItems(state, page, resolved, { [key]: written }, `“${written}”`, fieldName);
}

const fieldLabel = (key: string) =>
  ({ buttonText: "button", url: "link" })[key] ?? key.replace(/([A-Z])/g, " $1").toLowerCase();

function updateItems(
  state: EditState,
  page: LayoutPage,
  resolved: ResolvedItems,
  patch: Record<string, unknown>,
  shown: string,
  fieldName = "",
): ClausePlan {
  const { facts } = resolved;
  const item = itemsOf(resolved.section, facts)[resolved.indices[0]!]!;
  const main = facts.fields[0]!.key;
  const ops: OpInput[] = [];
  for (const copy of copiesOf(state, resolved)) {
    for (const index of copy.indices)
      ops.push({
        op: "updateItem",
        sectionId: copy.section.id,
        list: facts.list,
        index,
        // The item's main text goes along: a type's item reader needs it to keep the patch.
        // An item the owner rewrote is theirs, no longer a sample.
        item: {
          [main]: item[main] ?? "",
          ...patch,
          ...(item.sample === true ? { sample: false } : {}),
        },
      });
  }
  return plan({
    ops,
    notes: [
      `Changed${fieldName ? ` the${fieldName} of` : ""} ${describeItem(item, facts)} in ${inWhere(resolved, state)} to ${shown}.`,
    ],
    subjectId: resolved.section.id,
    subjectItem: {
      sectionId: resolved.section.id,
      name: String(patch[main] ?? item[main] ?? ""),
      isRemoved: false,
    },
  });
}

// ————— moving items within their list —————

function targetIndex(
  text: string,
  state: EditState,
  page: LayoutPage,
  mention: ItemMention,
  resolved: ResolvedItems,
  length: number,
): number | undefined {
  const rest = text.slice(mention.end);
  const from = resolved.indices[0]!;
  if (/\b(?:to the (?:very )?(?:top|start|front|beginning)|first|at the top)\b/.test(rest))
    return 0;
  if (/\b(?:to the (?:very )?(?:bottom|end|back)|last|at the bottom|at the end)\b/.test(rest))
    return length - 1;
  if (/\b(?:up|higher|earlier)\b/.test(rest)) return Math.max(0, from - 1);
  if (/\b(?:down|lower|later)\b/.test(rest)) return Math.min(length - 1, from + 1);
  const position =
    /\b(?:to|in|into|at)?\s*(?:the\s+)?([a-z0-9]+)\s+(?:place|position|spot|slot)\b/.exec(
      rest,
    )?.[1];
  const ordinal = position ? ordinalOf(position) : undefined;
  if (ordinal) return indexOf(ordinal, length);
  const numbered = /\bposition\s+(\d{1,2})\b/.exec(rest)?.[1];
  if (numbered) return Number(numbered) - 1;
  // "above the question about returns", "after the Plus plan".
  const anchor = findItemMentions(rest, state).find((m) => hasSelector(m.selector));
  const relation = /\b(above|before|ahead of|below|after|under|beneath|behind)\b/.exec(rest)?.[1];
  if (anchor && relation) {
    const target = resolveItems(anchor, state, page);
    if (!("problem" in target) && target.section === resolved.section) {
      const at = target.indices[0]!;
      const isBefore = /^(?:above|before|ahead of)$/.test(relation);
      const index = isBefore ? at : at + 1;
      return from < index ? index - 1 : index;
    }
  }
  return undefined;
}

function reorderOps(
  state: EditState,
  resolved: ResolvedItems,
  order: (items: Record<string, unknown>[]) => Record<string, unknown>[],
): OpInput[] {
  const { facts } = resolved;
  const first = itemsOf(resolved.section, facts);
  const names = first.map((item) => itemName(item, facts));
  const ops: OpInput[] = [];
  for (const section of shownSections(state.site)) {
    if (section !== resolved.section) {
      const isChrome = facts.kind.type === "navbar" || facts.kind.type === "footer";
      if (!isChrome || !isOfKind(section.type, facts.kind)) continue;
      const other = itemsOf(section, facts).map((item) => itemName(item, facts));
      if (other.join("\n") !== names.join("\n")) continue;
    }
    ops.push({
      op: "updateSection",
      sectionId: section.id,
      props: { [facts.list]: order(itemsOf(section, facts)) },
    });
  }
  return ops;
}

function moveItem(
  text: string,
  state: EditState,
  page: LayoutPage,
  mention: ItemMention,
  resolved: ResolvedItems,
): ClausePlan {
  const items = itemsOf(resolved.section, resolved.facts);
  const from = resolved.indices[0]!;
  const to = targetIndex(text, state, page, mention, resolved, items.length);
  const name = describeItem(items[from]!, resolved.facts);
  if (to === undefined)
    return plan({
      notes: [`Where should ${name} go?`],
      suggestions: [`Move the ${mention.noun} to the top`, `Move the ${mention.noun} to the end`],
      reason: { code: "askPlace", type: resolved.facts.kind.type },
    });
  if (to === from)
    return plan({
      notes: [`${capitalize(name)} is already there.`],
      reason: { code: "already", type: resolved.facts.kind.type },
      subjectId: resolved.section.id,
    });
  const ops = reorderOps(state, resolved, (list) => {
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next;
  });
  const where =
    to === 0 ? "to the top" : to === items.length - 1 ? "to the end" : `to place ${to + 1}`;
  return plan({
    ops,
    notes: [`Moved ${name} ${where} of ${inWhere(resolved, state)}.`],
    subjectId: resolved.section.id,
  });
}

// "swap the first and second plans", "swap the Petite and Classic plans": two references
// around "and" before one plural noun.
const TWO_REFS =
  /\b(?:swap|switch|exchange|trade|flip)\s+(?:the\s+)?(?:positions of\s+(?:the\s+)?)?([a-z0-9'-]+(?:[\s-]to[\s-]last)?)\s+(?:and|with)\s+(?:the\s+)?([a-z0-9'-]+(?:[\s-]to[\s-]last)?)\s+[a-z-]+?s?\b/;

function planSwapItems(
  text: string,
  state: EditState,
  page: LayoutPage,
  mentions: ItemMention[],
): ClausePlan | undefined {
  let pair: [number, number] | undefined;
  let resolved: ResolvedItems | undefined;
  const selected = mentions.filter((m) => hasSelector(m.selector));
  const first = mentions[0]!;
  const found = resolveFirst(first, state, page);
  if (selected.length >= 2) {
    const a = resolveItems(selected[0]!, state, page);
    const b = resolveItems(selected[1]!, state, page);
    if ("problem" in a) return plan({ notes: [a.problem], reason: a.reason });
    if ("problem" in b) return plan({ notes: [b.problem], reason: b.reason });
    if (a.section !== b.section)
      return plan({ notes: ["Those two are in different sections, so I can't swap them."] });
    resolved = a;
    pair = [a.indices[0]!, b.indices[0]!];
  } else if (found && first.selector.ordinal && first.selector.ordinal.count === 2) {
    // "switch the first two plans"
    const length = itemsOf(found.section, found.facts).length;
    const at = indexOf(first.selector.ordinal, length);
    const start = first.selector.ordinal.from === "end" ? at - 1 : at;
    pair = [start, start + 1];
    resolved = { ...found, indices: [start] };
  } else if (found) {
    const two = TWO_REFS.exec(text);
    if (!two) return undefined;
    const items = itemsOf(found.section, found.facts);
    const pick = (word: string): number | undefined => {
      const ordinal =
        ordinalOf(word) ??
        (/^\d{1,2}$/.test(word) ? { from: "start" as const, offset: Number(word) - 1 } : undefined);
      if (ordinal) return indexOf(ordinal, items.length);
      const index = items.findIndex((item) => itemName(item, found.facts).toLowerCase() === word);
      return index >= 0 ? index : undefined;
    };
    const i = pick(two[1]!);
    const j = pick(two[2]!);
    if (i === undefined || j === undefined) return undefined;
    pair = [i, j];
    resolved = { ...found, indices: [i] };
  }
  if (!pair || !resolved) return undefined;
  const [i, j] = pair;
  const items = itemsOf(resolved.section, resolved.facts);
  if ([i, j].some((n) => n < 0 || n >= items.length))
    return plan({
      notes: [
        `${capitalize(whereOf(resolved.facts.kind.label, resolved.page, page))} has only ${items.length}.`,
      ],
    });
  const ops = reorderOps(state, resolved, (list) => {
    const next = [...list];
    [next[i], next[j]] = [next[j]!, next[i]!];
    return next;
  });
  return plan({
    ops,
    notes: [
      `Swapped ${describeItem(items[i]!, resolved.facts)} and ${shortName(items[j]!, resolved.facts)} in ${inWhere(resolved, state)}.`,
    ],
    subjectId: resolved.section.id,
  });
}

function planReorderAll(
  text: string,
  state: EditState,
  page: LayoutPage,
  mention: ItemMention,
  verb: "reverse" | "sort",
): ClausePlan | undefined {
  const found = resolveFirst(mention, state, page);
  if (!found) return undefined;
  const resolved = { ...found, indices: [0] };
  const byPrice = /\bprice|\bcost|cheapest|expensive/.test(text);
  const isDescending = /\b(?:most expensive|highest|z to a|descending|reverse)\b/.test(text);
  const amount = (item: Record<string, unknown>) =>
    Number(/\d[\d.,]*/.exec(String(item.price ?? ""))?.[0].replace(/,/g, "") ?? Infinity);
  const ops = reorderOps(state, resolved, (list) =>
    verb === "reverse"
      ? [...list].reverse()
      : [...list].sort(
          (a, b) =>
            (isDescending ? -1 : 1) *
            (byPrice
              ? amount(a) - amount(b)
              : itemName(a, found.facts).localeCompare(itemName(b, found.facts))),
        ),
  );
  const what = `the ${found.facts.noun}s in ${inWhere(resolved, state)}`;
  return plan({
    ops,
    notes: [
      verb === "reverse"
        ? `Reversed the order of ${what}.`
        : `Sorted ${what} ${byPrice ? (isDescending ? "from the highest price" : "from the lowest price") : "alphabetically"}.`,
    ],
    subjectId: found.section.id,
  });
}

// ————— adding one item —————

const NAMED =
  /\b(?:called|named|titled|labell?ed|saying|that says|reading|asking|with the (?:title|name|text|question))\s+(.+)$|:\s*(.+)$/;
const MONEY =
  /(?:[$€£¥]\s?\d[\d.,]*|\b\d[\d.,]*\s?(?:[$€£¥]|eur\b|euros?\b|usd\b|dollars?\b|pounds?\b|gbp\b))(?:\s?(?:\/|per|a|an)\s?(?:mo|month|yr|year|week|wk|day|session|class)\b)?|\bfree\b/;

const quoteAt = (state: EditState, text: string, n: number) => {
  const all = [...text.matchAll(/«(\d+)»/g)].map((m) => state.quotes[Number(m[1])] ?? "");
  return all[n];
};

/** The text after "called …", "saying …" or a colon, cut before position words. */
function namedText(rest: string, state: EditState): string | undefined {
  const match = NAMED.exec(rest);
  const raw = (match?.[1] ?? match?.[2])
    ?.replace(
      /\s+(?:at the (?:top|start|beginning|end|bottom)|first|last|to the (?:faq|footer|menu|list|team|plans?)|as the \w+ (?:one|\w+)|(?:after|before|above|below|under) the .*|in the .*|on the .*|between .*|with (?:the )?answer.*|and (?:the )?answer.*|for [$€£\d].*|at [$€£\d].*)$/,
      "",
    )
    .trim();
  if (!raw) return undefined;
  return typedValue(raw, state);
}

function insertIndex(
  text: string,
  state: EditState,
  page: LayoutPage,
  mention: ItemMention,
  section: LayoutSection,
  facts: ListFacts,
): number | undefined {
  const items = itemsOf(section, facts);
  const length = items.length;
  if (
    /\b(?:at|to) the (?:very )?(?:top|start|beginning|front)\b|\bas the first\b|\bfirst\b(?!\s+(?:one|item|entry)\b)(?![\s-]+time)/.test(
      text.replace(/\b(?:after|before|below|above) the first\b/g, ""),
    ) &&
    !/\b(?:after|below|under|following)\b/.test(text)
  )
    return 0;
  const place = /\bas (?:the )?([a-z0-9-]+(?:[\s-]to[\s-]last)?)\b/.exec(text);
  const ordinal = (place ? ordinalOf(place[1]!) : undefined) ?? mention.selector.ordinal;
  if (
    ordinal &&
    !/\b(?:after|before|below|above|under)\s+(?:the\s+)?(?:first|second|third|last)\b/.test(text)
  )
    return Math.max(0, Math.min(indexOf(ordinal, length + 1), length));
  // "between the second and third": before the later one.
  const between =
    /\bbetween\s+(?:the\s+)?([a-z0-9-]+)(?:\s+[a-z]+)?\s+and\s+(?:the\s+)?([a-z0-9-]+)\b/.exec(
      text,
    );
  const ends = between ? [ordinalOf(between[1]!), ordinalOf(between[2]!)] : [];
  if (ends[0] && ends[1]) return Math.max(indexOf(ends[0], length), indexOf(ends[1], length));
  const relation =
    /\b(above|before|ahead of|below|after|under|beneath|following)\s+(?:the\s+)?(.+)$/.exec(
      text.slice(mention.nounIndex),
    );
  if (!relation) return undefined;
  const isBefore = /^(?:above|before|ahead of)$/.test(relation[1]!);
  const words = relation[2]!;
  const position = /^([a-z0-9-]+(?:[\s-]to[\s-]last)?)(?:\s+(?:one|item|entry|[a-z]+))?$/.exec(
    words,
  );
  const named = position ? ordinalOf(position[1]!) : undefined;
  let at: number | undefined;
  if (named) at = indexOf(named, length);
  else {
    const anchor = findItemMentions(words, state).find((m) => hasSelector(m.selector));
    const target = anchor ? resolveItems(anchor, state, page) : undefined;
    if (target && !("problem" in target) && target.section === section) at = target.indices[0];
    else {
      // "after Same-day delivery": the item whose text it is.
      const wanted = keywords(words);
      let best = 0.5;
      items.forEach((item, index) => {
        const score = matchScore(wanted, itemName(item, facts));
        if (score >= best) {
          best = score + 1e-9;
          at = index;
        }
      });
    }
  }
  if (at === undefined) return undefined;
  return isBefore ? at : at + 1;
}

/** A new item from what the clause gives; a reply when the owner must say more. */
function newItem(
  text: string,
  state: EditState,
  page: LayoutPage,
  mention: ItemMention,
  facts: ListFacts,
):
  | { item: Record<string, unknown>; shown: string; isSample?: boolean }
  | { ask: string }
  | undefined {
  const rest = text.slice(mention.nounIndex);
  // What the owner typed in quotes is the content, wherever it stands in the clause.
  const quoted = (n: number) => quoteAt(state, text, n);
  const named = () => quoted(0) ?? namedText(rest, state);
  const pre = mention.preWords.replace(/^(?:new|another|extra|more)\s+/, "");
  const preQuote = /«(\d+)»/.exec(pre);
  const preName =
    preQuote !== null
      ? state.quotes[Number(preQuote[1])]
      : pre && !/^(?:one|single|short|quick|simple)$/.test(pre) && !ordinalOf(pre)
        ? typedValue(pre, state)
        : undefined;
  switch (facts.kind.type) {
    case "faq": {
      // "add the question do you deliver on sundays? with the answer …"
      const asked =
        /^[a-z-]+\s+(?:asking\s+)?(?:if\s+)?((?:do|does|can|is|are|how|what|when|where|why|which|will|who|should|could|would|may)\b.+?)(?:\?|(?=\s+(?:with|and)\s+(?:the\s+|an?\s+)?(?:answer|reply))|$)/.exec(
          rest,
        )?.[1];
      const question =
        quoted(0) ?? namedText(rest, state) ?? (asked ? typedValue(asked, state) : undefined);
      if (!question) {
        const topics = findFaqTopics(rest);
        if (topics.length === 0) return undefined;
        const item = faqTopicItems(topics, state.industry)[0]!;
        return {
          item: { ...item, ...content.SAMPLE },
          shown: `“${item.question}”`,
          isSample: true,
        };
      }
      const answerMatch =
        /\b(?:answer(?:ed)?|reply|response)(?:\s+(?:is|of|being|as|with))?\s*[:,-]?\s+(.+)$/.exec(
          rest,
        );
      // "Do you deliver to Antwerp? Yes, twice a week.": the answer follows the question mark.
      const afterMark = /\?\s+(?!answer\b)(.+)$/.exec(rest)?.[1];
      const answer =
        quoted(1) ??
        (answerMatch
          ? typedValue(answerMatch[1]!, state)
          : afterMark
            ? typedValue(afterMark, state)
            : "");
      const cut = question.replace(/\?.*$/, "?").replace(/\s+answer\b.*$/i, "");
      const written =
        /[?]$/.test(cut) ||
        !/^(?:do|does|can|is|are|how|what|when|where|why|which|will|who|should|could|would|may)\b/i.test(
          question,
        )
          ? cut
          : `${cut}?`;
      return { item: { question: written, answer: capitalize(answer) }, shown: `“${written}”` };
    }
    case "testimonials": {
      const quote = quoted(0) ?? /:\s*(.+)$/.exec(rest)?.[1];
      const author =
        mention.selector.person ??
        /«\d+»\s*(?:-|,|by)\s*([a-z][a-z'-]*(?:\s+[a-z]\.)?)\s*$/.exec(text)?.[1] ??
        /\b(?:by|from)\s+([a-z][a-z'-]*(?:\s+[a-z]\.)?)(?=\s|$|[,:;.])/.exec(
          text.replace(/«\d+»/g, ""),
        )?.[1];
      // Nothing given: the section-level add offers a sample review.
      if (!quote && !author) return undefined;
      if (!quote || !author)
        return {
          ask: `Who said it and what did they say? For example: Add a review from Jenny: “Lovely flowers, delivered on time.”`,
        };
      const name =
        state.original.match(
          new RegExp(`\\b(${author.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})\\b`, "i"),
        )?.[1] ?? author;
      return {
        item: { quote: quoted(0) ?? typedValue(quote, state), author: capitalize(name), rating: 5 },
        shown: `from ${capitalize(name)}`,
      };
    }
    case "pricing": {
      const name = (quoted(0) ?? namedText(rest.replace(MONEY, ""), state) ?? preName)
        ?.replace(/[\s,;:-]+(?:at|for|costing|priced at)?[\s,;:-]*$/i, "")
        .replace(/\s+(?:subscription|plan|tier)$/i, "")
        .trim();
      const price = MONEY.exec(text)?.[0];
      if (!name || !price)
        return {
          ask: `What is the plan called and what does it cost? For example: Add a plan called Pro at $49/mo.`,
        };
      const shownPrice = typedValue(price, state);
      return {
        item: {
          name,
          price: shownPrice,
          features: [],
          buttonText: `Choose ${name}`,
          buttonLink: "#",
        },
        shown: `“${name}” at ${shownPrice}`,
      };
    }
    case "navbar":
    case "footer": {
      const url = /\bhttps?:\/\/[^\s)"'\u201d]+/.exec(state.original)?.[0];
      const bare = text.replace(/\(?\s*https?:\/\/[^\s)]+\s*\)?:?/g, " ").replace(/\s+/g, " ");
      const labelled =
        /\b(?:called|named|labell?ed|saying|with the (?:text|label))\s+([a-z0-9 &'-]+?)(?=\s+(?:in|on|to|at|pointing|linking|going|that|which)\b|[,.]|$)/.exec(
          bare,
        )?.[1];
      // "a 'Lookbook' link … pointing to the About page": the label and where it goes.
      const destinationPage =
        [
          ...bare.matchAll(
            /\b(?:pointing to|linking to|that goes to|going to|to|for)\s+(?:the\s+|our\s+|my\s+)?([a-z0-9&'-]+(?:\s+[a-z0-9&'-]+)?)(?:\s+page)?\b/g,
          ),
        ]
          .map((m) =>
            state.site.pages.find(
              (p) => sameName(p.name, m[1]!) || sameName(p.name, m[1]!.split(" ")[0]!),
            ),
          )
          .find((p) => p !== undefined) ??
        // "… to the About page" was read as the clause's page: that is where the link goes.
        (state.namedPage ? state.site.pages.find((p) => p.name === state.namedPage) : undefined);
      // "a Wholesale link to the Contact page": the word before "link" is its label.
      const label =
        quoted(0) ??
        (labelled ? typedValue(labelled, state) : undefined) ??
        (preName && !/^(?:footer|menu|nav|navbar|page)$/i.test(preName) ? preName : undefined) ??
        destinationPage?.name;
      if (destinationPage && label) {
        const links = sectionsWithList(state.site.pages, page, facts)[0];
        const already = links
          ? itemsOf(links.section, facts).some(
              (link) => link.pageName === destinationPage.name || link.url === destinationPage.path,
            )
          : false;
        if (already && label === destinationPage.name)
          return {
            ask: `${facts.kind.type === "navbar" ? "The menu" : "The footer"} already links to the ${destinationPage.name} page.`,
          };
        return {
          item:
            facts.kind.type === "navbar"
              ? { text: label, type: "page", pageName: destinationPage.name }
              : { text: label, url: destinationPage.path },
          shown:
            label === destinationPage.name
              ? `to the ${label} page`
              : `“${label}” (the ${destinationPage.name} page)`,
        };
      }
      const target =
        quoted(0) ??
        labelled ??
        /\b(?:to|for)\s+(?:the\s+|our\s+|my\s+)?([a-z0-9 &'-]+?)(?:\s+page)?(?=\s+(?:in|on|to|at)\b|$)/.exec(
          bare.slice(bare.indexOf(mention.noun)),
        )?.[1] ??
        (preName && !/^(?:https?|link)/.test(pre) ? pre.replace(/\s*\(.*$/, "") : undefined);
      const linked = target ? state.site.pages.find((p) => sameName(p.name, target)) : undefined;
      if (linked) {
        return {
          item:
            facts.kind.type === "navbar"
              ? { text: linked.name, type: "page", pageName: linked.name }
              : { text: linked.name, url: linked.path },
          shown: `to the ${linked.name} page`,
        };
      }
      if (url) {
        const label =
          target && !/^https?:|^(?:the )?(?:menu|navigation|nav|footer)$/.test(target.trim())
            ? typedValue(target.trim(), state)
            : url.replace(/^https?:\/\/(?:www\.)?/, "").split(/[/?#]/)[0]!;
        return {
          item:
            facts.kind.type === "navbar"
              ? { text: label, type: "external", url }
              : { text: label, url },
          shown: `“${label}”`,
        };
      }
      return {
        ask: `Where should the link go? Name one of your pages (${state.site.pages.map((p) => p.name).join(", ")}) or paste its web address.`,
      };
    }
    case "team": {
      // "Add Sofie as a florist to the team": a name, then maybe a role.
      const named =
        /^([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)(?:,?\s+(?:as|our|the|who is)\s+(?:an?\s+|our\s+|the\s+)?([a-z][a-z -]{1,40}))?$/.exec(
          pre,
        );
      const name =
        quoted(0) ??
        /\b(?:called|named)\s+([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)/.exec(rest)?.[1] ??
        (preName && named ? named[1] : undefined);
      if (!name)
        return {
          ask: "What is their name? For example: Add a team member named Ana, our head florist.",
        };
      const written = typedValue(name, state);
      const role =
        /\b(?:as (?:our|the|a|an)?|who is (?:our|the|a|an)?|,\s*(?:our|the|a|an))\s*([a-z][a-z -]{1,40}?)(?=\s+(?:to|in|on)\b|$)/.exec(
          rest,
        )?.[1] ?? named?.[2];
      return {
        item: { name: written, ...(role ? { role: typedValue(role, state) } : {}) },
        shown: `“${written}”`,
      };
    }
    case "stats": {
      const figure = figuresFrom(rest.replace(/^[a-z]+s?\s*[:-]?\s*/, ""))[0];
      if (!figure) return undefined;
      return { item: figure, shown: `“${figure.value} ${figure.label}”` };
    }
    default: {
      const about = /\b(?:about|on|for)\s+(?:our\s+|the\s+|my\s+|your\s+)?(.+)$/.exec(rest)?.[1];
      const title =
        named() ??
        preName ??
        (about ? capitalize(namedText(`: ${about}`, state) ?? "") : undefined);
      if (!title) return undefined;
      const key = facts.fields[0]!.key;
      return { item: { [key]: title }, shown: `“${title}”` };
    }
  }
}

function planAddItem(
  text: string,
  state: EditState,
  page: LayoutPage,
  mention: ItemMention,
): ClausePlan | undefined {
  // "add three questions" counts items: that is the section-level extend.
  if (mention.isPlural) return undefined;
  const found = resolveFirst(mention, state, page);
  if (!found) {
    // "Add a step: …" on a site without steps: say so, never read its words as a look.
    const kind = mention.candidates[0]!.kind;
    // "Add a price list with three options: …" names the section to add: that is the add.
    if (findSectionMentions(text).some((m) => m.kind.type === kind.type)) return undefined;
    const said = /:|«\d+»|\b(?:called|named|saying)\b/.test(text.slice(mention.nounIndex));
    return said
      ? plan({
          notes: [`There is no ${kind.label} on the site yet, so I added nothing.`],
          suggestions: [`Add a ${kind.label}`],
          reason: { code: "noSection", type: kind.type },
        })
      : undefined;
  }
  const made = newItem(text, state, page, mention, found.facts);
  if (!made) return undefined;
  if ("ask" in made) return plan({ notes: [made.ask] });
  const index = insertIndex(text, state, page, mention, found.section, found.facts);
  const isChrome = found.facts.kind.type === "navbar" || found.facts.kind.type === "footer";
  const sections = isChrome
    ? state.site.pages.flatMap((p) => p.sections.filter((s) => isOfKind(s.type, found.facts.kind)))
    : [found.section];
  const ops: OpInput[] = sections.map((section) => ({
    op: "addItem",
    sectionId: section.id,
    list: found.facts.list,
    item: made.item,
    ...(index !== undefined ? { index } : {}),
  }));
  const resolved = { ...found, indices: [] };
  const where =
    index === undefined ? "" : index === 0 ? " at the top" : ` as the ${ordinalName(index)}`;
  const result = plan({
    ops,
    notes: [`Added a ${found.facts.noun} ${made.shown} to ${inWhere(resolved, state)}${where}.`],
    subjectId: found.section.id,
  });
  if (made.isSample)
    warn(result, "Check the new FAQ answer matches your policies: it is a suggestion.", {
      code: "suggested",
      type: "faq",
    });
  if (found.facts.kind.type === "faq" && made.item.answer === "")
    result.notes.push("Add its answer in the FAQ's settings, or tell me what it should say.");
  return result;
}

const sentenceList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

function ordinalName(index: number): string {
  return (
    (["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"][index] ??
      `${index + 1}th`) + " one"
  );
}
