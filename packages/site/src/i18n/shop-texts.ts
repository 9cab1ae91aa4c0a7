import { shop as de } from "./messages/de.js";
import { shop as en } from "./messages/en.js";
import { shop as es } from "./messages/es.js";
import { shop as fr } from "./messages/fr.js";
import { shop as pt } from "./messages/pt.js";
import { SITE_TEXTS } from "./site-texts.js";
import { cachedTranslator, storefrontLanguage, type Translate } from "./translate.js";

/** The storefront's pages, replies and mails, in every storefront language (server only). */
export const SHOP_TEXTS = { en, es, de, fr, pt };

/** The storefront's page texts in a store's language. */
export type ShopTexts = Translate<typeof en>;

/** A key of the storefront's page texts. */
export type ShopTextKey = keyof typeof en & string;

/** The storefront's page texts for a store's locale. */
export const shopTexts = (locale: string | undefined): ShopTexts =>
  cachedTranslator(SHOP_TEXTS, locale);

const messagesOf = (catalogue: Readonly<Record<string, string | object>>) =>
  Object.values(catalogue).flatMap((message) =>
    typeof message === "string" ? [message] : (Object.values(message) as string[]),
  );

/**
 * The characters beyond ASCII that the storefront's own texts use in a store's language
 * ("äöüß…" in German): a published site's fonts must cover them (font subsets).
 */
export function storefrontCharacters(locale: string | undefined): string {
  const language = storefrontLanguage(locale);
  const text = [...messagesOf(SHOP_TEXTS[language]), ...messagesOf(SITE_TEXTS[language])].join("");
  return [...new Set(text)].filter((char) => char.codePointAt(0)! > 0x7f).join("");
}
