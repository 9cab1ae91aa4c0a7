import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { SITE_FONTS, type SiteFont } from "@shopwright/site/server";
import { sha256 } from "../deploys/content-hash.js";

/** Where bundled fonts are served, on site hosts and the admin host alike. */
export const FONT_PATH_PREFIX = "/_sw/fonts/";

/** One font file ready to serve. */
export interface BundledFont {
  font: SiteFont;
  /** The file name in URLs: the package's name plus a content hash, so it can be cached for good. */
  name: string;
  bytes: Buffer;
  etag: string;
}

/** The theme fonts shipped with the site package, read once at start. */
export interface BundledFonts {
  /** The site path of a font's file. */
  pathOf(font: SiteFont): string;
  /** The font served under a URL file name, if any. */
  byName(name: string): BundledFont | undefined;
  /**
   * The font under its package file name without the hash, for the admin's editor canvas,
   * which names fonts without asking the server (cached for a day, not for good).
   */
  byFile(file: string): BundledFont | undefined;
}

/** Reads the woff2 files of SITE_FONTS from their npm packages (resolved from @shopwright/site). */
export function loadBundledFonts(): BundledFonts {
  const fromSite = createRequire(
    createRequire(import.meta.url).resolve("@shopwright/site/site.css"),
  );
  const byFamily = new Map<string, BundledFont>();
  const byName = new Map<string, BundledFont>();
  const byFile = new Map<string, BundledFont>();
  for (const font of SITE_FONTS) {
    const bytes = readFileSync(fromSite.resolve(`${font.packageName}/files/${font.file}`));
    const hash = sha256(bytes).slice(0, 10);
    const bundled: BundledFont = {
      font,
      name: font.file.replace(/\.woff2$/, `.${hash}.woff2`),
      bytes,
      etag: `"${hash}"`,
    };
    byFamily.set(font.family, bundled);
    byName.set(bundled.name, bundled);
    byFile.set(font.file, bundled);
  }
  return {
    pathOf: (font) => `${FONT_PATH_PREFIX}${byFamily.get(font.family)?.name ?? font.file}`,
    byName: (name) => byName.get(name),
    byFile: (file) => byFile.get(file),
  };
}
