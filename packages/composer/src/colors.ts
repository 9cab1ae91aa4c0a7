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
  olive: "#708238",
  latte: "#C8A27A",
  mocha: "#6F4E37",
  cocoa: "#4E342E",
  honey: "#E0A526",
  lemon: "#F4D03F",
  pistachio: "#93C572",
  ruby: "#9B111E",
  sapphire: "#0F52BA",
  pink: "#EC4899",
  magenta: "#C026D3",
  fuchsia: "#C026D3",
};

// Every colour name in one pattern, longer names first ("navy blue" before "navy"); words
// of a name may be joined by a space, a hyphen or nothing ("light-blue", "lightblue").
const NAMES_BY_KEY = new Map(
  Object.keys(DESIGN_COLORS).map((name) => [name.replace(/\s+/g, ""), name]),
);
const NAME_PATTERN = new RegExp(
  `(?<![a-z-])(?:${Object.keys(DESIGN_COLORS)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.split(" ").map(escapeRegExp).join("[\\s-]?"))
    .join("|")})(?![a-z])`,
  "g",
);

/** A colour found in a prompt: its hex value and where it sits in the text. */
export interface ColorMention {
  hex: string;
  /** As written ("forest green", "#ff6b6b"). */
  text: string;
  index: number;
  end: number;
}

/** Colours written as hex, rgb()/hsl() or names, in order, without overlaps, whatever they mean. */
function findColorWords(text: string): ColorMention[] {
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
  for (const match of text.matchAll(NAME_PATTERN)) {
    const end = match.index + match[0].length;
    const name = NAMES_BY_KEY.get(match[0].replace(/[\s-]/g, ""));
    if (!name || overlaps(match.index, end)) continue;
    found.push({ hex: DESIGN_COLORS[name] as string, text: match[0], index: match.index, end });
  }
  found.sort((a, b) => a.index - b.index);
  // "a darker green", "lighter blue": the modifier is the colour's, shading it.
  for (const color of found) {
    if (color.text.startsWith("#")) continue;
    const modifier = /\b(darker|deeper|lighter|paler|brighter|softer)\s+$/.exec(
      text.slice(0, color.index),
    );
    if (!modifier) continue;
    const isDarker = /darker|deeper/.test(modifier[1]!);
    color.hex = mixColors(color.hex, isDarker ? "#000000" : "#FFFFFF", isDarker ? 0.3 : 0.35);
    color.text = `${modifier[1]} ${color.text}`;
    color.index = modifier.index;
  }
  // "espresso brown", "lavender purple": one colour, named by its first, finer word.
  const merged: ColorMention[] = [];
  for (const color of found) {
    const last = merged.at(-1);
    if (last && !last.text.startsWith("#") && /^[\s-]+$/.test(text.slice(last.end, color.index))) {
      merged[merged.length - 1] = {
        ...last,
        text: text.slice(last.index, color.end),
        end: color.end,
      };
    } else merged.push(color);
  }
  return merged;
}

// Colour names that are also goods, food or materials ("a latte", "olive oil", "lavender
// bouquets"): they name a colour only where the words around them say so.
const GOODS_NAMES = new Set(
  (
    "latte espresso coffee chocolate caramel olive lavender wine cherry peach salmon mint rose plum " +
    "lime cream ivory gold golden silver amber coral rust mustard tan sand sage charcoal slate " +
    "graphite terracotta honey emerald burgundy lilac blush orange violet turquoise mocha cocoa " +
    "lemon pistachio ruby sapphire forest"
  ).split(" "),
);
// Words after a colour that keep it a colour: roles, colour words, places, connectors.
const COLOUR_NOUN =
  "colou?rs?|tones?|shades?|hues?|tints?|palettes?|scheme|theme|look|vibe|feel|style|ish|accents?|highlights?|backgrounds?|bg|text|fonts?|type|typography|buttons?|links?|headings?|headlines?|titles?|brand|primary|secondary|borders?|icons?|mode|page|pages|site|website|everything";
