import { applyOpsShown, shownSite, withoutPartRepeats, shownSections } from "./shown-site.js";
import { DEFAULT_THEME, type OpInput, type SiteDocument } from "@shopwright/site";
import { splitClauses } from "./clauses.js";
import { withNamedCollection } from "./collection-grid.js";
import type { ComposeInput, ComposeResult } from "./compose-input.js";
import { GENERIC_COPY } from "./copy-bank.js";
import { copyIn, siteLanguage } from "./copy-languages.js";
import { planClause, type EditState } from "./edit/plan-clause.js";
import { generateSite } from "./generate-site.js";
import { isEditClause, readGenerationFrame } from "./generation-frame.js";
import { detectIndustry, nounFor } from "./industries.js";
import { EDIT_SUGGESTIONS, START_SUGGESTIONS, metaReply } from "./meta-prompts.js";
import { LANGUAGE_TABLES, detectLanguage, readPrompt, type Language } from "./language.js";
import type { Notice, Reason } from "./language-table.js";
import {
  MAX_PROMPT_LENGTH,
  normalizePrompt,
  quotedSpanPattern,
  quotedSpans,
} from "./prompt-text.js";
import { noticeText, replyFor, unsureReply } from "./reply.js";
import { lintMessages, lintProblems, repairProblems, type LintProblem } from "./site-lint.js";

export type {
  ComposeInput,
  ComposeResult,
  ComposerCollection,
  ComposerProduct,
} from "./compose-input.js";

/** A warning: its English text and, for other languages, what it is about (none: kept as is). */
interface Warning {
  text: string;
  notice?: Notice;
}

const REPAIRED: Record<LintProblem["code"], Notice["code"]> = {
  navbar_not_first: "repairedOrder",
  footer_not_last: "repairedOrder",
  page_contrast: "repairedContrast",
  section_contrast: "repairedContrast",
  broken_link: "repairedLink",
};

/** The chips to offer: English, or the language's start or edit set. */
function chipsFor(language: Language, isSiteEmpty: boolean): string[] {
  if (language === "en") return isSiteEmpty ? START_SUGGESTIONS : EDIT_SUGGESTIONS;
  return [...LANGUAGE_TABLES[language].reply.chips[isSiteEmpty ? "start" : "edit"]];
}

/** The warnings in the owner's language, each once. */
function warningTexts(warnings: readonly Warning[], language: Language): string[] {
  return unique(
    warnings.map(({ text, notice }) =>
      language === "en" || !notice ? text : noticeText(notice, language),
    ),
  );
}

/** The prompt with quoted spans replaced by «n», so their words are never parsed. */
function protectQuotes(text: string): string {
  let n = 0;
  return text.replace(quotedSpanPattern(), () => `«${n++}»`);
}

/** Words the site already holds, to tell which business later edits are for. */
function siteText(site: SiteDocument): string {
  const words: string[] = [site.name];
  for (const section of shownSections(site)) {
    for (const key of ["title", "subtitle", "heading", "tagline", "content"]) {
      const value = section.props[key];
      if (typeof value === "string") words.push(value);
    }
  }
  return normalizePrompt(words.join(" ").slice(0, 4000));
}

/** Applies ops one by one to the working site, keeping those that apply and saying why others did not. */
function applyEach(
  site: SiteDocument,
  planned: readonly OpInput[],
  kept: OpInput[],
  warnings: Warning[],
): SiteDocument {
  const ops = withoutPartRepeats(site, planned);
  if (ops.length === 0) return site;
  // One pass when every op applies (the usual case); else op by op to keep the good ones.
  const all = applyOpsShown(site, ops);
  if (all.rejected.length === 0) {
    kept.push(...ops);
    return all.site;
  }
  let current = site;
  for (const op of ops) {
    const result = applyOpsShown(current, [op]);
    if (result.rejected.length === 0) {
      current = result.site;
      kept.push(op);
    } else {
      warnings.push({
        text: `Skipped one change: ${result.rejected[0]?.message ?? "it could not be applied"}.`,
        notice: { code: "skipped" },
      });
    }
  }
  return current;
}

const unique = (items: string[]) => [...new Set(items)];

