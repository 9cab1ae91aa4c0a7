import type { SiteDocument } from "@shopwright/site";
import { GERMAN } from "./language-de.js";
import { SPANISH } from "./language-es.js";
import { FRENCH } from "./language-fr.js";
import type { Language, LanguageTable } from "./language-table.js";
import { normalizePrompt } from "./prompt-text.js";
import { findColors } from "./colors.js";
import { findSectionMentions } from "./section-words.js";
import {
  SHORTHAND,
  Vocabulary,
  englishVocabulary,
  isEnglishWord,
  nearestWord,
} from "./spelling.js";

export type { Language } from "./language-table.js";

/** The tables of the languages read besides English. */
export const LANGUAGE_TABLES: Readonly<Record<Exclude<Language, "en">, LanguageTable>> = {
  es: SPANISH,
  de: GERMAN,
  fr: FRENCH,
};

/** What the composer reads of a prompt. */
export interface ReadPrompt {
  /** The prompt as the planner reads it: normalised, in English, typos corrected. */
  text: string;
  /**
   * The prompt with the words kept as typed (names, values, quotes) in their case and
   * accents and the translated or corrected words in English; `text` is its normalisation.
   */
  original: string;
  /** The language the owner wrote in; the reply is in it. */
  language: Language;
}

/** The store a prompt is about, so the words it uses itself are never "corrected". */
export interface PromptContext {
  site: SiteDocument;
  storeName: string;
  products: readonly { name: string }[];
}

/** Folds a word for matching: as `normalizePrompt`, with ß read as ss. */
const fold = (word: string) => normalizePrompt(word).replace(/ß/g, "ss");

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);

/** The words of a phrase as matched: "l'en-tête" → ["l", "en", "tete"]. */
const wordsOf = (phrase: string) => [...phrase.matchAll(WORD)].map((match) => fold(match[0]));

/** A piece of the prompt: a word, the text between words, or a quoted span (left as is). */
interface Token {
  kind: "word" | "gap" | "quote";
  raw: string;
  /** Folded, for matching (words only). */
  norm: string;
}

// Quotes as `quotedSpans` reads them (after «…» and „…“ became “…”).
const QUOTE = /"[^"]{1,300}"|\u201c[^\u201d]{1,300}\u201d|(?<!\p{L})'[^']{2,300}'(?!\p{L})/gu;
const SENTENCE_END = /[.;!?\n]/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pushText = (part: string) => {
    let last = 0;
    for (const match of part.matchAll(WORD)) {
      if (match.index > last)
        tokens.push({ kind: "gap", raw: part.slice(last, match.index), norm: "" });
      tokens.push({ kind: "word", raw: match[0], norm: fold(match[0]) });
      last = match.index + match[0].length;
    }
    if (last < part.length) tokens.push({ kind: "gap", raw: part.slice(last), norm: "" });
  };
  let last = 0;
  for (const match of text.matchAll(QUOTE)) {
    pushText(text.slice(last, match.index));
    tokens.push({ kind: "quote", raw: match[0], norm: "" });
    last = match.index + match[0].length;
  }
  pushText(text.slice(last));
  return tokens;
}

/** «…», „…“ and ‚…‘ as “…”, so `quotedSpans` and the planner see one kind of quote. */
function unifyQuotes(prompt: string): string {
  return prompt
    .replace(/\u00ab\s*([^\u00bb]{1,300}?)\s*\u00bb/g, "\u201c$1\u201d")
    .replace(/\u201e([^\u201c\u201d]{1,300})[\u201c\u201d]/g, "\u201c$1\u201d")
    .replace(/\u201a([^\u2018\u2019]{1,300})[\u2018\u2019]/g, "\u201c$1\u201d");
}

const isBreakGap = (token: Token) =>
  token.kind === "gap" && (SENTENCE_END.test(token.raw) || token.raw.includes(","));

/** Index of the next word at or after `from`, with only spaces, hyphens or apostrophes between. */
function nextWord(tokens: readonly Token[], from: number): number | undefined {
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === "word") return i;
    if (token.kind === "quote" || !/^[\s\-'\u2019]*$/.test(token.raw)) return undefined;
  }
  return undefined;
}

