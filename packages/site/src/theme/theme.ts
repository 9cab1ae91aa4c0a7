import { z } from "zod";
import { colorValue, imageUrl } from "../field-schemas.js";
import { toHexColor } from "../safe/safe-color.js";
import { safeImageUrl } from "../safe/safe-url.js";

/** Style presets of PRODUCT.md §3; each sets the page background rule and the surface look. */
export const STYLE_PRESETS = ["gradient", "bold", "dark", "glass", "other"] as const;
/** A style preset. */
export type StylePreset = (typeof STYLE_PRESETS)[number];

/** Corner radius scale of PRODUCT.md §3. */
export const BORDER_RADII = ["none", "sm", "md", "lg", "xl", "2xl", "pill"] as const;
/** A step of the corner radius scale. */
export type BorderRadius = (typeof BORDER_RADII)[number];

/** Shadow scale of PRODUCT.md §3. */
export const SHADOWS = ["none", "soft", "medium", "elevated", "dramatic"] as const;
/** A step of the shadow scale. */
export type Shadow = (typeof SHADOWS)[number];

const FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 -]{0,47}$/;

/** A font family name such as "Playfair Display", or "system" for the platform font. */
export const FontName = z
  .string()
  .regex(FONT_NAME, { error: "Use a font name such as Inter or Playfair Display" })
  .describe('A font family name such as "Playfair Display", or "system" for the platform font');

/** The site's design tokens (PRODUCT.md §3 Theme); every site renders from one of these. */
export const Theme = z.object({
  primaryColor: colorValue("Brand colour: buttons, links and highlights"),
  secondaryColor: colorValue("Second brand colour: gradients and secondary accents"),
  accentColor: colorValue("Accent colour: badges, stars and small highlights"),
  backgroundColor: colorValue("Page background; omit to follow the style preset").optional(),
  textColor: colorValue(
    "Body text colour; omit to pick dark or light ink automatically",
  ).optional(),
  stylePreset: z.enum(STYLE_PRESETS).describe("Overall look: gradient, bold, dark, glass or other"),
  borderRadius: z.enum(BORDER_RADII).describe("Corner rounding of cards, images and buttons"),
  shadow: z.enum(SHADOWS).describe("Depth of card and image shadows"),
  fonts: z
    .object({
      heading: FontName.describe("Font of headings"),
      body: FontName.describe("Font of body text"),
    })
    .describe("Heading and body fonts"),
  logoUrl: imageUrl("Logo image shown in the navigation bar").optional(),
  bannerUrl: imageUrl("Default banner image for the hero").optional(),
  layoutPattern: z.string().max(40).describe("Layout style chosen by the AI builder").optional(),
  siteName: z
    .string()
    .max(100)
    .describe("Name of the site shown in the navbar and footer")
    .optional(),
});
/** The site's design tokens (PRODUCT.md §3 Theme). */
export type Theme = z.infer<typeof Theme>;

/** PRODUCT.md §9 defaults: primary #2563eb, secondary #1e40af, accent #f59e0b, fonts Inter/system, radius lg, shadow soft. */
export const DEFAULT_THEME: Theme = {
  primaryColor: "#2563eb",
  secondaryColor: "#1e40af",
  accentColor: "#f59e0b",
  stylePreset: "other",
  borderRadius: "lg",
  shadow: "soft",
  fonts: { heading: "Inter", body: "system" },
};

const KEY = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");

// Words people (and models) use for the enum values, e.g. "rounded" → lg.
const RADIUS_WORDS: Record<string, BorderRadius> = {
  square: "none",
  sharp: "none",
  flat: "none",
  "0": "none",
  small: "sm",
  subtle: "sm",
  slight: "sm",
  medium: "md",
  rounded: "lg",
  round: "lg",
  soft: "lg",
  large: "xl",
  extra: "2xl",
  xxl: "2xl",
  full: "pill",
  capsule: "pill",
  pills: "pill",
  pillshaped: "pill",
};
const SHADOW_WORDS: Record<string, Shadow> = {
  no: "none",
  flat: "none",
  off: "none",
  subtle: "soft",
  light: "soft",
  small: "soft",
  sm: "soft",
  md: "medium",
  normal: "medium",
  large: "elevated",
  lg: "elevated",
  raised: "elevated",
  strong: "dramatic",
  heavy: "dramatic",
  xl: "dramatic",
  deep: "dramatic",
};
const PRESET_WORDS: Record<string, StylePreset> = {
  gradients: "gradient",
  darkmode: "dark",
  night: "dark",
  glassy: "glass",
  glassmorphism: "glass",
  frosted: "glass",
  vibrant: "bold",
  minimal: "other",
  default: "other",
  light: "other",
};

