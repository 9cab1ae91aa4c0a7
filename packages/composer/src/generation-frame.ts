import {
  readBusiness,
  readForeignGoods,
  type BusinessDescription,
} from "./business-description.js";
import { GENERIC_COPY, genericCopy, type IndustryCopy, type KindGroup } from "./copy-bank.js";
import { copyIn, siteWordsIn } from "./copy-languages.js";
import type { Language } from "./language-table.js";
import { fill } from "./section-content.js";
import { detectIndustry } from "./industries.js";
import type { GenerationRequest } from "./generate-site.js";
import { pick } from "./prompt-text.js";
import { findSectionMentions } from "./section-words.js";
import { findMood, hasThemeWords } from "./theme-edits.js";
import { readsAsNewPage } from "./edit/pages.js";

const SITE_WORDS =
  "online store|online shop|web ?shop|e-?commerce (?:site|store|website)|landing page|home ?page|website|web site|storefront|store|shop|site|page";

// "landing page for X", "website about X", "store selling X".
const FOR_FRAME = new RegExp(
  `\\b(?:${SITE_WORDS})s?\\s+(?:for|about|selling|that sells|to sell|which sells)\\s+(.+)`,
);
// "build a store called Y", "create an online shop for my bakery".
const BUILD_FRAME = new RegExp(
  `\\b(?:build|create|make|generate|design|start|set up|setup|launch|spin up|give me|i want|i need|i'd like|we want|we need)\\s+(?:me\\s+|us\\s+)?(a|an|my|our)\\s+(?:new\\s+)?(.{0,60}?)\\b(?:${SITE_WORDS})s?\\b(.*)`,
);
// The rebuild chip of a description on a site with content: "Rebuild the site: …".
const REBUILD =
  /^(?:please\s+)?(?:rebuild|regenerate|redo|recreate|remake|start (?:over|again))\b(?:\s+(?:the|my|this|our)\s+(?:whole\s+|entire\s+)?(?:site|website|store|shop))?\s*(?:for|as|around|with)?\s*:?\s*/;

const EDIT_START =
  /^(?:please\s+)?(?:add|remove|delete|move|put|change|set|use|switch|rename|replace|update|make|turn|show|embed|insert|include|drop|hide|swap|duplicate|give|connect|undo|center|centre|align|increase|decrease|edit)\b/;

// Parts of a site: a prompt naming one is an edit, even when a kind word is in it.
const SITE_PARTS =
  /\b(?:sections?|pages?|blocks?|footer|header|navbar|nav bar|menu bar|hero|banner|buttons?|fonts?|headlines?|headings?|titles?|taglines?|colou?rs?|palette|backgrounds?|logo|theme|layout|text|links?|images?|photos?|corners?|shadows?|borders?|radius|rounded|spacing|padding|margins?)\b/;

// A business too vague to build for: "a shop", "my store", "I have a small business".
const VAGUE =
  /\b(?:shop|store|business|company|brand|website|site|webshop|online store|e-?commerce|startup|side hustle|products?|stuff|things)\b/;

/** One short question with suggestion chips, instead of a guess. */
export interface GenerationQuestion {
  question: string;
  suggestions: string[];
}

/** The subject of a frame, cut before mood words, brand and follow-up clauses. */
function subjectOf(rest: string): string {
  return rest
    .split(
      /\s*(?:[,.;!?]|\b(?:called|named|make it|make the|with a|with an|that feels|that looks|in a|and make|and add|and use|please)\b)/,
    )[0]!
    .trim();
}

/** The subject of a "website for …" or "build a … store" frame, if the prompt has one. */
function frameSubject(text: string): string | undefined {
  const rebuild = REBUILD.exec(text);
  if (rebuild) return text.slice(rebuild[0].length);
  const buildMatch = BUILD_FRAME.exec(text);
  // "I want a gallery of our work on the home page": the page is where it goes, not what to build.
  if (
    buildMatch &&
    /\b(?:on|to|in|into|onto|from|at|of)\s+(?:the|my|our|this)\s+(?:[a-z]+\s+)?$/.test(
      buildMatch[2] ?? "",
    )
  )
    return undefined;
  if (buildMatch) {
    const [, article, middle = "", tail = ""] = buildMatch;
    const tailSubject = /^\s*(?:for|about|selling|that sells)\s+(.+)/.exec(tail)?.[1];
    const isNew = article === "a" || article === "an";
    const isNamed = /\b(?:called|named)\s/.test(tail);
    // "make my site dark" is an edit, not a new site.
    if (
      isNew ||
      tailSubject ||
      isNamed ||
      middle.trim() !== "" ||
      /^(build|create|generate|design|start|launch)/.test(text)
    )
      return tailSubject ? subjectOf(tailSubject) : middle.trim();
  }
  const forMatch = FOR_FRAME.exec(text);
  if (
    forMatch &&
    (!EDIT_START.test(text) || /^(?:please\s+)?(?:make|create|build|design)\b/.test(text))
  )
    return subjectOf(forMatch[1] ?? "");
  return undefined;
}

