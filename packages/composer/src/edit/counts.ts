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
