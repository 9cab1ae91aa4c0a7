import { safeColor } from "../safe/safe-color.js";
import {
  INK,
  PAPER,
  contrastRatio,
  isDark,
  mix,
  readableAgainst,
  readableOn,
  withAlpha,
} from "./color-math.js";
import { DEFAULT_THEME, type BorderRadius, type Shadow, type Theme } from "./theme.js";

/** CSS custom properties (`--sw-…`) and their values. */
export type CssVars = Record<`--sw-${string}`, string>;

/** PRODUCT.md §9: page background for the bold and dark presets when none is chosen. */
export const DARK_PAGE_BACKGROUND = "#0f172a";

/** Card, image and button radii for each step of the scale. */
export const RADIUS_SCALE: Record<BorderRadius, { card: string; small: string; button: string }> = {
  none: { card: "0", small: "0", button: "0" },
  sm: { card: "4px", small: "2px", button: "4px" },
  md: { card: "8px", small: "6px", button: "6px" },
  lg: { card: "12px", small: "8px", button: "10px" },
  xl: { card: "16px", small: "10px", button: "12px" },
  "2xl": { card: "24px", small: "14px", button: "16px" },
  pill: { card: "24px", small: "16px", button: "999px" },
};

/** Card and raised-card shadows for each step of the scale. */
export const SHADOW_SCALE: Record<Shadow, { card: string; raised: string }> = {
  none: { card: "none", raised: "none" },
  soft: {
    card: "0 1px 2px rgb(15 23 42 / 0.05), 0 2px 8px rgb(15 23 42 / 0.05)",
    raised: "0 4px 16px rgb(15 23 42 / 0.08)",
  },
  medium: {
    card: "0 2px 4px rgb(15 23 42 / 0.06), 0 6px 16px rgb(15 23 42 / 0.08)",
    raised: "0 10px 28px rgb(15 23 42 / 0.12)",
  },
  elevated: {
    card: "0 4px 8px rgb(15 23 42 / 0.06), 0 14px 32px -6px rgb(15 23 42 / 0.16)",
    raised: "0 20px 44px -10px rgb(15 23 42 / 0.24)",
  },
  dramatic: {
    card: "0 10px 20px rgb(15 23 42 / 0.1), 0 28px 56px -12px rgb(15 23 42 / 0.32)",
    raised: "0 36px 72px -16px rgb(15 23 42 / 0.42)",
  },
};

const SYSTEM_STACK = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;
const SERIF_STACK = `Georgia, Cambria, "Times New Roman", serif`;
const MONO_STACK = `ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace`;
const SERIF_FONTS =
  /garamond|playfair|lora|fraunces|merriweather|serif|georgia|baskerville|bodoni|caslon|crimson|libre|prata|cormorant|spectral|dm serif|noto serif|source serif|times/i;

/** A CSS font-family stack for a theme font name, with a fitting generic fallback. */
export function fontStack(name: string): string {
  const family = name.replace(/[^A-Za-z0-9 -]/g, "").trim();
  const lower = family.toLowerCase();
  if (lower === "" || lower === "system" || lower === "system ui" || lower === "sans-serif") {
    return SYSTEM_STACK;
  }
  if (lower === "serif") return SERIF_STACK;
  if (lower === "monospace" || lower === "mono") return MONO_STACK;
  const fallback = /mono|code/i.test(family)
    ? MONO_STACK
    : SERIF_FONTS.test(family) && !/sans/i.test(family)
      ? SERIF_STACK
      : SYSTEM_STACK;
  return `"${family}", ${fallback}`;
}

/** The page background colour: the chosen one, else white or #0f172a (PRODUCT.md §9). */
export function pageBackgroundColor(theme: Theme): string {
  const fallback =
    theme.stylePreset === "bold" || theme.stylePreset === "dark" ? DARK_PAGE_BACKGROUND : PAPER;
  return safeColor(theme.backgroundColor, fallback);
}

