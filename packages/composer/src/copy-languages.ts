import {
  ENGLISH_WORDS,
  kindKey,
  localKind,
  type IndustryCopy,
  type LanguageCopy,
  type SiteWords,
} from "./copy-bank.js";
import { GERMAN_COPY } from "./copy-bank-de.js";
import { SPANISH_COPY } from "./copy-bank-es.js";
import { FRENCH_COPY } from "./copy-bank-fr.js";
import type { Language } from "./language-table.js";

/** The copy of generated sites in each language besides English (PRODUCT.md §2). */
export const LANGUAGE_COPY: Readonly<Record<Exclude<Language, "en">, LanguageCopy>> = {
  es: SPANISH_COPY,
  de: GERMAN_COPY,
  fr: FRENCH_COPY,
};

const LOCAL = new Map<string, IndustryCopy>();

/** A kind's copy in the language: English as it is, another language built once and kept. */
export function copyIn(industry: IndustryCopy, language: Language): IndustryCopy {
  if (language === "en" || industry.words.language === language) return industry;
  const key = `${language}:${kindKey(industry)}`;
  let local = LOCAL.get(key);
  if (!local) {
    local = localKind(industry, LANGUAGE_COPY[language]);
    LOCAL.set(key, local);
  }
  return local;
}

/** The words of a generated site in the language. */
export const siteWordsIn = (language: Language): SiteWords =>
  language === "en" ? ENGLISH_WORDS : LANGUAGE_COPY[language].words;
