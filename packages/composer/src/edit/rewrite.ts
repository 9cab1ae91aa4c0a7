import type { LayoutPage, LayoutSection } from "@shopwright/site";
import { findColors } from "../colors.js";
import { findSectionMentions, sectionKind } from "../section-words.js";
import { FIELD_WORDS, fieldKey, type FieldRole } from "./field-roles.js";
import { plan, typedValue, type ClausePlan, type EditState } from "./state.js";
import { currentPage, labelOf, sectionsOfKind, targetsOf } from "./targets.js";

const FIELD =
  "(headline|heading|title|sub ?title|sub ?heading|sub ?headline|tagline|slogan|description|text|copy|intro|button text|button label|button|cta text|cta|call to action text|label|logo|company name|main text)";
// Where the field is, after it: "the tagline at the bottom", "the title of the product grid".
const PLACE =
  "((?:\\s+(?:at|in|on|of|from|under|inside|near|for)\\s+(?:the\\s+)?[a-z0-9 '&-]{1,40}?)?)";

const COPY_PATTERNS = [
  new RegExp(
    `\\b(?:change|set|update|edit|rewrite|replace|make|rename|switch)\\s+(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}${PLACE}(?:'s)?\\s+(?:text\\s+)?(?:to say|to read|to|as|with|into|=|:)\\s*:?\\s+(.+)$`,
  ),
  new RegExp(
    `\\b(?:make|have|let|get)\\s+(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}${PLACE}\\s+(?:say|says|read|reads)\\s+(.+)$`,
  ),
  new RegExp(
    `\\b(?:i'd like|i would like|i want|we want|we'd like|i need|let)\\s+(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}${PLACE}\\s+to\\s+(?:be|say|read)\\s+(.+)$`,
  ),
  new RegExp(
    `^(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}${PLACE}(?:\\s+(?:should\\s+(?:say|read|be)|needs? to (?:say|read|be)|must say|says|reads)|(?:\\s+[^:«]{1,40})?\\s*:)\\s+(.+)$`,
  ),
];

const TOP = /\b(?:top|header|upper|first|above the fold|start of the page)\b/;
const BOTTOM = /\b(?:bottom|end of the page|lower|last|very end|below everything)\b/;

/**
 * The sections a copy edit may mean when it names none: by place ("the tagline at the
 * bottom" is the footer's, "the button at the top" the hero's), else the page's main ones.
 */
function sectionsByPlace(where: string, page: LayoutPage, role: FieldRole): LayoutSection[] {
  const body = page.sections.filter((s) => s.type !== "navbar" && s.type !== "footer");
  if (BOTTOM.test(where)) {
    // The footer holds the tagline at the bottom; a heading or button there is the last section's.
    const footer = page.sections.filter((s) => s.type === "footer");
    return role === "subtitle"
      ? [...footer, ...[...body].reverse()]
      : [...[...body].reverse(), ...footer];
  }
  if (TOP.test(where)) {
    const navbar = page.sections.filter((s) => s.type === "navbar");
    return role === "title" && /\b(?:logo|brand)\b/.test(where) ? navbar : [...body, ...navbar];
  }
  return ["hero", "cta", "newsletter"].flatMap((t) => sectionsOfKind(page, sectionKind(t)!));
}

