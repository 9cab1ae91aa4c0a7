/** The languages the composer reads besides English (PRODUCT.md §2, AI chat builder). */
export const FOREIGN_LANGUAGES = ["es", "de", "fr"] as const;
/** A language of a prompt: English or one of `FOREIGN_LANGUAGES`. */
export type Language = "en" | (typeof FOREIGN_LANGUAGES)[number];

/**
 * What a foreign word or phrase becomes: the English words the planner reads. Keys are
 * written as people type them (accents kept); they are matched after `normalizePrompt`,
 * so "reseñas" also matches "resenas". An empty value drops the word.
 */
export type PhraseTable = Readonly<Record<string, string>>;

/** A reply that answers the prompt itself (greeting, thanks, help …), not a change. */
export type MetaId = "undo" | "reset" | "hello" | "thanks" | "help";

/** A request outside what the site model can do, by what it asks for. */
export type UnsupportedId =
  | "payments"
  | "domain"
  | "blog"
  | "seo"
  | "analytics"
  | "translate"
  | "chat"
  | "commerce"
  | "images"
  | "pickImage"
  | "textSize"
  | "writeCopy"
  | "logo";

/** Which set of chips a reply offers. */
export type ChipSet = "start" | "edit" | "help";

/**
 * Why a clause changed nothing, so a reply in any language can say it: `type` is the
 * section type it was about, `page` the page looked on and `at` the page it is on instead.
 */
export interface Reason {
  code:
    | "noSection"
    | "elsewhere"
    | "already"
    | "noItem"
    | "which"
    | "askText"
    | "askPlace"
    | "noText"
    | "unsupported";
  type?: string;
  page?: string;
  at?: string;
  unsupported?: UnsupportedId;
}

/** What a warning is about, so a reply in any language can say it (`type`: a section type). */
export interface Notice {
  code:
    | "samples"
    | "suggested"
    | "skipped"
    | "repairedOrder"
    | "repairedContrast"
    | "repairedLink"
    | "other";
  type?: string;
  page?: string;
}

/** How the reply says one thing that changed; `{x}` marks where the name goes. */
export interface ReplyWords {
  /** "I added {x}" and so on, one per kind of change. */
  added: string;
  removed: string;
  changed: string;
  moved: string;
  duplicated: string;
  /** The theme (colours, fonts, corners): a whole clause. */
  theme: string;
  /** The store renamed to {x}. */
  siteName: string;
  pageAdded: string;
  pageRemoved: string;
  /** A page renamed: {x} is the old name, {y} the new one. */
  pageRenamed: string;
  /** One sentence of changes: {x} is the list, {p} the `onPage` part (or nothing). */
  sentence: string;
  /** A whole site built with the pages {x}. */
  generated: string;
  /** Where the changes are: " on the {x} page". */
  onPage: string;
  /** A sentence for the parts of the prompt that were not understood. */
  missed: string;
  /** A sentence for a prompt that changed nothing. */
  nothing: string;
  /** A prompt that was not understood at all; {x} is the prompt. */
  unsure: string;
  /** "and" in a list, "other sections" for a short count. */
  and: string;
  /** Names of sections by type, with their article ("las preguntas frecuentes"). */
  sections: Readonly<Record<string, string>>;
  /** A section type without a name of its own: {x} is the type. */
  section: string;
  /**
   * A section as the owner of a field or an item ("de la portada", "im Hero-Bereich"): by
   * type, else `of` around its name, with `contractions` ("de el " → "del ") applied.
   */
  sectionsOf?: Readonly<Record<string, string>>;
  of: string;
  contractions?: readonly (readonly [string, string])[];
  /** Fields by role or prop key, with their article ("el título"). */
  fields: Readonly<Record<string, string>>;
  /** A field changed: {f} the field, {s} the section's `of` form. */
  field: string;
  /** A field set to a short text: as `field`, and {v} the text. */
  fieldTo: string;
  /** One item of a section's list by section type, with an indefinite article ("una pregunta"). */
  items: Readonly<Record<string, string>>;
  /** An item added, removed or changed: {i} the item, {x} the section, {s} its `of` form. */
  itemAdded: string;
  itemRemoved: string;
  itemChanged: string;
  /** Why nothing changed, by reason: {x} the section, {p} the page, {y} the page it is on. */
  reasons: Readonly<Record<Reason["code"], string>>;
  /** Why nothing changed when no reason is known, before the chips. */
  notDone: string;
  /** Meta replies by what they answer. */
  meta: Readonly<Record<MetaId, string>>;
  /** Requests outside the site model: the reply and its chips. */
  unsupported: Readonly<Record<UnsupportedId, { message: string; chips: readonly string[] }>>;
  /** Prompts to offer; every one is understood by the composer when sent back. */
  chips: Readonly<Record<ChipSet, readonly string[]>>;
  /** Warnings by what they are about: {x} the section, {p} the page. */
  warnings: Readonly<Record<Notice["code"], string>>;
  /** A prompt too long: {x} its length, {y} the most allowed. */
  tooLong: string;
}

/**
 * One language: every word the composer understands in it, grouped by what it names, and
 * the words of its replies. The phrase table, the detector's markers and the spelling
 * vocabulary all derive from `words`.
 */
export interface LanguageTable {
  id: Exclude<Language, "en">;
  words: {
    verbs: PhraseTable;
    sections: PhraseTable;
    fields: PhraseTable;
    colours: PhraseTable;
    moods: PhraseTable;
    pages: PhraseTable;
    ordinals: PhraseTable;
    positions: PhraseTable;
    businesses: PhraseTable;
    /** Articles, prepositions, pronouns, numbers and other glue. */
    glue: PhraseTable;
  };
  /**
   * Words that, after a change or rename verb and a text field, start a value kept as
   * typed ("a" in "cambia el título a Hola").
   */
  valueOpeners: readonly string[];
  /** Particles of separable verbs dropped wherever they stand ("füge … hinzu"). */
  particles?: readonly string[];
  /**
   * Verbs whose meaning a particle later in the clause decides ("nimm die FAQ raus" is
   * remove, "nimm Blau" is use): head → particle → English verb.
   */
  separable?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Single letters before an apostrophe ("l'en-tête") and what they become. */
  elisions?: PhraseTable;
  /** True when the verb may stand last ("die FAQ entfernen"): it is moved to the front. */
  isVerbFinal?: boolean;
  reply: ReplyWords;
}
