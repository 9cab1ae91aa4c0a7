import { GENERIC_COPY } from "./copy-bank.js";
import type { GenerationRequest } from "./generate-site.js";
import { detectIndustry, detectIndustryMatch, nounFor } from "./industries.js";
import { findSectionMentions } from "./section-words.js";
import { findMood, hasThemeWords } from "./theme-edits.js";
import { titleCase } from "./prompt-text.js";

const SITE_WORDS =
  "online store|online shop|web ?shop|e-?commerce (?:site|store|website)|landing page|home ?page|website|web site|storefront|store|shop|site|page";

// "landing page for X", "website about X", "store selling X".
const FOR_FRAME = new RegExp(
  `\\b(?:${SITE_WORDS})s?\\s+(?:for|about|selling|that sells|to sell|which sells)\\s+(.+)`,
);
// "I sell X", "we're opening a coffee shop", "I run a bakery".
const I_FRAME =
  /\b(?:i|we)(?:'m|'re| am| are)?\s+(?:sell|selling|make|making|bake|baking|roast|roasting|brew|brewing|run|running|own|design|designing|grow|growing|craft|crafting|opening|launching|starting)\s+(.+)/;
// "build a store called Y", "create an online shop for my bakery".
const BUILD_FRAME = new RegExp(
  `\\b(?:build|create|make|generate|design|start|set up|setup|launch|spin up|give me|i want|i need|i'd like|we want|we need)\\s+(?:me\\s+|us\\s+)?(a|an|my|our)\\s+(?:new\\s+)?(.{0,60}?)\\b(?:${SITE_WORDS})s?\\b(.*)`,
);
// Read on the prompt as typed, so "&", apostrophes and accents stay in the name. A name
// ends at punctuation or where the sentence goes on ("… in Lisbon", "… and make it warm");
// a bare "and" stays in it ("Salt and Pepper").
const BRAND = new RegExp(
  String.raw`\b(?:called|named)\s+(?:"([^"\n]{1,60})"|\u201c([^\u201d\n]{1,60})\u201d|'([^'\n]{1,60})'(?=[\s,.;:!?]|$)|([^\n]{1,60}?))` +
    String.raw`(?=\s*(?:[,;:!?()]|\.(?:\s|$)|\s[-\u2013\u2014]\s|\n|$)|\s+(?:(?:and|&)\s+(?:make|add|use|give|change|put|set|show|it|its|the|a|an|i|we|my|our|please)|that|which|with|who|where|for|selling|sells|in|to|make|it|so|because|please)\b)`,
  "iu",
);

const EDIT_START =
  /^(?:please\s+)?(?:add|remove|delete|move|put|change|set|use|switch|rename|replace|update|make|turn|show|embed|insert|include|drop|hide|swap|duplicate|give|connect|undo)\b/;

/** A brand named in the original prompt ("called Crumb & Co"), as typed. */
function brandFrom(original: string, text: string): string | undefined {
  // The normalised text has quoted spans masked: a "called" only inside quotes names nothing.
  if (!/\b(?:called|named)\s/.test(text)) return undefined;
  const match = BRAND.exec(original);
  const brand = (match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4] ?? "")
    .replace(/^["'\u201c\u2018]+|["'\u201d\u2019]+$/g, "")
    .trim();
  if (!brand) return undefined;
  return brand === brand.toLowerCase() ? titleCase(brand) : brand;
}

/** The subject of a frame, cut before mood words, brand and follow-up clauses. */
function subjectOf(rest: string): string {
  return rest
    .split(
      /\s*(?:[,.;!?]|\b(?:called|named|make it|make the|with a|with an|that feels|that looks|in a|and make|and add|and use|please)\b)/,
    )[0]!
    .trim();
}

/**
 * Reads a generation frame: "landing page / site / store for X", "I sell X",
 * "build a store called Y", or a short prompt that only names a business ("coffee shop").
 * Null when the prompt is an edit.
 */
export function readGenerationFrame(
  text: string,
  original: string,
  isSiteEmpty: boolean,
): GenerationRequest | null {
  let subject: string | undefined;
  const forMatch = FOR_FRAME.exec(text);
  const iMatch = I_FRAME.exec(text);
  const buildMatch = BUILD_FRAME.exec(text);
  const brand = brandFrom(original, text);
  const startsWithEdit = EDIT_START.test(text);

  if (buildMatch) {
    const [, article, middle = "", tail = ""] = buildMatch;
    const tailSubject = /^\s*(?:for|about|selling|that sells)\s+(.+)/.exec(tail)?.[1];
    const isNew = article === "a" || article === "an";
    if (isNew || tailSubject || brand || middle.trim() !== "" || /^\s*$/.test(tail)) {
      subject = tailSubject ? subjectOf(tailSubject) : middle.trim();
      // "make my site dark" is an edit, not a new site.
      if (
        !isNew &&
        !tailSubject &&
        !brand &&
        middle.trim() === "" &&
        !/^(build|create|generate|design|start|launch)/.test(text)
      ) {
        subject = undefined;
      }
    }
  }
  if (subject === undefined && forMatch && !startsWithEdit) subject = subjectOf(forMatch[1] ?? "");
  if (
    subject === undefined &&
    forMatch &&
    /^(?:please\s+)?(?:make|create|build|design|generate)\b/.test(text)
  ) {
    subject = subjectOf(forMatch[1] ?? "");
  }
  if (subject === undefined && iMatch && !startsWithEdit) subject = subjectOf(iMatch[1] ?? "");

  let industry =
    detectIndustry(subject ?? "") ?? (subject !== undefined ? detectIndustry(text) : undefined);
  const match = detectIndustryMatch(subject ?? text);
  if (match?.isWeak && subject !== undefined) {
    // "handmade leather wallets": a weak word decides only when nothing else names the goods.
    const rest = nounFor(GENERIC_COPY, subject.replace(match.keyword, " "));
    if (rest !== "products" && rest.split(" ").length >= 2) industry = undefined;
  }
  if (subject === undefined) {
    // A short prompt that only names a business: "coffee shop", "a bakery in Lisbon".
    const words = text.split(" ").length;
    const bare = detectIndustry(text);
    if (!bare || startsWithEdit || words > 6) return null;
    subject = text;
    industry = bare;
  }
  if (!industry) {
    // Without an industry the subject must be a noun, not a section or a look ("a dark site").
    const noun = nounFor(GENERIC_COPY, subject);
    const isLookOnly =
      noun === "products" ||
      noun
        .split(" ")
        .every((word) => findMood(word, { allowPlainDark: true }) || hasThemeWords(word));
    if (
      findSectionMentions(subject).length > 0 ||
      /\b(?:section|sections|page|pages)\b/.test(subject)
    )
      return null;
    if (isLookOnly && !brand && !isSiteEmpty) return null;
  }
  const chosen = industry ?? GENERIC_COPY;
  return {
    industry: chosen,
    noun: nounFor(chosen, subject),
    brand,
    mood: findMood(text, { allowPlainDark: true }) ?? chosen.mood,
  };
}
