import {
  listSectionDefinitions,
  registryVersion,
  type LayoutPage,
  type LayoutSection,
} from "@shopwright/site";
import { escapeRegExp } from "../prompt-text.js";
import { listOf } from "../section-edits.js";
import { isOfKind, sectionKind, type SectionKind } from "../section-words.js";

/** A text field of a list's items and the words a prompt names it by. */
export interface ItemField {
  key: string;
  words: readonly string[];
}

/** How prompts name the items of one kind's list, and their text fields. */
export interface ListFacts {
  kind: SectionKind;
  /** The list prop ("items", "plans", "links"). */
  list: string;
  /** Singular nouns for one item ("question", "plan"), longest first. */
  nouns: readonly string[];
  /** Text fields, the item's main text first ("question", "name", "quote"). */
  fields: readonly ItemField[];
  /** The field "by Jenny" or "Jenny's" names (testimonials' author, a team member's name). */
  personKey?: string;
  /** How a reply names one item ("question", "plan", "link"). */
  noun: string;
  /** Nouns that name one field of an item ("the Classic price", "Mila's role"). */
  fieldNouns: Readonly<Record<string, string>>;
  /** A yes/no field that marks one item ("featured": the most popular plan). */
  flagKey?: string;
}

// Words for an item beyond its editor label and count nouns: how owners say "one of these".
const ITEM_NOUNS: Record<string, readonly string[]> = {
  faq: ["question", "faq question", "faq entry", "faq item", "faq", "q"],
  testimonials: ["review", "testimonial", "quote", "customer review", "comment", "rating"],
  pricing: ["plan", "tier", "package", "option", "subscription", "membership", "pricing plan"],
  features: ["feature", "benefit", "perk", "selling point", "usp", "highlight", "reason", "point"],
  navbar: ["link", "menu item", "menu link", "nav link", "navigation link", "tab", "menu entry"],
  footer: ["link", "footer link"],
  steps: ["step", "stage", "phase"],
  team: [
    "member",
    "team member",
    "person",
    "founder",
    "co-founder",
    "cofounder",
    "teammate",
    "staff member",
    "employee",
    "profile",
  ],
  stats: ["stat", "statistic", "figure", "metric", "counter", "number"],
  categories: ["category", "tile"],
  gallery: ["image", "photo", "picture"],
};

// Words for one field of an item that stand for the item too: "the answer about delivery".
const FIELD_NOUNS: Record<string, Readonly<Record<string, string>>> = {
  faq: { answer: "answer", reply: "answer" },
  pricing: { price: "price", cost: "price" },
  team: { role: "role", bio: "bio", job: "role", "job title": "role", position: "role" },
  features: { description: "description" },
  steps: { description: "description" },
};

/** What a field's words are (its label, its key, and the words owners use for it). */
const FIELD_WORDS: Record<string, readonly string[]> = {
  question: ["question", "q"],
  answer: ["answer", "reply", "response"],
  title: ["title", "heading", "headline", "name", "label", "wording"],
  description: ["description", "text", "blurb", "details", "body", "copy", "subtitle", "line"],
  name: ["name", "label"],
  price: ["price", "cost", "fee", "amount", "price tag", "monthly price"],
  quote: ["quote", "text", "review text", "words", "wording", "comment"],
  author: ["author", "name", "reviewer", "customer"],
  role: ["role", "job", "job title", "position", "title", "city", "location"],
  bio: ["bio", "description", "text", "blurb"],
  text: ["label", "text", "name", "title", "wording"],
  url: ["url", "link", "address", "target", "destination", "href"],
  buttonText: ["button", "button text", "button label", "cta"],
  value: ["value", "number", "figure"],
  label: ["label", "text", "name", "title"],
  caption: ["caption", "text", "title"],
  icon: ["icon", "emoji"],
};

// Families that are not section types have no editor fields: their items' fields as their
// normalisers in packages/site/src/families read them.
const FAMILY_FIELDS: Record<string, readonly string[]> = {
  team: ["name", "role", "bio"],
  steps: ["title", "description"],
  stats: ["label", "value"],
  categories: ["name", "description"],
};

const PERSON_KEYS = ["author", "name"];

function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, "y");
  if (/(?:ss|us)$/.test(word)) return word;
  return word.replace(/s$/, "");
}

function factsFor(
  type: string,
  list: string,
  keys: readonly string[],
  flagKey?: string,
): ListFacts | undefined {
  const kind = sectionKind(type);
  if (!kind) return undefined;
  const fields = keys
    .filter(
      (key) => !["icon", "url", "image", "avatar", "photo", "alt", "buttonLink"].includes(key),
    )
    .map((key) => ({ key, words: FIELD_WORDS[key] ?? [key.toLowerCase()] }));
  if (keys.includes("url")) fields.push({ key: "url", words: FIELD_WORDS.url! });
  const fieldNames = new Set(fields.flatMap((f) => [f.key.toLowerCase(), ...f.words]));
  // "items" counts any list; "the answer", "the price" name a field and "the faq" the
  // section, not an item.
  const counted = (listOf(type)?.countNouns ?? [])
    .map(singular)
    .filter((noun) => noun !== "item" && !fieldNames.has(noun));
  const fieldNouns = FIELD_NOUNS[type] ?? {};
  const nouns = [
    ...new Set([...(ITEM_NOUNS[type] ?? []), ...counted, ...Object.keys(fieldNouns)]),
  ].sort((a, b) => b.length - a.length);
  if (nouns.length === 0) return undefined;
  return {
    kind,
    list,
    nouns,
    fields,
    personKey: PERSON_KEYS.find((key) => keys.includes(key)),
    noun: ITEM_NOUNS[type]?.[0] ?? nouns.at(-1)!,
    fieldNouns,
    ...(flagKey ? { flagKey } : {}),
  };
}

