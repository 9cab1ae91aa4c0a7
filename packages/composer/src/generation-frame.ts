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
const BRAND =
  /\b(?:called|named)\s+(?:"([^"]{1,60})"|(.{1,60}?))(?=\s*(?:[,.;!?]|$|\s+(?:and|that|which|with|who|for|selling|in|to|make|it)\b))/;

const EDIT_START =
  /^(?:please\s+)?(?:add|remove|delete|move|put|change|set|use|switch|rename|replace|update|make|turn|show|embed|insert|include|drop|hide|swap|duplicate|give|connect|undo)\b/;

/** A brand named in the original prompt ("called Sweet Crumb"), with its case kept. */
function brandFrom(original: string, text: string): string | undefined {
  const lower = BRAND.exec(text);
  if (!lower) return undefined;
  const found = (lower[1] ?? lower[2] ?? "").trim();
  if (!found) return undefined;
  const start = original.toLowerCase().indexOf(found);
  const written = start >= 0 ? original.slice(start, start + found.length) : found;
  const brand = written.replace(/^["'\u201c]|["'\u201d]$/g, "").trim();
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
 * Reads a generation frame (AI.md): "landing page / site / store for X", "I sell X",
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
