import type { LayoutPage, OpInput, SiteDocument } from "@shopwright/site";
import type { ComposerProduct } from "../compose-input.js";
import type { IndustryCopy } from "../copy-bank.js";
import type { Language, Notice, Reason } from "../language-table.js";
import { capitalize, writtenSpan } from "../prompt-text.js";
import type * as content from "../section-content.js";

/** What every clause of one prompt shares: the working site and the business it is for. */
export interface EditState {
  /** The site with the earlier clauses' operations applied. */
  site: SiteDocument;
  /** The page edits land on unless a clause names another. */
  pageName: string;
  industry: IndustryCopy;
  /** The site's language (`siteLanguage`): what edits write is in it, whatever the prompt's. */
  language: Language;
  noun: string;
  brand: string;
  seed: string;
  products: readonly ComposerProduct[];
  /** The original prompt, for text the user typed (case kept). */
  original: string;
  /** Quoted spans of the prompt, referenced as «n» in clauses. */
  quotes: readonly string[];
  /** The section the previous clause was about, for "above it". */
  previousId?: string;
  /** The list item the previous clause was about, for "remove him", "and its answer". */
  previousItem?: SubjectItem;
  /** The previous clause, for "that question" about what it said ("we don't do weddings"). */
  previousText?: string;
  /** Set while a clause names its page ("the FAQ on the About page"): look nowhere else. */
  namedPage?: string;
  /** The page the previous clause added, for "make a page for the FAQ and move it there". */
  addedPage?: string;
}

/** A list item a clause was about: its section and main text, and whether it is gone. */
export interface SubjectItem {
  sectionId: string;
  name: string;
  isRemoved: boolean;
}

/** The operations for one clause and what to tell the user about them. */
export interface ClausePlan {
  ops: OpInput[];
  notes: string[];
  warnings: string[];
  isUnderstood: boolean;
  suggestions?: string[];
  /** The section this clause was about, for a following "above it". */
  subjectId?: string;
  /** The list item this clause was about, for a following "remove him". */
  subjectItem?: SubjectItem;
  /** True when the clause read the one before it ("remove that question"). */
  usedPrevious?: boolean;
  /** The page this clause added, for a following "move it there". */
  addedPage?: string;
  /** Why the clause changed nothing, for replies in other languages (the first one wins). */
  reason?: Reason;
  /** What each warning is about, by index, for replies in other languages. */
  notices?: Notice[];
}

export const plan = (partial: Partial<ClausePlan> = {}): ClausePlan => ({
  ops: [],
  notes: [],
  warnings: [],
  isUnderstood: true,
  ...partial,
});

/** Adds a warning and what it is about (a warning without one reads as `other`). */
export function warn(result: ClausePlan, text: string, notice: Notice): void {
  const notices = (result.notices ??= []);
  // Warnings pushed without a notice before this one keep their places.
  while (notices.length < result.warnings.length) notices.push({ code: "other" });
  result.warnings.push(text);
  notices.push(notice);
}

export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const normalizeQuote = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Text the user typed for a value: a quoted span, else the words with their case kept. */
export function typedValue(value: string, state: EditState): string {
  const quote = /«(\d+)»/.exec(value);
  if (quote) return state.quotes[Number(quote[1])] ?? "";
  const trimmed = value.replace(/^["'\s]+|["'\s.!]+$/g, "");
  const written = writtenSpan(state.original, trimmed) ?? trimmed;
  return written === written.toLowerCase() ? capitalize(written) : written;
}

export function copyContext(state: EditState, page: LayoutPage): content.CopyContext {
  return {
    industry: state.industry,
    noun: state.noun,
    brand: state.brand,
    seed: state.seed,
    products: state.products,
    theme: state.site.theme,
    pathOf: (name) => {
      const found = state.site.pages.find((p) => sameName(p.name, name));
      if (found) return found.path;
      return name === "Shop" && page.sections.some((s) => s.type === "collection")
        ? "#collection-1"
        : undefined;
    },
  };
}