/** The indexes of a phrase's words starting at `start`, if the words there spell it. */
function matchWords(
  tokens: readonly Token[],
  start: number,
  words: readonly string[],
): number[] | undefined {
  const indexes: number[] = [];
  let i: number | undefined = start;
  for (const word of words) {
    if (i === undefined || tokens[i]?.norm !== word) return undefined;
    indexes.push(i);
    i = nextWord(tokens, i + 1);
  }
  return indexes;
}

interface Entry {
  words: string[];
  english: string;
  isVerb: boolean;
}

interface CompiledTable {
  table: LanguageTable;
  /** Entries by their first word, longest first. */
  byFirst: Map<string, Entry[]>;
  /** Every word of every key. */
  keyWords: Set<string>;
  /**
   * One-word keys that are not English words: what marks a prompt as this language, with
   * its weight (a verb counts twice: "Benenne den Shop in Blumenwerk um").
   */
  markers?: Map<string, number>;
  /** The key words long enough to correct a typo to. */
  vocabulary: Vocabulary;
  valueOpeners: string[][];
  particles: Set<string>;
  separable: Map<string, Map<string, string>>;
  elisions: Map<string, string>;
}

const COMPILED = new Map<string, CompiledTable>();

function compile(table: LanguageTable): CompiledTable {
  const cached = COMPILED.get(table.id);
  if (cached) return cached;
  const byFirst = new Map<string, Entry[]>();
  const keyWords = new Set<string>();
  for (const [group, phrases] of Object.entries(table.words)) {
    for (const [key, english] of Object.entries(phrases)) {
      const words = wordsOf(key);
      if (words.length === 0) continue;
      for (const word of words) keyWords.add(word);
      const list = byFirst.get(words[0]!) ?? [];
      list.push({ words, english, isVerb: group === "verbs" });
      byFirst.set(words[0]!, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  const result: CompiledTable = {
    table,
    byFirst,
    keyWords,
    vocabulary: new Vocabulary([...keyWords].filter((word) => word.length >= 5)),
    valueOpeners: table.valueOpeners.map(wordsOf),
    particles: new Set((table.particles ?? []).map(fold)),
    separable: new Map(
      Object.entries(table.separable ?? {}).map(([head, by]) => [
        fold(head),
        new Map(Object.entries(by).map(([particle, english]) => [fold(particle), english])),
      ]),
    ),
    elisions: new Map(
      Object.entries(table.elisions ?? {}).map(([key, value]) => [fold(key), value]),
    ),
  };
  COMPILED.set(table.id, result);
  return result;
}

/**
 * How much each one-word key says a prompt is in this language: a verb that is no English
 * word 2 ("Benenne den Shop in Blumenwerk um"), another such word or a verb English has
 * only as some other word ("rends") 1, English words 0.
 */
function markersOf(table: CompiledTable): Map<string, number> {
  if (table.markers) return table.markers;
  const markers = new Map<string, number>();
  for (const word of table.particles) if (!isEnglishWord(word)) markers.set(word, 1);
  for (const entry of [...table.byFirst.values()].flat()) {
    const [word] = entry.words;
    if (entry.words.length !== 1 || word === undefined || word.length < 2) continue;
    let weight = 0;
    if (!isEnglishWord(word)) weight = entry.isVerb ? 2 : 1;
    else if (entry.isVerb && !ENGLISH_MARKERS.has(word) && !englishVocabulary().has(word))
      weight = 1;
    markers.set(word, Math.max(markers.get(word) ?? 0, weight));
  }
  table.markers = markers;
  return markers;
}

/** How strongly the words are in this language: its markers, and 2 for each phrase of it. */
function scoreOf(tokens: readonly Token[], table: CompiledTable): number {
  const markers = markersOf(table);
  let score = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind !== "word") continue;
    // A phrase of English words ("online shop") says nothing about the language.
    const phrase = (table.byFirst.get(tokens[i]!.norm) ?? []).find(
      (entry) =>
        entry.words.length > 1 &&
        !entry.words.every(isEnglishWord) &&
        matchWords(tokens, i, entry.words),
    );
    if (phrase) {
      score += 2;
      i = matchWords(tokens, i, phrase.words)!.at(-1)!;
    } else {
      score += markers.get(tokens[i]!.norm) ?? 0;
    }
  }
  return score;
}

// Words an English prompt is made of (a foreign prompt keeps section names such as "FAQ").
const ENGLISH_MARKERS = new Set(
  "the a an to and of in on for with it my our please make add remove delete change move put set use this that is can you i we be more less".split(
    " ",
  ),
);

/** The language of a prompt: the foreign one whose own words outnumber the English ones. */
export function detectLanguage(prompt: string): Language {
  const tokens = tokenize(unifyQuotes(prompt));
  let best: { language: Language; score: number } = {
    language: "en",
    score: tokens.filter((token) => token.kind === "word" && ENGLISH_MARKERS.has(token.norm))
      .length,
  };
  for (const table of Object.values(LANGUAGE_TABLES)) {
    const score = scoreOf(tokens, compile(table));
    if (score > best.score) best = { language: table.id, score };
  }
  return best.language;
}

// English words that make what follows a "to" a value ("change the title to …").
const TEXT_CUES = new Set(
  "title headline heading subtitle text button tagline slogan name question answer label description caption rename called named".split(
    " ",
  ),
);
const AND_WORDS = new Set(["and", "y", "e", "und", "et"]);
const PLACE_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(["in", "from"]),
  es: new Set(["en", "de"]),
  de: new Set(["in", "aus"]),
  fr: new Set(["a", "en"]),
};

