import type { LayoutPage, LayoutSection, OpInput } from "@shopwright/site";
import { capitalize, escapeRegExp, writtenSpan } from "../prompt-text.js";
import { findSectionMentions, isOfKind } from "../section-words.js";
import { labelOf, currentPage } from "./targets.js";
import { plan, typedValue, type ClausePlan, type EditState } from "./state.js";
import { keywords, matchScore } from "./text-match.js";

/** A piece of the site's text a clause points at: a sentence of one prop or list item field. */
interface TextSpot {
  section: LayoutSection;
  page: LayoutPage;
  key: string;
  list?: { key: string; index: number; field: string };
  /** The whole value the spot is in. */
  value: string;
  start: number;
  end: number;
}

// Keys that hold addresses, pictures or settings, never copy.
const NOT_COPY =
  /url|link|image|src|href|icon|avatar|photo|pagename|^id$|^type$|color|variant|alignment|placeholder/i;

const LINE =
  "(?:line|sentence|bit|part|text|paragraph|copy|wording|phrase|words|blurb|sentence|tagline|slogan)";
const ABOUT =
  "(?:about|on|regarding|mentioning|that mentions|that says|which says|saying|that talks about|with)";
// What may name a quoted text: "the title 'This week's bouquets'".
const QUOTED_FIELD =
  "(?:text|words?|line|title|heading|headline|subtitle|subheading|tagline|slogan|caption|label|button|button text|question|answer|quote|description|paragraph|sentence)";
// "change the line about roasting to …", "change where it says X to Y", "replace «0» with …".
const CHANGE_LINE = new RegExp(
  `^(?:please\\s+)?(?:change|update|edit|rewrite|replace|swap|reword|fix|rename|retitle)\\s+(?:(?:the|that|this)\\s+${LINE}\\s+${ABOUT}\\s+(.+?)|where it says\\s+(.+?)|(?:the\\s+${QUOTED_FIELD}\\s+)?«(\\d+)»)\\s+(?:to say|to read|to|with|into|for|so it says|so it reads)\\s+(.+)$`,
);
const REMOVE_LINE = new RegExp(
  `^(?:please\\s+)?(?:remove|delete|drop|cut|take out|get rid of|lose)\\s+(?:(?:the|that|this)\\s+${LINE}\\s+${ABOUT}\\s+(.+?)|where it says\\s+(.+?)|(?:the\\s+(?:text|words?|line|sentence)\\s+)?«(\\d+)»)\\s*$`,
);

/** The sentences of a text with where each starts and ends. */
function sentences(value: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of value.matchAll(/[^.!?\n]+(?:[.!?]+|$)/g)) {
    const text = match[0];
    const lead = text.length - text.trimStart().length;
    if (text.trim()) spans.push([match.index + lead, match.index + text.trimEnd().length]);
  }
  return spans;
}

/** Every text of the site with where it is, this page first. */
function* texts(state: EditState, page: LayoutPage): Generator<Omit<TextSpot, "start" | "end">> {
  for (const p of [page, ...state.site.pages.filter((other) => other !== page)]) {
    for (const section of p.sections) {
      for (const [key, value] of Object.entries(section.props)) {
        if (NOT_COPY.test(key)) continue;
        if (typeof value === "string" && value.trim()) yield { section, page: p, key, value };
        if (!Array.isArray(value)) continue;
        for (const [index, item] of value.entries()) {
          if (typeof item !== "object" || item === null) continue;
          for (const [field, text] of Object.entries(item as Record<string, unknown>)) {
            if (NOT_COPY.test(field) || typeof text !== "string" || !text.trim()) continue;
            yield { section, page: p, key, list: { key, index, field }, value: text };
          }
        }
      }
    }
  }
}

/** The spot a quoted text or some words point at; undefined when nothing matches well. */
function findSpot(
  state: EditState,
  page: LayoutPage,
  ref: { quoted?: string; words?: string[] },
): TextSpot | undefined {
  if (ref.quoted) {
    const wanted = ref.quoted.toLowerCase();
    for (const spot of texts(state, page)) {
      const at = spot.value.toLowerCase().indexOf(wanted);
      if (at >= 0) return { ...spot, start: at, end: at + wanted.length };
    }
    return undefined;
  }
  let best: { score: number; spot: TextSpot } | undefined;
  for (const spot of texts(state, page)) {
    for (const [start, end] of sentences(spot.value)) {
      const score = matchScore(ref.words ?? [], spot.value.slice(start, end));
      if (score > (best?.score ?? 0)) best = { score, spot: { ...spot, start, end } };
    }
  }
  return best && best.score >= 0.5 ? best.spot : undefined;
}

const where = (spot: TextSpot, state: EditState) =>
  `the ${labelOf(spot.section)}${spot.page === currentPage(state) ? "" : ` on the ${spot.page.name} page`}`;

const shortQuote = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/** The operation that writes `next` where the spot is. */
function writeOp(spot: TextSpot, next: string): OpInput {
  return spot.list
    ? {
        op: "updateItem",
        sectionId: spot.section.id,
        list: spot.list.key,
        index: spot.list.index,
        item: { [spot.list.field]: next },
      }
    : { op: "updateSection", sectionId: spot.section.id, props: { [spot.key]: next } };
}

// "Replace the word plants with flowers", "rename Our story to Our roots": words the site
// shows, typed without quotes.
const REPLACE_WORDS =
  /^(?:please\s+)?(?:change|replace|rename|swap|switch)\s+(?:the\s+(?:word|words|text|phrase|name|heading|title)\s+)?(.{2,80}?)\s+(?:to|with|into|for|by)\s+(.+?)(?:\s+(?:in|on)\s+the\s+([a-z ]{2,30}?))?$/;

