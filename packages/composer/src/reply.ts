import type { LayoutSection, OpInput, SiteDocument } from "@shopwright/site";
import { LANGUAGE_TABLES, type Language } from "./language.js";
import type { Notice, Reason, ReplyWords } from "./language-table.js";
import { escapeRegExp } from "./prompt-text.js";
import { contentKey, type ContentRole } from "./section-roles.js";

/** What the reply is made from: the turn's kept operations and the planners' notes. */
export interface ReplyInput {
  /** The operations that were kept (applied), in order. */
  ops: readonly OpInput[];
  /** The planners' notes, in English, in order. */
  notes: readonly string[];
  /** Clauses of the prompt no planner understood (quoted spans masked as «n»). */
  missed: readonly string[];
  /** Why clauses changed nothing, in order, for replies in other languages. */
  reasons?: readonly Reason[];
  language: Language;
  /** The site before the turn and after it, to name the sections the ops touched. */
  before: SiteDocument;
  after: SiteDocument;
}

interface Sentence {
  text: string;
  /** The first sentence of a note says what changed; later ones add detail or a hint. */
  isPrimary: boolean;
  /** What the sentence is about, so a later sentence about it replaces an earlier one. */
  key?: string;
}

// Sentences that tell the owner what to do next ("Say …", "Add your handle in its
// settings."): detail, never what changed.
const HINT =
  /^(?:Say|Try|Ask|Tip|You can|Add|Paste|Upload|Replace|Check|Fill|Edit|Enter|Type|Open|Pick|Choose)\b|\b(?:its|their) settings\b/;
