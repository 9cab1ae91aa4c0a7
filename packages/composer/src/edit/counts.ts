import { capitalize, escapeRegExp, readCount } from "../prompt-text.js";
import { listOf } from "../section-edits.js";
import type { SectionKind } from "../section-words.js";
import { factsOfKind } from "./list-items.js";

/** Figures the user gave ("10,000 customers, 4.9 rating"): values and labels as typed. */
export function figuresFrom(text: string): { value: string; label: string }[] {
  const figures: { value: string; label: string }[] = [];
  const pattern =
    /(?<![\w#/.:])(\d[\d,]*(?:[.:/]\d+)*(?:\s?(?:k|m|%|x))?\+?)\s+([a-z][a-z' -]{1,30}?)(?=\s*(?:,|\band\b|$|;|\.))/g;
  for (const match of text.matchAll(pattern)) {
    figures.push({
      value: match[1]!.toUpperCase().replace(/\s/g, ""),
      label: capitalize(match[2]!.trim()),
    });
  }
  return figures;
}

/** One thing the owner listed for a new section: a name as typed and, when given, its price. */
export interface ListedItem {
  name: string;
  price?: string;
}

/**
 * A price as owners type it: an amount with its symbol or currency word, and a period
 * ("€25", "40 eur", "$9/mo", "12 per class", "60 each"). One grammar for every planner.
 */
export const PRICE_TEXT = String.raw`(?:[$€£¥]\s?\d[\d.,]*|\d[\d.,]*(?:\s?(?:[$€£¥]|eur|euros?|usd|dollars?|pounds?|gbp|chf|kr))?)(?:\s?(?:(?:\/|per|a|an)\s?(?:mo|month|yr|year|week|wk|day|session|class|hour|h|person)|each|pp))?`;

// "Small bouquet 25", "Medium at €40", "Large - €60": a name, then its price.
const NAMED_PRICE = new RegExp(
  String.raw`^(.*?)\s*(?:\bat\b|\bfor\b|:|-|–|=)?\s*(${PRICE_TEXT})$`,
  "i",
);

/**
 * What the owner listed after "with", "including" or a colon, as typed in `original`:
 * "a team section with Ana and Joris", "a price list: small 25, medium 40, large 60".
 * Names must be capitalised where the owner did not give a price (so "with photos" lists
 * nothing); empty when fewer than one item reads as a name.
 */
export function listedItems(original: string): ListedItem[] {
  const tail =
    /(?::|\b(?:with|including|featuring|for)\b)\s+(.+?)(?:\s+(?:please|thanks|now))?\s*[.!]?$/i.exec(
      original,
    )?.[1];
  if (!tail) return [];
  const parts = tail
    .replace(
      /^(?:(?:the|our|my)\s+)?(?:(?:\d{1,2}|one|two|three|four|five|six)\s+)?(?:plans?|options?|tiers?|packages?|prices?|people|members?|founders?)?\s*:?\s*/i,
      "",
    )
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const items: ListedItem[] = [];
  for (const part of parts) {
    const priced = NAMED_PRICE.exec(part);
    if (priced && priced[1]!.trim() !== "") {
      items.push({ name: capitalize(priced[1]!.trim()), price: priced[2]!.trim() });
    } else if (/^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u.test(part)) {
      items.push({ name: part });
    } else return [];
  }
  return items;
}

/**
 * The nouns that count a kind's items: its definition's count nouns, then the words owners use
 * for one item, in the plural ("five founders", "4 benefits").
 */
export function countNounsOf(kind: SectionKind): string[] | undefined {
  const counted = listOf(kind.type)?.countNouns;
  const items = factsOfKind(kind)?.nouns ?? [];
  if (!counted && items.length === 0) return undefined;
  const plural = (noun: string) => (/(?:s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`);
  return [...new Set([...(counted ?? []), ...items.map(plural)])];
}

const COUNT_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2}";

/**
 * A count said loosely after a verb: "keep just two pricing plans" (one word between),
 * "reduce the plans to 2".
 */
export function looseCount(text: string, nouns: readonly string[]): number | undefined {
  const alternatives = nouns.map(escapeRegExp).join("|");
  const before = new RegExp(
    `(?<![\\d.,/])(${COUNT_WORDS})\\s+(?:[a-z]+\\s+)?(?:${alternatives})\\b`,
  ).exec(text);
  const to = new RegExp(
    `\\b(?:${alternatives})\\b.*\\b(?:to|down to|at)\\s+(?:just\\s+|only\\s+)?(${COUNT_WORDS})(?![\\d.,/%:])\\b`,
  ).exec(text);
  const count = readCount(before?.[1] ?? to?.[1]);
  return count !== undefined && count > 0 ? Math.min(count, 12) : undefined;
}
