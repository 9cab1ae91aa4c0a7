import { applyOpsShown } from "./shown-site.js";
import { type SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { compose } from "./compose.js";
import { emptySite } from "./compose.fixtures.js";
import { COPY_BANK, ENGLISH_WORDS, genericCopy, kindKey, type KindGroup } from "./copy-bank.js";
import { LANGUAGE_COPY, copyIn, siteWordsIn } from "./copy-languages.js";
import {
  CORPUS_PRODUCTS,
  FOREIGN_GENERATION_CORPUS,
  generationProblems,
  siteText,
  type CorpusEntry,
} from "./generation.corpus.js";
import { FOREIGN_LANGUAGES, type Language } from "./language-table.js";

const run = (prompt: string, site: SiteDocument = emptySite(), products = CORPUS_PRODUCTS) =>
  compose({ prompt, site, storeId: "lang-store", storeName: "Corner Store", products });

function build(entry: CorpusEntry, products = CORPUS_PRODUCTS) {
  const site = emptySite();
  const result = run(entry.prompt, site, products);
  return { site, result, built: applyOpsShown(site, result.ops).site };
}

const GROUPS: readonly KindGroup[] = ["shop", "venue", "studio", "service"];
const ALL_KINDS = [...COPY_BANK, ...GROUPS.map(genericCopy)];

// What an English site says in its hero, buttons and fixed titles, to tell a translated one.
const ENGLISH_HERO = new Set(
  ALL_KINDS.flatMap((kind) => kind.hero.flatMap((hero) => [hero.title, hero.buttonText])),
);
const ENGLISH_PAGES = new Set(Object.values(ENGLISH_WORDS.pages));

const sectionOf = (site: SiteDocument, type: string) =>
  site.pages.flatMap((page) => page.sections).find((section) => section.type === type);

describe("stores generated from descriptions in Spanish, German and French", () => {
  it("holds at least 8 descriptions per language, across the four groups", () => {
    for (const language of FOREIGN_LANGUAGES) {
      const entries = FOREIGN_GENERATION_CORPUS.filter((entry) => entry.language === language);
      expect(entries.length).toBeGreaterThanOrEqual(8);
      const groups = new Set(
        entries.map((entry) => COPY_BANK.find((kind) => kind.id === entry.kind)?.group),
      );
      expect([...groups].sort()).toEqual([...GROUPS].sort());
    }
  });

  it("names every kind in every language, with its article and goods", () => {
    for (const language of FOREIGN_LANGUAGES) {
      const { kinds } = LANGUAGE_COPY[language];
      for (const kind of COPY_BANK) expect(kinds[kind.id], `${language} ${kind.id}`).toBeDefined();
      for (const group of GROUPS) expect(kinds[`generic-${group}`]).toBeDefined();
      for (const [label, aLabel] of Object.values(kinds)) expect(aLabel.endsWith(label)).toBe(true);
    }
  });

  it.each(FOREIGN_GENERATION_CORPUS.map((entry) => [entry.prompt, entry] as const))(
    "%s: a whole store in the language, in the owner's words",
    (_, entry) => {
      const language = entry.language as Exclude<Language, "en">;
      const words = siteWordsIn(language);
      const { site, result, built } = build(entry);
      expect(generationProblems(entry, result, site, CORPUS_PRODUCTS)).toEqual([]);

      // Page names, navbar and footer links in the language; paths are slugs of the names.
      const names = Object.values(words.pages);
      for (const page of built.pages) {
        expect(names).toContain(page.name);
        if (!ENGLISH_PAGES.has(page.name) || words.pages.contact === page.name)
          expect(page.path).toMatch(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }
      expect(built.pages.some((page) => page.name === words.pages.about)).toBe(true);
      const navbar = sectionOf(built, "navbar")!.props.links as { text: string }[];
      expect(navbar.map((link) => link.text)).toEqual(built.pages.map((page) => page.name));
      const footer = sectionOf(built, "footer")!.props.links as { text: string; url: string }[];
      for (const link of footer) {
        expect(names).toContain(link.text);
        expect(built.pages.some((page) => page.path === link.url)).toBe(true);
      }

      // The hero and the fixed titles are not the English ones.
      const hero = sectionOf(built, "hero")!.props;
      expect(ENGLISH_HERO.has(String(hero.title))).toBe(false);
      expect(ENGLISH_HERO.has(String(hero.buttonText))).toBe(false);
      expect(hero.secondaryButtonText).not.toMatch(/^(?:Our story|About us)$/);
      expect(sectionOf(built, "testimonials")!.props.title).toBe(words.reviews);
      expect(sectionOf(built, "faq")!.props.title).toBe(words.faq);
      expect(sectionOf(built, "contact")!.props.title).toBe(words.contact.title);
      const text = siteText(built);
      expect(text).not.toMatch(/\b(?:What customers say|Get in touch|Good to know|Subscribe)\b/);

      // Samples stay flagged as in English; the warnings are in the language.
      const reviews = sectionOf(built, "testimonials")!.props;
      expect(reviews.sample).toBe(true);
      expect((reviews.items as { sample?: boolean }[]).every((item) => item.sample)).toBe(true);
      const warning = words.samples.warning.split("{list}")[0]!;
      expect(result.warnings?.[0]?.startsWith(warning)).toBe(true);
      expect(result.warnings?.[0]).toContain(words.pages.contact);
    },
  );

  it("keeps each kind's look (colours, moods, group, home sections) in every language", () => {
    for (const language of FOREIGN_LANGUAGES) {
      for (const kind of ALL_KINDS) {
        const local = copyIn(kind, language);
        expect(local.words.language).toBe(language);
        const look = ({ id, group, mood, altMoods, colors, sells, homeExtras }: typeof kind) => ({
          id,
          group,
          mood,
          altMoods,
          colors,
          sells,
          homeExtras,
        });
        expect(look(local)).toEqual(look(kind));
        expect(local.aLabel).toBe(LANGUAGE_COPY[language].kinds[kindKey(kind)]![1]);
      }
    }
  });

  it("warns about an empty catalogue in the language", () => {
    const { result } = build(FOREIGN_GENERATION_CORPUS[0]!, []);
    expect(result.warnings).toContain(siteWordsIn("es").samples.noProducts);
  });
});

describe("the frame's questions in the owner's language", () => {
  const vague: Record<Exclude<Language, "en">, string> = {
    es: "una tienda",
    de: "ein Laden",
    fr: "une boutique",
  };
  it.each(FOREIGN_LANGUAGES.map((language) => [language] as const))(
    "%s: a vague description gets the question and chips that each build a store",
    (language) => {
      const words = siteWordsIn(language);
      const result = run(vague[language], emptySite(), []);
      expect(result.kind).toBe("reply");
      expect(result.message).toBe(words.questions.vague);
      expect(result.suggestions).toEqual(words.questions.examples);
      for (const chip of words.questions.examples) {
        const built = run(chip, emptySite(), []);
        expect(built.kind, chip).toBe("generate");
        const site = applyOpsShown(emptySite(), built.ops).site;
        expect(site.pages.map((page) => page.name)).toContain(words.pages.about);
      }
    },
  );

  it.each(FOREIGN_LANGUAGES.map((language) => [language] as const))(
    "%s: a description on an English site asks to rebuild; the chip rebuilds in the language",
    (language) => {
      const words = siteWordsIn(language);
      const english = run("A florist in Ghent called Bloem", emptySite(), []);
      const site = applyOpsShown(emptySite(), english.ops).site;
      const entry = FOREIGN_GENERATION_CORPUS.find(
        (candidate) => candidate.language === language && candidate.kind === "bakery",
      )!;
      const asked = run(entry.prompt, site, []);
      expect(asked.kind).toBe("reply");
      const [before] = words.questions.rebuild.split("{x}");
      expect(asked.message.startsWith(before!)).toBe(true);
      expect(asked.message).not.toMatch(/\b(?:a|an) (?:bakery|florist)\b/);
      expect(asked.suggestions).toEqual([words.questions.rebuildChip.replace("{x}", entry.prompt)]);
      const rebuilt = run(asked.suggestions![0]!, site, []);
      expect(rebuilt.kind).toBe("generate");
      expect(rebuilt.plan?.industry).toBe("bakery");
      const after = applyOpsShown(site, rebuilt.ops).site;
      // English pages are renamed, not left beside the new ones.
      expect(after.pages.map((page) => page.name).sort()).toEqual(
        [words.pages.home, words.pages.shop, words.pages.about, words.pages.contact].sort(),
      );
      expect(siteText(after)).not.toContain("Bloem is a florist");
    },
  );
});

describe("a name given in another language", () => {
  it.each([
    ["Una panadería en Sevilla llamada Miga que vende pan de masa madre y bollería", "Miga"],
    ["Une boulangerie appelée Miette qui vend du pain au levain", "Miette"],
    ["Ein Blumenladen namens Bloem, der Sträuße verkauft", "Bloem"],
  ])("ends where the sentence goes on: %s", (prompt, name) => {
    const ops = run(prompt).ops;
    expect(ops).toContainEqual({ op: "setSiteName", name });
  });
});