// Sentences that say what was not done.
const NOT_DONE =
  /^(?:I couldn't|I can't|I didn't|I don't|There is no|There's no|This page already|Nothing)/;

/** A note's sentences: cut after ".", "!" or "?" before a capital or an opening quote. */
function sentencesOf(note: string): string[] {
  return (
    note
      // “…flowers.”. reads as “…flowers.”: a quote that ends a sentence ends the note.
      .replace(/([.!?])\u201d\.(?=\s|$)/g, "$1\u201d")
      .split(/(?<=[.!?])\s+(?=[A-Z\u201c"])/)
      .map((sentence) => sentence.trim())
      .filter(Boolean)
  );
}

/**
 * What a sentence sets, so two about one target collapse into the last ("Set the brand
 * colour to espresso" then "… to brown"): the words before "to", the section a colour
 * or a mood was given, or the site's whole look.
 */
function targetOf(sentence: string): string | undefined {
  if (/^(?:Gave the site an? .+ look|Made the whole site (?:dark|light))\b/.test(sentence))
    return "site look";
  const setTo = /^([A-Z][a-z]+ the [^.:\u201c]+?) to /.exec(sentence);
  if (setTo) return setTo[1];
  const colour = /^(?:Made|Coloured) the ([a-z][a-z -]*?) (?:[a-z]+ )?[a-z#0-9]+\.$/.exec(sentence);
  if (colour) return `colour of ${colour[1]}`;
  return undefined;
}

/** Sentences joined as one: "Removed the FAQ, added a gallery and set …". */
function joinAsOne(sentences: readonly string[], and: string): string {
  const parts = sentences.map((sentence, index) => {
    const bare = sentence.replace(/[.!]$/, "");
    // Lower-case a leading verb ("Added" → "added"), never a name or "I".
    return index > 0 && /^[A-Z][a-z]/.test(bare) && !/^I\b/.test(bare)
      ? bare[0]!.toLowerCase() + bare.slice(1)
      : bare;
  });
  const last = parts.pop();
  return parts.length === 0 ? `${last}.` : `${parts.join(", ")} ${and} ${last}.`;
}

function missedSentence(missed: readonly string[]): string | undefined {
  if (missed.length === 0) return undefined;
  return `I didn't understand “${missed.join("”, “").replace(/«\d+»/g, "…")}”.`;
}

/**
 * The English reply: at most two sentences naming what changed, plus one about what
 * could not be done. Duplicates go, and of two sentences setting one target the later,
 * which is what the site now has, stays.
 */
function englishReply(input: ReplyInput): string {
  const sentences: Sentence[] = [];
  for (const note of input.notes) {
    sentencesOf(note).forEach((text, index) => {
      const key = targetOf(text);
      const same = sentences.findIndex(
        (sentence) => sentence.text === text || (key !== undefined && sentence.key === key),
      );
      if (same >= 0) {
        // The later setting wins; the sentence keeps its place in the reply.
        sentences[same] = { ...sentences[same]!, text, key };
        return;
      }
      sentences.push({ text, isPrimary: index === 0 && !HINT.test(text), key });
    });
  }
  const missed = missedSentence(input.missed);
  if (input.ops.length === 0) {
    // Nothing changed: the planner's answer (a question, why not, what to try) as it is.
    return [...sentences.map((sentence) => sentence.text), ...(missed ? [missed] : [])].join(" ");
  }
  const notDone = sentences.filter((sentence) => NOT_DONE.test(sentence.text));
  const done = sentences.filter((sentence) => !NOT_DONE.test(sentence.text));
  const primary = done.filter((sentence) => sentence.isPrimary).map((sentence) => sentence.text);
  const detail = done.filter((sentence) => !sentence.isPrimary).map((sentence) => sentence.text);
  let body: string[];
  if (primary.length === 0) body = detail.slice(0, 2);
  else if (primary.length === 1) body = [primary[0]!, ...detail.slice(0, 1)];
  else if (primary.length === 2) body = primary;
  else body = [primary[0]!, joinAsOne(primary.slice(1), "and")];
  const couldNot = missed ?? notDone[0]?.text;
  return [...body, ...(couldNot ? [couldNot] : [])].join(" ");
}

type ChangeKind = "added" | "removed" | "changed" | "moved" | "duplicated";

/** A change to a section, naming the one field it set or an item of its list when it can. */
interface SectionChange {
  kind: ChangeKind;
  type: string;
  page?: string;
  /** The prop set, by its role when it has one ("title"), with the new text when short. */
  field?: string;
  value?: string;
  item?: "added" | "removed" | "changed";
}

/** One thing that changed, as the reply says it. */
type Change =
  | SectionChange
  | { kind: "theme" }
  | { kind: "siteName"; name: string }
  | { kind: "pageAdded" | "pageRemoved"; name: string }
  | { kind: "pageRenamed"; from: string; to: string }
  | { kind: "generated"; pages: string[] };

const SECTION_CHANGE: Partial<Record<OpInput["op"], ChangeKind>> = {
  addSection: "added",
  removeSection: "removed",
  updateSection: "changed",
  setSectionStyle: "changed",
  addItem: "changed",
  updateItem: "changed",
  removeItem: "changed",
  moveSection: "moved",
  duplicateSection: "duplicated",
};

/** Where a section is, in the site before the turn or after it. */
function locate(
  id: string,
  sites: readonly SiteDocument[],
): { type: string; page: string; section: LayoutSection } | undefined {
  for (const site of sites) {
    for (const page of site.pages) {
      const section = page.sections.find((s) => s.id === id);
      if (section) return { type: section.type, page: page.name, section };
    }
  }
  return undefined;
}

const ROLES: readonly ContentRole[] = ["title", "subtitle", "button"];
/** Text kept as typed in a reply when it is at most this long. */
const QUOTED_VALUE = 60;
const ITEM_CHANGE = { addItem: "added", removeItem: "removed", updateItem: "changed" } as const;

/** The field or item an op on a section changed, when it is one the reply can name. */
function detailOf(
  op: OpInput,
  section: LayoutSection | undefined,
): Pick<SectionChange, "field" | "value" | "item"> {
  if (op.op in ITEM_CHANGE) return { item: ITEM_CHANGE[op.op as keyof typeof ITEM_CHANGE] };
  if (op.op !== "updateSection" || !section) return {};
  const keys = Object.keys(op.props);
  if (keys.length !== 1) return {};
  const key = keys[0]!;
  // A prop that holds a role ("heading" is the title of some types) is named by the role.
  const field = ROLES.find((role) => contentKey(section, role) === key) ?? key;
  const value = op.props[key];
  return typeof value === "string" && value.trim() !== "" && value.length <= QUOTED_VALUE
    ? { field, value }
    : { field };
}

/** The changes the kept operations made, one per kind, section and page. */
export function changesOf(
  ops: readonly OpInput[],
  before: SiteDocument,
  after: SiteDocument,
): Change[] {
  const changes: Change[] = [];
  const generated = ops.some((op) => op.op === "replacePageSections");
  const touchesPages = ops.some((op) => ["addPage", "removePage", "renamePage"].includes(op.op));
  ops.forEach((op, index) => {
    const kind = SECTION_CHANGE[op.op];
    if (kind) {
      if (generated) return;
      // A mood recolours sections with the theme: part of the theme change.
      const previous = ops[index - 1];
      if (
        op.op === "setSectionStyle" &&
        (previous?.op === "setTheme" || previous?.op === "setSectionStyle") &&
        ops.slice(0, index).some((o) => o.op === "setTheme")
      ) {
        let n = index - 1;
        while (n >= 0 && ops[n]!.op === "setSectionStyle") n--;
        if (ops[n]?.op === "setTheme") return;
      }
      const found = "sectionId" in op ? locate(op.sectionId, [before, after]) : undefined;
      const where =
        op.op === "addSection"
          ? { type: op.section.type, page: op.page }
          : "sectionId" in op
            ? (found ?? {
                type: op.sectionId.replace(/-[^-]+$/, ""),
                page: undefined,
              })
            : undefined;
      if (!where) return;
      // Links to a page added, removed or renamed are part of that change.
      if (touchesPages && kind === "changed" && ["navbar", "footer"].includes(where.type)) return;
      changes.push({
        kind,
        type: where.type,
        page: where.page,
        ...detailOf(op, found?.section),
      });
    } else if (op.op === "setTheme") {
      if (!generated) changes.push({ kind: "theme" });
    } else if (op.op === "setSiteName") {
      if (!generated) changes.push({ kind: "siteName", name: op.name });
    } else if (op.op === "addPage") {
      if (!generated) changes.push({ kind: "pageAdded", name: op.page?.name ?? "" });
    } else if (op.op === "removePage") {
      changes.push({ kind: "pageRemoved", name: op.name });
    } else if (op.op === "renamePage") {
      changes.push({ kind: "pageRenamed", from: op.from, to: op.to });
    }
  });
  if (generated)
    changes.unshift({ kind: "generated", pages: after.pages.map((page) => page.name) });
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = JSON.stringify(change);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const fill = (template: string, x: string, y = "") => template.replace("{x}", x).replace("{y}", y);

/** A template with each `{name}` replaced by its value. */
const format = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{([a-z])\}/g, (whole: string, name: string) => values[name] ?? whole);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

function sectionName(words: ReplyWords, type: string): string {
  return words.sections[type] ?? fill(words.section, type);
}

/** A phrase with the language's contractions ("de el " → "del "), at word starts only. */
function contract(words: ReplyWords, phrase: string): string {
  return (words.contractions ?? []).reduce(
    (text, [from, to]) =>
      text.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(from)}`, "gu"), () => to),
    phrase,
  );
}

/** A section as the owner of a field or an item: "de la portada", "im Hero-Bereich". */
function sectionOf(words: ReplyWords, type: string): string {
  return words.sectionsOf?.[type] ?? contract(words, fill(words.of, sectionName(words, type)));
}

/** A change to one field or item of a section, when the language names it. */
function detailPhrase(change: SectionChange, words: ReplyWords): string | undefined {
  const values = {
    x: sectionName(words, change.type),
    s: sectionOf(words, change.type),
  };
  if (change.item) {
    const item = words.items[change.type];
    if (!item) return undefined;
    const template = {
      added: words.itemAdded,
      removed: words.itemRemoved,
      changed: words.itemChanged,
    }[change.item];
    return contract(words, format(template, { ...values, i: item }));
  }
  const field = change.field && words.fields[change.field];
  if (!field) return undefined;
  // The text as typed goes in last, so no contraction touches it.
  const phrase = contract(
    words,
    format(change.value ? words.fieldTo : words.field, { ...values, f: field, v: "{v}" }),
  );
  return phrase.replace("{v}", () => change.value ?? "");
}

function phraseOf(change: Change, words: ReplyWords): string {
  switch (change.kind) {
    case "theme":
      return words.theme;
    case "siteName":
      return fill(words.siteName, change.name);
    case "pageAdded":
      return fill(words.pageAdded, change.name);
    case "pageRemoved":
      return fill(words.pageRemoved, change.name);
    case "pageRenamed":
      return fill(words.pageRenamed, change.from, change.to);
    case "generated":
      return fill(words.generated, listOf(change.pages, words.and));
    default:
      return (
        detailPhrase(change, words) ?? fill(words[change.kind], sectionName(words, change.type))
      );
  }
}

/** Why nothing changed, in the language's words. */
function reasonSentence(reason: Reason | undefined, words: ReplyWords): string {
  if (!reason) return words.notDone;
  if (reason.code === "unsupported")
    return reason.unsupported ? words.unsupported[reason.unsupported].message : words.notDone;
  return sentenceAbout(words, words.reasons[reason.code], reason);
}

/** A template of the language filled with the section, page and place a reason or notice names. */
function sentenceAbout(
  words: ReplyWords,
  template: string,
  about: { type?: string; page?: string; at?: string },
): string {
  const type = about.type ?? "";
  return capitalise(
    contract(
      words,
      format(template, {
        x: type ? sectionName(words, type) : "",
        s: type ? sectionOf(words, type) : "",
        p: about.page ?? "",
        y: about.at ?? "",
      }),
    ),
  );
}

/** A warning in the language's words. */
export function noticeText(notice: Notice, language: Exclude<Language, "en">): string {
  const words = LANGUAGE_TABLES[language].reply;
  return sentenceAbout(words, words.warnings[notice.code], notice);
}

/** The reply in the owner's language: one sentence per kind of change, at most two. */
function foreignReply(input: ReplyInput, language: Exclude<Language, "en">): string {
  const words = LANGUAGE_TABLES[language].reply;
  const changes = changesOf(input.ops, input.before, input.after);
  const sentences: string[] = [];
  const generated = changes.find((change) => change.kind === "generated");
  if (generated) sentences.push(`${phraseOf(generated, words)}.`);
  const onSections = changes.filter((change) => "type" in change);
  const onSite = changes.filter((change) => !("type" in change) && change.kind !== "generated");
  if (onSections.length > 0) {
    const pages = new Set(onSections.map((change) => ("page" in change ? change.page : undefined)));
    const [page] = pages;
    const where = pages.size === 1 && page ? fill(words.onPage, page) : "";
    const list = listOf(
      [...new Set(onSections.map((change) => phraseOf(change, words)))],
      words.and,
    );
    sentences.push(capitalise(format(words.sentence, { x: list, p: where })));
  }
  if (onSite.length > 0) {
    const list = listOf(
      onSite.map((change) => phraseOf(change, words)),
      words.and,
    );
    sentences.push(capitalise(format(words.sentence, { x: list, p: "" })));
  }
  if (sentences.length === 0) {
    // Nothing changed: say so and why, from the first clause's reason (PRODUCT.md §2).
    const [reason] = input.reasons ?? [];
    // A request the site model cannot do says itself that nothing changed.
    if (reason?.code === "unsupported") return reasonSentence(reason, words);
    return [words.nothing, reasonSentence(reason, words)].join(" ");
  }
  const body = sentences.slice(0, 2);
  if (sentences.length > 2)
    body[1] = `${body[1]!.replace(/\.$/, "")}; ${sentences
      .slice(2)
      .map((s) => s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, ""))
      .join("; ")}.`;
  if (input.missed.length > 0) body.push(words.missed);
  return body.join(" ");
}

/**
 * The assistant's reply for a turn: one or two sentences naming what changed and where
 * (PRODUCT.md §2, AI chat builder), in the owner's language, plus one about what could not be done.
 */
export function replyFor(input: ReplyInput): string {
  return input.language === "en" ? englishReply(input) : foreignReply(input, input.language);
}

/** The reply to a prompt nothing was understood of, before the suggestions. */
export function unsureReply(prompt: string, language: Language): string {
  const shown = prompt.slice(0, 80);
  if (language === "en")
    return `I'm not sure what to change for “${shown}”. Try saying it like one of these:`;
  return fill(LANGUAGE_TABLES[language].reply.unsure, shown);
}