/** The colour buttons use: the primary, unless it is lost against the background. */
function buttonColors(primary: string, background: string, text: string) {
  if (contrastRatio(primary, background) >= 1.6) return { bg: primary, fg: readableOn(primary) };
  return { bg: text, fg: background };
}

/** How heavy headings are: the bold preset's are heavier. */
export const headingWeightOf = (theme: Pick<Theme, "stylePreset">): number =>
  theme.stylePreset === "bold" ? 800 : 700;

// A site's pages share one theme: its variables (contrast searches included) are made once
// per theme, not once per page. Keyed by value, since a draft's theme may be edited in place.
const varsOfTheme = new Map<string, Readonly<ReturnType<typeof cssVarsOf>>>();
const THEMES_KEPT = 64;

/**
 * The theme as CSS custom properties (on a page's `:root`, `siteStyles`; on the editor's
 * `.sw-site` root, `SiteFrame`): colours (with readable ink computed for each), the page
 * background rule of PRODUCT.md §9, radius and shadow scales and font stacks. Every value is generated here, so no theme text reaches CSS unchecked.
 */
export function themeToCssVars(theme: Theme): Readonly<ReturnType<typeof cssVarsOf>> {
  const key = JSON.stringify(theme);
  let vars = varsOfTheme.get(key);
  if (!vars) {
    vars = Object.freeze(cssVarsOf(theme));
    if (varsOfTheme.size >= THEMES_KEPT) varsOfTheme.delete(varsOfTheme.keys().next().value!);
    varsOfTheme.set(key, vars);
  }
  return vars;
}

function cssVarsOf(theme: Theme) {
  const primary = safeColor(theme.primaryColor, DEFAULT_THEME.primaryColor);
  const secondary = safeColor(theme.secondaryColor, DEFAULT_THEME.secondaryColor);
  const accent = safeColor(theme.accentColor, DEFAULT_THEME.accentColor);
  const bg = pageBackgroundColor(theme);
  const dark = isDark(bg);
  const text = safeColor(theme.textColor, dark ? "#f1f5f9" : INK);
  const isGlass = theme.stylePreset === "glass";
  const button = buttonColors(primary, bg, text);
  const radius = RADIUS_SCALE[theme.borderRadius] ?? RADIUS_SCALE.lg;
  const shadow = SHADOW_SCALE[theme.shadow] ?? SHADOW_SCALE.soft;

  // PRODUCT.md §9: white, #0f172a for bold or dark, or a gradient for the gradient preset.
  let pageBg = bg;
  if (theme.stylePreset === "gradient") {
    pageBg = `linear-gradient(165deg, ${mix(bg, primary, 0.1)} 0%, ${bg} 38%, ${bg} 70%, ${mix(bg, secondary, 0.08)} 100%)`;
  } else if (isGlass) {
    // Glass needs colour behind it for the blur to show.
    pageBg = `radial-gradient(60rem 40rem at 10% -10%, ${mix(bg, primary, 0.3)}, transparent 60%), radial-gradient(50rem 40rem at 100% 20%, ${mix(bg, secondary, 0.25)}, transparent 60%), ${bg}`;
  }

  const primarySoft = mix(bg, primary, dark ? 0.22 : 0.1);
  const surfaceAlt = bandOf(bg, text, dark ? 0.06 : 0.035);
  return {
    "--sw-primary": primary,
    "--sw-on-primary": readableOn(primary),
    "--sw-primary-soft": primarySoft,
    // The primary as text (links, initials, figures): readable on the page and on its soft tint.
    "--sw-primary-ink": readableAgainst(primary, [bg, primarySoft]),
    "--sw-secondary": secondary,
    "--sw-on-secondary": readableOn(secondary),
    "--sw-accent": accent,
    "--sw-on-accent": readableOn(accent),
    "--sw-btn-bg":
      theme.stylePreset === "gradient" && button.bg === primary
        ? `linear-gradient(135deg, ${primary}, ${mix(primary, secondary, 0.7)})`
        : button.bg,
    "--sw-btn-fg": button.fg,
    "--sw-btn-solid": button.bg,
    "--sw-bg": bg,
    "--sw-page-bg": pageBg,
    "--sw-text": text,
    // Secondary text sits on the page and on tinted bands: readable on both.
    "--sw-muted": readableAgainst(mix(text, bg, 0.32), [bg, surfaceAlt]),
    "--sw-border": mix(bg, text, dark ? 0.18 : 0.12),
    "--sw-surface": isGlass ? withAlpha(PAPER, dark ? 0.07 : 0.6) : surface(bg),
    "--sw-surface-alt": surfaceAlt,
    "--sw-hero-bg": `linear-gradient(180deg, ${mix(bg, primary, dark ? 0.2 : 0.08)}, ${bg})`,
    "--sw-blur": isGlass ? "blur(14px)" : "none",
    "--sw-heading-weight": String(headingWeightOf(theme)),
    "--sw-radius": radius.card,
    "--sw-radius-sm": radius.small,
    "--sw-radius-btn": radius.button,
    "--sw-shadow": shadow.card,
    "--sw-shadow-lg": shadow.raised,
    "--sw-font-heading": fontStack(theme.fonts.heading),
    "--sw-font-body": fontStack(theme.fonts.body),
  } satisfies CssVars;
}

