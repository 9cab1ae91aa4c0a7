import { COPY_BANK, GENERIC_COPY, type IndustryCopy } from "./copy-bank.js";
import { phraseRegExp } from "./prompt-text.js";

// Words that hint at an industry but also fit others ("handmade soap" is beauty, not
// ceramics): they decide only when nothing stronger matched.
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
  "games",
  "audio",
  "decor",
  "garden",
  "prints",
  "running",
  "gallery",
  "devices",
  "services",
  "clay",
  "silver",
  "spa",
  "coach",
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

/** The industry a text is about and whether only a weak keyword said so. */
export function detectIndustryMatch(
  text: string,
): { industry: IndustryCopy; isWeak: boolean; keyword: string } | undefined {
  let best: KeywordEntry | undefined;
  for (const entry of KEYWORDS) {
    if (!entry.pattern.test(text)) continue;
    if (
      !best ||
      (best.isWeak && !entry.isWeak) ||
      (best.isWeak === entry.isWeak && entry.keyword.length > best.keyword.length)
    ) {
      best = entry;
    }
  }
  return best && { industry: best.industry, isWeak: best.isWeak, keyword: best.keyword };
}

/** The industry a text is about: a strong keyword before a weak one, longer before shorter. */
export function detectIndustry(text: string): IndustryCopy | undefined {
  return detectIndustryMatch(text)?.industry;
}

/** An industry by id, or the generic plan. */
export function industryById(id: string): IndustryCopy {
  return COPY_BANK.find((industry) => industry.id === id) ?? GENERIC_COPY;
}

/** What the copy calls the goods when the user's own word does not fit a sentence. */
const DEFAULT_NOUNS: Record<string, string> = {
  coffee: "coffee",
  bakery: "bakes",
  ceramics: "ceramics",
  fashion: "clothing",
  jewellery: "jewellery",
  beauty: "skincare",
  candles: "candles",
  plants: "plants",
  tea: "teas",
  electronics: "gadgets",
  fitness: "training",
  pets: "pet supplies",
  kids: "toys",
  books: "books and prints",
  wine: "wines and spirits",
  services: "services",
  generic: "products",
};

const FILLER =
  /\b(my|our|a|an|the|brand|company|business|label|online|new|small|little|local|independent|website|site|store|shop|page|landing|homepage|called|named|handmade|hand made|handcrafted|some|of|selling|that sells|which sells|who sells|products?)\b/g;

/**
 * The user's noun for what they sell, cleaned of filler ("my handmade ceramic mugs" →
 * "ceramic mugs"); the industry's own word when the user's is missing or too long.
 */
export function nounFor(industry: IndustryCopy, subject: string): string {
  const cleaned = subject
    .replace(FILLER, " ")
    .replace(/[^a-z0-9' -]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = cleaned.split(" ").filter(Boolean);
  const fallback = DEFAULT_NOUNS[industry.id] ?? "products";
  if (words.length === 0 || words.length > 3) return fallback;
  if (industry.id === "generic") return cleaned;
  // An industry's sentences read "Wheel-thrown {noun}": only a plural noun fits.
  return /s$/.test(cleaned) && cleaned.length > 3 ? cleaned : fallback;
}
