import { detectIndustryMatch, type IndustryMatch } from "./industries.js";
import { LANGUAGE_TABLES } from "./language.js";
import type { Language } from "./language-table.js";
import type { MoodId } from "./moods.js";
import { escapeRegExp, normalizePrompt, titleCase, writtenSpan } from "./prompt-text.js";
import { findSectionMentions } from "./section-words.js";
import { findMood, hasThemeWords } from "./theme-edits.js";

/** Contact details the owner typed; a generated site shows these and no others. */
export interface OwnerContact {
  email?: string;
  phone?: string;
  address?: string;
  instagram?: string;
}

/**
 * A business as its owner described it, in their own words: what kind it is, its name, what
 * it sells, where it is, the look asked for and any contact details.
 */
export interface BusinessDescription {
  match?: IndustryMatch;
  brand?: string;
  /** The owner's own name for the kind ("skate shop", "family bakery"). */
  label?: string;
  /** What it sells or makes, as typed ("bouquets and dried flowers"). */
  goods?: string;
  /** The owner's verb for the goods, as a participle ("selling", "making"). */
  verb?: string;
  /** The same verb in the third person ("sells", "makes"), for "{brand} makes …". */
  verbThird?: string;
  place?: string;
  mood?: MoodId;
  /** The owner asked for a dark look ("loud and dark", "make it dark"). */
  isDark: boolean;
  /** The owner said they sell (online), so even a studio or a venue gets a shop. */
  isSelling: boolean;
  contact: OwnerContact;
  /** True when the words describe a business: a kind, a kind noun, or goods with a verb. */
  isBusiness: boolean;
}

// A removed span (a name, a place, a detail) becomes this mark, so phrases stop there.
const CUT = " ¦ ";

const BUSINESS_NOUNS = [
  "shop",
  "store",
  "studio",
  "boutique",
  "bakery",
  "patisserie",
  "cafe",
  "roastery",
  "roasters",
  "brewery",
  "winery",
  "distillery",
  "florist",
  "deli",
  "delicatessen",
  "salon",
  "barbershop",
  "spa",
  "gym",
  "restaurant",
  "bistro",
  "pizzeria",
  "trattoria",
  "diner",
  "bar",
  "pub",
  "taproom",
  "hotel",
  "guesthouse",
  "hostel",
  "inn",
  "agency",
  "practice",
  "workshop",
  "atelier",
  "farm",
  "nursery",
  "gallery",
  "school",
  "academy",
  "label",
  "brand",
  "company",
  "business",
  "market",
  "parlour",
  "parlor",
  "garage",
  "clinic",
  "collective",
  "truck",
  "stall",
  "emporium",
  "outfitters",
  "service",
  "services",
  "firm",
  "chocolatier",
  "cheesemonger",
  "jeweller",
  "jeweler",
  "brasserie",
  "taqueria",
  "speakeasy",
  "creamery",
  "canteen",
  "cafeteria",
  "lounge",
  "tavern",
  "club",
  "centre",
  "center",
  "venue",
];

/** Nouns for a person: for a business that sells goods, the kind's label reads better. */
const PERSON_NOUNS = [
  "potter",
  "baker",
  "barista",
  "beekeeper",
  "farmer",
  "brewer",
  "illustrator",
  "painter",
  "artist",
  "tutor",
  "teacher",
  "coach",
  "trainer",
  "personal trainer",
  "designer",
  "developer",
  "plumber",
  "electrician",
  "carpenter",
  "builder",
  "gardener",
  "cleaner",
  "groomer",
  "dog walker",
  "caterer",
  "chef",
  "photographer",
  "videographer",
  "therapist",
  "counsellor",
  "counselor",
  "mentor",
  "consultant",
  "accountant",
  "bookkeeper",
  "lawyer",
  "solicitor",
  "mechanic",
  "roofer",
  "tiler",
  "locksmith",
  "decorator",
  "landscaper",
  "maker",
  "tattoo artist",
  "hairdresser",
  "barber",
  "stylist",
  "architect",
  "planner",
  "wedding planner",
  "guide",
  "tour guide",
  "dj",
  "knitter",
  "weaver",
  "woodworker",
  "instructor",
  "yoga teacher",
  "life coach",
];

