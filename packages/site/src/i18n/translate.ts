/**
 * The storefront's own texts in the shopper's language (docs/PRODUCT.md "Storefront
 * languages"): catalogues of messages, English the source whose keys and placeholders type
 * every other language, and a translator that picks a store locale's language.
 */

/** The languages the storefront speaks; any other locale reads English. */
export const STOREFRONT_LANGUAGES = ["en", "es", "de", "fr", "pt"] as const;
export type StorefrontLanguage = (typeof STOREFRONT_LANGUAGES)[number];

/** A message that depends on a count: a form per plural category of the language (Intl). */
export interface PluralMessage {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** A text with `{name}` placeholders, or plural forms of one (their count is `{count}`). */
export type Message = string | PluralMessage;

/** Messages by key. */
export type Catalogue = Readonly<Record<string, Message>>;

/** A language's catalogue for source `E`: every key of it, a text where it has a text. */
export type TranslationOf<E extends Catalogue> = {
  readonly [K in keyof E]: E[K] extends string ? string : PluralMessage;
};

type NamesIn<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | NamesIn<Rest> : never;
type ValueNames<M> = M extends string ? NamesIn<M> : "count" | NamesIn<Extract<M[keyof M], string>>;

/** The values a message needs: one per placeholder of its English text (none: no argument). */
export type MessageValues<M> = [ValueNames<M>] extends [never]
  ? []
  : [Readonly<Record<ValueNames<M>, string | number>>];

/** Translates the keys of source catalogue `E` into one language. */
export interface Translate<E extends Catalogue> {
  <K extends keyof E & string>(key: K, ...values: MessageValues<E[K]>): string;
  /** The language chosen, "en" when the locale names none of STOREFRONT_LANGUAGES. */
  readonly language: StorefrontLanguage;
}

/** "pt-BR", "pt-PT" → "pt"; "es-MX" → "es"; anything unknown or unreadable → "en". */
export function storefrontLanguage(locale: string | undefined): StorefrontLanguage {
  let language = "en";
  try {
    language = new Intl.Locale(locale ?? "en").language;
  } catch {
    return "en";
  }
  return (STOREFRONT_LANGUAGES as readonly string[]).includes(language)
    ? (language as StorefrontLanguage)
    : "en";
}

function localeTools(locale: string) {
  try {
    return { plurals: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) };
  } catch {
    return { plurals: new Intl.PluralRules("en"), numbers: new Intl.NumberFormat("en") };
  }
}

/**
 * A translator of `catalogues` for a store's locale: its language's message, placeholders
 * filled (numbers in the locale's digits: pass an order number as text), the plural form the
 * locale's rules choose for `count`, falling back to "other".
 */
export function translator<E extends Catalogue>(
  catalogues: Readonly<Record<StorefrontLanguage, TranslationOf<E>>>,
  locale = "en-US",
): Translate<E> {
  const language = storefrontLanguage(locale);
  const messages = catalogues[language] as Catalogue;
  const { plurals, numbers } = localeTools(locale);
  const translate = (key: string, values?: Readonly<Record<string, string | number>>) => {
    const message = messages[key] ?? "";
    const text =
      typeof message === "string"
        ? message
        : (message[plurals.select(Number(values?.count ?? 0))] ?? message.other);
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      return value === undefined
        ? whole
        : typeof value === "number"
          ? numbers.format(value)
          : value;
    });
  };
  return Object.assign(translate, { language }) as Translate<E>;
}

/** The translators made so far, by catalogue and locale: a page render asks for one many times. */
const cache = new WeakMap<object, Map<string, unknown>>();

/** `translator(catalogues, locale)`, made once per catalogue and locale. */
export function cachedTranslator<E extends Catalogue>(
  catalogues: Readonly<Record<StorefrontLanguage, TranslationOf<E>>>,
  locale = "en-US",
): Translate<E> {
  let byLocale = cache.get(catalogues);
  if (!byLocale) cache.set(catalogues, (byLocale = new Map()));
  let found = byLocale.get(locale) as Translate<E> | undefined;
  if (!found) {
    found = translator(catalogues, locale);
    if (byLocale.size >= 32) byLocale.clear();
    byLocale.set(locale, found);
  }
  return found;
}
