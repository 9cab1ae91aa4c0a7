import { describe, expect, it } from "vitest";
import { PRODUCTS, siteFor } from "./compose.fixtures.js";
import { readPrompt } from "./language.js";
import {
  Vocabulary,
  englishVocabulary,
  isEnglishWord,
  nearestWord,
  typoDistance,
} from "./spelling.js";

const read = (prompt: string, site = siteFor("fixture")) =>
  readPrompt(prompt, { site, storeName: "Ember Roasters", products: PRODUCTS }).original;

describe("typoDistance", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(typoDistance("chnage", "change")).toBe(1);
    expect(typoDistance("remvoe", "remove")).toBe(1);
    expect(typoDistance("heder", "header")).toBe(1);
    expect(typoDistance("header", "footer")).toBeGreaterThan(2);
  });
});

describe("nearestWord", () => {
  const vocabulary = new Vocabulary(["green", "grey", "header", "hero", "faq", "newsletter"]);

  it("finds the word meant within the edits its length allows", () => {
    expect(nearestWord("heder", vocabulary)).toBe("header");
    expect(nearestWord("newsleter", vocabulary)).toBe("newsletter");
    expect(nearestWord("fqa", vocabulary)).toBe("faq");
  });

  it("prefers the word a letter was dropped from when two are as close", () => {
    expect(nearestWord("gren", vocabulary)).toBe("green");
  });

  it("guesses nothing when no word is close enough", () => {
    expect(nearestWord("hedgehog", vocabulary)).toBeUndefined();
    expect(nearestWord("fax", vocabulary)).toBeUndefined();
  });
});

describe("the English vocabulary", () => {
  it("holds the planner's verbs, sections, moods, colours and industries", () => {
    const vocabulary = englishVocabulary();
    for (const word of [
      "remove",
      "rename",
      "swap",
      "newsletter",
      "testimonials",
      "playful",
      "burgundy",
      "bakery",
    ])
      expect(vocabulary.has(word), word).toBe(true);
  });

  it("knows English words, so they are never corrected", () => {
    expect(isEnglishWord("here")).toBe(true);
    expect(isEnglishWord("heder")).toBe(false);
  });
});

describe("spelling correction of a prompt", () => {
  it("corrects typos and chat shorthand", () => {
    expect(read("chnage the heder to dark")).toBe("change the header to dark");
    expect(read("remvoe the faq")).toBe("remove the faq");
    expect(read("make it more playfull")).toBe("make it more playful");
    expect(read("ad a newsleter")).toBe("add a newsletter");
    expect(read("pls swap teh reviews and faq")).toBe("please swap the reviews and faq");
    expect(read("can u make it darker thx")).toBe("can you make it darker thanks");
  });

  it("leaves English words, numbers, quotes, names and values alone", () => {
    expect(read("make the text here bigger")).toBe("make the text here bigger");
    expect(read("add 3 reviws")).toBe("add 3 reviews");
    expect(read('change the title to "Fresh bakd daily"')).toBe(
      'change the title to "Fresh bakd daily"',
    );
    expect(read("change the title to Fresh bakd daily")).toBe(
      "change the title to Fresh bakd daily",
    );
    expect(read("rename the store to Crumbz Bakry")).toBe("rename the store to Crumbz Bakry");
    expect(read("Website for my bakery called Sweet Crumbz")).toBe(
      "Website for my bakery called Sweet Crumbz",
    );
  });

  it("leaves words the site itself uses alone", () => {
    const site = siteFor("fixture");
    const hero = site.pages[0]!.sections.find((section) => section.type === "hero")!;
    hero.props = { ...hero.props, title: "Galery nights at Heder" };
    expect(read("move the galery section up", site)).toBe("move the galery section up");
    expect(read("move the galery section up")).toBe("move the gallery section up");
  });
});