const NOUN_ALTERNATION = [...BUSINESS_NOUNS, ...PERSON_NOUNS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");
const KIND_NOUN = new RegExp(`^(?:${NOUN_ALTERNATION})$`);
// Ends in a business ("… skate shop", "… potters"; compounds such as "bookshop" and "teahouse"
// too), not in goods: a plural business noun is goods ("chocolate bars").
const ENDS_IN_KIND_NOUN = new RegExp(
  `(?:^|\\s)(?:${BUSINESS_NOUNS.map(escapeRegExp).join("|")})$|(?:^|\\s)(?:${PERSON_NOUNS.map(escapeRegExp).join("|")})(?:e?s)?$|\\w(?:shop|store|house|room)s?$`,
);

// "a florist", "we're a small-batch hot sauce company", "i run a flower shop", "skate shop
// called …"; the words before the noun are the owner's (never a preposition or a verb).
const LABEL_WORD = String.raw`(?!(?:in|at|from|with|for|by|of|on|the|a|an|and|or|selling|called|named|do|does|run|own|have|is|are)\b)[a-z0-9'&-]+`;
const LABEL_AFTER_ARTICLE = new RegExp(
  `(?:^(?!\\s*(?:i|we|i'm|we're|im|my|our|you|they)\\b)\\s*|\\b(?:a|an|my|our)\\s+)((?:${LABEL_WORD}\\s+){0,3}(?:${NOUN_ALTERNATION}))(?:e?s)?\\b`,
);
// Nouns that name a business wherever they stand in a phrase ("life coach helping …"); not
// "bar" or "label", which are goods too ("chocolate bars").
const CONTAINS_KIND_NOUN = new RegExp(
  `(?:^|\\s)(?:${[...PERSON_NOUNS, "shop", "store", "studio", "salon", "agency", "restaurant", "school", "gym", "spa", "clinic", "firm", "practice", "company", "business"].map(escapeRegExp).join("|")})(?:e?s)?(?:\\s|$)`,
);

// The owner's verbs for what they sell or make (base forms); the copy uses their participle.
const GOODS_VERBS = [
  "sell",
  "make",
  "bake",
  "roast",
  "brew",
  "grow",
  "design",
  "craft",
  "knit",
  "sew",
  "build",
  "restore",
  "repair",
  "print",
  "paint",
  "cook",
  "teach",
  "pour",
  "throw",
  "carve",
  "stock",
  "import",
  "curate",
  "offer",
  "create",
  "produce",
  "serve",
  "rent",
  "fix",
  "distil",
  "distill",
  "illustrate",
  "specialise",
  "specialize",
];

// Verbs whose last consonant doubles before "-ing".
const DOUBLED: Record<string, string> = { knit: "knitting", distil: "distilling" };

/** "sell" → "selling", "knit" → "knitting", "specialise" → "specialising in". */
function participleOf(verb: string): string {
  const ing = DOUBLED[verb] ?? `${verb.replace(/e$/, "")}ing`;
  return /^speciali[sz]e$/.test(verb) ? `${ing} in` : ing;
}

/** "make" → "makes", "teach" → "teaches", "specialise" → "specialises in". */
function thirdPersonOf(verb: string): string {
  const third = /(?:sh|ch|x|ss)$/.test(verb) ? `${verb}es` : `${verb}s`;
  return /^speciali[sz]e$/.test(verb) ? `${third} in` : third;
}

const BASE_FORMS = GOODS_VERBS;
const ING_FORMS = BASE_FORMS.map((verb) => participleOf(verb).replace(/ in$/, ""));
// Third persons that are rarely nouns ("prints" and "designs" usually are).
const THIRD_FORMS = [
  "sells",
  "makes",
  "bakes",
  "roasts",
  "brews",
  "grows",
  "knits",
  "sews",
  "builds",
  "restores",
  "creates",
  "offers",
  "teaches",
  "serves",
  "stocks",
  "curates",
  "specialises",
  "specializes",
];
const alternation = (forms: readonly string[]) =>
  [...forms].sort((a, b) => b.length - a.length).join("|");
const NOT_GOODS = String.raw`(?:\s+in)?\s+(?!(?:a|an|the|my|our|your|it|me|us|them|this|that|sure|website|site|store|shop|page|changes?)\b)([^¦]+)`;
// "i make …", "we're baking …", "who sells …", "a florist selling …" (not "a web design studio").
const GOODS_AFTER_VERB = [
  new RegExp(
    String.raw`\b(?:i|we|they|im)(?:'m|'re|'ve)?\s+(?:(?:am|are|also|mainly|mostly|only|just|lovingly|proudly|now|basically|currently)\s+)*(${alternation([...BASE_FORMS, ...ING_FORMS])})${NOT_GOODS}`,
  ),
  new RegExp(
    String.raw`(?:^\s*|\b(?:who|that|which|also)\s+)(${alternation([...BASE_FORMS, ...THIRD_FORMS])})${NOT_GOODS}`,
  ),
  new RegExp(
    String.raw`(?<!\b(?:a|an|the|my|our|of|for|and|in|with|to|love|like|enjoy)\s)(?<!^\s*)\b(${alternation([...THIRD_FORMS, ...ING_FORMS])})${NOT_GOODS}`,
  ),
  /^\s*(selling)\s+([^¦]+)/,
];

/** The earliest goods-after-verb match: the verb and the words after it. */
function goodsAfterVerb(text: string): { verb: string; rest: string } | undefined {
  let best: RegExpExecArray | undefined;
  for (const pattern of GOODS_AFTER_VERB) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = match;
  }
  return best && { verb: best[1]!, rest: best[2]! };
}
const WITH_GOODS = new RegExp(
  `\\b(?:${NOUN_ALTERNATION})(?:e?s)?\\s+(?:with|for|of)\\s+(?!(?:a|an|the|my|our|me|us)\\b)([^¦]+)`,
);

