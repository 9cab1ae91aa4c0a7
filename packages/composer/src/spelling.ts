import { FAMILY_ALIASES, listSectionDefinitions, registryVersion } from "@shopwright/site";
import dictionary from "dictionary-en";
import { distance } from "fastest-levenshtein";
import nspell from "nspell";
import { COPY_BANK } from "./copy-bank.js";
import { GERMAN } from "./language-de.js";
import { SPANISH } from "./language-es.js";
import { FRENCH } from "./language-fr.js";
import { MOODS } from "./moods.js";
import { BUNDLED_FONTS } from "./theme-edits.js";
import { PLANNER_VERBS } from "./clauses.js";

/**
 * Shorthand people type in chat and what the planner reads instead. Only whole tokens
 * are replaced, and never inside quotes, names or words the site holds.
 */
export const SHORTHAND: Readonly<Record<string, string>> = {
  u: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  plis: "please",
  thx: "thanks",
  thanx: "thanks",
  thnx: "thanks",
  ty: "thanks",
  teh: "the",
  hte: "the",
  abt: "about",
  wanna: "want to",
  gonna: "going to",
  pic: "photo",
  pics: "photos",
  btn: "button",
  txt: "text",
  pg: "page",
  insta: "instagram",
  bkg: "background",
  bgd: "background",
  clr: "colour",
};

let english: ReturnType<typeof nspell> | undefined;

// dictionary-en reads its files as Node buffers but types them as plain bytes.
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * True when the word is spelled right in English (the US Hunspell dictionary of
 * `dictionary-en`, built on first use: about 200 ms once, then microseconds a word).
 */
export function isEnglishWord(word: string): boolean {
  english ??= nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
  return english.correct(word) || english.correct(word.toLowerCase());
}

/** Words a typo may be corrected to, grouped by length for a cheap search. */
export class Vocabulary {
  readonly words = new Set<string>();
  private readonly byLength = new Map<number, string[]>();

  constructor(words: Iterable<string>) {
    for (const phrase of words) {
      for (const word of phrase.toLowerCase().split(/[^a-z]+/)) {
        if (word.length < 3 || this.words.has(word)) continue;
        this.words.add(word);
        const bucket = this.byLength.get(word.length) ?? [];
        bucket.push(word);
        this.byLength.set(word.length, bucket);
      }
    }
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** Words whose length is within `spread` of `length`. */
  near(length: number, spread: number): string[] {
    const found: string[] = [];
    for (let n = length - spread; n <= length + spread; n++)
      found.push(...(this.byLength.get(n) ?? []));
    return found;
  }
}

/** True when b is a with two neighbouring letters swapped ("chnage" → "change"). */
function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diffs: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffs.push(i);
  const [i, j] = diffs;
  return diffs.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

/** True when the letters of a appear in b in order ("gren" in "green"). */
function isSubsequence(a: string, b: string): boolean {
  let i = 0;
  for (const letter of b) if (letter === a[i]) i++;
  return i === a.length;
}

/** Edit distance where swapping two neighbouring letters costs one edit, as a typist makes it. */
export function typoDistance(a: string, b: string): number {
  const d = distance(a, b);
  return d === 2 && isTransposition(a, b) ? 1 : d;
}

/** How many edits a word of this length may be away from the word it meant. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length >= 8 ? 2 : 1;
}

/**
 * The vocabulary word a misspelt word most likely meant, or undefined when none is close
 * enough or two different words are equally close (no guessing).
 */
export function nearestWord(
  word: string,
  vocabulary: Vocabulary,
  maxEdits = allowedEdits(word.length),
): string | undefined {
  if (maxEdits === 0) {
    // Three-letter words: only a swap of two letters ("fqa" → "faq").
    const swapped = vocabulary.near(word.length, 0).filter((w) => isTransposition(word, w));
    return swapped.length === 1 ? swapped[0] : undefined;
  }
  let best: string[] = [];
  let bestDistance = maxEdits + 1;
  for (const candidate of vocabulary.near(word.length, maxEdits)) {
    const d = typoDistance(word, candidate);
    if (d > maxEdits) continue;
    if (d < bestDistance) {
      best = [candidate];
      bestDistance = d;
    } else if (d === bestDistance) {
      best.push(candidate);
    }
  }
  if (best.length === 1) return best[0];
  // A tie: two letters swapped is the likeliest slip ("swpa" → swap, not spa).
  const swaps = best.filter((candidate) => isTransposition(word, candidate));
  if (swaps.length === 1) return swaps[0];
  // Else the word the typist dropped a letter of ("gren" → green, not grey).
  const longer = best.filter((candidate) => isSubsequence(word, candidate));
  if (longer.length === 1) return longer[0];
  // Else the candidate that keeps the first letter, if only one does.
  const sameStart = best.filter((candidate) => candidate[0] === word[0]);
  return sameStart.length === 1 ? sameStart[0] : undefined;
}

/**
 * English words of the planner no language table names as a translation (the tables'
 * English side, the section registry, moods, colours and industries bring the rest).
 */
const PLANNER_WORDS = [
  "color",
  "colors",
  "heading",
  "subheading",
  "description",
  "instead",
  "whole",
  "bigger",
  "smaller",
  "larger",
  "brighter",
  "warmer",
  "cooler",
  "fonts",
];

let vocabulary: { version: number; words: Vocabulary } | undefined;

/**
 * What an English typo is corrected to: the words the planner reads. Derived from the
 * language tables' English side (verbs, fields, colours, pages, ordinals), the section
 * registry (types, aliases, phrases), the moods, the industries' keywords and the fonts.
 */
export function englishVocabulary(): Vocabulary {
  if (vocabulary?.version === registryVersion()) return vocabulary.words;
  const words: string[] = [...PLANNER_WORDS, ...PLANNER_VERBS, ...BUNDLED_FONTS];
  for (const table of [SPANISH, GERMAN, FRENCH]) {
    for (const group of Object.values(table.words)) words.push(...Object.values(group));
  }
  for (const definition of listSectionDefinitions()) {
    words.push(definition.type, ...definition.aliases, ...(definition.words?.phrases ?? []));
  }
  for (const aliases of Object.values(FAMILY_ALIASES)) words.push(...(aliases ?? []));
  for (const mood of Object.values(MOODS)) words.push(...mood.words);
  for (const industry of COPY_BANK) words.push(...industry.keywords);
  vocabulary = { version: registryVersion(), words: new Vocabulary(words) };
  return vocabulary.words;
}