/** "a florist in Ghent" from the description, for the rebuild question. */
function describe(business: BusinessDescription, label: string): string {
  const article = /^[aeiou]/.test(label) ? "an" : "a";
  const name = business.brand ? ` called ${business.brand}` : "";
  return `${article} ${label}${name}${business.place ? ` in ${business.place}` : ""}`;
}

// How a business of no known kind works, by its own noun ("a sailing school" takes bookings).
const GROUP_NOUNS: [KindGroup, RegExp][] = [
  [
    "venue",
    /\b(?:restaurant|bistro|bar|pub|hotel|guesthouse|hostel|inn|diner|truck|stall|venue|parlou?r|cafe)$/,
  ],
  ["studio", /\b(?:studio|school|academy|salon|spa|gym|clinic|club|centre|center)$/],
  ["service", /\b(?:agency|firm|practice|services?|consultancy|company|business)$/],
];

/** The kind a description is read as: a known one, else the plan for its way of working. */
function industryOf(business: BusinessDescription): IndustryCopy {
  if (business.match) return business.match.industry;
  const label = business.label ?? "";
  const group = GROUP_NOUNS.find(([, nouns]) => nouns.test(label))?.[0];
  // A business that says it sells something is a shop whatever its noun.
  return group && !(business.goods && business.verb === "selling")
    ? genericCopy(group)
    : GENERIC_COPY;
}

/** What the frame reads besides the translated prompt: the owner's language and words. */
export interface FrameOptions {
  language: Language;
  /** The prompt as the owner typed it. */
  prompt: string;
}

/**
 * The request for a description in another language: the kind's copy in that language, the
 * goods in the owner's own words as typed (never the translation), no English label.
 */
function foreignRequest(
  request: GenerationRequest,
  options: FrameOptions & { language: Exclude<Language, "en"> },
): GenerationRequest {
  const industry = copyIn(request.industry, options.language);
  const goods = readForeignGoods(options.prompt, options.language);
  const { goodsClause } = industry.words;
  const { label: _label, goodsClause: _clause, about: _about, ...rest } = request;
  return {
    ...rest,
    industry,
    noun: goods ?? industry.goods,
    ...(goods
      ? {
          goodsClause: (industry.group === "shop"
            ? goodsClause.selling
            : goodsClause.offering
          ).replace("{goods}", goods),
        }
      : {}),
    hasOwnGoods: goods !== undefined,
  };
}

/** The generation request a description makes; look choices are left to the site. */
function requestFrom(business: BusinessDescription, seed: string): GenerationRequest {
  const industry = industryOf(business);
  const goods = business.goods;
  // Without a mood word, one of the kind's moods, so two cafés need not share one.
  const mood =
    business.mood ?? pick([industry.mood, industry.mood, ...industry.altMoods], seed, "mood");
  return {
    industry,
    noun: goods ?? industry.goods,
    ...(business.brand ? { brand: business.brand } : {}),
    mood,
    ...(business.place ? { place: business.place } : {}),
    label: labelOf(business),
    ...(goods
      ? {
          goodsClause: ` ${business.verb ?? (industry.group === "shop" ? "selling" : "offering")} ${goods}`,
        }
      : {}),
    // "I make mugs in Porto": the maker's own sentence, when they named no kind of business.
    ...(goods && business.verbThird && business.verb !== "selling" && !business.label
      ? { about: `{brand} ${business.verbThird} ${goods}{inPlace}` }
      : {}),
    hasOwnGoods: goods !== undefined,
    isDark: business.isDark,
    sells: industry.sells || business.isSelling,
    contact: business.contact,
  };
}

// A person's noun ("potter") names a maker; a shop of goods reads better by the kind's label.
const PERSON_FOR_SHOP =
  /\b(?:potter|baker|barista|beekeeper|farmer|brewer|maker|knitter|weaver|woodworker|illustrator|painter|artist)$/;

/** What the copy calls the business: the owner's own words for the kind, else its label. */
function labelOf(business: BusinessDescription): string {
  const industry = industryOf(business);
  const label = business.label;
  if (!label) return industry.label;
  if (industry.group === "shop" && PERSON_FOR_SHOP.test(label)) return industry.label;
  return label;
}