/** Every whole-word place a text shows `words` (case aside), in the sections of `scope`. */
function spotsOf(state: EditState, page: LayoutPage, words: string, scope?: string): TextSpot[] {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`, "giu");
  const kind = scope ? findSectionMentions(scope)[0]?.kind : undefined;
  const spots: TextSpot[] = [];
  for (const spot of texts(state, page)) {
    if (kind && !isOfKind(spot.section.type, kind)) continue;
    for (const match of spot.value.matchAll(pattern))
      spots.push({ ...spot, start: match.index, end: match.index + match[0].length });
  }
  return spots;
}

/** "Replace the word plants with flowers (in the hero)": each place it shows, as typed. */
function planReplaceWords(
  text: string,
  state: EditState,
  page: LayoutPage,
): ClausePlan | undefined {
  const match = REPLACE_WORDS.exec(text);
  if (!match || /«\d+»/.test(match[1]!)) return undefined;
  const from = writtenSpan(state.original, match[1]!) ?? match[1]!;
  const isWord = /\b(?:the\s+)?(?:word|words|phrase)\b/.test(text.slice(0, match.index + 30));
  const spots = spotsOf(state, page, from, match[3]);
  // The words must be the site's (whole value, or a word the owner called a word).
  const exact = spots.filter((spot) => spot.value.trim().toLowerCase() === from.toLowerCase());
  const chosen = exact.length > 0 ? exact.slice(0, 1) : isWord || match[3] ? spots : [];
  if (chosen.length === 0) return undefined;
  // The replacement as typed: a word keeps its case ("plants" → "flowers").
  const value = /«\d+»/.test(match[2]!)
    ? typedValue(match[2]!, state)
    : (writtenSpan(state.original, match[2]!) ?? match[2]!);
  const ops: OpInput[] = [];
  const byPlace = new Map<string, TextSpot[]>();
  for (const spot of chosen) {
    const key = `${spot.section.id}\n${spot.key}\n${spot.list?.index ?? ""}\n${spot.list?.field ?? ""}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), spot]);
  }
  for (const group of byPlace.values()) {
    let next = group[0]!.value;
    for (const spot of [...group].sort((a, b) => b.start - a.start)) {
      const old = next.slice(spot.start, spot.end);
      // "plants" → "flowers", "Plants" → "Flowers": the case of the word replaced is kept.
      const written = /^\p{Lu}/u.test(old) && /^\p{Ll}/u.test(value) ? capitalize(value) : value;
      next = next.slice(0, spot.start) + written + next.slice(spot.end);
    }
    ops.push(writeOp(group[0]!, next));
  }
  const first = chosen[0]!;
  const count = chosen.length;
  return plan({
    ops,
    notes: [
      count === 1
        ? `Changed “${shortQuote(from)}” in ${where(first, state)} to “${shortQuote(value)}”.`
        : `Replaced “${from}” with “${value}” in ${count} places.`,
    ],
    subjectId: first.section.id,
  });
}

/**
 * "Change the line about roasting to …", "remove the sentence about cuttings", "replace
 * 'In season' with 'This week'": text the site already shows, found by its words.
 */
export function planTextEdit(
  text: string,
  state: EditState,
  page: LayoutPage,
): ClausePlan | undefined {
  const change = CHANGE_LINE.exec(text);
  const remove = change ? null : REMOVE_LINE.exec(text);
  const match = change ?? remove;
  if (!match) return planReplaceWords(text, state, page);
  const quoted = match[3] !== undefined ? state.quotes[Number(match[3])] : undefined;
  const phrase = (match[1] ?? match[2] ?? "").trim();
  const isQuotedPhrase = /^«(\d+)»$/.exec(phrase);
  const ref = quoted
    ? { quoted }
    : isQuotedPhrase
      ? { quoted: state.quotes[Number(isQuotedPhrase[1])] }
      : { words: keywords(phrase) };
  const spot = findSpot(state, page, ref);
  if (!spot) {
    // A quoted text the site does not show may be a value ("change «0» to …" is not for us).
    if (quoted) return undefined;
    return plan({
      notes: [`I couldn't find a line about ${phrase} on the site.`],
      suggestions: ["Change the hero headline to …", "Change the footer tagline to …"],
      reason: { code: "noText" },
    });
  }
  const old = spot.value.slice(spot.start, spot.end);
  if (change) {
    let value = typedValue(change[4]!, state);
    // A whole sentence keeps its full stop.
    if (/[.!?]$/.test(old) && !/[.!?]$/.test(value) && !ref.quoted) value += old.at(-1);
    const next = spot.value.slice(0, spot.start) + value + spot.value.slice(spot.end);
    return plan({
      ops: [writeOp(spot, next)],
      notes: [`Changed “${shortQuote(old)}” in ${where(spot, state)} to “${shortQuote(value)}”.`],
      subjectId: spot.section.id,
    });
  }
  const rest = (spot.value.slice(0, spot.start) + spot.value.slice(spot.end))
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const op: OpInput =
    rest === "" && spot.list
      ? {
          op: "removeItem",
          sectionId: spot.section.id,
          list: spot.list.key,
          index: spot.list.index,
        }
      : writeOp(spot, capitalize(rest));
  return plan({
    ops: [op],
    notes: [`Removed “${shortQuote(old)}” from ${where(spot, state)}.`],
    subjectId: spot.section.id,
  });
}
