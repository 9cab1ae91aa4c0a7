/** Longest prompt the composer reads; the route caps prompts before they get here. */
export const MAX_PROMPT_LENGTH = 2000;

/**
 * A prompt reduced for matching: lower case, accents and curly quotes folded, "&" and "+"
 * read as "and", runs of spaces collapsed. Hex colours and digits survive.
 */
export function normalizePrompt(prompt: string): string {
  return prompt
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2013\u2014]/g, " - ")
    .toLowerCase()
    .replace(/\s*[&+]\s*/g, " and ")
    .replace(/\s+/g, " ")
    .trim();
}

/** What one character of a prompt becomes in `normalizePrompt`, before spaces collapse. */
function normalizeChar(char: string): string {
  return char
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2013\u2014]/g, " - ")
    .toLowerCase()
    .replace(/[&+]/g, " and ");
}

/**
 * The prompt normalised as `normalizePrompt` does, with the index in the original of the
 * character each normalised character came from, so a match can be read back as typed.
 */
export function normalizeWithOrigins(prompt: string): { text: string; origins: number[] } {
  let text = "";
  const origins: number[] = [];
  let index = 0;
  for (const char of prompt) {
    // Code units, not code points: origins is indexed like text.
    for (const out of normalizeChar(char).split("")) {
      const isSpace = /\s/.test(out);
      // Runs of spaces become one; leading spaces go (the trim of normalizePrompt).
      if (isSpace && (text === "" || text.endsWith(" "))) continue;
      text += isSpace ? " " : out;
      origins.push(index);
    }
    index += char.length;
  }
  if (text.endsWith(" ")) {
    text = text.slice(0, -1);
    origins.pop();
  }
  return { text, origins };
}

/**
 * The original text behind a fragment of the normalised prompt (its last occurrence), with
 * case, accents and "&" as typed; undefined when the fragment is not in the prompt.
 */
export function writtenSpan(original: string, fragment: string): string | undefined {
  if (fragment === "") return undefined;
  const { text, origins } = normalizeWithOrigins(original);
  const start = text.lastIndexOf(fragment);
  if (start < 0) return undefined;
  const from = origins[start]!;
  const lastFrom = origins[start + fragment.length - 1]!;
  const lastChar = String.fromCodePoint(original.codePointAt(lastFrom)!);
  return original.slice(from, lastFrom + lastChar.length);
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A matcher for a word or phrase on word boundaries; spaces in the phrase also match
 * hyphens, and a trailing plural "s" or "es" is allowed.
 */
export function phraseRegExp(phrase: string, flags = ""): RegExp {
  const key = `${flags}\u0000${phrase}`;
  const cached = PHRASE_CACHE.get(key);
  // Global patterns keep state (lastIndex), so only flag-less ones are shared.
  if (cached && flags === "") return cached;
  const body = phrase
    .split(" ")
    .map((word) => escapeRegExp(word))
    .join("[\\s-]+");
  const pattern = new RegExp(`(?<![a-z0-9])${body}(?:e?s)?(?![a-z0-9])`, flags);
  if (flags === "") PHRASE_CACHE.set(key, pattern);
  return pattern;
}

const PHRASE_CACHE = new Map<string, RegExp>();

/** True when the text holds any of the phrases as whole words. */
export function hasPhrase(text: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => phraseRegExp(phrase).test(text));
}

/** Numbers written as words, one to twelve. */
export const NUMBER_NAMES: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const NUMBER_WORDS: Record<string, number> = {
  ...NUMBER_NAMES,
  a: 1,
  single: 1,
  couple: 2,
  pair: 2,
  few: 3,
};

/** A small count written as a digit or a word ("three" → 3), else undefined. */
export function readCount(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}

/**
 * The count in front of one of the nouns ("three plans", "4 steps", "a couple of
 * questions"); numbers with decimals or thousands separators are figures, not counts.
 */
export function countBefore(text: string, nouns: readonly string[]): number | undefined {
  const words = Object.keys(NUMBER_WORDS)
    .filter((word) => word !== "a" && word !== "single")
    .join("|");
  for (const noun of nouns) {
    const match = new RegExp(
      `(?<![\\d.,])(\\d{1,2}|${words})(?: of)?(?: more| new| extra| different| short| simple)? ${escapeRegExp(noun)}`,
    ).exec(text);
    const count = readCount(match?.[1]);
    if (count !== undefined && count > 0) return Math.min(count, 12);
  }
  return undefined;
}

/** Quoted spans of the original prompt ("…", “…”, '…' around several words). */
export function quotedSpans(prompt: string): string[] {
  const spans: string[] = [];
  for (const match of prompt.matchAll(quotedSpanPattern())) {
    const text = (match[1] ?? match[2] ?? match[3] ?? "").trim();
    if (text) spans.push(text);
  }
  return spans;
}

/**
 * Quoted text: in double or curly quotes, or in single quotes where an apostrophe between
 * letters stays inside ('This week's bouquets').
 */
export const quotedSpanPattern = () =>
  /"([^"]{1,300})"|\u201c([^\u201d]{1,300})\u201d|(?<![a-z])'((?:[^']|(?<=[a-z])'(?=[a-z])){2,300})'(?![a-z])/gi;

/** 32-bit FNV-1a: stable across runs and platforms, for choosing copy variants. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of the options, picked by a hash of the seed and a key (stable for the same pair). */
export function pick<T>(options: readonly T[], seed: string, key: string): T {
  const index = hash32(`${seed}\u0000${key}`) % options.length;
  return options[index] as T;
}

/** The first letter in upper case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Each word capitalised, for brand names typed in lower case ("sweet crumb" → Sweet Crumb). */
export function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