/** "Rename the FAQ to Good to know", "call the team section The florists": its heading. */
function renamedSection(text: string): RegExpExecArray | null {
  const mention = findSectionMentions(text)[0];
  // "make the button say …" names a field of the hero, not a button section.
  if (!mention || new RegExp(`^${FIELD}$`).test(mention.phrase)) return null;
  const head = text.slice(0, mention.index);
  const says = /^(?:please\s+)?(?:make|have|let)\s+(?:the\s+|my\s+|our\s+)?$/.test(head)
    ? /^(?:\s+(?:section|form|block))?\s+(?:say|read)\s+(.+)$/.exec(text.slice(mention.end))
    : null;
  if (says) return [text, mention.phrase, "title", "", says[1]!] as unknown as RegExpExecArray;
  // "The newsletter should say Join our club": the section's heading.
  const should = /^(?:the\s+|my\s+|our\s+)?$/.test(head)
    ? /^(?:\s+(?:section|form|block))?\s+(?:should|must|needs? to|has to)\s+(?:say|read)\s+(.+)$/.exec(
        text.slice(mention.end),
      )
    : null;
  if (should) return [text, mention.phrase, "title", "", should[1]!] as unknown as RegExpExecArray;
  if (!/^(?:please\s+)?(?:rename|retitle|call|title)\s+(?:the\s+|my\s+|our\s+)?$/.test(head))
    return null;
  const tail = /^(?:\s+(?:section|form|block))?\s+(?:to\s+|as\s+)?(.+)$/.exec(
    text.slice(mention.end),
  );
  if (
    !tail ||
    (!/^(?:\s+(?:section|form|block))?\s+(?:to|as)\s/.test(text.slice(mention.end)) &&
      /^(?:please\s+)?(?:rename|retitle)/.test(head))
  )
    return null;
  // Groups as COPY_PATTERNS give them: where, field, place, value.
  const match = [text, mention.phrase, "title", "", tail[1]!] as unknown as RegExpExecArray;
  return match;
}

/** Sections whose own text is `quote` (case aside): this page first. */
function sectionShowing(state: EditState, page: LayoutPage, quote: string): LayoutSection[] {
  const wanted = quote.trim().toLowerCase();
  if (!wanted) return [];
  return [page, ...state.site.pages.filter((p) => p !== page)].flatMap((p) =>
    p.sections.filter((section) =>
      Object.values(section.props).some(
        (value) => typeof value === "string" && value.trim().toLowerCase() === wanted,
      ),
    ),
  );
}

/** "Change the hero headline to …": one text prop of one section, as typed. */
export function planCopyEdit(
  text: string,
  state: EditState,
  page: LayoutPage,
): ClausePlan | undefined {
  const renamed = renamedSection(text);
  const matches = [renamed, ...COPY_PATTERNS.map((pattern) => pattern.exec(text))];
  // "Make the headline shorter": writing copy is the owner's; say how to give it.
  const vague =
    /\b(?:make|write|rewrite|improve)\s+(?:the\s+|my\s+|our\s+)?(?:[a-z]+\s+)?(headline|heading|title|subtitle|tagline|text|copy|description|button)\s+(?:shorter|longer|better|catchier|punchier|snappier|more \w+|less \w+|sound \w+)\b/.exec(
      text,
    );
  if (vague && !matches.some(Boolean)) {
    const field = vague[1]!;
    return plan({
      notes: [
        `I don't write new copy on my own: tell me the new ${field} and I'll put it in, for example “Change the ${field} to …”.`,
      ],
      suggestions: [`Change the ${field} to …`],
      reason: { code: "askText" },
    });
  }
  for (const match of matches) {
    if (!match) continue;
    const [, before = "", field = "", after = "", rawValue = ""] = match;
    const role = FIELD_WORDS.find(([words]) => words.test(field.trim()))?.[1];
    if (!role) continue;
    // "change the primary colour to …" is a theme edit, not copy.
    if (
      findColors(rawValue).length > 0 &&
      !/«\d+»/.test(rawValue) &&
      /\b(colou?r|background)\b/.test(text)
    )
      return undefined;
    const value = typedValue(rawValue, state);
    if (!value) continue;
    const where = `${before} ${after}`;
    const mention = findSectionMentions(where)[0];
    // "Change the 'Find your new favourite' heading to …": the section that shows that text.
    const quoted = /«(\d+)»/.exec(where);
    const shown = quoted ? sectionShowing(state, page, state.quotes[Number(quoted[1])] ?? "") : [];
    const candidates =
      shown.length > 0
        ? shown
        : mention
          ? targetsOf(state, page, mention.kind)
          : sectionsByPlace(where, page, role);
    const section = candidates.find((s) => fieldKey(s, role));
    const key = section && fieldKey(section, role);
    if (!section || !key) {
      return plan({
        isUnderstood: false,
        notes: [
          mention
            ? `There is no ${mention.kind.label} with a ${role === "title" ? "headline" : field.trim()} on the site.`
            : "I couldn't find a section with that text on this page.",
        ],
        suggestions: [`Add a ${mention?.kind.label ?? "hero"}`, "Change the hero headline to …"],
        reason: mention ? { code: "noSection", type: mention.kind.type } : { code: "noText" },
      });
    }
    // Navbar and footer repeat on every page: the change goes to each copy.
    const copies =
      section.type === "navbar" || section.type === "footer"
        ? state.site.pages.flatMap((p) => p.sections.filter((s) => s.type === section.type))
        : [section];
    const home = state.site.pages.find((p) => p.sections.includes(section));
    const onPage =
      home && home !== currentPage(state) && copies.length === 1 ? ` on the ${home.name} page` : "";
    const said = field.trim().replace(/\s+/g, "");
    const name = `${labelOf(section)} ${
      role === "button"
        ? "button"
        : role === "title"
          ? "headline"
          : /^(?:tagline|slogan|subtitle|subheading|description|intro)$/.test(said)
            ? said
            : "text"
    }`;
    return plan({
      ops: copies.map((copy) => ({
        op: "updateSection",
        sectionId: copy.id,
        props: { [key]: value },
      })),
      notes: [`Changed the ${name}${onPage} to “${value}”.`],
      subjectId: section.id,
    });
  }
  return undefined;
}

