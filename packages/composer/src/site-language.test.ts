import { applyOpsShown } from "./shown-site.js";
import { type LayoutSection, type SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { compose } from "./compose.js";
import { emptySite, fixtureSite } from "./compose.fixtures.js";
import { ENGLISH_WORDS } from "./copy-bank.js";
import { editWordsIn, pageNameIn, siteLanguage, siteWordsIn } from "./copy-languages.js";
import type { Language } from "./language-table.js";

const run = (prompt: string, site: SiteDocument, page?: string) =>
  compose({
    prompt,
    site,
    storeId: "lang-edits",
    storeName: "Corner Store",
    products: [],
    ...(page ? { page } : {}),
  });

const built = (prompt: string) => applyOpsShown(emptySite(), run(prompt, emptySite()).ops).site;

const after = (site: SiteDocument, prompt: string, page?: string) => {
  const result = run(prompt, site, page);
  return { result, site: applyOpsShown(site, result.ops).site };
};

const SITES: Record<Language, string> = {
  en: "A florist in Ghent selling bouquets and dried flowers",
  es: "Una floristería en Gante que vende ramos y flores secas",
  de: "Ein Blumenladen in Gent, der Sträuße und Trockenblumen verkauft",
  fr: "Un fleuriste à Gand qui vend des bouquets et des fleurs séchées",
};

// A FAQ page asked for in the site's own language.
const FAQ_PAGE: Record<Exclude<Language, "en">, string> = {
  es: "añade una página de preguntas frecuentes",
  de: "füge eine Seite für die FAQ hinzu",
  fr: "ajoute une page FAQ",
};

const FOREIGN = ["es", "de", "fr"] as const;

const newPage = (before: SiteDocument, now: SiteDocument) =>
  now.pages.find((page) => !before.pages.some((old) => old.name === page.name));

const navbarLinks = (site: SiteDocument) =>
  site.pages
    .flatMap((page) => page.sections)
    .filter((section) => section.type === "navbar")
    .map((section) => (section.props.links as { text: string }[]).map((link) => link.text));

const sectionsOf = (site: SiteDocument, page: string, type: string): LayoutSection[] =>
  site.pages.find((p) => p.name === page)?.sections.filter((s) => s.type === type) ?? [];

const english = built(SITES.en);

describe("the site's language", () => {
  it("is read from the site itself: its pages and fixed titles, English when unsure", () => {
    for (const language of FOREIGN) expect(siteLanguage(built(SITES[language]))).toBe(language);
    expect(siteLanguage(english)).toBe("en");
    expect(siteLanguage(fixtureSite())).toBe("en");
    expect(siteLanguage(emptySite())).toBe("en");
  });
});

describe.each(FOREIGN)("edits on a site in %s stay in its language", (language) => {
  const site = built(SITES[language]);
  const words = siteWordsIn(language);
  const shop = words.pages.shop;

  it("names a page asked for in the site's language in it, with its link and heading", () => {
    const now = after(site, FAQ_PAGE[language]).site;
    const page = newPage(site, now);
    expect(page?.name).toBe(pageNameIn("FAQ", language));
    if (language === "es") expect(page?.name).not.toBe("FAQ");
    expect(sectionsOf(now, page!.name, "faq")[0]?.props.title).toBe(words.faq);
    for (const links of navbarLinks(now)) expect(links).toContain(page!.name);
  });

  it("names a page asked for in English in the site's language", () => {
    const now = after(site, "create a page called Shipping").site;
    const page = newPage(site, now);
    const topic = editWordsIn(language).topics.shipping;
    expect(page?.name).toBe(topic.name);
    expect(page?.name).not.toBe("Shipping");
    const heading = sectionsOf(now, page!.name, "textblock")[0];
    expect(heading?.props.heading).toBe(topic.name);
    expect(heading?.props.sample).toBe(true);
    expect(sectionsOf(now, page!.name, "faq")[0]?.props.title).toBe(topic.title);
    for (const links of navbarLinks(now)) expect(links).toContain(page!.name);
  });

  it.each([
    ["add a reviews section", "testimonials"],
    ["add a newsletter", "newsletter"],
    ["add a features section", "features"],
    ["add a team section", "team"],
    ["add a pricing section", "pricing"],
  ])("%s: a title in the site's language, not the English one", (prompt, type) => {
    const foreign = sectionsOf(after(site, prompt, shop).site, shop, type)[0];
    const inEnglish = sectionsOf(after(english, prompt, "Shop").site, "Shop", type)[0];
    expect(foreign?.props.title).toBeTypeOf("string");
    expect(inEnglish?.props.title).toBeTypeOf("string");
    expect(foreign?.props.title).not.toBe(inEnglish?.props.title);
    // Sample flags stay as in English.
    expect(foreign?.props.sample).toBe(inEnglish?.props.sample);
  });

  it("adds FAQ questions in the site's language", () => {
    const prompt = "add an faq about shipping";
    const foreign = after(site, prompt).result.ops.flatMap((op) =>
      op.op === "addItem" && typeof op.item === "object" ? [String(op.item.question)] : [],
    );
    const inEnglish = after(english, prompt).result.ops.flatMap((op) =>
      op.op === "addItem" && typeof op.item === "object" ? [String(op.item.question)] : [],
    );
    expect(foreign.length).toBeGreaterThan(0);
    expect(inEnglish.length).toBeGreaterThan(0);
    for (const question of foreign) expect(inEnglish).not.toContain(question);
    expect(foreign).toEqual(
      expect.arrayContaining([editWordsIn(language).topics.shipping.items[0]!.question]),
    );
  });
});

describe("an English site edited in another language", () => {
  it("gets English pages and copy", () => {
    const now = after(english, FAQ_PAGE.es).site;
    const page = newPage(english, now);
    expect(page?.name).toBe("FAQ");
    expect(sectionsOf(now, "FAQ", "faq")[0]?.props.title).toBe(ENGLISH_WORDS.faq);
    const reviews = sectionsOf(
      after(english, "añade una sección de reseñas", "Shop").site,
      "Shop",
      "testimonials",
    );
    expect(reviews[0]?.props.title).toBe(ENGLISH_WORDS.reviews);
  });
});
