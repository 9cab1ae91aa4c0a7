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