// "Remove the hero button", "delete the tagline from the footer": one field, not the section.
const FIELD_TO_CLEAR =
  /\b(second button|secondary button|sub ?title|sub ?heading|tagline|slogan|description|intro|button text|button|cta|image|photo|picture|title|heading|headline)s?\b/;

/** The prop a field word names in a section ("button" → buttonText), if it has one. */
function clearedKey(section: LayoutSection, word: string): string | undefined {
  if (/^(?:second|secondary) button$/.test(word))
    return "secondaryButtonText" in section.props ? "secondaryButtonText" : undefined;
  if (/^(?:button|button text|cta)$/.test(word)) return fieldKey(section, "button");
  if (/^(?:image|photo|picture)$/.test(word)) return "image" in section.props ? "image" : undefined;
  if (/^(?:title|heading|headline)$/.test(word)) return fieldKey(section, "title");
  return fieldKey(section, "subtitle");
}

/** "Remove the hero button": that field emptied (the renderer hides an empty one). */
export function planFieldRemoval(
  text: string,
  state: EditState,
  page: LayoutPage,
): ClausePlan | undefined {
  const verb =
    /^(?:please\s+)?(?:remove|delete|drop|hide|get rid of|take out|take away|lose|clear)\s+/.exec(
      text,
    );
  if (!verb) return undefined;
  const field = FIELD_TO_CLEAR.exec(text.slice(verb[0].length));
  if (!field) return undefined;
  const at = verb[0].length + field.index;
  // A section phrase that covers the word ("hero image", "button" as a section) is the section.
  const mentions = findSectionMentions(text);
  const covering = mentions.find((m) => m.index <= at && m.end >= at + field[0].length);
  if (covering && covering.kind.type !== "button") return undefined;
  const mention = mentions.find((m) => m !== covering && m.kind.type !== "button");
  const word = field[1]!.replace(/\s+/g, " ");
  // "the button at the top", "the tagline at the bottom": the section by its place.
  const role: FieldRole = /button|cta/.test(word)
    ? "button"
    : /title|heading|headline/.test(word) && !/sub/.test(word)
      ? "title"
      : "subtitle";
  const rest = text.slice(at + field[0].length);
  const byPlace =
    !mention && (TOP.test(rest) || BOTTOM.test(rest)) ? sectionsByPlace(rest, page, role) : [];
  if (!mention && byPlace.length === 0) return undefined;
  const sections = mention ? targetsOf(state, page, mention.kind) : byPlace;
  const first = sections.find((section) => clearedKey(section, word));
  const key = first && clearedKey(first, word);
  if (!first || !key) {
    return plan({
      notes: [`The ${mention?.kind.label ?? "section there"} has no ${word} to remove.`],
    });
  }
  const copies =
    first.type === "navbar" || first.type === "footer"
      ? state.site.pages.flatMap((p) => p.sections.filter((s) => s.type === first.type))
      : [first];
  return plan({
    ops: copies.map((section) => ({
      op: "updateSection",
      sectionId: section.id,
      props: { [key]: "" },
    })),
    notes: [`Removed the ${labelOf(first)} ${word}${copies.length > 1 ? " on every page" : ""}.`],
    subjectId: first.id,
  });
}