function choiceOf<T extends string>(
  value: unknown,
  values: readonly T[],
  words: Record<string, T>,
): T | undefined {
  if (typeof value !== "string") return undefined;
  const key = KEY(value);
  return values.find((v) => KEY(v) === key) ?? words[key];
}

function pickEnum<T extends string>(
  value: unknown,
  values: readonly T[],
  words: Record<string, T>,
  fallback: T,
): T {
  return choiceOf(value, values, words) ?? fallback;
}

/** The theme's choice props, with the values they take and the words read as those values. */
export const THEME_CHOICES = {
  stylePreset: { values: STYLE_PRESETS, words: PRESET_WORDS },
  borderRadius: { values: BORDER_RADII, words: RADIUS_WORDS },
  shadow: { values: SHADOWS, words: SHADOW_WORDS },
} as const;

/**
 * True when the value names one of the choice's values, by itself or by a word such as
 * "rounded"; anything but letters, digits, spaces and dashes is refused outright.
 */
export function isThemeChoice(key: keyof typeof THEME_CHOICES, value: unknown): boolean {
  const { values, words } = THEME_CHOICES[key];
  return (
    typeof value === "string" &&
    /^[A-Za-z0-9 _-]{1,40}$/.test(value) &&
    choiceOf<string>(value, values, words) !== undefined
  );
}

function fontName(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  // Keep the first family of a CSS stack: "'Lora', serif" → Lora.
  const first = value.split(",")[0]?.replace(/["']/g, "").trim() ?? "";
  return FONT_NAME.test(first) ? first : fallback;
}

// One family of a stack: a font name, bare or in matching quotes.
const STACK_FAMILY =
  /^ *(?:"[A-Za-z0-9][A-Za-z0-9 -]{0,47}"|'[A-Za-z0-9][A-Za-z0-9 -]{0,47}'|[A-Za-z0-9][A-Za-z0-9 -]{0,47}) *$/;

/**
 * True when the value is a font name ("Playfair Display") or a CSS stack of them
 * ("'Lora', serif"): no quote left open, nothing but names between the commas.
 */
export function isFontInput(value: unknown): boolean {
  return (
    typeof value === "string" &&
    value.length <= 200 &&
    value.split(",").every((family) => STACK_FAMILY.test(family))
  );
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const optionalColor = (value: unknown) => toHexColor(value) ?? undefined;

/**
 * Reads any theme-like value into a valid Theme: colour names become hex, "rounded"
 * becomes lg, unknown words fall back to the PRODUCT.md §9 defaults; it never throws.
 */
export function normalizeTheme(raw: unknown): Theme {
  const input = record(raw);
  // Older layouts nest colours under "colors" or use short keys such as "primary".
  const colors = record(input.colors);
  const color = (key: string) => input[`${key}Color`] ?? input[key] ?? colors[key];
  const fonts = record(input.fonts);
  const text = (value: unknown, max: number) =>
    typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : undefined;

  const theme: Theme = {
    primaryColor: optionalColor(color("primary")) ?? DEFAULT_THEME.primaryColor,
    secondaryColor: optionalColor(color("secondary")) ?? DEFAULT_THEME.secondaryColor,
    accentColor: optionalColor(color("accent")) ?? DEFAULT_THEME.accentColor,
    backgroundColor: optionalColor(color("background")),
    textColor: optionalColor(color("text")),
    stylePreset: pickEnum(input.stylePreset ?? input.preset, STYLE_PRESETS, PRESET_WORDS, "other"),
    borderRadius: pickEnum(
      input.borderRadius ?? input.radius,
      BORDER_RADII,
      RADIUS_WORDS,
      DEFAULT_THEME.borderRadius,
    ),
    shadow: pickEnum(input.shadow ?? input.shadows, SHADOWS, SHADOW_WORDS, DEFAULT_THEME.shadow),
    fonts: {
      heading: fontName(
        fonts.heading ?? input.headingFont ?? input.fontFamily ?? input.font,
        DEFAULT_THEME.fonts.heading,
      ),
      body: fontName(
        fonts.body ?? input.bodyFont ?? input.fontFamily ?? input.font,
        DEFAULT_THEME.fonts.body,
      ),
    },
    logoUrl: safeImageUrl(input.logoUrl ?? input.logo),
    bannerUrl: safeImageUrl(input.bannerUrl ?? input.banner),
    layoutPattern: text(input.layoutPattern, 40),
    siteName: text(input.siteName ?? input.name, 100),
  };
  // Optional keys stay absent rather than undefined, so a saved theme stays tidy.
  for (const key of Object.keys(theme) as (keyof Theme)[]) {
    if (theme[key] === undefined) delete theme[key];
  }
  return theme;
}
