import { applyOpsShown } from "./shown-site.js";

import { describe, expect, it } from "vitest";
import { compose } from "./compose.js";
import { coffeeSite, emptySite } from "./compose.fixtures.js";
import { COPY_BANK } from "./copy-bank.js";
import {
  CORPUS_PRODUCTS,
  GENERATION_CORPUS,
  generationProblems,
  lookSignature,
  siteText,
  type CorpusEntry,
} from "./generation.corpus.js";

const builds = new Map<string, ReturnType<typeof buildOnce>>();

function buildOnce(entry: CorpusEntry, products: typeof CORPUS_PRODUCTS) {
  const site = emptySite();
  const result = compose({
    prompt: entry.prompt,
    site,
    storeId: "corpus-store",
    storeName: "Corner Store",
    products,
  });
  return { site, result, built: applyOpsShown(site, result.ops).site };
}

/** The store a description builds (each built once: the checks below share them). */
const build = (entry: CorpusEntry, products = CORPUS_PRODUCTS) => {
  const key = `${products.length}\n${entry.prompt}`;
  const built = builds.get(key) ?? buildOnce(entry, products);
  builds.set(key, built);
  return built;
};

// The checks over the whole corpus build 174 stores each (from the cache once warm).
const CORPUS_TIMEOUT_MS = 60_000;

const kinds = [...new Set(GENERATION_CORPUS.map((entry) => entry.kind))];

