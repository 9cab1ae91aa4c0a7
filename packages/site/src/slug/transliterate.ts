import { transliterate as transliterateAny } from "transliteration";

/**
 * Any script in ASCII (the `transliteration` package), as `slugify` uses it on the server and
 * in tests: the table is loaded with the module. The browser build takes
 * `transliterate.browser.ts` instead (package.json "imports", condition "browser").
 */
export const transliterate = (text: string): string => transliterateAny(text);

/** Resolves when `transliterate` can take any text: at once here. */
export const loadTransliteration = (): Promise<void> => Promise.resolve();
