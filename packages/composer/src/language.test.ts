import { applyOpsShown } from "./shown-site.js";
import { type OpInput, type SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { isDarkColor } from "./colors.js";
import { compose } from "./compose.js";
import { PRODUCTS, siteFor } from "./compose.fixtures.js";
import { ENGLISH_WORDS, type PageRole } from "./copy-bank.js";
import { siteWordsIn } from "./copy-languages.js";
import { detectLanguage, readPrompt } from "./language.js";
import { LANGUAGE_FIXTURES, type LanguageFixture, type SiteCheck } from "./language.fixtures.js";

const run = (prompt: string, fixture: LanguageFixture) => {
  const site = siteFor(fixture.site ?? "fixture");
  const result = compose({
    prompt,
    site,
    storeId: "store-1",
    storeName: "Ember Roasters",
    products: PRODUCTS,
  });
  return { site, result, after: applyOpsShown(site, result.ops).site };
};

// A generated site's page names in every language, by their English names (its pages are
// written in the owner's language: "Nosotros" is "About").
const ENGLISH_PAGE = new Map(
  (["es", "de", "fr"] as const).flatMap((language) =>
    (Object.entries(siteWordsIn(language).pages) as [PageRole, string][]).map(
      ([role, name]) => [name, ENGLISH_WORDS.pages[role]] as const,
    ),
  ),
);
const englishPage = (name: string) => ENGLISH_PAGE.get(name) ?? name;

/** What the operations do, without the copy (chosen by a hash of the prompt's text). */
function signature(ops: readonly OpInput[]): string[] {
  // A site generated in another language renames the English pages it replaces.
  const kept = ops.filter(
    (op) => op.op !== "renamePage" || englishPage(op.to) !== englishPage(op.from),
  );
  return kept.map((op) => {
    if (op.op === "addSection") return `addSection ${op.section.type}`;
    if (op.op === "setTheme") return `setTheme ${Object.keys(op.patch).sort().join(",")}`;
    if (op.op === "addPage") return `addPage ${englishPage(op.page?.name ?? "")}`;
    if (op.op === "updateSection") return `updateSection ${op.sectionId} ${Object.keys(op.props)}`;
    return "sectionId" in op ? `${op.op} ${op.sectionId}` : op.op;
  });
}

const home = (site: SiteDocument) => site.pages[0]!;
const typesOf = (site: SiteDocument) => home(site).sections.map((section) => section.type);
const first = (site: SiteDocument, type: string) =>
  home(site).sections.find((section) => section.type === type);

function checkSite(check: SiteCheck, after: SiteDocument, result: ReturnType<typeof compose>) {
  if (check.kind) expect(result.kind).toBe(check.kind);
  if (check.industry) expect(result.plan?.industry).toBe(check.industry);
  if (check.noOps) expect(result.ops).toEqual([]);
  else expect(result.ops.length).toBeGreaterThan(0);
  for (const type of check.has ?? []) expect(typesOf(after)).toContain(type);
  for (const type of check.lacks ?? []) expect(typesOf(after)).not.toContain(type);
  if (check.before) {
    const [a, b] = check.before;
    expect(typesOf(after).indexOf(a)).toBeGreaterThanOrEqual(0);
    expect(typesOf(after).indexOf(a)).toBeLessThan(typesOf(after).indexOf(b));
  }
  if (check.theme)
    expect(after.theme).toMatchObject(
      Object.fromEntries(Object.entries(check.theme).map(([k, v]) => [k, v.toLowerCase()])),
    );
  if (check.headingFont) expect(after.theme.fonts.heading).toBe(check.headingFont);
  if (check.darkSection) {
    const bg = first(after, check.darkSection)?.props.bgColor;
    expect(typeof bg === "string" && isDarkColor(bg), String(bg)).toBe(true);
  }
  if (check.sectionColour) {
    const [type, hex] = check.sectionColour;
    expect(String(first(after, type)?.props.bgColor).toUpperCase()).toBe(hex);
  }
  if (check.name) expect(after.name).toBe(check.name);
  if (check.pages)
    expect(after.pages.map((page) => englishPage(page.name))).toEqual(
      expect.arrayContaining(check.pages),
    );
  if (check.prop) {
    const [type, key, value] = check.prop;
    expect(first(after, type)?.props[key]).toBe(value);
  }
  if (check.listLength) {
    const [type, list, length] = check.listLength;
    expect(first(after, type)?.props[list]).toHaveLength(length);
  }
  if (check.copies) {
    const [type, count] = check.copies;
    expect(typesOf(after).filter((t) => t === type)).toHaveLength(count);
  }
}

// How a reply in each language starts when something changed.
const REPLY_START: Record<string, RegExp> = {
  es: /^He /,
  de: /^Ich habe /,
  fr: /^J'ai /,
};

describe("the language and spelling fixtures", () => {
  it("number 150 or more, five or more phrasings per intent, each language and typos among them", () => {
    expect(LANGUAGE_FIXTURES.length).toBeGreaterThanOrEqual(150);
    const byIntent = new Map<string, number>();
    for (const { english } of LANGUAGE_FIXTURES)
      byIntent.set(english, (byIntent.get(english) ?? 0) + 1);
    for (const [intent, count] of byIntent) expect(count, intent).toBeGreaterThanOrEqual(5);
    for (const language of ["es", "de", "fr", "en"])
      expect(
        LANGUAGE_FIXTURES.filter((f) => f.language === language).length,
      ).toBeGreaterThanOrEqual(30);
  });

  it.each(LANGUAGE_FIXTURES.map((fixture) => [fixture.prompt, fixture] as const))(
    "%s: is read in its language",
    (prompt, fixture) => {
      expect(detectLanguage(prompt)).toBe(fixture.language);
    },
  );

  it.each(LANGUAGE_FIXTURES.map((fixture) => [fixture.prompt, fixture] as const))(
    "%s: does what its English phrasing does",
    (prompt, fixture) => {
      const asked = run(prompt, fixture).result;
      const english = run(fixture.english, fixture).result;
      expect(signature(asked.ops)).toEqual(signature(english.ops));
    },
  );

  const done = LANGUAGE_FIXTURES.filter((fixture) => !fixture.awaits);
  it.each(done.map((fixture) => [fixture.prompt, fixture] as const))(
    "%s: leaves the expected site and replies in the owner's language",
    (prompt, fixture) => {
      const { result, after } = run(prompt, fixture);
      checkSite(fixture.check, after, result);
      const start = REPLY_START[fixture.language];
      if (start && result.ops.length > 0) expect(result.message).toMatch(start);
      // One or two sentences, and one more for what could not be done.
      expect(result.message.split(/(?<=[.!?:])\s+(?=[A-Z¿¡])/).length).toBeLessThanOrEqual(3);
    },
  );
});

describe("readPrompt", () => {
  const context = { site: siteFor("fixture"), storeName: "Ember Roasters", products: PRODUCTS };

  it("keeps a place name after a place word, yet corrects a section named there", () => {
    expect(readPrompt("hey so i make candels and soap, based in leeds", context).text).toBe(
      "hey so i make candles and soap, based in leeds",
    );
    expect(readPrompt("ad a newsleter in teh footr", context).text).toBe(
      "add a newsletter in the footer",
    );
  });

  it("keeps values, names and quotes as typed while translating the words around them", () => {
    expect(
      readPrompt("Cambia el título a Bienvenidos a casa y quita las reseñas", context).original,
    ).toBe("change the title to Bienvenidos a casa and remove the reviews");
    expect(readPrompt("Renomme la boutique en « Fleur de Sel »", context).original).toBe(
      "rename the store to “Fleur de Sel”",
    );
    expect(readPrompt("Benenne den Shop in Blumenwerk um", context).original).toBe(
      "rename the store to Blumenwerk",
    );
    expect(readPrompt("Une librairie à Bordeaux appelée Les Mots", context).original).toBe(
      "a bookshop in Bordeaux called Les Mots",
    );
  });

  it("translates a value made only of known words (a colour)", () => {
    expect(readPrompt("Cambia el color del botón a azul oscuro", context).text).toBe(
      "change the button colour to dark blue",
    );
  });

  it("puts a German verb that stands last first", () => {
    expect(readPrompt("Galerie hinzufügen und FAQ entfernen", context).text).toBe(
      "add galerie and remove faq".replace("galerie", "gallery"),
    );
  });

  it("reads English with foreign names as English", () => {
    for (const prompt of [
      "Change the headline to Bienvenue chez nous",
      "Rename the store to La Casa del Pan",
      "Add a page called Über uns",
    ])
      expect(detectLanguage(prompt)).toBe("en");
  });
});