/**
 * Where a value kept as typed ends: at the end of the sentence or a comma, before "and"
 * and a verb, or, for a name, before a place ("… en Gante").
 */
function valueEnd(
  tokens: readonly Token[],
  from: number,
  isVerbAt: (index: number) => boolean,
  placeWords: ReadonlySet<string>,
  isName: boolean,
): number {
  let end = from;
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (isBreakGap(token)) break;
    if (token.kind === "word" && i > from) {
      const next = nextWord(tokens, i + 1);
      if (AND_WORDS.has(token.norm) && next !== undefined && isVerbAt(next)) break;
      if (isName && placeWords.has(token.norm) && next !== undefined) {
        if (isCapitalised(tokens[next]!.raw)) break;
      }
    }
    end = i + 1;
  }
  // Spaces before the break belong to the text after the value.
  while (end > from && tokens[end - 1]!.kind === "gap") end--;
  return end;
}

/** A piece of the rewritten prompt. */
interface Piece {
  text: string;
  isVerb?: boolean;
  /** A clause may end here (punctuation, "and"). */
  isBreak?: boolean;
}

/** Translates a foreign prompt's vocabulary into the English the planner reads. */
function translate(
  tokens: Token[],
  language: Exclude<Language, "en">,
  storeWords: () => Set<string>,
): string {
  const table = compile(LANGUAGE_TABLES[language]);
  // A misspelt word of the language's own vocabulary ("bewertungn") reads as the word meant.
  for (const token of tokens) {
    if (token.kind !== "word" || token.norm.length < 7 || table.keyWords.has(token.norm)) continue;
    if (language !== "de" && isCapitalised(token.raw)) continue;
    if (storeWords().has(token.norm)) continue;
    const meant = nearestWord(token.norm, table.vocabulary, 1);
    if (meant) token.norm = meant;
  }
  const entryAt = (index: number): { entry: Entry; last: number } | undefined => {
    for (const entry of table.byFirst.get(tokens[index]!.norm) ?? []) {
      const indexes = matchWords(tokens, index, entry.words);
      if (indexes) return { entry, last: indexes.at(-1)! };
    }
    return undefined;
  };
  const isVerbAt = (index: number) => entryAt(index)?.entry.isVerb ?? false;

  const pieces: Piece[] = [];
  // Particles a separable verb already read ("nimm … raus").
  const consumed = new Set<number>();
  let hasCue = false;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (consumed.has(i)) {
      i++;
      continue;
    }
    if (token.kind !== "word") {
      const isBreak = isBreakGap(token);
      if (isBreak) hasCue = false;
      // An apostrophe between words is a space in English ("l'en-tête" → "the header").
      const text = token.kind === "gap" ? token.raw.replace(/['\u2019]/g, " ") : token.raw;
      pieces.push({ text, isBreak });
      i++;
      continue;
    }
    // "à Bordeaux", "en Gante": a capitalised word after a place word is a name, as typed.
    const before = pieces.findLast((piece) => piece.text.trim() !== "");
    const isPlaceName =
      language !== "de" &&
      isCapitalised(token.raw) &&
      token.raw !== token.raw.toUpperCase() &&
      before?.text === "in";
    const found = isPlaceName ? undefined : entryAt(i);
    if (found) {
      const english = found.entry.english;
      const next = nextWord(tokens, found.last + 1);
      const quoteNext = tokens
        .slice(found.last + 1, found.last + 3)
        .find((t) => t.kind !== "gap" || t.raw.trim() !== "");
      const isOpenerWord = table.valueOpeners.some((words) => matchWords(tokens, i, words));
      if (isOpenerWord && quoteNext?.kind === "quote" && hasCue) {
        // "Change le titre en « Bonjour »": the quote is the value.
        pieces.push({ text: english === "called" || english === "to say" ? english : "to" });
        i = found.last + 1;
        continue;
      }
      const isName = english === "called";
      if (isOpenerWord && next !== undefined && (hasCue || isName || english === "to say")) {
        const end = valueEnd(tokens, next, isVerbAt, PLACE_WORDS[language], isName);
        const valueWords = tokens.slice(next, end).filter((t) => t.kind === "word");
        // "cambia el fondo a azul oscuro": a value of known words is translated, unless
        // capitalised as typed text is ("cambia el título a Hola"; German nouns always are).
        const isTyped = language !== "de" && valueWords.some((t) => isCapitalised(t.raw));
        if (isTyped || !valueWords.every((t) => table.byFirst.has(t.norm))) {
          let stop = end;
          // A separable verb's particle closes the clause ("… in Blumenwerk um").
          const last = tokens[stop - 1];
          if (stop - 1 > next && last?.kind === "word" && table.particles.has(last.norm)) stop--;
          while (stop > next && tokens[stop - 1]!.kind === "gap") stop--;
          pieces.push({ text: isName || english === "to say" ? `${english} ` : "to " });
          pieces.push({
            text: tokens
              .slice(next, stop)
              .map((t) => t.raw)
              .join(""),
          });
          i = end;
          hasCue = false;
          continue;
        }
      }
      let text = english;
      const particles = table.separable.get(token.norm);
      for (let n = found.last + 1; particles && n < tokens.length && !isBreakGap(tokens[n]!); n++) {
        const meaning = particles.get(tokens[n]!.norm);
        if (meaning === undefined) continue;
        text = meaning;
        consumed.add(n);
        break;
      }
      // "à Lyon", "nach Berlin": before a name, "to" is where the business is.
      if (
        english === "to" &&
        !hasCue &&
        next !== undefined &&
        isCapitalised(tokens[next]!.raw) &&
        (language !== "de" || !table.byFirst.has(tokens[next]!.norm))
      ) {
        text = "in";
      }
      if (english.split(" ").some((word) => TEXT_CUES.has(word))) hasCue = true;
      pieces.push({ text, isVerb: found.entry.isVerb, isBreak: AND_WORDS.has(token.norm) });
      i = found.last + 1;
      continue;
    }
    const separator = tokens[i + 1];
    const elision = table.elisions.get(token.norm);
    if (elision !== undefined && separator?.kind === "gap" && /^['\u2019]/.test(separator.raw)) {
      pieces.push({ text: elision });
    } else if (!table.particles.has(token.norm)) {
      pieces.push({ text: token.raw });
    }
    i++;
  }
  if (table.table.isVerbFinal) moveFinalVerbs(pieces);
  return pieces
    .map((piece) => piece.text)
    .join("")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}

/** German infinitives stand last ("die FAQ entfernen"): the planner wants the verb first. */
function moveFinalVerbs(pieces: Piece[]): void {
  let start = 0;
  for (let end = 0; end <= pieces.length; end++) {
    if (end < pieces.length && !pieces[end]!.isBreak) continue;
    const words: number[] = [];
    for (let n = start; n < end; n++) if (pieces[n]!.text.trim() !== "") words.push(n);
    const last = words.at(-1);
    const verbs = words.filter((n) => pieces[n]!.isVerb);
    const first = words.find((n) => pieces[n]!.text !== "please");
    if (last !== undefined && first !== undefined && verbs.length === 1 && verbs[0] === last) {
      const [verb] = pieces.splice(last, 1);
      pieces.splice(first, 0, verb!, { text: " " });
    }
    start = end + 1;
  }
}

// Words that make "put" a move ("put the faq above the reviews").
const PLACES = /\b(?:above|below|before|after|under|over|top|bottom|between|up|down|next to)\b/;

/** "put the footer in black" → "make the footer black": put with a colour and no place. */
function putToMake(text: string): string {
  return text
    .split(/(?<=[.;!?])\s+|\s+(?=and (?:add|remove|delete|change|make|move|put|use|set)\b)/)
    .map((clause) =>
      /^(?:and )?(?:please )?put\b/i.test(clause) &&
      !PLACES.test(clause) &&
      (findColors(normalizePrompt(clause)).length > 0 || /\b(?:dark|light)\b/i.test(clause))
        ? clause.replace(/\bput\b/i, "make").replace(/\bin (?=\S+$|\S+ \S+$)/i, "")
        : clause,
    )
    .join(" ");
}

/**
 * Word order and verbs the planner reads better: "the title of the hero" → "the hero
 * title", "put the footer in black" → "make the footer black", "create a page" → "add a page".
 */
function englishOrder(text: string): string {
  return (
    putToMake(text)
      .replace(/\bcreate (an?|another|one more) (new )?page\b/gi, "add $1 $2page")
      .replace(
        /\b(?:the )?(title|headline|heading|subtitle|text|button|tagline|background|colour|image|links?) (?:of )?the ([a-z]+(?: [a-z]+)?)\b/gi,
        (whole, field: string, rest: string) => {
          const mention = findSectionMentions(normalizePrompt(rest))[0];
          if (!mention || mention.index !== 0) return whole;
          return `the ${rest.slice(0, mention.end)} ${field}${rest.slice(mention.end)}`;
        },
      )
      .replace(
        /\b(?:an? )?(?:new )?page (?:of|for) (?:the )?([a-z]+)\b/gi,
        (whole, name: string) =>
          ["my", "our", "a", "an"].includes(name) ? whole : `a ${name} page`,
      )
      .replace(/\bsection of (?:the )?([a-z]+(?: [a-z]+)?)\b/gi, (whole, rest: string) => {
        const mention = findSectionMentions(normalizePrompt(rest))[0];
        if (!mention || mention.index !== 0) return whole;
        return `${rest.slice(0, mention.end)} section${rest.slice(mention.end)}`;
      })
      // "una tienda de flores": a store of things sells them.
      .replace(/\b(store|shop|website|site) of\b/gi, "$1 selling")
  );
}

const ARTICLES = new Set(["a", "an", "the", "some", "my", "our", "more", "another", "new"]);
const CLAUSE_OPENERS = new Set([
  "please",
  "pls",
  "plz",
  "and",
  "then",
  "also",
  "can",
  "could",
  "you",
  "u",
]);

/** Corrects shorthand and typos of the planner's words; names, values and quotes stay. */
function correctEnglish(tokens: Token[], storeWords: () => Set<string>): string {
  const vocabulary = englishVocabulary();
  let hasCue = false;
  let literalUntil = -1;
  let isSentenceStart = true;
  let previousWord = "";
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== "word") {
      if (isBreakGap(token)) {
        hasCue = false;
        isSentenceStart = SENTENCE_END.test(token.raw);
      }
      out.push(token.raw);
      continue;
    }
    const atStart = isSentenceStart;
    isSentenceStart = false;
    const wordBefore = previousWord;
    previousWord = token.norm;
    if (i < literalUntil) {
      out.push(token.raw);
      continue;
    }
    const next = nextWord(tokens, i + 1);
    if (
      ENGLISH_OPENERS.has(token.norm) &&
      next !== undefined &&
      (hasCue || token.norm === "called" || token.norm === "named")
    ) {
      // The rest of the clause is a value as typed ("change the title to Fresh bakd daily").
      literalUntil = valueEnd(tokens, next, () => false, PLACE_WORDS.en, token.norm !== "to");
    }
    if (TEXT_CUES.has(token.norm)) hasCue = true;
    const isName = isCapitalised(token.raw) && !atStart;
    let corrected = isName
      ? undefined
      : correctWord(
          token,
          next,
          tokens,
          atStart || CLAUSE_OPENERS.has(wordBefore),
          vocabulary,
          storeWords,
        );
    // "based in leeds": right after a place word, a word is a place name unless it is
    // shorthand ("in teh") or names a section or page ("in the footr").
    if (
      corrected !== undefined &&
      PLACE_BEFORE.has(wordBefore) &&
      SHORTHAND[token.norm] === undefined &&
      findSectionMentions(corrected).length === 0 &&
      !/^(?:page|home|shop|about|contact)$/.test(corrected)
    )
      corrected = undefined;
    if (corrected !== undefined && TEXT_CUES.has(corrected)) hasCue = true;
    out.push(corrected ?? token.raw);
  }
  return out.join("");
}

