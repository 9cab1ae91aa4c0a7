import { applyOpsShown } from "./shown-site.js";
import { SITE_FONTS } from "@shopwright/site/server";
import { SiteDocument, type OpInput } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { compose } from "./compose.js";
import {
  FIXTURES,
  PRODUCTS,
  containsAll,
  emptySite,
  matches,
  siteFor,
  type Fixture,
} from "./compose.fixtures.js";
import { MOODS, MOOD_IDS } from "./moods.js";
import { lintMessages } from "./site-lint.js";
import { BUNDLED_FONTS } from "./theme-edits.js";
import { contrastRatio } from "@shopwright/site";

const run = (fixture: Fixture, storeId = "store-1") => {
  const site = siteFor(fixture.site ?? "fixture");
  const result = compose({
    prompt: fixture.prompt,
    site,
    storeId,
    storeName: "Ember Roasters",
    products: PRODUCTS,
  });
  return { site, result };
};

/** Strings anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Collection items anywhere in the ops (the only place product data could be invented). */
function collectionItems(ops: readonly OpInput[]): Record<string, unknown>[] {
  const sections = ops.flatMap((op) => {
    if (op.op === "addSection") return [op.section];
    if (op.op === "replacePageSections") return op.sections;
    if (op.op === "addPage") return op.page?.sections ?? [];
    return [];
  });
  return sections
    .filter((section) => section.type === "collection")
    .flatMap((section) =>
      Array.isArray(section.props?.items) ? (section.props.items as Record<string, unknown>[]) : [],
    );
}

describe("the fixture prompts", () => {
  it("number at least 80, with the four PRODUCT.md §2 chat chips among them", () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(80);
    const prompts = FIXTURES.map((f) => f.prompt);
    for (const chip of [
      "Landing page for coffee brand",
      "Add a product grid",
      "Dark theme footer",
      "About + Contact sections",
    ]) {
      expect(prompts).toContain(chip);
    }
  });

  it.each(FIXTURES.map((fixture) => [fixture.prompt, fixture] as const))(
    "%s: gives the expected operations",
    (_, fixture) => {
      const { result } = run(fixture);
      const e = fixture.expect;
      if (e.kind) expect(result.kind).toBe(e.kind);
      if (e.ops)
        expect(
          containsAll(result.ops, e.ops),
          JSON.stringify(result.ops, null, 1).slice(0, 3000),
        ).toBe(true);
      for (const bad of e.forbid ?? [])
        expect(
          result.ops.some((op) => matches(op, bad)),
          JSON.stringify(bad),
        ).toBe(false);
      if (e.noOps) expect(result.ops).toEqual([]);
      if (e.industry) expect(result.plan?.industry).toBe(e.industry);
      if (e.message) expect(result.message).toMatch(e.message);
      if (e.hasSuggestions) expect(result.suggestions?.length).toBeGreaterThanOrEqual(2);
      if (e.warning) expect(result.warnings?.some((w) => e.warning!.test(w))).toBe(true);
      expect(result.message.length).toBeGreaterThan(0);
    },
  );

  it.each(FIXTURES.map((fixture) => [fixture.prompt, fixture] as const))(
    "%s: keeps the site valid and readable",
    (_, fixture) => {
      const { site, result } = run(fixture);
      const applied = applyOpsShown(site, result.ops);
      expect(applied.rejected).toEqual([]);
      expect(SiteDocument.safeParse(applied.site).success).toBe(true);
      // Navbar first, footer last, contrast ≥ 4.5:1: nothing the input did not already have.
      const before = new Set(lintMessages(site));
      expect(lintMessages(applied.site).filter((problem) => !before.has(problem))).toEqual([]);
    },
  );

  it.each(FIXTURES.map((fixture) => [fixture.prompt, fixture] as const))(
    "%s: invents no product data",
    (_, fixture) => {
      const { result } = run(fixture);
      const ids = new Set(PRODUCTS.map((p) => p.id));
      for (const item of collectionItems(result.ops)) {
        expect(ids.has(String(item.productId))).toBe(true);
        expect(item.price).toBeUndefined();
        expect(item.image).toBeUndefined();
      }
      // Every web address in the ops is a product photo of the store (or a link the user typed).
      const images = new Set(PRODUCTS.flatMap((p) => p.images.slice(0, 1)));
      for (const text of strings(result.ops)) {
        if (/^https?:\/\//.test(text))
          expect(images.has(text) || fixture.prompt.includes(text)).toBe(true);
      }
    },
  );

  it.each(FIXTURES.map((fixture) => [fixture.prompt, fixture] as const))(
    "%s: is deterministic",
    (_, fixture) => {
      expect(run(fixture).result).toEqual(run(fixture).result);
    },
  );
});