/** The custom properties of a theme, by name. */
export type ThemeCssVars = ReturnType<typeof themeToCssVars>;

/**
 * A tinted band (alternate sections, inputs): the background moved `amount` toward the text,
 * or, on a mid-tone background where that would leave too little contrast for text (under
 * 6:1 for the best ink), the other way, so text on a band reads at least as well as on the page.
 */
function bandOf(background: string, text: string, amount: number): string {
  const toward = mix(background, text, amount);
  const ink = readableOn(background);
  if (contrastRatio(ink, toward) >= 6) return toward;
  return mix(background, ink === INK ? PAPER : INK, amount);
}

/** Cards are a touch lighter than the page on dark backgrounds and white on light ones. */
function surface(background: string): string {
  return isDark(background) ? mix(background, PAPER, 0.06) : mix(background, PAPER, 0.7);
}

/**
 * Colour overrides for one section with its own background and/or text colour: ink,
 * muted text, borders, cards and buttons are recomputed so they stay readable on it.
 */
export function sectionColorVars(
  colors: { bgColor?: string | undefined; textColor?: string | undefined },
  theme: Theme,
): CssVars {
  const bgValue = colors.bgColor ? safeColor(colors.bgColor, "") : "";
  const textValue = colors.textColor ? safeColor(colors.textColor, "") : "";
  if (!bgValue && !textValue) return {};
  const bg = bgValue || pageBackgroundColor(theme);
  const text = textValue || (bgValue ? readableOn(bg) : safeColor(theme.textColor, readableOn(bg)));
  const dark = isDark(bg);
  const primary = safeColor(theme.primaryColor, DEFAULT_THEME.primaryColor);
  const button = buttonColors(primary, bg, text);
  const surfaceAlt = bandOf(bg, text, dark ? 0.08 : 0.05);
  const primarySoft = mix(bg, primary, dark ? 0.22 : 0.1);
  return {
    ...(bgValue ? { "--sw-section-bg": bg } : {}),
    "--sw-text": text,
    "--sw-muted": readableAgainst(mix(text, bg, 0.28), [bg, surfaceAlt]),
    "--sw-primary-soft": primarySoft,
    "--sw-primary-ink": readableAgainst(primary, [bg, primarySoft]),
    "--sw-border": mix(bg, text, dark ? 0.2 : 0.14),
    "--sw-surface": surface(bg),
    "--sw-surface-alt": surfaceAlt,
    "--sw-btn-bg": button.bg,
    "--sw-btn-fg": button.fg,
    "--sw-btn-solid": button.bg,
  };
}
