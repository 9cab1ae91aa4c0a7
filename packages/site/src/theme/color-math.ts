import { parseColor, rgbaToHex, type Rgba } from "../safe/safe-color.js";

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** Dark ink, used for text on light surfaces. */
export const INK = "#0f172a";
/** Light ink, used for text on dark surfaces. */
export const PAPER = "#ffffff";

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a colour (0 black … 1 white). */
export function luminance(color: string): number {
  const { r, g, b } = parseColor(color) ?? BLACK;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** True for colours on which light text reads better than dark text. */
export function isDark(color: string): boolean {
  return contrastRatio(color, PAPER) > contrastRatio(color, INK);
}

/** Dark or light ink, whichever reads better on the background. */
export function readableOn(background: string): string {
  return isDark(background) ? PAPER : INK;
}

/** `amount` of `b` mixed into `a` (0 gives a, 1 gives b), as #rrggbb; alpha is dropped. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseColor(a) ?? BLACK;
  const y = parseColor(b) ?? BLACK;
  const at = (p: number, q: number) => p + (q - p) * amount;
  return rgbaToHex({ r: at(x.r, y.r), g: at(x.g, y.g), b: at(x.b, y.b), a: 1 });
}

/** The colour with the given opacity, as #rrggbbaa. */
export function withAlpha(color: string, alpha: number): string {
  const rgba = parseColor(color) ?? BLACK;
  return rgbaToHex({ ...rgba, a: alpha });
}

/** WCAG AA for body text. */
export const READABLE_RATIO = 4.5;

/**
 * `color`, moved toward the ink that reads best on the first background just far enough to
 * reach `ratio` against every background (WCAG contrast): a tint used as text keeps its hue
 * where it already reads, and gets darker or lighter where it would not.
 */
export function readableAgainst(
  color: string,
  backgrounds: readonly string[],
  ratio = READABLE_RATIO,
): string {
  const reads = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= ratio);
  if (reads(color)) return color;
  const ink = readableOn(backgrounds[0] ?? PAPER);
  for (let step = 1; step < 20; step++) {
    const candidate = mix(color, ink, step / 20);
    if (reads(candidate)) return candidate;
  }
  // Only possible on backgrounds on both sides of mid-grey: whichever ink reads better on all.
  const worst = (candidate: string) =>
    Math.min(...backgrounds.map((background) => contrastRatio(candidate, background)));
  return worst(INK) >= worst(PAPER) ? INK : PAPER;
}