describe("compose", () => {
  it("varies the copy across stores but keeps it stable for one", () => {
    const heroTitles = new Set<string>();
    for (let n = 0; n < 12; n++) {
      const { result } = run(
        { prompt: "Landing page for coffee brand", site: "empty", expect: {} },
        `store-${n}`,
      );
      const home = result.ops.find((op) => op.op === "replacePageSections");
      const hero = home?.op === "replacePageSections" ? home.sections[1] : undefined;
      heroTitles.add(String(hero?.props?.title));
    }
    expect(heroTitles.size).toBeGreaterThan(1);
  });

  it("flags the reviews, stats and answers it writes as sample content", () => {
    const { result } = run({ prompt: "Landing page for coffee brand", site: "empty", expect: {} });
    const sections = result.ops.flatMap((op) =>
      op.op === "replacePageSections"
        ? op.sections
        : op.op === "addPage"
          ? (op.page?.sections ?? [])
          : [],
    );
    for (const section of sections.filter((s) =>
      ["testimonials", "faq", "stats", "team"].includes(s.type),
    )) {
      expect(section.props?.sample).toBe(true);
    }
    expect(result.warnings?.join(" ")).toMatch(/samples/);
  });

  it("builds Home, Shop, About and Contact with navbar first and footer last on each", () => {
    const site = emptySite();
    const result = compose({
      prompt: "Build an online store for my bakery called Sweet Crumb",
      site,
      storeId: "s",
      storeName: "x",
      products: [],
    });
    const built = applyOpsShown(site, result.ops).site;
    expect(built.pages.map((p) => p.name)).toEqual(["Home", "Shop", "About", "Contact"]);
    for (const page of built.pages) {
      expect(page.sections[0]?.type).toBe("navbar");
      expect(page.sections.at(-1)?.type).toBe("footer");
    }
    expect(built.name).toBe("Sweet Crumb");
  });

  it("uses the mood palettes, each readable", () => {
    for (const id of MOOD_IDS) {
      const theme = MOODS[id].theme;
      expect(contrastRatio(theme.textColor!, theme.backgroundColor!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(MOODS.warm.theme).toMatchObject({
      primaryColor: "#7A4A2A",
      backgroundColor: "#FFF8EC",
      fonts: { heading: "Fraunces", body: "Nunito" },
    });
    expect(MOODS.tech.theme).toMatchObject({
      stylePreset: "glass",
      borderRadius: "xl",
      shadow: "elevated",
    });
  });

  it("names only fonts bundled with sites", () => {
    const bundled = new Set(SITE_FONTS.map((font) => font.family));
    for (const font of BUNDLED_FONTS) expect(bundled.has(font)).toBe(true);
    for (const id of MOOD_IDS) {
      expect(bundled.has(MOODS[id].theme.fonts.heading)).toBe(true);
      expect(bundled.has(MOODS[id].theme.fonts.body)).toBe(true);
    }
  });

  it("answers empty and overlong prompts without operations", () => {
    const site = emptySite();
    for (const prompt of ["", "   ", "x".repeat(5000)]) {
      const result = compose({ prompt, site, storeId: "s", storeName: "x", products: [] });
      expect(result.ops).toEqual([]);
      expect(result.suggestions?.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("points a generated product grid at the store's products instead of listing any", () => {
    const { result } = run({ prompt: "Landing page for coffee brand", site: "empty", expect: {} });
    const items = collectionItems(result.ops);
    expect(items).toEqual([]);
  });

  it("references a product the prompt names by its id", () => {
    const result = compose({
      prompt: "Add a product grid with the Ethiopia Guji",
      site: siteFor("fixture"),
      storeId: "s",
      storeName: "x",
      products: PRODUCTS,
    });
    expect(collectionItems(result.ops)).toEqual([
      { productId: "prod_guji", title: "Ethiopia Guji" },
    ]);
  });
});
