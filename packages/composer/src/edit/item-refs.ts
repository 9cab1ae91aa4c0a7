import { shownSections } from "../shown-site.js";
import type { LayoutPage, LayoutSection } from "@shopwright/site";
import { findSectionMentions } from "../section-words.js";
import { NUMBER_NAMES } from "../prompt-text.js";
import {
  GENERIC_NOUNS,
  describeItem,
  factsOfKind,
  shortName,
  factsOfSection,
  itemsOf,
  kindsOfNoun,
  listFacts,
  sectionsWithList,
  type ListFacts,
} from "./list-items.js";
import type { Reason } from "../language-table.js";
import type { EditState } from "./state.js";
import { keywords, matchScore } from "./text-match.js";

/** Which items a reference picks: by position, by quoted text, by a person, by words. */
export interface ItemSelector {
  /** "the second" → start 1; "the last" → end 0; "the first two" → count 2. */
  ordinal?: { from: "start" | "end" | "middle"; offset: number; count: number };
  quoted?: string;
  person?: string;
  words?: string[];
  /** The words as the reply repeats them ("opening hours", "Jenny"). */
  phrase?: string;
}

/** One reference to list items in a clause ("the FAQ entry on opening hours"). */
export interface ItemMention {
  candidates: ListFacts[];
  noun: string;
  isPlural: boolean;
  /** Span of the reference in the clause, selector words included. */
  index: number;
  end: number;
  /** Where the noun itself starts. */
  nounIndex: number;
  selector: ItemSelector;
  /** Words between the article and the noun ("a «0» plan", "a Pro plan"), for adds. */
  preWords: string;
  /** The field a noun names ("the Classic price" → price). */
  field?: string;
}

const ORDINALS: Record<string, number> = {
  first: 0,
  second: 1,
  third: 2,
  fourth: 3,
  fifth: 4,
  sixth: 5,
  seventh: 6,
  eighth: 7,
  ninth: 8,
  tenth: 9,
  eleventh: 10,
  twelfth: 11,
  top: 0,
  middle: 0,
};
const FROM_END: Record<string, number> = {
  last: 0,
  final: 0,
  bottom: 0,
  penultimate: 1,
  "second to last": 1,
  "second last": 1,
  "next to last": 1,
  "second from last": 1,
  "third to last": 2,
  "third from last": 2,
};

const ORDINAL_WORD = `(?:${[...Object.keys(FROM_END), ...Object.keys(ORDINALS)]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, "[\\s-]"))
  .join("|")}|\\d{1,2}(?:st|nd|rd|th))`;