const PLACE_BEFORE = new Set(["in", "from", "near", "around", "outside"]);

const ENGLISH_OPENERS = new Set(["to", "say", "says", "read", "reads", "called", "named"]);

function correctWord(
  token: Token,
  next: number | undefined,
  tokens: readonly Token[],
  isClauseStart: boolean,
  vocabulary: Vocabulary,
  storeWords: () => Set<string>,
): string | undefined {
  const word = token.norm;
  if (!/^[a-z]+$/.test(word)) return undefined;
  const shorthand = SHORTHAND[word];
  // "ad a newsletter": "ad" is "add" where a verb stands, before what is added.
  const isAdd =
    word === "ad" && isClauseStart && next !== undefined && ARTICLES.has(tokens[next]!.norm);
  if (shorthand === undefined && !isAdd && (word.length < 3 || vocabulary.has(word)))
    return undefined;
  if (storeWords().has(word)) return undefined;
  if (isAdd) return "add";
  if (shorthand !== undefined) return shorthand;
  if (isEnglishWord(word)) return undefined;
  return nearestWord(word, vocabulary);
}

/** Words the store itself uses (its name, products, pages and texts). */
function siteWords(context: PromptContext): Set<string> {
  const texts: string[] = [context.site.name, context.storeName];
  for (const product of context.products) texts.push(product.name);
  const visit = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(visit);
  };
  for (const page of context.site.pages) {
    texts.push(page.name);
    for (const section of page.sections) visit(section.props);
  }
  return new Set(wordsOf(texts.join(" ").slice(0, 20_000)));
}

/**
 * Reads a prompt for the planner: detects its language, translates a Spanish, German or
 * French prompt's vocabulary into the English the planner reads (names, values and
 * quoted text stay as typed), and corrects English shorthand and typos against the
 * composer's own vocabulary, never touching quotes, numbers, names or the store's words.
 */
export function readPrompt(prompt: string, context: PromptContext): ReadPrompt {
  const unified = unifyQuotes(prompt);
  const language = detectLanguage(unified);
  const tokens = tokenize(unified);
  let words: Set<string> | undefined;
  const storeWords = () => (words ??= siteWords(context));
  const original =
    language === "en"
      ? correctEnglish(tokens, storeWords)
      : englishOrder(translate(tokens, language, storeWords));
  return { text: normalizePrompt(original), original, language };
}
