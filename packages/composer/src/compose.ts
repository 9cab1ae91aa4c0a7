import { applyOps, type OpInput, type SiteDocument } from "@shopwright/site";
import { splitClauses } from "./clauses.js";
import type { ComposeInput, ComposeResult } from "./compose-input.js";
import { GENERIC_COPY } from "./copy-bank.js";
import { planClause, type EditState } from "./edit/plan-clause.js";
import { generateSite } from "./generate-site.js";
import { isEditClause, readGenerationFrame } from "./generation-frame.js";
import { detectIndustry, nounFor } from "./industries.js";
import { START_SUGGESTIONS, metaReply } from "./meta-prompts.js";
import { readPrompt } from "./language.js";
import {
  MAX_PROMPT_LENGTH,
  normalizePrompt,
  quotedSpanPattern,
  quotedSpans,
} from "./prompt-text.js";
import { replyFor, unsureReply } from "./reply.js";
import { lintMessages, lintProblems, repairProblems } from "./site-lint.js";

export type { ComposeInput, ComposeResult, ComposerProduct } from "./compose-input.js";

const EDIT_SUGGESTIONS = [
  "Add a product grid",
  "Dark theme footer",
  "Change the hero headline to “…”",
];

/** The prompt with quoted spans replaced by «n», so their words are never parsed. */
function protectQuotes(text: string): string {
  let n = 0;
  return text.replace(quotedSpanPattern(), () => `«${n++}»`);
}

/** Words the site already holds, to tell which business later edits are for. */
function siteText(site: SiteDocument): string {
  const words: string[] = [site.name];
  for (const section of site.pages.flatMap((page) => page.sections)) {
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
  ops: readonly OpInput[],
  kept: OpInput[],
  warnings: string[],
): SiteDocument {
  if (ops.length === 0) return site;
  // One pass when every op applies (the usual case); else op by op to keep the good ones.
  const all = applyOps(site, ops);
  if (all.rejected.length === 0) {
    kept.push(...ops);
    return all.site;
  }
  let current = site;
  for (const op of ops) {
    const result = applyOps(current, [op]);
    if (result.rejected.length === 0) {
      current = result.site;
      kept.push(op);
    } else {
      warnings.push(
        `Skipped one change: ${result.rejected[0]?.message ?? "it could not be applied"}.`,
      );
    }
  }
  return current;
}

const unique = (items: string[]) => [...new Set(items)];

/** The offline composer: deterministic, pure, milliseconds. */
export function compose(input: ComposeInput): ComposeResult {
  const prompt = input.prompt.trim();
  const isSiteEmpty = input.site.pages.every((page) => page.sections.length === 0);
  if (prompt === "") {
    return {
      kind: "reply",
      message: "Tell me what to build or change.",
      ops: [],
      suggestions: isSiteEmpty ? START_SUGGESTIONS : EDIT_SUGGESTIONS,
    };
  }
  if (prompt.length > MAX_PROMPT_LENGTH) {
    return {
      kind: "reply",
      message: `That prompt is too long (${prompt.length} characters). Keep it under ${MAX_PROMPT_LENGTH}, one or two changes at a time.`,
      ops: [],
      suggestions: isSiteEmpty ? START_SUGGESTIONS : EDIT_SUGGESTIONS,
    };
  }
  const read = readPrompt(prompt, input);
  const text = read.text;
  const meta = metaReply(text, isSiteEmpty);
  if (meta) return { kind: "reply", message: meta.message, ops: [], suggestions: meta.suggestions };

  const seed = `${input.storeId}\n${text}`;
  const protectedText = protectQuotes(text);
  const quotes = quotedSpans(read.original);
  const clauses = splitClauses(protectedText);
  const ops: OpInput[] = [];
  const notes: string[] = [];
  const warnings: string[] = [];
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
    site = applyEach(site, generated.ops, ops, warnings);
    notes.push(generated.message);
    warnings.push(...generated.warnings);
    result = { kind: "generate", plan: generated.plan };
    // Later clauses that only describe the business or its mood were read with it.
    editClauses = clauses.slice(1).filter(isEditClause);
  }

  const industry =
    frame?.industry ??
    detectIndustry(siteText(site)) ??
    detectIndustry(normalizePrompt(input.storeName)) ??
    GENERIC_COPY;
  const state: EditState = {
    site,
    pageName:
      input.page ??
      site.pages.find((page) => page.path === "/")?.name ??
      site.pages[0]?.name ??
      "Home",
    industry,
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
    if (!clausePlan.isUnderstood && clausePlan.ops.length === 0) {
      if (!frame) missed.push(clause);
      suggestions ??= clausePlan.suggestions;
      notes.push(...clausePlan.notes);
      continue;
    }
    state.site = applyEach(state.site, clausePlan.ops, ops, warnings);
    notes.push(...clausePlan.notes);
    warnings.push(...clausePlan.warnings);
    if (clausePlan.suggestions && clausePlan.ops.length === 0)
      suggestions ??= clausePlan.suggestions;
    state.previousId = clausePlan.subjectId ?? state.previousId;
    state.previousItem = clausePlan.subjectItem ?? state.previousItem;
  }

  if (ops.length === 0 && notes.length === 0) {
    return {
      kind: "reply",
      message: unsureReply(prompt, read.language),
      ops: [],
      suggestions: suggestions ?? (isSiteEmpty ? START_SUGGESTIONS : EDIT_SUGGESTIONS),
    };
  }
  // Lint, then repair what these operations broke (problems the site already had stay).
  const known = new Set(lintMessages(input.site));
  const introduced = lintProblems(state.site).filter((problem) => !known.has(problem.message));
  if (introduced.length > 0) {
    state.site = applyEach(state.site, repairProblems(state.site, introduced), ops, warnings);
    warnings.push(...introduced.map((problem) => `Repaired: ${problem.message}.`));
  }
  return {
    ...(ops.length === 0 ? { kind: "reply" as const } : result),
    message: replyFor({
      ops,
      notes,
      missed: ops.length > 0 ? missed : [],
      language: read.language,
      before: input.site,
      after: state.site,
    }),
    ops,
    ...(missed.length > 0 || (ops.length === 0 && suggestions)
      ? { suggestions: suggestions ?? (isSiteEmpty ? START_SUGGESTIONS : EDIT_SUGGESTIONS) }
      : {}),
    ...(warnings.length > 0 ? { warnings: unique(warnings) } : {}),
  };
}