const COUNT_WORD = `(?:${Object.keys(NUMBER_NAMES).join("|")}|\\d{1,2})`;
// "the second", "the last two", "the 3rd FAQ": the ordinal may stand two words before the noun.
const ORDINAL_BEFORE = new RegExp(
  `(?:^|\\s)(${ORDINAL_WORD})(?:\\s+(${COUNT_WORD}))?\\s+((?:[a-z&'-]+\\s+){0,2})$`,
);
const NUMBER_AFTER = new RegExp(
  `^\\s*(?:number\\s+|no\\.?\\s*|#\\s*)?(${COUNT_WORD})(?![\\d/.,%:a-z])(?!'(?!s\\b))`,
);
const PERSON_AFTER =
  /^\s+(?:written by|left by|posted by|by|from|of)\s+([a-z][a-z'-]*(?:\s+[a-z]\.(?=\s|$|[,:;])|\s+[a-z](?=\s|$|[,:;]))?)/;
const POSSESSIVE_BEFORE = /(?:^|\s)([a-z][a-z-]*)(?:'s|s')\s+(?:[a-z-]+\s+)?$/;
const QUOTE_BEFORE = /«(\d+)»\s+$/;
const QUOTE_AFTER =
  /^\s+(?:(?:called|named|titled|labell?ed|that says|which says|saying|reading|asking|that asks)\s+)?«(\d+)»/;
const ABOUT_AFTER =
  /^\s+(?:about|on|regarding|re|concerning|covering|for|that (?:says|mentions|talks about|asks about|asks|is about|covers|mentions)|which (?:says|mentions|is about|asks about)|saying|mentioning|asking about|asking|titled|called|named|labell?ed|with the (?:text|words?|title))\s+(.+)$/;
const LINK_TO_AFTER = /^\s+(?:to|for|pointing to|that goes to|going to)\s+(.+)$/;
// "the answer to the delivery question", "the role of Mila": a field noun's item follows.
const FIELD_OF_AFTER = /^\s+(?:to|of|for|on|in)\s+(.+)$/;
// Where a reference's words end: the next verb phrase, place, page or clause part.
const PHRASE_END =
  /\s+(?:to say|to read|to|into|as|from|in|on|at|and|so|please|because|instead|up|down|higher|lower|earlier|later|first|last|with|should|is|are|above|below|before|after|under|over|then|but|say|says|read|reads)\b|\s*[,:;]|\s+«|$/;
// Words before a noun that do not pick an item ("the new FAQ question", "the customer review").
const NOT_SELECTOR = new Set(
  (
    "new existing current old other whole entire same single customer client faq pricing price menu nav " +
    "navigation header footer team site page home contact about top bottom main one each every all " +
    "following above below this that these those very another extra more additional featured " +
    "popular highlighted recommended cheapest priciest"
  ).split(" "),
);
const LINK_PLACES = new Set(
  "menu nav navigation footer header top bottom new existing current old other main".split(" "),
);
// The words between the last article and the noun: "the Plus plan", "a «0» feature".
const DETERMINER_BEFORE =
  /(?:^|\s)(?:the|that|this|your|our|my|an?|one more|another|new)\s+((?:(?!(?:the|a|an|to|of|from|in|on|at|with|for|and|or|above|below|before|after|under|over|into|onto|by)\s)[a-z0-9$€£&'.«»/-]+\s+){1,4})$/;

/** The position a word names in a list ("second" → 1, "3rd" → 2), if any. */
export function ordinalOf(
  word: string,
): { from: "start" | "end" | "middle"; offset: number } | undefined {
  const w = word.replace(/[\s-]+/g, " ");
  if (w === "middle") return { from: "middle", offset: 0 };
  if (w in FROM_END) return { from: "end", offset: FROM_END[w]! };
  if (w in ORDINALS) return { from: "start", offset: ORDINALS[w]! };
  const n = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(w)?.[1];
  return n ? { from: "start", offset: Number(n) - 1 } : undefined;
}

const countOf = (word: string | undefined) =>
  word === undefined ? 1 : (NUMBER_NAMES[word] ?? Number(word));

/** The kinds a noun in a clause names, narrowed by the sections the clause names. */
function candidatesFor(noun: string, text: string, state: EditState): ListFacts[] {
  const named = findSectionMentions(text)
    .map((mention) => factsOfKind(mention.kind))
    .filter((facts): facts is ListFacts => facts !== undefined);
  const word = noun.toLowerCase();
  if (GENERIC_NOUNS.includes(word)) {
    if (named.length > 0) return named;
    const previous = state.previousId
      ? shownSections(state.site).find((s) => s.id === state.previousId)
      : undefined;
    const facts = previous ? factsOfSection(previous) : undefined;
    return facts ? [facts] : [];
  }
  const kinds = kindsOfNoun(word);
  if (kinds.length <= 1) return kinds;
  const narrowed = kinds.filter((facts) => named.some((n) => n.kind.type === facts.kind.type));
  if (narrowed.length > 0) return narrowed;
  // "the link at the bottom" is the footer's; "the link at the top" the menu's.
  if (/\b(?:bottom|footer|end of the page)\b/.test(text))
    return kinds.filter((f) => f.kind.type === "footer");
  if (/\b(?:top|menu|nav|navigation|header)\b/.test(text))
    return kinds.filter((f) => f.kind.type === "navbar");
  return kinds;
}

/** The words of a reference cut where the clause goes on. */
function phraseOf(rest: string): string {
  const end = PHRASE_END.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).trim().replace(/^(?:the|a|an|our|my)\s+/, "");
}

const isAddClause = (text: string) =>
  /^(?:please\s+)?(?:add|insert|include|append|create|put in|give me|i want|we want|i need|we need)\b/.test(
    text,
  );

/** Item references in a clause, in order; a noun with no list to belong to is left out. */
export function findItemMentions(text: string, state: EditState): ItemMention[] {
  const { noun } = listFacts();
  const mentions: ItemMention[] = [];
  noun.lastIndex = 0;
  for (const match of text.matchAll(noun)) {
    const word = match[1]!;
    const isPlural = match[2] !== undefined;
    const nounIndex = match.index;
    const nounEnd = nounIndex + match[0].length;
    const before = text.slice(0, nounIndex);
    const after = text.slice(nounEnd);
    // "the review section", "the FAQ page" name a section or page, not an item.
    if (/^\s+(?:section|sections|block|area|page|pages|grid|table|bar)\b/.test(after)) continue;
    const candidates = candidatesFor(word, text, state);
    if (candidates.length === 0) continue;
    const field = candidates
      .map((facts) => facts.fieldNouns[word.replace(/-/g, " ")])
      .find((key) => key !== undefined);
    const selector: ItemSelector = {};
    let start = nounIndex;
    let end = nounEnd;
    let preWords = "";

    const ordinal = ORDINAL_BEFORE.exec(before);
    const isTopBottom = ordinal && /^(?:top|bottom)$/.test(ordinal[1]!) && ordinal[3] !== "";
    if (ordinal && !isTopBottom) {
      const position = ordinalOf(ordinal[1]!)!;
      selector.ordinal = { ...position, count: ordinal[2] ? countOf(ordinal[2]) : 1 };
      start = ordinal.index + (ordinal[0].startsWith(" ") ? 1 : 0);
    } else if (word === "one") {
      continue;
    }
    const numberAfter = !selector.ordinal && !isPlural ? NUMBER_AFTER.exec(after) : null;
    if (numberAfter) {
      selector.ordinal = { from: "start", offset: countOf(numberAfter[1]) - 1, count: 1 };
      end = nounEnd + numberAfter[0].length;
    }
    const quoteBefore = QUOTE_BEFORE.exec(before);
    const quoteAfter = QUOTE_AFTER.exec(after);
    if (quoteAfter) {
      selector.quoted = state.quotes[Number(quoteAfter[1])];
      end = nounEnd + quoteAfter[0].length;
    } else if (quoteBefore) {
      selector.quoted = state.quotes[Number(quoteBefore[1])];
      start = quoteBefore.index;
    }
    const person = PERSON_AFTER.exec(after);
    const possessive = POSSESSIVE_BEFORE.exec(before);
    const hasPerson = candidates.some((facts) => facts.personKey);
    if (
      hasPerson &&
      person &&
      !/^(?:the|a|an|our|my|your|this|that|it|them|every|each|all|any|some)$/.test(
        person[1]!.split(" ")[0]!,
      ) &&
      findSectionMentions(person[1]!).length === 0
    ) {
      selector.person = person[1]!.trim();
      end = nounEnd + person[0].length;
    } else if (
      hasPerson &&
      possessive &&
      !NOT_SELECTOR.has(possessive[1]!) &&
      findSectionMentions(possessive[1]!).length === 0
    ) {
      selector.person = possessive[1]!;
      start = possessive.index + (possessive[0].startsWith(" ") ? 1 : 0);
    }
    const determiner = DETERMINER_BEFORE.exec(before);
    // Links are named by the page they open ("the Contact link"), which may be a section word.
    const isLinks = candidates.every((facts) => facts.list === "links");
    if (determiner) {
      preWords = determiner[1]!.trim();
      const words = preWords
        .split(/\s+/)
        .filter(
          (w) =>
            !ordinalOf(w) &&
            !/^«\d+»$/.test(w) &&
            !(w in NUMBER_NAMES) &&
            !/^\d/.test(w) &&
            !/'s$|s'$/.test(w) &&
            (isLinks
              ? !LINK_PLACES.has(w)
              : !NOT_SELECTOR.has(w) && findSectionMentions(w).length === 0),
        );
      const hasVerbs = preWords
        .split(/\s+/)
        .some((w) =>
          /^(?:say|says|read|reads|should|to|is|are|be|title|heading|headline|text)$/.test(w),
        );
      if (
        !isPlural &&
        !hasVerbs &&
        !selector.ordinal &&
        !selector.quoted &&
        !selector.person &&
        words.length > 0 &&
        words.length <= 3
      ) {
        selector.words = keywords(words.join(" "));
        selector.phrase = words.join(" ");
        if (selector.words.length > 0) start = Math.min(start, nounIndex - determiner[1]!.length);
        else delete selector.words;
      }
    }
    if (!selector.ordinal && !selector.quoted && !selector.person && !selector.words) {
      const fieldOf = field ? FIELD_OF_AFTER.exec(after) : null;
      // "the answer to the delivery question" names the item; "the description to Made by
      // hand" gives the value.
      const isFieldOf =
        fieldOf &&
        (!/^\s+to\b/.test(after) ||
          /^\s+to\s+(?:the\s+)?(?:«\d+»|(?:[a-z'-]+\s+){0,3}(?:question|q|faq|plan|review|step|feature|link|member)s?\b)/.test(
            after,
          ));
      const about =
        (isFieldOf ? fieldOf : null) ??
        ABOUT_AFTER.exec(after) ??
        (isLinks ? LINK_TO_AFTER.exec(after) : null);
      // "the questions about returns and weddings": a plural reference may name several.
      const phrase = about
        ? isPlural
          ? phraseOf(about[1]!.replace(/\s+and\s+/g, " "))
          : phraseOf(about[1]!)
        : "";
      const quotedPhrase = /^«(\d+)»$/.exec(phrase);
      const words = phrase && !quotedPhrase ? keywords(phrase) : [];
      if (quotedPhrase) {
        selector.quoted = state.quotes[Number(quotedPhrase[1])];
        end = nounEnd + about![0].indexOf("«") + quotedPhrase[0].length;
      } else if (words.length > 0) {
        selector.words = words;
        selector.phrase = phrase;
        end =
          nounEnd +
          (about![0].length - about![1]!.length) +
          about![1]!.indexOf(phrase) +
          phrase.length;
      }
    }
    // The section's own word ("remove the faq about opening hours") names one item only
    // with a selector, and never when adding ("add an FAQ about shipping" extends the FAQ).
    const isSectionWord = findSectionMentions(word).some(
      (m) => m.index === 0 && m.end === word.length,
    );
    const namesContent =
      /^\s+(?:called|named|titled|labell?ed|saying|that says)\b|^\s*:|«\d+»/.test(after);
    if (
      isSectionWord &&
      !selector.quoted &&
      !selector.person &&
      !selector.ordinal &&
      (!selector.words || isAddClause(text)) &&
      !(isAddClause(text) && namesContent)
    )
      continue;
    // "the second subscription option": one reference with two nouns, the last one wins.
    const previous = mentions.at(-1);
    if (
      previous &&
      /^\s*$/.test(
        text.slice(
          previous.nounIndex + previous.noun.length + (previous.isPlural ? 1 : 0),
          nounIndex,
        ),
      ) &&
      previous.candidates.some((facts) => candidates.includes(facts))
    ) {
      mentions.pop();
      if (!hasSelector(selector) && hasSelector(previous.selector)) {
        Object.assign(selector, previous.selector);
        start = previous.index;
      }
    }
    mentions.push({
      candidates,
      noun: word,
      isPlural,
      index: start,
      end,
      nounIndex,
      selector,
      preWords,
      ...(field ? { field } : {}),
    });
  }
  // "the answer to the delivery question": the field's noun takes the item's reference.
  for (let i = 0; i < mentions.length - 1; i++) {
    const outer = mentions[i]!;
    const inner = mentions[i + 1]!;
    const between = text.slice(outer.nounIndex + outer.noun.length, inner.index);
    if (
      outer.field &&
      /^s?\s+(?:to|of|for|on|in|under|about)\s+(?:the\s+|this\s+|that\s+)?$/.test(between) &&
      hasSelector(inner.selector)
    ) {
      mentions.splice(i, 2, { ...inner, index: outer.index, field: outer.field });
    }
  }
  return mentions;
}

/** True when the reference picks items rather than naming the list as a whole. */
export const hasSelector = (selector: ItemSelector) =>
  selector.ordinal !== undefined ||
  selector.quoted !== undefined ||
  selector.person !== undefined ||
  selector.words !== undefined;

/** The items a reference picks, in one section, with where that section is. */
export interface ResolvedItems {
  facts: ListFacts;
  section: LayoutSection;
  page: LayoutPage;
  indices: number[];
}

/** Why a reference picked nothing, in words for the reply. */
export interface Unresolved {
  problem: string;
  reason: Reason;
  suggestions?: string[];
}

const sentenceList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** Where a section is, for replies: "the FAQ on the Contact page" when not on this page. */
export function whereOf(label: string, page: LayoutPage, current: LayoutPage): string {
  return page === current ? `the ${label}` : `the ${label} on the ${page.name} page`;
}

/**
 * The items a reference picks: by position in the first section of its kind (this page
 * first), else by text across every section of its kinds, best match first.
 */
export function resolveItems(
  mention: ItemMention,
  state: EditState,
  page: LayoutPage,
): ResolvedItems | Unresolved {
  const pages = state.namedPage ? [page] : state.site.pages;
  const pool = mention.candidates.flatMap((facts) =>
    sectionsWithList(pages, page, facts).map((found) => ({ ...found, facts })),
  );
  const kindLabel = mention.candidates[0]!.kind.label;
  if (pool.length === 0) {
    return {
      problem: `There is no ${kindLabel} on the site.`,
      reason: { code: "noSection", type: mention.candidates[0]!.kind.type },
      suggestions: [`Add a ${kindLabel}`],
    };
  }
  const { selector } = mention;
  const first = pool[0]!;
  const noun = mention.noun.replace(/s$/, "");
  if (selector.ordinal) {
    const items = itemsOf(first.section, first.facts);
    const { from, offset, count } = selector.ordinal;
    const startAt =
      from === "start"
        ? offset
        : from === "middle"
          ? Math.floor((items.length - count) / 2)
          : items.length - offset - count;
    const indices = Array.from({ length: count }, (_, i) => startAt + i).filter(
      (i) => i >= 0 && i < items.length,
    );
    if (indices.length < count || indices.length === 0) {
      const where = whereOf(first.facts.kind.label, first.page, page);
      return {
        problem: `${capitalizeFirst(where)} has ${items.length} ${noun}${items.length === 1 ? "" : "s"}, so there is no ${describeOrdinal(selector.ordinal)} one.`,
        reason: { code: "noItem", type: first.facts.kind.type },
      };
    }
    return { facts: first.facts, section: first.section, page: first.page, indices };
  }
  let best: { score: number; entry: (typeof pool)[number]; indices: number[] } | undefined;
  for (const entry of pool) {
    const items = itemsOf(entry.section, entry.facts);
    items.forEach((item, index) => {
      const score = scoreItem(item, entry.facts, selector);
      if (score <= 0) return;
      if (!best || score > best.score + 1e-9) best = { score, entry, indices: [index] };
      else if (Math.abs(score - best.score) < 1e-9 && best.entry === entry)
        best.indices.push(index);
    });
  }
  const threshold = selector.quoted || selector.person ? 0.99 : 0.5;
  if (!best || best.score < threshold) {
    const names = itemsOf(first.section, first.facts)
      .map((item) => shortName(item, first.facts))
      .slice(0, 4);
    const wanted = selector.person
      ? `by ${titleWords(selector.person)}`
      : selector.quoted
        ? `“${selector.quoted}”`
        : `about ${selector.phrase ?? "that"}`;
    const where = whereOf(first.facts.kind.label, first.page, page);
    return {
      problem:
        `I couldn't find a ${noun} ${wanted} in ${where}${names.length ? `; it has ${sentenceList(names)}` : ""}`.replace(
          /\.?$/,
          ".",
        ),
      reason: { code: "noItem", type: first.facts.kind.type },
    };
  }
  const indices = mention.isPlural ? best.indices : best.indices.slice(0, 1);
  if (!mention.isPlural && best.indices.length > 1 && !selector.person) {
    const items = itemsOf(best.entry.section, best.entry.facts);
    const names = best.indices.map((i) => describeItem(items[i]!, best!.entry.facts));
    return {
      problem: `Which one did you mean: ${sentenceList(names)}?`,
      reason: { code: "which", type: best.entry.facts.kind.type },
    };
  }
  return { facts: best.entry.facts, section: best.entry.section, page: best.entry.page, indices };
}

function scoreItem(
  item: Record<string, unknown>,
  facts: ListFacts,
  selector: ItemSelector,
): number {
  const texts = facts.fields
    .map((field) => item[field.key])
    .filter((value): value is string => typeof value === "string");
  if (selector.quoted) {
    const quoted = selector.quoted.toLowerCase().trim();
    const exact = texts.some((text) => text.toLowerCase().trim() === quoted);
    if (exact) return 2;
    return texts.some((text) => text.toLowerCase().includes(quoted)) ? 1 : 0;
  }
  if (selector.person) {
    const person = facts.personKey ? item[facts.personKey] : undefined;
    if (typeof person !== "string") return 0;
    const wanted = keywords(selector.person);
    return matchScore(wanted, person) >= 0.99 || person.toLowerCase().startsWith(selector.person)
      ? 1
      : 0;
  }
  if (!selector.words) return 0;
  // The item's main text counts most: "the Plus plan" is the plan named Plus.
  const main = texts[0] ?? "";
  const mainScore = matchScore(selector.words, main);
  const allScore = matchScore(selector.words, texts.join(" "));
  // Words found only in the rest of the item (an answer, a description) count for less.
  return Math.max(mainScore + 0.01, allScore * 0.6);
}

function capitalizeFirst(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function titleWords(text: string) {
  return text.replace(/(^|\s)([a-z])/g, (_, space: string, c: string) => space + c.toUpperCase());
}

function describeOrdinal(ordinal: NonNullable<ItemSelector["ordinal"]>): string {
  if (ordinal.from === "middle") return "middle";
  const names = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];
  if (ordinal.from === "end") return ordinal.offset === 0 ? "last" : "second to last";
  return names[ordinal.offset] ?? `${ordinal.offset + 1}th`;
}
