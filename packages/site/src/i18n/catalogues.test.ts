import { describe, expect, it } from "vitest";
import { SHOP_TEXTS, shopTexts } from "./shop-texts.js";
import { SITE_TEXTS, siteTexts } from "./site-texts.js";
import { STOREFRONT_LANGUAGES, storefrontLanguage, type Catalogue } from "./translate.js";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const forms = (message: Catalogue[string]) =>
  typeof message === "string" ? [message] : Object.values(message);

describe.each([
  ["site", SITE_TEXTS as Record<string, Catalogue>],
  ["shop", SHOP_TEXTS as Record<string, Catalogue>],
])("the %s catalogue", (_name, catalogues) => {
  const english = catalogues.en!;

  it.each(STOREFRONT_LANGUAGES.filter((l) => l !== "en"))(
    "%s has every English key, no other, each with the same placeholders",
    (language) => {
      const translated = catalogues[language]!;
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, source] of Object.entries(english)) {
        const message = translated[key]!;
        expect(typeof message, key).toBe(typeof source);
        const wanted = [...new Set(forms(source).flatMap(placeholders))];
        for (const text of forms(message)) {
          expect(text.trim(), `${language}.${key} is empty`).not.toBe("");
          expect(new Set(placeholders(text)), `${language}.${key}: ${text}`).toEqual(
            new Set(wanted),
          );
        }
      }
    },
  );

  it.each(STOREFRONT_LANGUAGES)(
    "%s gives each plural message the forms its language's rules choose between",
    (language) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(catalogues[language]!)) {
        if (typeof message === "string") continue;
        for (const form of Object.keys(message)) expect(categories, key).toContain(form);
        // "many" (millions in French, Spanish, Portuguese) may read as "other".
        for (const category of categories.filter((c) => c !== "many"))
          expect(message, `${language}.${key}`).toHaveProperty(category);
      }
    },
  );
});

describe("storefrontLanguage", () => {
  it.each([
    ["en-US", "en"],
    ["de-DE", "de"],
    ["de-AT", "de"],
    ["pt-BR", "pt"],
    ["pt-PT", "pt"],
    ["es-MX", "es"],
    ["fr-CA", "fr"],
    ["ja-JP", "en"],
    ["not a locale", "en"],
    [undefined, "en"],
  ])("%s speaks %s", (locale, language) => {
    expect(storefrontLanguage(locale)).toBe(language);
  });
});

describe("a translator", () => {
  it("fills placeholders and picks the plural form of the store's locale", () => {
    expect(siteTexts("en-US")("addToCart")).toBe("Add to cart");
    expect(siteTexts("de-DE")("addToCart")).toBe("In den Warenkorb");
    expect(siteTexts("pt-BR")("onlyLeft", { count: 1 })).toBe("Só resta 1");
    expect(siteTexts("pt-BR")("onlyLeft", { count: 3 })).toBe("Só restam 3");
    expect(siteTexts("es-MX")("onlyLeft", { count: 2 })).toBe("Solo quedan 2");
    expect(shopTexts("de-DE")("errorOnlyLeftOf", { count: 1, name: "Tasse" })).toBe(
      "Von Tasse ist nur noch 1 auf Lager",
    );
    expect(shopTexts("fr-FR")("pageOf", { number: 2, total: 3 })).toBe("Page 2 sur 3");
  });

  it("writes numbers in the locale's digits and text as given", () => {
    expect(shopTexts("de-DE")("errorTooManyLines", { max: 1500 })).toBe(
      "Ein Warenkorb fasst höchstens 1.500 verschiedene Produkte",
    );
    expect(shopTexts("en-US")("orderTitle", { number: "1001" })).toBe("Order #1001");
  });

  it("speaks English for a locale of another language", () => {
    expect(shopTexts("ja-JP")("yourCart")).toBe("Your cart");
  });
});
