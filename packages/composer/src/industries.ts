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

// A plural keyword also matches its singular ("houseplant", "sneaker").
const singular = (keyword: string) => keyword.replace(/(?<![siu])s$/, "");

const KEYWORDS: KeywordEntry[] = COPY_BANK.flatMap((industry) =>
  industry.keywords.map((keyword) => ({
    keyword,
    pattern: phraseRegExp(singular(keyword)),
    industry,
    isWeak: WEAK_KEYWORDS.has(keyword),
  })),
);

// Keywords by their first word (singular), so a text is tested only against the keywords
// whose first word it contains: detection stays cheap with hundreds of keywords.
const BY_FIRST_WORD = new Map<string, KeywordEntry[]>();
for (const entry of KEYWORDS) {
  const first = singular(entry.keyword).split(/[\s-]/)[0]!;
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), entry]);
}

function candidatesFor(text: string): Set<KeywordEntry> {
  const found = new Set<KeywordEntry>();
  for (const word of text.split(/[^a-z0-9']+/)) {
    if (word === "") continue;
    for (const form of new Set([word, word.replace(/e?s$/, ""), word.replace(/s$/, "")])) {
      for (const entry of BY_FIRST_WORD.get(form) ?? []) found.add(entry);
    }
  }
  return found;
}

// Where one noun phrase or list item ends and the next begins: "dog treats | and toys",
// "a bakery | with coffee", "coffee shop | selling pastries".
const PHRASE_BREAK =
  /[,;:.!?¦/]|\s-\s|\b(?:and|or|in|at|from|with|for|by|of|near|on|to|called|named|selling|sells|sell|making|makes|make|serving|serves|offering|offers|is|are|we're|i'm|who|that|which)\b/g;

/** A kind found in a text: the keyword that named it, where, and whether it was weak. */
export interface IndustryMatch {
  industry: IndustryCopy;
  isWeak: boolean;
  keyword: string;
  index: number;
}

/**
 * The kind a text is about. A strong keyword beats a weak one; among them, the first noun
 * phrase that has one decides, by its head (the keyword ending last: "leather boots" are
 * shoes, "dog treats and toys" are for pets), then the longer keyword.
 */
export function detectIndustryMatch(text: string): IndustryMatch | undefined {
  const breaks = [...text.matchAll(PHRASE_BREAK)].map((match) => match.index);
  const phraseOf = (index: number) => breaks.filter((at) => at < index).length;
  let best: { entry: KeywordEntry; index: number; end: number; phrase: number } | undefined;
  for (const entry of candidatesFor(text)) {
    const match = entry.pattern.exec(text);
    if (!match) continue;
    const found = {
      entry,
      index: match.index,
      end: match.index + match[0].length,
      phrase: phraseOf(match.index),
    };
    const better =
      !best ||
      (best.entry.isWeak && !entry.isWeak) ||
      (best.entry.isWeak === entry.isWeak &&
        (found.phrase < best.phrase ||
          (found.phrase === best.phrase &&
            (found.end > best.end ||
              (found.end === best.end && entry.keyword.length > best.entry.keyword.length)))));
    if (better) best = found;
  }
  return (
    best && {
      industry: best.entry.industry,
      isWeak: best.entry.isWeak,
      keyword: best.entry.keyword,
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
