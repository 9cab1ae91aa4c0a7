import { site as de } from "./messages/de.js";
import { site as en } from "./messages/en.js";
import { site as es } from "./messages/es.js";
import { site as fr } from "./messages/fr.js";
import { site as pt } from "./messages/pt.js";
import { cachedTranslator, type Translate } from "./translate.js";

/** What the section renderers say themselves, in every storefront language. */
export const SITE_TEXTS = { en, es, de, fr, pt };

/** The renderers' texts in a site's language (its locale; English when it names none we speak). */
export type SiteTexts = Translate<typeof en>;

/** The renderers' texts for a site's locale. */
export const siteTexts = (locale: string | undefined): SiteTexts =>
  cachedTranslator(SITE_TEXTS, locale);
