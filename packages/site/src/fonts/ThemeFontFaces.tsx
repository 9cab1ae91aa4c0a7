import type { Theme } from "../theme/theme.js";
import { fontFaceCss, fontsOfTheme } from "./site-fonts.js";

/** Where the server serves the bundled font files (hashed and plain names). */
export const FONT_FILES_PATH = "/_sw/fonts/";

/**
 * `@font-face` rules for the theme's bundled fonts, for pages rendered in the browser (the
 * editor canvas, the chat preview). Published pages and the html preview get the same rules
 * from the server, with hashed file names.
 */
export function ThemeFontFaces({ fonts }: { fonts: Theme["fonts"] }) {
  const css = fontFaceCss(fontsOfTheme({ fonts }), (font) => `${FONT_FILES_PATH}${font.file}`);
  return css ? <style>{css}</style> : null;
}
