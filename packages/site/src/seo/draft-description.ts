import { rendererFamilyOf, resolveSectionType } from "../registry.js";
import type { LayoutPage } from "../layout/layout.js";
import { SEO_LIMITS } from "./seo-limits.js";

/** A sentence shorter than this many words is a heading or a label, not a description. */
const MIN_WORDS = 4;

/** Props that hold prose a visitor reads, in the order a visitor reads them. */
const TEXT_KEYS = [
  "title",
  "heading",
  "subtitle",
  "description",
  "text",
  "content",
  "body",
  "question",
  "answer",
  "quote",
  "bio",
] as const;
const TEXT_KEY_SET = new Set<string>(TEXT_KEYS);

/** Sections around every page say nothing of one page in particular. */
const CHROME_TYPES = new Set(["navbar", "footer"]);

/** Text without markup characters and with one space between words. */
const clean = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The sentences of a text: each ends at . ! ? or … followed by a space, or at the end. */
function sentencesOf(text: string): string[] {
  return (clean(text).match(/[^.!?…]+(?:[.!?…]+|$)/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Cut at the last word boundary that fits `max` characters with the ellipsis. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  const cut = (space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.–-]+$/, "");
  return `${cut}…`;
}

/**
 * A search description drafted from the owner's own text, nothing invented: the first
 * sentences of at least four words, as many as fit `max` (160) characters, else the first
 * one cut at a word boundary. Empty when the text has no such sentence.
 */
export function draftDescription(
  texts: readonly string[],
  max: number = SEO_LIMITS.descriptionShown,
): string {
  const sentences = texts
    .flatMap(sentencesOf)
    .filter((sentence) => sentence.split(" ").length >= MIN_WORDS)
    .map((sentence) => (/[.!?…]$/.test(sentence) ? sentence : `${sentence}.`));
  const first = sentences[0];
  if (!first) return "";
  if (first.length > max) return cutAtWord(first, max);
  let draft = first;
  for (const sentence of sentences.slice(1)) {
    if (draft.length + 1 + sentence.length > max) break;
    draft = `${draft} ${sentence}`;
  }
  return draft;
}

/** The strings of prose keys in a props value, depth first, lists item by item. */
function proseOf(value: unknown, depth = 0): string[] {
  if (depth > 4 || typeof value !== "object" || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => proseOf(item, depth + 1));
  const record = value as Record<string, unknown>;
  const own = TEXT_KEYS.flatMap((key) => {
    const text = record[key];
    return typeof text === "string" && text.trim() ? [text] : [];
  });
  const nested = Object.entries(record)
    .filter(([key, item]) => !TEXT_KEY_SET.has(key) && typeof item === "object")
    .flatMap(([, item]) => proseOf(item, depth + 1));
  return [...own, ...nested];
}

/**
 * The prose of a page's own sections in page order (its navbar and footer left out): what
 * "Draft from content" drafts a page's search description from.
 */
export function pageProse(page: Pick<LayoutPage, "sections">): string[] {
  return page.sections
    .filter((section) => {
      const type = resolveSectionType(section.type);
      return !(type && CHROME_TYPES.has(type)) && rendererFamilyOf(section.type) !== "social";
    })
    .flatMap((section) => proseOf(section.props));
}
