import { escapeRegExp } from "./prompt-text.js";
import { findSectionMentions } from "./section-words.js";

/** What a clause does, in order of precedence: remove > move > page > add > modify. */
export type VerbClass = "remove" | "move" | "duplicate" | "add" | "modify";

const VERBS: Record<VerbClass, readonly string[]> = {
  remove: [
    "remove",
    "delete",
    "drop",
    "get rid of",
    "take out",
    "take away",
    "hide",
    "ditch",
    "scrap",
    "eliminate",
    "lose",
    "don't need",
    "do not need",
    "don't want",
    "do not want",
    "no longer need",
    "no longer want",
    "no longer offer",
  ],
  move: ["move", "put", "place", "reorder", "swap", "shift", "bring", "push", "relocate"],
  duplicate: ["duplicate", "copy", "clone", "repeat"],
  add: [
    "add",
    "insert",
    "include",
    "show",
    "display",
    "embed",
    "create",
    "feature",
    "append",
    "give me",
    "i want",
    "i need",
    "we need",
    "we want",
    "need",
    "want",
    "let's have",
    "there should be",
  ],
  modify: [
    "make",
    "change",
    "set",
    "use",
    "switch",
    "turn",
    "update",
    "edit",
    "rename",
    "replace",
    "apply",
    "go",
    "try",
    "give",
    "adjust",
    "tweak",
    "increase",
    "decrease",
    "reduce",
    "center",
    "centre",
    "align",
    "paint",
    "darken",
    "lighten",
    "style",
    "connect",
    "translate",
    "undo",
    "keep",
    "limit",
    "trim",
    "shorten",
    "highlight",
    "colour",
    "color",
  ],
};

/** Every verb the planner reads, by its class (the spelling check corrects typos to them). */
export const PLANNER_VERBS: readonly string[] = Object.values(VERBS).flat();

const ALL_VERBS = Object.values(VERBS)
  .flat()
  .filter(
    (verb) =>
      ![
        "need",
        "want",
        "go",
        "try",
        "feature",
        "style",
        "lose",
        "repeat",
        "copy",
        "keep",
        "colour",
        "color",
      ].includes(verb),
  );
const VERB_START = `(?:please\\s+)?(?:${ALL_VERBS.map(escapeRegExp).join("|")}|go (?:dark|light|darker|lighter|bold|minimal))\\b`;
// A new clause starts where a verb follows "and", "then", "also" or a comma (so
// "About and Contact sections" stays one clause).
const SPLIT = new RegExp(
  `\\s*(?:,\\s*(?:and\\s+|then\\s+|also\\s+|and then\\s+|and also\\s+)?|\\s+(?:and|then|also|and then|and also|plus)\\s+)(?=${VERB_START})`,
);

