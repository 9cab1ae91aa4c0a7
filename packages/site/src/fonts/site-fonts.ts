import { headingWeightOf } from "../theme/theme-to-css-vars.js";
import type { Theme } from "../theme/theme.js";

/** A theme font the platform serves itself: its family and the bundled latin woff2 file. */
export interface SiteFont {
  /** The family name themes use ("Playfair Display"). */
  family: string;
  /** The npm package that ships the file. */
  packageName: string;
  /** The variable-weight latin file inside the package's `files/`. */
  file: string;
}

const fontsource = (family: string, id: string): SiteFont => ({
  family,
  packageName: `@fontsource-variable/${id}`,
  file: `${id}-latin-wght-normal.woff2`,
});

/**
 * The fonts of the starter themes and the PRODUCT.md §9 default (Inter), each one variable file
 * covering every weight. A theme naming another family falls back to its system stack.
 */
export const SITE_FONTS: readonly SiteFont[] = [
  fontsource("Inter", "inter"),
  fontsource("Fraunces", "fraunces"),
  fontsource("Nunito", "nunito"),
  fontsource("Playfair Display", "playfair-display"),
  fontsource("Lora", "lora"),
  fontsource("DM Sans", "dm-sans"),
  fontsource("Cormorant Garamond", "cormorant-garamond"),
  fontsource("Montserrat", "montserrat"),
  fontsource("Work Sans", "work-sans"),
  // The playful and fresh moods (Outfit) and the tech mood (Space Grotesk) of the composer.
  fontsource("Outfit", "outfit"),
  fontsource("Space Grotesk", "space-grotesk"),
];

const key = (family: string) => family.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The bundled fonts a theme uses (heading and body, once each), in that order. */
export function fontsOfTheme(theme: Pick<Theme, "fonts">): SiteFont[] {
  const wanted = [theme.fonts.heading, theme.fonts.body].map(key);
  return SITE_FONTS.filter((font) => wanted.includes(key(font.family))).sort(
    (a, b) => wanted.indexOf(key(a.family)) - wanted.indexOf(key(b.family)),
  );
}

// Fontsource's latin range: Basic Latin, Latin-1 and the common punctuation and symbols.
const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/**
 * `@font-face` rules for the given fonts, each at the URL `urlOf` gives, with
 * `font-display: swap` so text shows at once in the fallback font.
 */
export function fontFaceCss(fonts: readonly SiteFont[], urlOf: (font: SiteFont) => string) {
  return fonts
    .map(
      (font) =>
        `@font-face{font-family:"${font.family}";font-style:normal;font-weight:100 900;` +
        `font-display:swap;src:url("${encodeURI(urlOf(font))}") format("woff2");` +
        `unicode-range:${LATIN_RANGE}}`,
    )
    .join("\n");
}

/** The weights body text uses (site.css): regular to bold. */
export const BODY_WEIGHTS = { min: 400, max: 700 } as const;

/** A weight, or a range of weights one variable face covers. */
export type FaceWeight = number | { min: number; max: number };

/**
 * The faces a published site loads: its heading font at the heading weight alone (a static
 * face, a fraction of the variable file), its body font over the body weights (still
 * variable, so 500 and 600 are true weights); one face when both are the same font.
 */
export function fontFacesOfTheme(
  theme: Pick<Theme, "fonts" | "stylePreset">,
): { font: SiteFont; weight: FaceWeight }[] {
  const [heading, body] = [theme.fonts.heading, theme.fonts.body].map((family) =>
    SITE_FONTS.find((font) => key(font.family) === key(family)),
  );
  const headingWeight = headingWeightOf(theme);
  if (heading && heading === body) {
    const max = Math.max(BODY_WEIGHTS.max, headingWeight);
    return [{ font: body, weight: { min: BODY_WEIGHTS.min, max } }];
  }
  return [
    ...(heading ? [{ font: heading, weight: headingWeight }] : []),
    ...(body ? [{ font: body, weight: { ...BODY_WEIGHTS } }] : []),
  ];
}

/** The CSS value of a face's weight: "700", or "400 700" for a range. */
export const cssFontWeight = (weight: FaceWeight) =>
  typeof weight === "number" ? String(weight) : `${weight.min} ${weight.max}`;

/** A face of a published site's font: a weight or range of weights at a site path. */
export interface FontFaceFile {
  family: string;
  weight: FaceWeight;
  path: string;
}

/** `@font-face` rules for static faces, each at the URL `urlOf` gives its path. */
export function fontFaceFilesCss(faces: readonly FontFaceFile[], urlOf: (path: string) => string) {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${cssFontWeight(face.weight)};` +
        `font-display:swap;src:url("${encodeURI(urlOf(face.path))}") format("woff2");` +
        `unicode-range:${LATIN_RANGE}}`,
    )
    .join("\n");
}
