import { contrastRatio, parseColor, readableOn, toHexColor } from "@shopwright/site";
import { escapeRegExp } from "./prompt-text.js";

/** WCAG AA for body text (the lint's text/background contrast ≥ 4.5:1). */
export const MIN_CONTRAST = 4.5;

/** Dark ink for light surfaces and light ink for dark ones, as the renderer uses them. */
export const DARK_INK = "#111827";
export const LIGHT_INK = "#F9FAFB";

// Names people type that CSS does not know, or knows with a harsher value.
const DESIGN_COLORS: Record<string, string> = {
  "forest green": "#2F5D3A",
  forest: "#2F5D3A",
  sage: "#9CAF88",
  "sage green": "#8A9A5B",
  mint: "#98D8C8",
  "mint green": "#98D8C8",
  emerald: "#047857",
  "emerald green": "#047857",
  "bottle green": "#0B4F3C",
  "olive green": "#5F6B2F",
  "dark green": "#14532D",
  terracotta: "#C8553D",
  rust: "#B7410E",
  "burnt orange": "#CC5500",
  mustard: "#D4A017",
  "mustard yellow": "#D4A017",
  burgundy: "#800020",
  wine: "#722F37",
  maroon: "#7B1E2B",
  blush: "#F4C2C2",
  "blush pink": "#F4C2C2",
  "dusty rose": "#C08081",
  rose: "#E11D48",
  "hot pink": "#EC4899",
  "baby pink": "#F8C8DC",
  lavender: "#B497D6",
  lilac: "#C8A2C8",
  mauve: "#915F6D",
  plum: "#6B2D5C",
  "deep purple": "#4C1D95",
  purple: "#7C3AED",
  violet: "#7C3AED",
  indigo: "#4F46E5",
  navy: "#1E3A5F",
  "navy blue": "#1E3A5F",
  "midnight blue": "#191970",
  "royal blue": "#1D4ED8",
  "sky blue": "#38BDF8",
  "baby blue": "#A7C7E7",
  "light blue": "#93C5FD",
  "dark blue": "#1E3A8A",
  blue: "#2563EB",
  teal: "#0F766E",
  turquoise: "#14B8A6",
  aqua: "#22D3EE",
  cyan: "#06B6D4",
  green: "#16A34A",
  lime: "#84CC16",
  red: "#DC2626",
  cherry: "#B91C1C",
  crimson: "#B91C3C",
  scarlet: "#E11D2E",
  coral: "#FF6F61",
  salmon: "#FA8072",
  peach: "#FFB38A",
  orange: "#EA580C",
  amber: "#F59E0B",
  yellow: "#FACC15",
  gold: "#C9A227",
  golden: "#C9A227",
  sand: "#D8C3A5",
  beige: "#E8DCC4",
  cream: "#FFF8E7",
  ivory: "#FFFFF0",
  "off white": "#FAF9F6",
  white: "#FFFFFF",
  black: "#0B0B0C",
  charcoal: "#36454F",
  graphite: "#383838",
  slate: "#475569",
  grey: "#6B7280",
  gray: "#6B7280",
  "light grey": "#E5E7EB",
  "light gray": "#E5E7EB",
  "dark grey": "#374151",
  "dark gray": "#374151",
  silver: "#C0C0C0",
  brown: "#7A4A2A",
  chocolate: "#5C3317",
  coffee: "#6F4E37",
  espresso: "#3C2218",
  caramel: "#C68E17",
  tan: "#D2B48C",
  pink: "#EC4899",
  magenta: "#C026D3",
  fuchsia: "#C026D3",
};

const NAME_PATTERNS = Object.keys(DESIGN_COLORS)
  .sort((a, b) => b.length - a.length)
  .map((name) => ({
    name,
    pattern: new RegExp(
      `(?<![a-z-])${name.split(" ").map(escapeRegExp).join("[\\s-]?")}(?![a-z])`,
      "g",
    ),
  }));

/** A colour found in a prompt: its hex value and where it sits in the text. */
export interface ColorMention {
  hex: string;
  /** As written ("forest green", "#ff6b6b"). */
  text: string;
  index: number;
  end: number;
}

/** Colours written as hex, rgb()/hsl() or names, in order, without overlaps. */
export function findColors(text: string): ColorMention[] {
  const found: ColorMention[] = [];
  const overlaps = (start: number, end: number) =>
    found.some((color) => start < color.end && end > color.index);
  for (const match of text.matchAll(
    /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z])|(?:rgb|hsl)a?\([^)]{1,40}\)/g,
  )) {
    const hex = toHexColor(match[0]);
    if (hex)
      found.push({
        hex: hex.toUpperCase(),
        text: match[0],
        index: match.index,
        end: match.index + match[0].length,
      });
  }
  for (const { name, pattern } of NAME_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (overlaps(match.index, end)) continue;
      found.push({ hex: DESIGN_COLORS[name] as string, text: match[0], index: match.index, end });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** `amount` of `b` mixed into `a`, as #RRGGBB. */
export function mixColors(a: string, b: string, amount: number): string {
  const x = parseColor(a) ?? { r: 0, g: 0, b: 0, a: 1 };
  const y = parseColor(b) ?? { r: 0, g: 0, b: 0, a: 1 };
  const channel = (p: number, q: number) =>
    Math.round(p + (q - p) * amount)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(x.r, y.r)}${channel(x.g, y.g)}${channel(x.b, y.b)}`.toUpperCase();
}

/** True for colours on which light text reads better than dark. */
export function isDarkColor(color: string): boolean {
  return readableOn(color) !== "#0f172a";
}

/**
 * Text that reads on the background: the wanted colour when it passes, else the first
 * candidate that does, else plain dark or light ink.
 */
export function readableText(
  background: string,
  wanted: string | undefined,
  ...candidates: string[]
): string {
  for (const color of [wanted, ...candidates]) {
    if (color && contrastRatio(color, background) >= MIN_CONTRAST) return color;
  }
  return isDarkColor(background) ? LIGHT_INK : DARK_INK;
}

/** The colour moved towards black or white until text of `ink` reads on it. */
export function backgroundFor(ink: string, wanted: string): string {
  const towards = isDarkColor(ink) ? "#FFFFFF" : "#000000";
  for (let step = 0; step <= 10; step++) {
    const candidate = mixColors(wanted, towards, step / 10);
    if (contrastRatio(candidate, ink) >= MIN_CONTRAST) return candidate;
  }
  return towards;
}