/**
 * The chips after a reply: English ones as the planners offer them; in another language the
 * language's own, offered too when nothing changed for no known reason (PRODUCT.md §2).
 */
function suggestionsFor(
  language: Language,
  turn: {
    isOffered: boolean;
    isNothingDone: boolean;
    planned: string[] | undefined;
    reason: Reason | undefined;
    isSiteEmpty: boolean;
  },
): { suggestions?: string[] } {
  if (language === "en")
    return turn.isOffered
      ? { suggestions: turn.planned ?? chipsFor(language, turn.isSiteEmpty) }
      : {};
  const isGeneric = turn.isNothingDone && !turn.reason;
  if (!turn.isOffered && !isGeneric) return {};
  const unsupported = turn.reason?.unsupported;
  return {
    suggestions: unsupported
      ? [...LANGUAGE_TABLES[language].reply.unsupported[unsupported].chips]
      : chipsFor(language, turn.isSiteEmpty),
  };
}

/** The offline composer: deterministic, pure, milliseconds. */
export function compose(raw: ComposeInput): ComposeResult {
  const input = { ...raw, site: shownSite(raw.site) };
  const prompt = input.prompt.trim();
  const isSiteEmpty = input.site.pages.every((page) => page.sections.length === 0);
  if (prompt === "") {
    // Nothing to read the language of: English.
    return {
      kind: "reply",
      message: "Tell me what to build or change.",
      ops: [],
      suggestions: chipsFor("en", isSiteEmpty),
    };
  }
  if (prompt.length > MAX_PROMPT_LENGTH) {
    const language = detectLanguage(prompt);
    return {
      kind: "reply",
      message:
        language === "en"
          ? `That prompt is too long (${prompt.length} characters). Keep it under ${MAX_PROMPT_LENGTH}, one or two changes at a time.`
          : LANGUAGE_TABLES[language].reply.tooLong
              .replace("{x}", String(prompt.length))
              .replace("{y}", String(MAX_PROMPT_LENGTH)),
      ops: [],
      suggestions: chipsFor(language, isSiteEmpty),
    };
  }
  const read = readPrompt(prompt, input);
  const text = read.text;
  const language = read.language;
  const meta = metaReply(text, isSiteEmpty);
  if (meta) {
    if (language === "en")
      return { kind: "reply", message: meta.message, ops: [], suggestions: meta.suggestions };
    const words = LANGUAGE_TABLES[language].reply;
    return {
      kind: "reply",
      message: words.meta[meta.id],
      ops: [],
      suggestions: [...words.chips[meta.chips]],
    };
  }

  const seed = `${input.storeId}\n${text}`;
  const protectedText = protectQuotes(text);
  const quotes = quotedSpans(read.original);
  const clauses = splitClauses(protectedText);
  const ops: OpInput[] = [];
  const notes: string[] = [];
  const warnings: Warning[] = [];
  const reasons: Reason[] = [];
  let site = input.site;
  let result: Pick<ComposeResult, "kind" | "plan"> = { kind: "edit" };

  const reading = readGenerationFrame(protectedText, read.original, isSiteEmpty, seed, {
    language: read.language,
    prompt,
  });
  if (reading && "question" in reading)
    return { kind: "reply", message: reading.question, ops: [], suggestions: reading.suggestions };
  const frame = reading;
  let editClauses = clauses;
  if (frame) {
    const generated = generateSite(frame, site, {
      seed,
      storeName: input.storeName,
      products: input.products,
    });
    site = applyEach(
      site,
      withNamedCollection(generated.ops, prompt, input.collections),
      ops,
      warnings,
    );
    notes.push(generated.message);
    // Generation words its own warnings in the prompt's language.
    warnings.push(...generated.warnings.map((warning) => ({ text: warning })));
    result = { kind: "generate", plan: generated.plan };
    // Later clauses that only describe the business or its mood were read with it.
    editClauses = clauses.slice(1).filter(isEditClause);
  }

  // Edits write in the site's language, not the prompt's (PRODUCT.md §2).
  const copyLanguage = siteLanguage(site);
  const industry = copyIn(
    frame?.industry ??
      detectIndustry(siteText(site)) ??
      detectIndustry(normalizePrompt(input.storeName)) ??
      GENERIC_COPY,
    copyLanguage,
  );
  const state: EditState = {
    site,
    pageName:
      input.page ??
      site.pages.find((page) => page.path === "/")?.name ??
      site.pages[0]?.name ??
      "Home",
    industry,
    language: copyLanguage,
    noun: frame?.noun ?? nounFor(industry, ""),
    brand: site.name.trim() || input.storeName.trim() || "Our shop",
    seed,
    products: input.products,
    original: read.original,
    quotes,
  };
  const missed: string[] = [];
  let suggestions: string[] | undefined;
  for (const clause of editClauses) {
    const clausePlan = planClause(clause, state);
    // "We don't do weddings anymore, remove that question": the clause before was read too.
    if (clausePlan.usedPrevious && missed.at(-1) === state.previousText) missed.pop();
    state.previousText = clause;
    if (clausePlan.ops.length === 0 && clausePlan.reason) reasons.push(clausePlan.reason);
    if (!clausePlan.isUnderstood && clausePlan.ops.length === 0) {
      if (!frame) missed.push(clause);
      suggestions ??= clausePlan.suggestions;
      notes.push(...clausePlan.notes);
      continue;
    }
    state.site = applyEach(
      state.site,
      withNamedCollection(clausePlan.ops, clause, input.collections),
      ops,
      warnings,
    );
    notes.push(...clausePlan.notes);
    warnings.push(
      ...clausePlan.warnings.map((warning, index) => ({
        text: warning,
        notice: clausePlan.notices?.[index] ?? { code: "other" as const },
      })),
    );
    if (clausePlan.suggestions && clausePlan.ops.length === 0)
      suggestions ??= clausePlan.suggestions;
    state.previousId = clausePlan.subjectId ?? state.previousId;
    state.previousItem = clausePlan.subjectItem ?? state.previousItem;
    state.addedPage = clausePlan.addedPage;
  }

  if (ops.length === 0 && notes.length === 0) {
    return {
      kind: "reply",
      message: unsureReply(prompt, language),
      ops: [],
      suggestions:
        language === "en"
          ? (suggestions ?? chipsFor(language, isSiteEmpty))
          : chipsFor(language, isSiteEmpty),
    };
  }
  // Lint, then repair what these operations broke (problems the site already had stay).
  const known = new Set(lintMessages(input.site));
  const introduced = lintProblems(state.site).filter((problem) => !known.has(problem.message));
  if (introduced.length > 0) {
    state.site = applyEach(state.site, repairProblems(state.site, introduced), ops, warnings);
    warnings.push(
      ...introduced.map((problem) => ({
        text: `Repaired: ${problem.message}.`,
        notice: { code: REPAIRED[problem.code], ...(problem.page ? { page: problem.page } : {}) },
      })),
    );
  }
  return {
    ...(ops.length === 0 ? { kind: "reply" as const } : result),
    message: replyFor({
      ops,
      notes,
      missed: ops.length > 0 ? missed : [],
      language,
      before: input.site,
      after: state.site,
      reasons,
    }),
    ops,
    ...suggestionsFor(language, {
      isOffered: missed.length > 0 || (ops.length === 0 && !!suggestions),
      isNothingDone: ops.length === 0,
      planned: suggestions,
      reason: ops.length === 0 ? reasons[0] : undefined,
      isSiteEmpty,
    }),
    ...(warnings.length > 0 ? { warnings: warningTexts(warnings, language) } : {}),
  };
}

/**
 * Builds the composer's lazy tables (the English dictionary, phrase and spelling tables:
 * a few hundred milliseconds once) so an owner's first prompt does not wait for them.
 */
export function warmComposer(): void {
  const site: SiteDocument = {
    name: "",
    theme: structuredClone(DEFAULT_THEME),
    pages: [{ name: "Home", path: "/", sections: [] }],
  };
  compose({
    prompt: "A florist in Ghent selling bouquets; make the hero title say Hello",
    site,
    storeId: "warm-up",
    storeName: "",
    products: [],
  });
}
