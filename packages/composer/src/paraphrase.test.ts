import { applyOpsShown } from "./shown-site.js";
import { SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { compose } from "./compose.js";
import {
  PARAPHRASES,
  PARAPHRASE_PROMPTS,
  paraphraseHolds,
  paraphraseSite,
} from "./paraphrase.fixtures.js";
import { lintMessages } from "./site-lint.js";

/** Each prompt's outcome, computed once for the whole file. */
const outcomes = PARAPHRASE_PROMPTS.map(({ prompt, intent }) => ({
  prompt,
  intent,
  held: paraphraseHolds(intent, prompt),
}));

const share = (rows: typeof outcomes) =>
  rows.filter((row) => row.held === true).length / rows.length;
const failures = (rows: typeof outcomes) =>
  rows
    .filter((row) => row.held !== true)
    .map((row) => `${row.intent.intent} · “${row.prompt}”: ${String(row.held)}`);

describe("the paraphrase suite", () => {
  it("has at least 500 prompts, at least 5 phrasings per intent", () => {
    expect(PARAPHRASE_PROMPTS.length).toBeGreaterThanOrEqual(500);
    for (const intent of PARAPHRASES) expect(intent.prompts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(PARAPHRASE_PROMPTS.map((p) => `${p.intent.site}\n${p.prompt}`)).size).toBe(
      PARAPHRASE_PROMPTS.length,
    );
  });

  // The bar is a share, not every prompt: the suite measures classes (bench/README.md), and a
  // phrasing that fails names a gap rather than a sentence to special-case.
  it("holds for at least 97 % of the prompts", () => {
    expect(share(outcomes), failures(outcomes).join("\n")).toBeGreaterThanOrEqual(0.97);
  });

  it.each([...new Set(PARAPHRASES.map((intent) => intent.family))])(
    "the %s family holds for at least 90 percent of its prompts",
    (family) => {
      const rows = outcomes.filter((row) => row.intent.family === family);
      expect(share(rows), failures(rows).join("\n")).toBeGreaterThanOrEqual(0.9);
    },
  );

  it.each(PARAPHRASES.map((intent) => [intent.intent, intent] as const))(
    "%s: keeps the site valid, readable and the answer deterministic",
    (_, intent) => {
      for (const prompt of intent.prompts) {
        const site = paraphraseSite(intent.site ?? "florist");
        const input = {
          prompt,
          site,
          storeId: "store-florist",
          storeName: site.name,
          products: [],
        };
        const result = compose(input);
        const applied = applyOpsShown(site, result.ops);
        expect(applied.rejected, prompt).toEqual([]);
        expect(SiteDocument.safeParse(applied.site).success, prompt).toBe(true);
        const before = new Set(lintMessages(site));
        expect(
          lintMessages(applied.site).filter((problem) => !before.has(problem)),
          prompt,
        ).toEqual([]);
        expect(compose(input), prompt).toEqual(result);
      }
    },
  );
});
