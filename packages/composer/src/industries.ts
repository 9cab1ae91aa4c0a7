import { COPY_BANK, GENERIC_COPY, type IndustryCopy } from "./copy-bank.js";
import { phraseRegExp } from "./prompt-text.js";

// Words that hint at a kind but also fit others ("handmade soap" is soap, not ceramics; "book
// a table" is no bookshop): they decide only when nothing stronger matched.
const WEAK_KEYWORDS = new Set([
  "handmade",
  "hand made",
  "handcrafted",
  "craft",
  "crafts",
  "wear",
  "art",
  "book",
  "beans",
  "bake",
  "training",
  "coach",
  "games",
  "audio",
  "decor",
  "prints",
  "running",
  "gallery",
  "devices",
  "services",
  "clay",
  "silver",
  "spa",
  "vintage",
  "classes",
  "courses",
  "workshops",
  "teacher",
  "lessons",
  "designer",
  "agency",
  "events",
  "tour",
  "ink",
  "bar",
  "lounge",
  "inn",
  "tax",
  "hr",
  "legal",
  "cards",
  "pet",
  "dog",
  "dogs",
  "cat",
  "cats",
  "kids",
  "children",
  "baby",
  "fruit",
  "produce",
  "eggs",
  "farm",
  "outdoor",
  "electrical",
  "tables",
  "chairs",
  "lighting",
  "dice",
]);

interface KeywordEntry {
  keyword: string;
  pattern: RegExp;
  industry: IndustryCopy;
  isWeak: boolean;
}

const KEYWORDS: KeywordEntry[] = COPY_BANK.flatMap((industry) =>
  industry.keywords.map((keyword) => ({
    keyword,
    pattern: phraseRegExp(keyword),
    industry,
    isWeak: WEAK_KEYWORDS.has(keyword),
  })),
);

/** A kind found in a text: the keyword that named it, where, and whether it was weak. */
export interface IndustryMatch {
  industry: IndustryCopy;
  isWeak: boolean;
  keyword: string;
  index: number;
}

// Keywords by their first word (and its singular), so a text is tested only against the
// keywords whose first word it contains: detection stays cheap with hundreds of keywords.
const BY_FIRST_WORD = new Map<string, KeywordEntry[]>();
for (const entry of KEYWORDS) {
  const first = entry.keyword.split(/[\s-]/)[0]!;
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), entry]);
}

function candidatesFor(text: string): Set<KeywordEntry> {
  const found = new Set<KeywordEntry>();
  for (const word of text.split(/[^a-z0-9']+/)) {
    if (word === "") continue;
    for (const form of [word, word.replace(/e?s$/, ""), word.replace(/s$/, "")]) {
      for (const entry of BY_FIRST_WORD.get(form) ?? []) found.add(entry);
    }
  }
  return found;
}

/**
 * The kind a text is about: a strong keyword before a weak one, a longer before a shorter,
 * then the later one (the head of a noun phrase: "coffee mugs" are ceramics).
 */
export function detectIndustryMatch(text: string): IndustryMatch | undefined {
  let best: (KeywordEntry & { index: number }) | undefined;
  for (const entry of candidatesFor(text)) {
    const match = entry.pattern.exec(text);
    if (!match) continue;
    const better =
      !best ||
      (best.isWeak && !entry.isWeak) ||
      (best.isWeak === entry.isWeak &&
        (entry.keyword.length > best.keyword.length ||
          (entry.keyword.length === best.keyword.length && match.index > best.index)));
    if (better) best = { ...entry, index: match.index };
  }
  return (
    best && {
      industry: best.industry,
      isWeak: best.isWeak,
      keyword: best.keyword,
      index: best.index,
    }
  );
}

/** The kind a text is about (see `detectIndustryMatch`). */
export function detectIndustry(text: string): IndustryCopy | undefined {
  return detectIndustryMatch(text)?.industry;
}

/** An industry by id, or the generic plan. */
export function industryById(id: string): IndustryCopy {
  return COPY_BANK.find((industry) => industry.id === id) ?? GENERIC_COPY;
}

const FILLER =
  /\b(my|our|a|an|the|brand|company|business|label|online|new|small|little|local|independent|website|site|store|shop|page|landing|homepage|called|named|handmade|hand made|handcrafted|some|of|selling|that sells|which sells|who sells|products?)\b/g;

/**
 * The user's noun for what they sell, cleaned of filler ("my handmade ceramic mugs" →
 * "ceramic mugs"); the kind's own word when the user's is missing or too long.
 */
export function nounFor(industry: IndustryCopy, subject: string): string {
  const cleaned = subject
    .replace(FILLER, " ")
    .replace(/[^a-z0-9' -]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = cleaned.split(" ").filter(Boolean);
  if (words.length === 0 || words.length > 3) return industry.goods;
  if (industry.id === "generic") return cleaned;
  // Sentences read "Shop {goods}": only a plural or a mass noun the kind knows fits.
  return /s$/.test(cleaned) && cleaned.length > 3 ? cleaned : industry.goods;
}