const AFTER_COLOUR = new RegExp(
  `^(?:\\s*$|\\s*[,.;:!?)]|-?ish\\b|\\s+(?:${COLOUR_NOUN}|and|or|with|for|as|instead|please|too|then|but|on|in|to|throughout|everywhere|across|only|now|here|rather|again|all|overall|not|is|are|would|will|should|looks?|feels?|one|ones|it|this|that|light|dark|pale|deep|bright|soft|muted|pastel)\\b)`,
);
const ROLE_AFTER = new RegExp(`^(?:-?ish\\b|\\s+(?:${COLOUR_NOUN})\\b)`);
// Words before a colour that make it a product or a name ("about our chocolate", "sell olive").
const NOT_COLOUR_BEFORE =
  /\b(?:about|sell|sells|selling|sold|stock|stocks|bake|bakes|baking|brew|brewing|roast|roasting|serve|serving|offer|offering|called|named|of|our|my|their|fresh|organic|dried|homemade|handmade|iced|hot|cup of|bottle of|jar of|bar of|bunch of)\s+$/;
const COLOUR_VERB =
  /\b(?:make|turn|paint|colou?r|change|set|switch|recolou?r|tint|go|use|try|want|prefer|like|love|pick|choose|apply|give)\b/;
const COLOUR_TARGET = new RegExp(
  `\\b(?:${COLOUR_NOUN}|it|everything|whole|entire|navbar|nav|menu|header|hero|banner|footer|section|sections|cards?|blocks?)\\b`,
);
// "footer in espresso", "the hero in olive please": a part of the site, then "in" and the colour.
const PART_IN = new RegExp(
  `^(?:(?:please|and|then|the|my|our|make|have|put|paint)\\s+)*(?:${COLOUR_NOUN}|navbar|nav|menu|header|hero|banner|footer|section|sections|cards?|blocks?)\\s+in\\s+$`,
);
const ONLY_COLOUR =
  /^(?:(?:something|more|a bit|a little|bit|slightly|go|go for|try|maybe|how about|what about|let's try|let's go|i want|i'd like|i like|use|make it)\s+)*$/;

/** True when a colour name in the clause is used as a colour, not as a product or a name. */
function isColourUse(text: string, color: ColorMention): boolean {
  if (color.text.startsWith("#") || /^(?:rgb|hsl)/.test(color.text)) return true;
  const before = text.slice(Math.max(0, color.index - 30), color.index);
  const after = text.slice(color.end, color.end + 30);
  if (NOT_COLOUR_BEFORE.test(before)) return false;
  // "green tea", "red wine": a colour followed by the thing it describes.
  if (
    !AFTER_COLOUR.test(after) &&
    !/^[\s-]+(?:green|blue|red|pink|purple|brown|grey|gray|yellow|orange|black|white)\b/.test(after)
  )
    return false;
  const firstWord = color.text.split(/[\s-]/)[0]!;
  if (!GOODS_NAMES.has(firstWord) || color.text.includes(" ")) return true;
  // A goods word is a colour next to a colour word or role ("olive buttons", "lavender tones"),
  // as the whole request ("olive"), or after a colouring verb with a target ("make the
  // buttons olive", "change the background to chocolate").
  if (ROLE_AFTER.test(after)) return true;
  const head = text.slice(0, color.index);
  const lead = head.trim();
  if (
    ONLY_COLOUR.test(lead ? `${lead} ` : "") &&
    /^\s*(?:please)?\s*[.!]?\s*$/.test(text.slice(color.end))
  )
    return true;
  if (PART_IN.test(head)) return true;
  return COLOUR_VERB.test(head) && COLOUR_TARGET.test(text.replace(color.text, " "));
}

// Words that turn a colour away: "I don't like the green", "never use red", "no more pink".
const NEGATION_BEFORE =
  /\b(?:no|not|never|never use|(?:don't|do not|dont|never) (?:make|paint|turn|colou?r|go)(?: (?:it|the site|everything|things|the page|anything))?|without|less|hate|dislike|(?:don't|do not|dont) (?:like|love|want|use|need)|(?:stay|keep it|keep) away from|avoid using|not a fan of|not keen on|too much|get rid of|remove|lose|ditch|avoid|stop using|instead of|rather than|other than|anything but|except|away from|no more|enough of|tired of|sick of|too)\s+(?:the\s+|any\s+|all\s+(?:the\s+)?|that\s+|this\s+|so much\s+|of\s+the\s+|those\s+|these\s+|this\s+)?(?:(?:bright|dark|light|pale|loud|harsh|neon|deep|current|existing|heavy)\s+)?$/;
const NEGATION_AFTER =
  /^\s+(?:is|looks|feels|seems|colou?r is)\s+(?:way\s+|a bit\s+|too\s+|so\s+|really\s+)*(?:much|ugly|bad|awful|wrong|off|terrible|garish|loud|harsh|horrible|boring|dull)\b|^\s+(?:needs|has|have) to go\b|^\s+(?:must|should|can) go\b|^\s+(?:is|are) not (?:working|right|for me)\b/;

/** True when the clause turns this colour away rather than asking for it. */
function isNegated(text: string, color: ColorMention): boolean {
  const before = text.slice(Math.max(0, color.index - 40), color.index);
  const after = text.slice(color.end, color.end + 40);
  // "change the green to blue", "swap the red for navy": the first goes, the second comes.
  if (/\b(?:change|replace|swap(?: out)?|switch)\s+(?:the\s+|all\s+the\s+|that\s+)?$/.test(before))
    return /^\s+(?:to|into|with|for)\b/.test(after);
  return NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after);
}

/** Colours the clause asks for, as hex, rgb()/hsl() or names used as colours, in order. */
export function findColors(text: string): ColorMention[] {
  return findColorWords(text).filter(
    (color) => !isNegated(text, color) && isColourUse(text, color),
  );
}

/**
 * Colours the clause turns away ("I don't like the green", "never use red"). `isGoods` marks
 * names that are also goods ("no more chocolate"): colours only if the site has that hue.
 */
export function findNegatedColors(text: string): (ColorMention & { isGoods: boolean })[] {
  return findColorWords(text)
    .filter((color) => isNegated(text, color))
    .map((color) => ({
      ...color,
      isGoods:
        GOODS_NAMES.has(color.text.split(/[\s-]/)[0]!) && !ROLE_AFTER.test(text.slice(color.end)),
    }));
}

/** The family of hues a colour belongs to, for "not green": red, green, blue, neutral … */
export type HueFamily =
  "red" | "orange" | "brown" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "neutral";

/** The hue family of a colour (greys, blacks, whites and pale creams are neutral). */
export function hueFamily(color: string): HueFamily {
  const { r, g, b } = parseColor(color) ?? { r: 0, g: 0, b: 0 };
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (l < 0.1 || l > 0.95 || s < 0.18 || (l > 0.85 && s < 0.5)) return "neutral";
  const [R, G, B] = [r / 255, g / 255, b / 255];
  let h = max === R ? ((G - B) / d) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  h = (h * 60 + 360) % 360;
  if (h >= 15 && h < 45 && l < 0.45) return "brown";
  if (h < 15 || h >= 345) return "red";
  if (h < 40) return "orange";
  if (h < 70) return "yellow";
  if (h < 170) return "green";
  if (h < 200) return "teal";
  if (h < 255) return "blue";
  if (h < 295) return "purple";
  return "pink";
}

/** The design name nearest a colour, for replies ("rust", "sand"). */
export function colorName(color: string): string {
  const target = parseColor(color);
  if (!target) return color;
  let best = { name: color, distance: Infinity };
  const family = hueFamily(color);
  // The nearest name of the same hue family, so a muted purple is not called grey.
  const named = Object.entries(DESIGN_COLORS).filter(
    ([, hex]) => hueFamily(hex) === family || family === "neutral",
  );
  for (const [name, hex] of named.length > 0 ? named : Object.entries(DESIGN_COLORS)) {
    const c = parseColor(hex)!;
    const distance = (c.r - target.r) ** 2 + (c.g - target.g) ** 2 + (c.b - target.b) ** 2;
    if (distance < best.distance) best = { name, distance };
  }
  return best.name;
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
