import type { SiteDocument } from "@shopwright/site";
import { PRODUCTS, fixtureSite } from "../compose.fixtures.js";
import { industryById } from "../industries.js";
import { normalizePrompt, quotedSpans } from "../prompt-text.js";
import { planClause } from "./plan-clause.js";
import type { ClausePlan, EditState } from "./state.js";

/** The state a clause of `prompt` is planned in: a coffee roastery's site (the fixture site by default). */
export function editState(
  prompt: string,
  site: SiteDocument = fixtureSite(),
  extra: Partial<EditState> = {},
): EditState {
  return {
    site,
    pageName: site.pages.find((page) => page.path === "/")?.name ?? "Home",
    industry: industryById("coffee"),
    language: "en",
    noun: "coffee",
    brand: site.name || "Ember Roasters",
    seed: `store-1\n${normalizePrompt(prompt)}`,
    products: PRODUCTS,
    original: prompt,
    quotes: quotedSpans(prompt),
    ...extra,
  };
}

/** Plans one clause through the planner as the composer reads it: normalised, quoted spans as «n». */
export function planOn(
  prompt: string,
  site?: SiteDocument,
  extra?: Partial<EditState>,
): ClausePlan {
  let n = 0;
  const text = normalizePrompt(prompt).replace(
    /"([^"]{1,300})"|(?<![a-z])'([^']{2,300})'(?![a-z])/gi,
    () => `«${n++}»`,
  );
  return planClause(text, editState(prompt, site, extra));
}