describe("the generation corpus", () => {
  it("holds at least 150 descriptions of at least 40 kinds, several phrasings each", () => {
    expect(GENERATION_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(kinds.length).toBeGreaterThanOrEqual(40);
    for (const kind of kinds) {
      expect(
        GENERATION_CORPUS.filter((entry) => entry.kind === kind).length,
      ).toBeGreaterThanOrEqual(3);
      expect(COPY_BANK.some((industry) => industry.id === kind)).toBe(true);
    }
    expect(new Set(GENERATION_CORPUS.map((entry) => entry.prompt)).size).toBe(
      GENERATION_CORPUS.length,
    );
  });

  it.each(GENERATION_CORPUS.map((entry) => [entry.prompt, entry] as const))(
    "%s: builds a whole store in the owner's words, with nothing invented unmarked",
    (_, entry) => {
      const { site, result } = build(entry);
      expect(generationProblems(entry, result, site, CORPUS_PRODUCTS)).toEqual([]);
    },
  );

  it.each(GENERATION_CORPUS.map((entry) => [entry.prompt, entry] as const))(
    "%s: builds one for a store with no products yet",
    (_, entry) => {
      const { site, result, built } = build(entry, []);
      expect(generationProblems(entry, result, site, [])).toEqual([]);
      const kind = COPY_BANK.find((industry) => industry.id === entry.kind)!;
      const home = built.pages.find((page) => page.path === "/")!;
      // A shop's grids wait for products; a studio or a service shows none it does not have.
      expect(home.sections.some((section) => section.type === "collection")).toBe(kind.sells);
      expect(JSON.stringify(built)).not.toMatch(/https?:\/\//);
    },
  );

  it(
    "never gives two kinds the same look",
    () => {
      const kindOf = new Map<string, string>();
      for (const entry of GENERATION_CORPUS) {
        const signature = lookSignature(build(entry).built);
        const other = kindOf.get(signature);
        expect(
          other === undefined || other === entry.kind,
          `${entry.prompt} looks like a ${other}`,
        ).toBe(true);
        kindOf.set(signature, entry.kind);
      }
    },
    CORPUS_TIMEOUT_MS,
  );

  it(
    "gives businesses of one kind looks of their own",
    () => {
      for (const kind of kinds) {
        const looks = GENERATION_CORPUS.filter((entry) => entry.kind === kind).map((entry) =>
          lookSignature(build(entry).built),
        );
        expect(new Set(looks).size, kind).toBe(looks.length);
      }
      // Two cafés and two fashion labels, told apart by name alone.
      for (const [a, b] of [
        ["Coffee shop called Ember", "Coffee shop called Daybreak"],
        ["Clothing brand called Verso", "Clothing brand called Field Day"],
      ] as const) {
        const one = build({ prompt: a, kind: "", words: [] }).built;
        const two = build({ prompt: b, kind: "", words: [] }).built;
        expect(lookSignature(one)).not.toBe(lookSignature(two));
        expect(
          one.theme.primaryColor === two.theme.primaryColor &&
            one.theme.fonts.heading === two.theme.fonts.heading,
        ).toBe(false);
      }
    },
    CORPUS_TIMEOUT_MS,
  );

  it("keeps a store's look stable for the same description", () => {
    const entry = GENERATION_CORPUS[0]!;
    expect(buildOnce(entry, CORPUS_PRODUCTS).result).toEqual(
      buildOnce(entry, CORPUS_PRODUCTS).result,
    );
  });
});

describe("descriptions the composer answers with a question", () => {
  it("asks one short question with example chips when the business is too vague", () => {
    for (const prompt of [
      "a shop",
      "my store",
      "Build me a website",
      "I want an online store",
      "I sell stuff",
    ]) {
      const result = compose({
        prompt,
        site: emptySite(),
        storeId: "s",
        storeName: "x",
        products: [],
      });
      expect(result.ops, prompt).toEqual([]);
      expect(result.kind).toBe("reply");
      expect(result.message.split("?").length, prompt).toBe(2);
      expect(result.suggestions?.length).toBeGreaterThanOrEqual(2);
      // Every chip is itself a description that builds a store.
      for (const chip of result.suggestions ?? []) {
        const built = compose({
          prompt: chip,
          site: emptySite(),
          storeId: "s",
          storeName: "x",
          products: [],
        });
        expect(built.kind, chip).toBe("generate");
      }
    }
  });

  it("asks before a description rebuilds a site that has content, and the chip rebuilds it", () => {
    const site = coffeeSite();
    const prompt = "A florist in Ghent selling bouquets and dried flowers";
    const asked = compose({ prompt, site, storeId: "s", storeName: "x", products: [] });
    expect(asked.ops).toEqual([]);
    expect(asked.message).toMatch(/^Rebuild the site for a florist in Ghent\?/);
    const chip = asked.suggestions?.[0] ?? "";
    expect(chip).toContain(prompt);
    const rebuilt = compose({ prompt: chip, site, storeId: "s", storeName: "x", products: [] });
    expect(rebuilt.kind).toBe("generate");
    expect(rebuilt.plan?.industry).toBe("florist");
    expect(siteText(applyOpsShown(site, rebuilt.ops).site)).toContain("bouquets and dried flowers");
  });

  it("still reads an edit that names a kind of business as an edit", () => {
    const site = coffeeSite();
    const result = compose({
      prompt: "Add a gallery of our flowers",
      site,
      storeId: "s",
      storeName: "x",
      products: [],
    });
    expect(result.kind).toBe("edit");
  });
});

describe("a generated store", () => {
  const generate = (prompt: string, products = CORPUS_PRODUCTS) =>
    build({ prompt, kind: "", words: [] }, products);

  it("shows only the contact details the owner gave", () => {
    const withDetails = generate(
      "Plumber in Glasgow, call 0141 496 0000 or email hello@pipes.example",
    ).built;
    const contact = withDetails.pages
      .flatMap((page) => page.sections)
      .find((s) => s.type === "contact")!;
    expect(contact.props).toMatchObject({
      phone: "0141 496 0000",
      email: "hello@pipes.example",
      address: "",
    });
    const without = generate("Plumber in Glasgow").built;
    const empty = without.pages.flatMap((page) => page.sections).find((s) => s.type === "contact")!;
    expect(empty.props).toMatchObject({ phone: "", email: "", address: "" });
    expect(String(empty.props.description)).toMatch(/this form/);
    expect(without.pages.flatMap((page) => page.sections).some((s) => s.type === "location")).toBe(
      false,
    );
  });

  it("uses the store's own photos and invents no categories", () => {
    const { built } = generate("A florist in Ghent selling bouquets and dried flowers");
    const sections = built.pages.flatMap((page) => page.sections);
    const hero = sections.find((section) => section.type === "hero")!;
    expect(hero.props.image).toBe(CORPUS_PRODUCTS[0]!.images[0]);
    expect(sections.some((section) => section.type === "categories")).toBe(false);
    expect(sections.some((section) => section.type === "pricing")).toBe(false);
  });

  it("says what is a sample and marks every sample review", () => {
    const { result, built } = generate("Skate shop called REDLINE, loud and dark");
    expect(result.warnings?.[0]).toMatch(/samples to replace .* reviews on Home/);
    const reviews = built.pages[0]!.sections.find((section) => section.type === "testimonials")!;
    expect(reviews.props.sample).toBe(true);
    for (const review of reviews.props.items as Record<string, unknown>[]) {
      expect(review.sample).toBe(true);
      expect(String(review.role)).not.toMatch(/verified/i);
    }
  });

  it("wears a dark look when the owner asks for one, and names them in the copy", () => {
    const { built } = generate("Skate shop called REDLINE, loud and dark");
    expect(built.name).toBe("REDLINE");
    expect(built.theme.stylePreset).toBe("dark");
    expect(siteText(built)).toMatch(/REDLINE is a skate shop/);
  });

  it("gives a studio bookings and a service a Services page, and neither a shop it did not ask for", () => {
    const yoga = generate("Yoga studio in Bali", []).built;
    expect(yoga.pages.map((page) => page.name)).toEqual(["Home", "Services", "About", "Contact"]);
    expect(yoga.pages[0]!.sections.some((section) => section.type === "booking")).toBe(true);
    const selling = generate("Yoga studio in Bali, we also sell mats online", []).built;
    expect(selling.pages.map((page) => page.name)).toContain("Shop");
  });
});
