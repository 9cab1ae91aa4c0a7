import subsetFont from "subset-font";
import {
  cssFontWeight,
  fontFacesOfTheme,
  type FaceWeight,
  type FontFaceFile,
  type SiteFont,
} from "@shopwright/site/server";
import type { Theme } from "@shopwright/site";
import type { BundledFonts } from "./bundled-fonts.js";
import { sha256 } from "../deploys/content-hash.js";

/** Where a site's own font files live: a path of its deploy no layout page can take. */
export const SUBSET_FONT_PREFIX = "/_sw/subset/";

/**
 * Every site's fonts cover these whatever its text says (a price or a product added by an
 * incremental publish needs no new subset): lowercase letters, digits, the usual punctuation
 * and currency signs. Capitals and everything else come from the site's own text.
 */
const BASE_TEXT = " abcdefghijklmnopqrstuvwxyz0123456789.,:;!?'\"()[]-–—&%$€£/+#@*…‘’“”•·";
/** At most this many characters beyond the base: a site in another script keeps its fallback. */
const MAX_EXTRA_CHARACTERS = 400;
/** Subsets kept in memory: a publish of the same site again makes none. */
const CACHE_SIZE = 64;

/** A published site's font file. */
export interface SubsetFontFile extends FontFaceFile {
  bytes: Buffer;
}

const BASE = new Set(BASE_TEXT);

/** The characters of `text` beyond the base set, sorted, once each. */
export function extraCharacters(text: string): string {
  const extra: string[] = [];
  // A Set of the text's characters first: a catalogue's descriptions repeat the same few dozen.
  for (const char of new Set(text)) {
    if (!BASE.has(char) && !/[\s\p{Cc}]/u.test(char)) extra.push(char);
  }
  return extra.sort().slice(0, MAX_EXTRA_CHARACTERS).join("");
}

/**
 * The fonts of a published site (so a storefront's non-image bytes stay small): each
 * face the theme uses (fontFacesOfTheme) as a static instance of the bundled variable font,
 * subset to the base characters plus those of the site's text, as woff2. A face that cannot
 * be made (an axis the font lacks) is left to the variable file. Results are cached by
 * content, and named by it, so the same site publishes the same files.
 */
export function createFontSubsetter(fonts: BundledFonts) {
  const cache = new Map<string, Promise<Buffer | null>>();

  function subset(font: SiteFont, bytes: Buffer, weight: FaceWeight, text: string) {
    const key = sha256(`${font.file}\0${cssFontWeight(weight)}\0${text}`);
    let made = cache.get(key);
    if (!made) {
      // No layout closure: glyphs reachable only through OpenType substitutions (ligatures,
      // alternates, small capitals) are left out, 1–4 kB a face; the text's own characters
      // render the same from their plain glyphs. The bundled files are Latin, whose shaping
      // needs none of them.
      made = subsetFont(bytes, text, {
        targetFormat: "woff2",
        variationAxes: { wght: weight },
        noLayoutClosure: true,
      })
        .then((buffer) => Buffer.from(buffer))
        .catch(() => null);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, made);
    }
    return made;
  }

  return {
    /** The site's font files for a theme and the site's text, or null to use the variable files. */
    async filesFor(
      theme: Pick<Theme, "fonts" | "stylePreset">,
      siteText: string,
    ): Promise<SubsetFontFile[] | null> {
      const text = BASE_TEXT + extraCharacters(siteText);
      const faces = fontFacesOfTheme(theme);
      const files = await Promise.all(
        faces.map(async ({ font, weight }) => {
          const bundled = fonts.byFile(font.file);
          const bytes = bundled && (await subset(font, bundled.bytes, weight, text));
          if (!bytes) return null;
          const weights = cssFontWeight(weight).replace(" ", "-");
          const name = `${font.file.replace(/-latin-wght-normal\.woff2$/, "")}-${weights}.${sha256(bytes).slice(0, 10)}.woff2`;
          return { family: font.family, weight, path: `${SUBSET_FONT_PREFIX}${name}`, bytes };
        }),
      );
      // All or nothing: a theme half in subsets and half in variable files would load both.
      return files.length > 0 && files.every((file) => file !== null) ? files : null;
    },
  };
}

export type FontSubsetter = ReturnType<typeof createFontSubsetter>;
