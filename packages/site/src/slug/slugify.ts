import { transliterate } from "#transliterate";

/**
 * Free text as the lower-case ASCII words of an address, joined by hyphens: "Ember & Bean
 * Café" → "ember-bean-cafe", "Straße" → "strasse", "Москва" → "moskva", "東京" → "dong-jing".
 * Any script is transliterated (the `transliteration` package); at most `maxLength`
 * characters, with no hyphen at either end; "" when nothing is left ("☕").
 * The one rule for every slug, handle and path made from a name (docs/ARCHITECTURE.md).
 * In the browser the tables arrive once the page is idle: until `loadSlugTables` resolves,
 * text outside ASCII throws (`transliterate.browser.ts`).
 */
export function slugify(text: string, maxLength = 40): string {
  // Plain ASCII skips the tables, so such names keep exactly the slugs they always had.
  const latin = /[\u0080-\uffff]/.test(text) ? transliterate(text.normalize("NFKC")) : text;
  return latin
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}

/** Resolves when `slugify` can take any text: at once on the server, in the browser once the tables have arrived. */
export { loadTransliteration as loadSlugTables } from "#transliterate";