// Where a goods phrase stops: the sentence goes on to say something else.
const GOODS_END =
  /\s*(?:¦|[;.!?](?:\s|$)|\s-\s|\b(?:and|&)\s+(?:make|add|use|give|change|put|set|it|i|we|my|our|please)\b|\b(?:make it|make the|that feels?|that looks?|so that|because|please|called|named|based|located|who|which|where|but)\b)/;
// Words that say nothing about what is sold.
const VAGUE_GOODS =
  /^(?:(?:my|our|the|some|all|lots of|various|different|cool|nice|good|great)\s+)*(?:things|stuff|products?|items|goods|everything|anything|something|whatever|it|them)$/;

/** Lower-cases the first letter of a typed phrase unless it looks like a name or acronym. */
function asTyped(phrase: string): string {
  return /^\p{Lu}\p{Ll}/u.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

const NOT_PLACES = new Set([
  "i",
  "english",
  "french",
  "spanish",
  "german",
  "dutch",
  "italian",
  "portuguese",
  "style",
  "stock",
  "bulk",
  "business",
  "love",
  "person",
  "town",
  "city",
  "the",
  "a",
  "an",
  "my",
  "our",
  "small",
  "batches",
  "store",
  "shop",
  "studio",
  "house",
  "home",
  "colour",
  "color",
  "colours",
  "colors",
  "season",
  "time",
  "bloom",
  "person",
  "mind",
  "mine",
  "there",
  "here",
  "one",
  "two",
  "three",
  "all",
  "every",
  "each",
  "any",
  "order",
  "addition",
  "general",
  "particular",
  "between",
  "total",
  "detail",
  "hand",
  "nature",
  "advance",
  "private",
  "public",
  "person",
  "real",
  "life",
  "touch",
  "mind",
  "scratch",
  "love",
]);
const CONNECTOR = "(?:de|del|da|do|dos|das|am|an|upon|on|sur|la|le|les|den|der|di|y|en)";

/** True when a phrase names a kind of business by a strong keyword (a name may hold a weak one). */
function isKindWord(text: string): boolean {
  const match = detectIndustryMatch(normalizePrompt(text));
  return match !== undefined && !match.isWeak;
}

function isMoodWord(text: string): boolean {
  return findMood(normalizePrompt(text), { allowPlainDark: true }) !== undefined;
}

/** True when every word is a mood word ("warm and cozy"), not a name that holds one ("Neon Nights"). */
function isMoodOnly(text: string): boolean {
  return normalizePrompt(text)
    .split(/[\s,]+/)
    .filter((word) => word !== "and")
    .every((word) => isMoodWord(word));
}

function readContact(original: string): { contact: OwnerContact; spans: string[] } {
  const contact: OwnerContact = {};
  const spans: string[] = [];
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(original)?.[0];
  if (email) {
    contact.email = email;
    spans.push(email);
  }
  const phone = /(?<![\w@/])\+?\d[\d ().-]{6,18}\d(?![\w/])/.exec(original)?.[0];
  if (phone && phone.replace(/\D/g, "").length >= 7) {
    contact.phone = phone.trim();
    spans.push(phone);
  }
  const instagram = /(?<![\w.@])@([a-z0-9._]{2,30})(?![\w@])/i.exec(original);
  if (instagram) {
    contact.instagram = instagram[1]!;
    spans.push(instagram[0]);
  }
  const address =
    /\b(?:at|on)\s+(\d{1,5}[a-z]?,?\s+(?:\p{L}[\p{L}'.-]*\s+){0,4}(?:street|st|road|rd|avenue|ave|lane|ln|way|place|square|boulevard|blvd|drive|dr)\b\.?)/iu.exec(
      original,
    ) ??
    /\b(?:at|on)\s+((?:\p{L}[\p{L}'.-]*\s+){0,3}\p{L}*(?:straat|strasse|straße|gasse|weg|laan|plein|steenweg|kade|gracht)\s+\d{1,5}[a-z]?)/iu.exec(
      original,
    );
  if (address) {
    contact.address = address[1]!.trim();
    spans.push(address[0]);
  }
  return { contact, spans };
}

// "called Crumb & Co", "named “Salt & Stone”": the name ends at punctuation or where the
// sentence goes on ("… in Lisbon", "… and make it warm", "… que vende pan", "… qui vend",
// "…, der Sträuße verkauft"); a bare "and" stays in it.
const CALLED = new RegExp(
  String.raw`\b(?:called|named)\s+(?:"([^"\n]{1,60})"|\u201c([^\u201d\n]{1,60})\u201d|'([^'\n]{1,60})'(?=[\s,.;:!?]|$)|([^\n]{1,60}?))` +
    String.raw`(?=\s*(?:[,;:!?()]|\.(?:\s|$)|\s[-\u2013\u2014]\s|\n|$)|\s+(?:(?:and|&)\s+(?:make|add|use|give|change|put|set|show|it|its|the|a|an|i|we|my|our|please)|that|which|with|who|where|for|selling|sells|in|to|make|it|so|because|please|based|from|que|qui|quien|die|der|das|welche[rs]?|con|avec|mit|en|vende|venden|vend|vendent|verkauft|verkaufen|vendant|vendiendo)\b)`,
  "iu",
);
const SENTENCE_START =
  /^(?:i|i'm|im|we|we're|my|our|a|an|this|it|there|hi|hello|hey|please|build|make|create|generate|design|set|start|launch|website|site|store|shop|landing|online|new|just|so|ok|okay)\b/i;
// "The shop is a …" names nothing.
const GENERIC_HEAD =
  /^(?:the|my|our|this)\s+(?:shop|store|business|company|site|website|place|brand|idea|plan|name)$/i;
const ACRONYMS = new Set([
  "UK",
  "USA",
  "US",
  "EU",
  "NYC",
  "LA",
  "DIY",
  "IPA",
  "CBD",
  "LP",
  "LPS",
  "DJ",
  "BBQ",
  "HR",
  "MOT",
  "USB",
  "B&B",
  "SEO",
  "FAQ",
  "CTA",
  "AI",
  "UX",
  "UI",
  "HIIT",
  "SUP",
  "NFT",
  "VAT",
  "TV",
]);

/** The name the owner gave the business, as typed, and the span it came from. */
function readBrand(original: string, text: string): { brand: string; span: string } | undefined {
  const clean = (name: string) =>
    name
      .replace(/^["'\u201c\u2018]+|["'\u201d\u2019]+$/g, "")
      .replace(/[.,]+$/, "")
      .trim();
  const cased = (name: string) => (name === name.toLowerCase() ? titleCase(name) : name);
  // The normalised text has quoted spans masked: a "called" only inside quotes names nothing.
  if (/\b(?:called|named)\s/.test(text)) {
    const match = CALLED.exec(original);
    let brand = clean(match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4] ?? "");
    if (brand && match) {
      // "called Table for Two" is one name; "called Night Owl for streetwear" is not.
      const after = original.slice(match.index + match[0].length);
      const more = match[4]
        ? /^\s+(for\s+[^,.;:!?\n]{1,24}?)\s*(?=[,.;:!?\n]|$)/.exec(after)
        : null;
      if (more && !isKindWord(more[1]!) && !/\b(?:my|our|a|an|the|me|us)\b/i.test(more[1]!))
        brand = `${brand} ${more[1]}`;
      return { brand: cased(brand), span: brand };
    }
  }
  const weAre =
    /\b(?:we're|we are|this is|meet|welcome to)\s+([^,.;!?\n]{1,40}?)\s*,\s*(?:a|an|the|your)\s/i.exec(
      original,
    );
  if (weAre && !SENTENCE_START.test(weAre[1]!) && !isKindWord(weAre[1]!))
    return { brand: cased(clean(weAre[1]!)), span: weAre[1]! };
  const isA = /^\s*([^,.;!?\n]{1,40}?)\s+is\s+(?:a|an)\s+/i.exec(original);
  if (
    isA &&
    !GENERIC_HEAD.test(isA[1]!) &&
    !SENTENCE_START.test(isA[1]!) &&
    !/^(?:he|she|it|that|what|which|who)\b/i.test(isA[1]!) &&
    isA[1]!.split(/\s+/).length <= 5 &&
    !isKindWord(isA[1]!)
  )
    return { brand: cased(clean(isA[1]!)), span: isA[1]! };
  // "REDLINE — skate shop, loud and dark", "Bloom & Wild: flowers for every day".
  const first = /^\s*([^,:;.!?\n\u2013\u2014|]{1,40}?)\s*(?:[\u2013\u2014:|]|\s-\s|,)\s*\S/.exec(
    original,
  );
  if (first) {
    const head = first[1]!.trim();
    const separator = first[0].slice(first[0].indexOf(head) + head.length).trim()[0];
    const isLoud = /^[\p{Lu}\d&'. -]+$/u.test(head) && /\p{Lu}{2}/u.test(head);
    const capitalWords = head.split(/\s+/).filter((word) => /^[\p{Lu}\d]/u.test(word)).length;
    const isNamey =
      separator !== ","
        ? capitalWords >= 1 || isLoud
        : isLoud || (capitalWords >= 2 && capitalWords === head.split(/\s+/).length);
    // A name may hold a kind word ("Bloom & Wild: flowers …") when the rest names the kind.
    const rest = original.slice(first[0].length - 1);
    if (
      isNamey &&
      head.split(/\s+/).length <= 5 &&
      !SENTENCE_START.test(head) &&
      !GENERIC_HEAD.test(head) &&
      (!isKindWord(head) || (separator !== "," && isKindWord(rest))) &&
      !isMoodOnly(head) &&
      original !== original.toUpperCase()
    )
      return { brand: head, span: head };
  }
  const possessive = /\b(\p{Lu}[\p{L}]+(?:'s|\u2019s|s'))\s+(\p{L}+)/u.exec(original);
  if (possessive && (isKindWord(possessive[2]!) || KIND_NOUN.test(possessive[2]!.toLowerCase())))
    return {
      brand: `${possessive[1]} ${titleCase(possessive[2]!)}`,
      span: possessive[0],
    };
  if (original !== original.toUpperCase()) {
    for (const loud of original.matchAll(
      /\b(\p{Lu}[\p{Lu}\d&'.-]{2,}(?:\s+\p{Lu}[\p{Lu}\d&'.-]+){0,2})\b/gu,
    )) {
      const name = loud[1]!;
      if (!ACRONYMS.has(name) && !isMoodWord(name) && !isKindWord(name))
        return { brand: name, span: name };
    }
  }
  return undefined;
}

/** Where the business is, as typed ("Ghent", "New York"), and the span it came from. */
function readPlace(
  original: string,
  brand?: string,
): { place: string; span: string; isOrigin?: boolean } | undefined {
  const accept = (place: string) => {
    const first = place
      .replace(/^the\s+/i, "")
      .split(/\s+/)[0]!
      .toLowerCase();
    return (
      !NOT_PLACES.has(first) &&
      place !== brand &&
      !isMoodWord(place) &&
      !isKindWord(place) &&
      place.length >= 2
    );
  };
  const capital = new RegExp(
    String.raw`\b(?:in|from|based in|located in|out of|near|around)\s+(?:the\s+(?:heart|centre|center|middle|south|north|east|west)\s+of\s+)?((?:the\s+)?\p{Lu}[\p{L}'\u2019.-]*(?:\s(?:${CONNECTOR}\s)?\p{Lu}[\p{L}'\u2019.-]*){0,3})`,
    "gu",
  );
  for (const match of original.matchAll(capital)) {
    const place = match[1]!.replace(/[.]+$/, "");
    // "wines from Portugal" says where the goods come from; "based in", "in" where the business is.
    if (accept(place)) return { place, span: match[0], isOrigin: /^from\s/i.test(match[0]) };
  }
  const based = /\b(\p{Lu}[\p{L}]+)-based\b/u.exec(original);
  if (based && accept(based[1]!)) return { place: based[1]!, span: based[0] };
  const trailing =
    /,\s*(\p{Lu}[\p{L}'\u2019-]+(?:\s\p{Lu}[\p{L}'\u2019-]+){0,2})\s*[.!]?\s*$/u.exec(original);
  if (trailing && accept(trailing[1]!) && trailing[1] !== original.trim())
    return { place: trailing[1]!, span: trailing[0] };
  // Typed in lower case: "a bakery in lisbon", at the end of a clause.
  const lower =
    /\b(?:in|from|based in)\s+([a-z][a-z'-]{2,}(?:\s[a-z][a-z'-]{2,})?)(?=\s*(?:[,.;!?]|$|\s(?:selling|that|which|who|with|and make|make|called|named)\b))/.exec(
      normalizePrompt(original),
    );
  if (lower && accept(lower[1]!)) {
    const typed = writtenSpan(original, lower[1]!) ?? lower[1]!;
    const isOrigin = /^from\b/.test(lower[0]);
    return { place: titleCase(typed), span: writtenSpan(original, lower[0]) ?? typed, isOrigin };
  }
  return undefined;
}

/** Removes a typed span from the normalised text, leaving a cut mark. */
function cutOut(text: string, span: string | undefined): string {
  if (!span) return text;
  const normal = normalizePrompt(span);
  if (normal === "") return text;
  const index = text.lastIndexOf(normal);
  return index < 0 ? text : `${text.slice(0, index)}${CUT}${text.slice(index + normal.length)}`;
}

/** A goods phrase cut where the sentence goes on, with list commas kept. */
function goodsPhrase(raw: string): string | undefined {
  const ended = raw.split(GOODS_END)[0] ?? "";
  const parts = ended.split(/\s*,\s*/);
  const kept: string[] = [];
  for (const [index, part] of parts.entries()) {
    const words = part.trim();
    if (words === "") break;
    // A later comma part that only sets a mood or a look ends the list.
    if (index > 0 && (isMoodWord(words) || /^(?:make|use|add|with|and make)\b/.test(words))) break;
    // A long part after a comma is a clause, not one more item of a list.
    if (index > 0 && words.split(" ").length > 4) break;
    kept.push(words);
  }
  const phrase = kept
    .join(", ")
    .replace(/^(?:some|all kinds of|all sorts of|lots of|beautiful|really|very)\s+/, "")
    .replace(/\s+(?:online|and more|etc|and stuff|and things|for a living)$/, "")
    .replace(/\s+/g, " ")
    .trim();
  const words = phrase.split(" ").length;
  if (phrase.length < 3 || words > 9) return undefined;
  return phrase;
}

/** The owner's own label for the kind: "skate shop", "family bakery"; none for "shop". */
function readLabel(text: string): string | undefined {
  const match = LABEL_AFTER_ARTICLE.exec(text.replace(/^[\s¦:|,-]*/, ""));
  if (!match) return undefined;
  const label = match[1]!
    .replace(/^(?:(?:we're|we are|i'm|i am|im|we|i|a|an|my|our|the|just)\s+)+/, "")
    .replace(/\b(?:new|online|little|very|really)\s+/g, "")
    .replace(/¦/g, "")
    .trim();
  // Too plain to name the business, or plural ("accounting services").
  if (/^(?:shop|store|business|company|brand|label|service)$/.test(label)) return undefined;
  if (/[^s]s$/.test(label)) return undefined;
  return label;
}

/** What the business sells, in the owner's words, and the verb they used for it. */
function readGoods(
  rest: string,
  subject: string | undefined,
): { goods?: string; verb?: string; verbThird?: string; isBare: boolean } {
  const verbMatch = goodsAfterVerb(rest);
  let goods = verbMatch ? goodsPhrase(verbMatch.rest) : undefined;
  // "a screen printing studio": the words after the verb name the business, not its goods.
  if (goods && goods.split(" ").length <= 2 && ENDS_IN_KIND_NOUN.test(goods)) goods = undefined;
  let verb: string | undefined;
  let verbThird: string | undefined;
  if (goods && verbMatch) {
    const base = BASE_FORMS.find((key) => verbMatch.verb.startsWith(key.replace(/e$/, "")));
    verb = base ? participleOf(base) : undefined;
    verbThird = base ? thirdPersonOf(base) : undefined;
  }
  if (!goods) {
    const withGoods = WITH_GOODS.exec(rest);
    const phrase = withGoods ? goodsPhrase(withGoods[1]!) : undefined;
    if (phrase && isKindWord(phrase)) goods = phrase;
  }
  if (!goods && subject) {
    const phrase = goodsPhrase(subject.replace(/^(?:a|an|my|our|the|some)\s+/, ""));
    const isServices = phrase !== undefined && /\s(?:services)$/.test(phrase);
    if (phrase && (isServices || !ENDS_IN_KIND_NOUN.test(phrase)) && !VAGUE_GOODS.test(phrase))
      goods = phrase;
  }
  let bareGoods = false;
  if (!goods) {
    // A bare noun phrase ("vintage vinyl records", "candles, soaps and bath salts").
    const first = goodsPhrase(
      rest
        .replace(/^[\s¦:|,-]*/, "")
        .replace(/^(?:we're|we are|i'm|i am|im|just|only)\s+/, "")
        .replace(/^(?:a|an|my|our|some)\s+/, ""),
    );
    // Goods of no known kind pass when they read as goods: a short phrase ending in a plural
    // ("bespoke suits", "kites"), not a section of a site ("testimonials").
    const isPluralGoods =
      first !== undefined &&
      first.split(" ").length <= 5 &&
      /[a-z]{3}s$/.test(first) &&
      !isMoodOnly(first) &&
      !hasThemeWords(first) &&
      findSectionMentions(first).length === 0;
    if (
      first &&
      !ENDS_IN_KIND_NOUN.test(first) &&
      !CONTAINS_KIND_NOUN.test(first) &&
      (isKindWord(first) || isPluralGoods) &&
      !/^(?:i|we|my|our|you)\b/.test(first) &&
      !/\b(?:for|about|website|site|page|landing)\b/.test(first)
    ) {
      goods = first;
      bareGoods = true;
    }
  }
  if (!goods) {
    // "… — sourdough and buns": goods after a dash or a colon.
    const after = /(?:\s-\s|:)\s*([^¦]+)$/.exec(rest)?.[1];
    const phrase = after ? goodsPhrase(after) : undefined;
    if (phrase && !ENDS_IN_KIND_NOUN.test(phrase) && !isMoodOnly(phrase) && isKindWord(phrase))
      goods = phrase;
  }
  if (
    goods &&
    (/\b(?:website|web site|landing page|homepage|online store|site)\b/.test(goods) ||
      VAGUE_GOODS.test(goods))
  )
    goods = undefined;

  return {
    ...(goods ? { goods } : {}),
    ...(verb ? { verb } : {}),
    ...(verbThird ? { verbThird } : {}),
    isBare: bareGoods && goods !== undefined,
  };
}

/**
 * Reads a business description (see `BusinessDescription`) from a normalised prompt; `subject`
 * is what a "website for …" frame is for, read as the goods when it names no kind of business.
 */
export function readBusiness(
  text: string,
  original: string,
  subject?: string,
): BusinessDescription {
  let rest = ` ${text} `;
  const { contact, spans } = readContact(original);
  for (const span of spans) rest = cutOut(rest, span);
  const brand = readBrand(original, text);
  rest = cutOut(rest, brand?.span);
  const place = readPlace(original, brand?.brand);
  rest = cutOut(rest, place?.span);
  rest = rest.replace(/\s+/g, " ");

  const label = readLabel(rest);
  const { goods, verb, verbThird, isBare: bareGoods } = readGoods(rest, subject);

  // Goods from somewhere keep their origin ("wines from Portugal"); the business has no place.
  let where = place?.place;
  // Braces would read as template fields in the copy.
  let typed = goods && asTyped(writtenSpan(original, goods) ?? goods).replace(/[{}]/g, "");
  if (typed && place?.isOrigin) {
    typed = `${typed} from ${place.place}`;
    where = undefined;
  }
  const match = detectIndustryMatch(rest) ?? (goods ? detectIndustryMatch(goods) : undefined);
  const darkWord =
    /\bdark\b(?=\s*(?:$|[,.;!?¦]|and\b|theme|look|feel|vibe|mode|style|colou?rs?|palette|design|aesthetic|background|site|website|please))/.test(
      rest,
    );
  const moodText = rest.replace(/\bdark\b/g, " ");
  const named = findMood(moodText);
  const mood = named ?? (darkWord ? "dark" : undefined);
  // "cleaning products", "skate gear": goods, whatever the kind usually does.
  const isSelling =
    /\b(?:sell|sells|selling|webshop|web shop|online (?:shop|store)|e-?commerce|shop online)\b/.test(
      rest,
    ) || /\b(?:products|supplies|goods|gear|equipment|kits)$/.test(goods ?? "");
  const isBusiness =
    (match !== undefined &&
      (!match.isWeak || goods !== undefined || label !== undefined || brand !== undefined)) ||
    (goods !== undefined && verb !== undefined) ||
    (label !== undefined && KIND_NOUN.test(label.split(" ").at(-1) ?? "")) ||
    bareGoods ||
    (match !== undefined && rest.trim().split(" ").length <= 4);
  return {
    ...(match ? { match } : {}),
    ...(brand ? { brand: brand.brand } : {}),
    ...(label ? { label } : {}),
    ...(typed ? { goods: typed } : {}),
    ...(verb ? { verb } : {}),
    ...(verbThird ? { verbThird } : {}),
    ...(where ? { place: where } : {}),
    ...(mood ? { mood } : {}),
    isDark: darkWord || mood === "dark",
    isSelling,
    contact,
    isBusiness: isBusiness && rest.trim() !== "",
  };
}

/**
 * How an owner says what they sell in each language besides English: the verbs before the
 * goods ("que vende …", "wir verkaufen …", "qui vend …"), a German clause whose verb ends it
 * ("…, der Sträuße verkauft"), and where the goods stop (a name, a place, a new clause).
 */
const FOREIGN_GOODS: Readonly<
  Record<Exclude<Language, "en">, { after: RegExp; before?: RegExp; end: RegExp; trim?: RegExp }>
> = {
  es: {
    after:
      /(?:^|[.,;:]\s*|\b(?:que|quien|y|también|yo|nosotros|nosotras)\s+)(?:(?:solo|sobre todo|también)\s+)?(?:vende|venden|vendo|vendemos|hace|hacen|hago|hacemos|ofrece|ofrecen|ofrezco|ofrecemos|fabrica|fabrican|fabrico|fabricamos|elabora|elaboran|elaboro|elaboramos|cultiva|cultivan|cultivo|cultivamos|hornea|hornean|horneo|horneamos|tuesta|tuestan|tuesto|tostamos|diseña|diseñan|diseñamos|crea|crean|creo|creamos|prepara|preparan|preparo|preparamos|organiza|organizan|organizo|organizamos|imparte|imparten|imparto|impartimos)\s+(.+)/iu,
    end: /\s*(?:[.;!?\n]|\s+(?:en|desde)\s+(?=\p{Lu})|\s+(?:llamad[oa]s?|que se llama|con (?:un )?estilo|y (?:hazlo|haz|que|con|pon|usa))\b)/u,
  },
  de: {
    after:
      /(?:^|[.,;:]\s*|\b(?:wir|ich|und|auch)\s+)(?:(?:auch|nur|vor allem)\s+)?(?:verkaufe|verkaufen|verkauft|mache|machen|macht|backe|backen|backt|biete|bieten|bietet|röste|rösten|röstet|fertige|fertigen|fertigt|gestalte|gestalten|gestaltet|stelle|stellen|stellt|züchte|züchten|züchtet)\s+(.+)/iu,
    before:
      /,\s*(?:der|die|das|wo|welcher|welche|welches)\s+(.+?)\s+(?:verkauft|verkaufen|anbietet|anbieten|macht|machen|herstellt|herstellen|backt|backen|röstet|rösten|fertigt|gestaltet)\b/iu,
    end: /\s*(?:[.;!?\n]|\s+(?:in|aus)\s+(?=\p{Lu}\p{Ll})|\s+(?:namens|genannt|mit dem Namen|und (?:mach|mache|gestalte|nimm|es|das))\b)/u,
    // A separable verb's particle ends the clause ("wir bieten Kurse an").
    trim: /\s+(?:an|her)$/u,
  },
  fr: {
    after:
      /(?:^|[.,;:]\s*|\b(?:qui|je|j'|nous|on|et)\s*)(?:(?:aussi|surtout|seulement)\s+)?(?:vend|vends|vendons|vendent|fais|fait|faisons|font|fabrique|fabriquons|fabriquent|propose|proposons|proposent|offre|offrons|offrent|crée|créons|créent|cuisine|cuisinons|torréfie|torréfions|cultive|cultivons|prépare|préparons|organise|organisons|dessine|dessinons|conçois|concevons|conçoit)\s+(.+)/iu,
    end: /\s*(?:[.;!?\n]|\s+(?:à|en|au|aux|depuis)\s+(?=\p{Lu})|\s+(?:appelée?s?|nommée?s?|qui s'appelle|avec un style|et (?:rends|fais|mets|utilise))\b)/u,
  },
};

const AND_WORDS = new Set(["y", "e", "und", "et"]);

// Words that name the site or a look, not goods.
const NOT_FOREIGN_GOODS =
  /^(?:(?:el|la|le|les|die|der|das|es|sie|ihn|il|elle|lo|mi|ma|mon|meine?|un|une|una?|ein|eine)\s+)?(?:sitio|web|página|tienda|website|webseite|seite|shop|site|boutique|page|oscuro|oscura|dunkel|sombre|bonito|schön|joli)\b/iu;

/**
 * What the business sells in the owner's own words in a prompt in another language ("Una
 * floristería que vende ramos y flores secas" → "ramos y flores secas"), if it says so.
 */
export function readForeignGoods(
  prompt: string,
  language: Exclude<Language, "en">,
): string | undefined {
  const grammar = FOREIGN_GOODS[language];
  const after = grammar.after.exec(prompt);
  const before = grammar.before?.exec(prompt);
  const raw = after && (!before || after.index <= before.index) ? after[1] : before?.[1];
  if (!raw) return undefined;
  // List commas stay; a part that only sets a mood ("…, oscura y atrevida") or a long
  // clause ends the list.
  const { moods, colours } = LANGUAGE_TABLES[language].words;
  const isMoodPart = (part: string) =>
    part
      .toLowerCase()
      .split(/\s+/)
      .every((word) => word in moods || word in colours || AND_WORDS.has(word));
  const parts = (raw.split(grammar.end)[0] ?? "").split(/\s*,\s*/);
  const kept: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (part === "" || (index > 0 && (isMoodPart(part) || part.split(/\s+/).length > 4))) break;
    kept.push(part);
  }
  const goods = kept
    .join(", ")
    .replace(grammar.trim ?? /$^/, "")
    .replace(/[{}"“”«»]/g, "")
    .trim();
  const words = goods.split(/\s+/).length;
  if (goods.length < 3 || words > 9 || NOT_FOREIGN_GOODS.test(goods)) return undefined;
  return asTyped(goods);
}