function buildFacts(): ListFacts[] {
  const facts: ListFacts[] = [];
  for (const definition of listSectionDefinitions()) {
    const list = definition.composer?.list?.key;
    if (!list) continue;
    const field = definition.fields.find((f) => f.kind === "list" && f.key === list);
    const keys =
      field && field.kind === "list"
        ? field.of.filter((f) => ["text", "textarea", "link"].includes(f.kind)).map((f) => f.key)
        : [];
    const flag =
      field && field.kind === "list" ? field.of.find((f) => f.kind === "toggle")?.key : undefined;
    const found = factsFor(definition.type, list, keys, flag);
    if (found) facts.push(found);
  }
  for (const [type, keys] of Object.entries(FAMILY_FIELDS)) {
    const found = factsFor(type, listOf(type)?.key ?? "items", keys);
    if (found) facts.push(found);
  }
  return facts;
}

let cache: { version: number; facts: ListFacts[]; noun: RegExp } | undefined;

/** Every kind whose items prompts name, and one matcher for all their nouns. */
export function listFacts(): { facts: ListFacts[]; noun: RegExp } {
  if (cache?.version !== registryVersion()) {
    const facts = buildFacts();
    const nouns = [...new Set([...facts.flatMap((f) => f.nouns), ...GENERIC_NOUNS])].sort(
      (a, b) => b.length - a.length,
    );
    const body = nouns.map((n) => n.split(/[\s-]/).map(escapeRegExp).join("[\\s-]")).join("|");
    cache = {
      version: registryVersion(),
      facts,
      noun: new RegExp(`(?<![a-z0-9'-])(${body})(s|es)?(?![a-z0-9-])`, "g"),
    };
  }
  return cache;
}

/** Nouns for one item of whatever list the clause names ("the FAQ entry on …"). */
export const GENERIC_NOUNS = ["entry", "item", "card", "row", "one"];

/** The facts of a kind's list, if prompts can name its items. */
export function factsOfKind(kind: SectionKind): ListFacts | undefined {
  return listFacts().facts.find((facts) => facts.kind.type === kind.type);
}

/** The facts of a section's list, by its stored type. */
export function factsOfSection(section: LayoutSection): ListFacts | undefined {
  return listFacts().facts.find((facts) => isOfKind(section.type, facts.kind));
}

/** The kinds whose items a noun names ("link" → navbar and footer). */
export function kindsOfNoun(noun: string): ListFacts[] {
  const word = noun.replace(/-/g, " ");
  return listFacts().facts.filter((facts) =>
    facts.nouns.some((n) => n.replace(/-/g, " ") === word),
  );
}

/** The items of a section's list, as records (strings become `{ text }`). */
export function itemsOf(section: LayoutSection, facts: ListFacts): Record<string, unknown>[] {
  const value = section.props[facts.list];
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    typeof item === "object" && item !== null
      ? (item as Record<string, unknown>)
      : { [facts.fields[0]?.key ?? "text"]: String(item) },
  );
}

/** The item's main text, for replies ("What are your opening hours?"). */
export function itemName(item: Record<string, unknown>, facts: ListFacts): string {
  for (const field of facts.fields) {
    const value = item[field.key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}

/** How a reply names an item: “Plus”, “What are your opening hours?”, the review by Jenny. */
export function describeItem(item: Record<string, unknown>, facts: ListFacts): string {
  const person = facts.personKey ? item[facts.personKey] : undefined;
  if (facts.kind.type === "testimonials" && typeof person === "string" && person.trim())
    return `the ${facts.noun} by ${person.trim()}`;
  const name = itemName(item, facts);
  if (!name) return `the ${facts.noun}`;
  const short = name.length > 60 ? `${name.slice(0, 57).trimEnd()}…` : name;
  return `the ${facts.noun} “${short}”`;
}

/** An item named on its own, for lists in replies: Jenny, “Plus”, “How do you ship?”. */
export function shortName(item: Record<string, unknown>, facts: ListFacts): string {
  const person = facts.personKey ? item[facts.personKey] : undefined;
  if (facts.kind.type === "testimonials" && typeof person === "string" && person.trim())
    return person.trim();
  return describeItem(item, facts).replace(/^the [a-z-]+ /, "");
}

/** The key of the field a word names in this list ("price" → price), if any. */
export function fieldNamed(word: string, facts: ListFacts): string | undefined {
  const w = word.trim().replace(/'s$/, "");
  return facts.fields.find((field) => field.key.toLowerCase() === w || field.words.includes(w))
    ?.key;
}

/** Sections of a list kind: on the page first, then on the site's other pages. */
export function sectionsWithList(
  pages: readonly LayoutPage[],
  page: LayoutPage,
  facts: ListFacts,
): { section: LayoutSection; page: LayoutPage }[] {
  const found: { section: LayoutSection; page: LayoutPage }[] = [];
  for (const p of [page, ...pages.filter((other) => other !== page)]) {
    for (const section of p.sections) {
      if (isOfKind(section.type, facts.kind)) found.push({ section, page: p });
    }
  }
  return found;
}