// "Change the headline to X and the button to Y": a second edit with the verb left out.
const ELIDED =
  /\s*(?:,\s*(?:and\s+)?|\s+and\s+(?:also\s+)?|\s+plus\s+)(?=(?:the|its|their|my|our|your)\s+((?:[a-z'«»0-9-]+\s+){0,4}?)(?:[a-z'-]+)\s+(?:to say|to read|to|into|as|should say|should read|should be|say|says|read|reads)\s)/g;
const CHANGE_VERB =
  /^(?:please\s+)?(change|set|update|make|rename|switch|edit|replace|rewrite|turn)\b/;
const TARGET_WORD =
  /\b(?:headline|heading|title|sub ?title|sub ?heading|tagline|slogan|button|cta|text|description|name|price|answer|question|label|logo|intro|copy|caption|quote|role|bio|link)s?\b/;

/** A clause with elided verbs split into clauses that each carry the verb. */
function splitElided(clause: string): string[] {
  const verb = CHANGE_VERB.exec(clause)?.[1];
  if (!verb) return [clause];
  const parts: string[] = [];
  let start = 0;
  for (const match of clause.matchAll(ELIDED)) {
    const rest = clause.slice(match.index + match[0].length);
    const target =
      /^(?:[a-z'«»0-9-]+\s+){1,5}?(?=(?:to say|to read|to|into|as|should|say|says|read|reads)\s)/.exec(
        rest,
      )?.[0] ?? "";
    if (!TARGET_WORD.test(target) && findSectionMentions(target).length === 0) continue;
    parts.push(clause.slice(start, match.index));
    start = match.index + match[0].length;
  }
  parts.push(clause.slice(start));
  return parts.map((part, i) => (i === 0 ? part : `${verb} ${part}`));
}

// Sentence ends; a question mark ends one only where a new request follows ("Do you deliver
// to Antwerp? Yes, twice a week." is one FAQ entry).
const SENTENCE_END = new RegExp(
  `(?<!\\d)\\.(?=\\s|$)|[;!\\n]+|\\?+(?=\\s*$|\\s+(?:and\\s+|then\\s+|also\\s+)?${VERB_START}|\\s+(?:can|could|would|will)\\s+you\\b)|(?<!»)\\s+-\\s+(?!«)(?=(?:please\\s+)?${VERB_START})`,
);

/** The prompt cut into clauses: at sentence ends, and where a new verb starts. */
export function splitClauses(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .flatMap((sentence) => sentence.split(SPLIT))
    .flatMap((clause) => splitElided(clause.trim()))
    .map((clause) =>
      clause
        .trim()
        .replace(
          /^(?:and|then|also|plus|please|can you|could you|would you|i'd like you to|i would like you to)\s+/,
          "",
        )
        .trim(),
    )
    .filter((clause) => clause.length > 0);
}

/** The clause's verb class; the strongest class present wins. */
const VERB_PATTERNS = (["remove", "move", "duplicate", "add", "modify"] as const).map(
  (verbClass) =>
    [
      verbClass,
      new RegExp(`(?<![a-z])(?:${VERBS[verbClass].map(escapeRegExp).join("|")})(?![a-z])`),
    ] as const,
);

export function verbClassOf(text: string): VerbClass | undefined {
  // "take the FAQ off the page", "take the reviews out": a remove split around its object.
  if (/\btake\b.*\b(?:off|out)\b/.test(text)) return "remove";
  return VERB_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** Where a clause puts something, relative to a section or the page. */
export type Anchor =
  | { kind: "before" | "after"; mentionIndex: number }
  | { kind: "before-it" | "after-it" }
  | { kind: "top" | "bottom" | "up" | "down" };

const BEFORE =
  /\b(?:above|before|on top of|over|ahead of|preceding|in front of)\s+(?:the\s+|our\s+|my\s+|your\s+)?$/;
const AFTER =
  /\b(?:below|after|under|underneath|beneath|following|next to|beside|right after|just after|between)\s+(?:the\s+|our\s+|my\s+|your\s+)?$/;
const SECOND_OF_BETWEEN = /\bbetween\s+.*\band\s+(?:the\s+|our\s+|my\s+)?$/;

/** The relation a mention's preceding words give it: before/after anchor, or none. */
export function anchorRelation(before: string): "before" | "after" | "skip" | undefined {
  if (SECOND_OF_BETWEEN.test(before)) return "skip";
  if (BEFORE.test(before)) return "before";
  if (AFTER.test(before)) return "after";
  return undefined;
}

/** Position words that need no section: "at the top", "above it", "move it up". */
export function positionWords(text: string): Anchor | undefined {
  if (/\b(?:above|before|on top of|over)\s+(?:it|that|this|them)\b/.test(text))
    return { kind: "before-it" };
  if (/\b(?:below|after|under|underneath|beneath|following)\s+(?:it|that|this|them)\b/.test(text))
    return { kind: "after-it" };
  if (
    /\b(?:at|to)\s+the\s+(?:very\s+)?(?:top|start|beginning)\b|\bfirst\b(?!\s+(?:question|plan|item|feature|review|step))/.test(
      text,
    )
  )
    return { kind: "top" };
  if (
    /\b(?:at|to)\s+the\s+(?:very\s+)?(?:bottom|end)\b|\b(?:last|lower down)\b(?!\s+(?:question|plan|item|feature|review|step))/.test(
      text,
    )
  )
    return { kind: "bottom" };
  if (/\b(?:up|higher)\b/.test(text) && /\b(?:move|shift|bring|push)\b/.test(text))
    return { kind: "up" };
  if (/\b(?:down|lower)\b/.test(text) && /\b(?:move|shift|push)\b/.test(text))
    return { kind: "down" };
  return undefined;
}
