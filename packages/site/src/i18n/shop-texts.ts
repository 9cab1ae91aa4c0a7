import { shop as de } from "./messages/de.js";
import { shop as en } from "./messages/en.js";
import { shop as es } from "./messages/es.js";
import { shop as fr } from "./messages/fr.js";
import { shop as pt } from "./messages/pt.js";
import { cachedTranslator, type Translate } from "./translate.js";

/** The storefront's pages, replies and mails, in every storefront language (server only). */
export const SHOP_TEXTS = { en, es, de, fr, pt };

/** The storefront's page texts in a store's language. */
export type ShopTexts = Translate<typeof en>;

/** A key of the storefront's page texts. */
export type ShopTextKey = keyof typeof en & string;

/** The storefront's page texts for a store's locale. */
export const shopTexts = (locale: string | undefined): ShopTexts =>
  cachedTranslator(SHOP_TEXTS, locale);