/** True when the prompt only names a look or a part of the site ("a dark site"). */
function isLookOnly(subject: string): boolean {
  const words = subject
    .replace(/\b(?:a|an|my|our|the|new|simple|nice|modern|beautiful|clean)\b/g, " ")
    .trim();
  return (
    words === "" ||
    words
      .split(/\s+/)
      .every((word) => findMood(word, { allowPlainDark: true }) || hasThemeWords(word))
  );
}

/**
 * Reads a prompt for a whole-site generation: a frame ("landing page for X", "build a store
 * called Y", "rebuild the site: …") or any description of a business ("A florist in Ghent
 * selling bouquets", "Skate shop called REDLINE, loud and dark", "I make mugs in Porto").
 * A description on a site that has content, or a business too vague to build for, gets one
 * short question with chips instead (PRODUCT.md "AI chat builder"). Null when the prompt is
 * an edit.
 */
export function readGenerationFrame(
  text: string,
  original: string,
  isSiteEmpty: boolean,
  seed = text,
  options: FrameOptions = { language: "en", prompt: original },
): GenerationRequest | GenerationQuestion | null {
  // "create a page called Shipping" on a site with content adds a page, never a new site.
  if (!isSiteEmpty && readsAsNewPage(text)) return null;
  const words = siteWordsIn(options.language);
  const subject = rebuildSubject(text, options) ?? frameSubject(text);
  const isExplicit = subject !== undefined;
  if (!isExplicit && (EDIT_START.test(text) || SITE_PARTS.test(text))) return null;
  const business = readBusiness(text, original, subject);
  // "a page for the FAQ" is an edit; "a site for my accounting services" names a business.
  if (
    isExplicit &&
    (/\b(?:section|sections|page|pages)\b/.test(subject) ||
      (findSectionMentions(subject).length > 0 && !detectIndustry(subject)))
  )
    return null;

  const isKnown = business.isBusiness || (isExplicit && business.brand !== undefined);
  if (!isKnown) {
    if (isExplicit && !isSiteEmpty && isLookOnly(subject)) return null;
    const isVague =
      isSiteEmpty &&
      VAGUE.test(text) &&
      text.split(" ").length <= 8 &&
      findSectionMentions(text).length === 0;
    if (isExplicit || isVague) {
      return { question: words.questions.vague, suggestions: [...words.questions.examples] };
    }
    return null;
  }
  if (!isExplicit && !isSiteEmpty) {
    // On a site with content only a known kind or "I sell / make …" reads as a new business.
    if (findSectionMentions(text).length > 0 || (!business.match && !business.verb)) return null;
    // "the espresso one" refers to the site; a description says who or where the business is.
    const describes = business.label ?? business.verb ?? business.brand ?? business.place;
    if (!describes && !/^(?:a|an|we|i|i'm|we're|my|our)\b/.test(text)) return null;
    if (options.language !== "en") {
      const industry = copyIn(industryOf(business), options.language);
      const ctx = {
        industry,
        brand: business.brand ?? "",
        noun: industry.goods,
        ...(business.place ? { place: business.place } : {}),
      };
      const x = fill(business.brand ? words.descriptions.describe : "{aLabel}{inPlace}", ctx);
      return {
        question: words.questions.rebuild.replace("{x}", x),
        suggestions: [words.questions.rebuildChip.replace("{x}", options.prompt.trim())],
      };
    }
    const label = labelOf(business);
    return {
      question: words.questions.rebuild.replace("{x}", describe(business, label)),
      suggestions: [words.questions.rebuildChip.replace("{x}", original.trim())],
    };
  }
  const request = requestFrom(business, seed);
  return options.language === "en"
    ? request
    : foreignRequest(request, { ...options, language: options.language });
}

/**
 * The description after the rebuild chip of a language besides English ("Rehacer el sitio:
 * …"), read where the translated prompt's first colon is; English chips read as a frame.
 */
function rebuildSubject(text: string, options: FrameOptions): string | undefined {
  if (options.language === "en") return undefined;
  const prefix = siteWordsIn(options.language).questions.rebuildChip.split("{x}")[0]!;
  const squash = (value: string) => value.toLowerCase().replace(/\s+/g, "");
  if (!squash(options.prompt).startsWith(squash(prefix))) return undefined;
  const colon = text.indexOf(":");
  return colon < 0 ? undefined : text.slice(colon + 1).trim();
}

/**
 * True when a later clause of a generation prompt is an edit ("add an FAQ", "dark footer"),
 * not more of the description ("we also do weddings") or its mood ("make it warm").
 */
export function isEditClause(clause: string): boolean {
  const namesSections = findSectionMentions(clause).length > 0;
  if (findMood(clause, { allowPlainDark: true }) && !namesSections && !SITE_PARTS.test(clause))
    return false;
  return EDIT_START.test(clause) || namesSections || SITE_PARTS.test(clause);
}
