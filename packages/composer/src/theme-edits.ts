import {
  BORDER_RADII,
  SHADOWS,
  contrastRatio,
  pageBackgroundColor,
  type BorderRadius,
  type Shadow,
  type Theme,
  type ThemePatch,
} from "@shopwright/site";
import {
  DARK_INK,
  LIGHT_INK,
  MIN_CONTRAST,
  colorName,
  findColors,
  findNegatedColors,
  hueFamily,
  isDarkColor,
  readableText,
  type ColorMention,
} from "./colors.js";
import { MOODS, MOOD_IDS, moodTheme, type MoodId } from "./moods.js";
import { hasPhrase, phraseRegExp } from "./prompt-text.js";

/** The fonts bundled for sites (packages/site SITE_FONTS); the composer names no others. */
export const BUNDLED_FONTS = [
  "Inter",
  "Fraunces",
  "Nunito",
  "Playfair Display",
  "Lora",
  "DM Sans",
  "Cormorant Garamond",
  "Montserrat",
  "Work Sans",
  "Outfit",
  "Space Grotesk",
] as const;

const SERIF_FONTS = new Set(["Fraunces", "Playfair Display", "Lora", "Cormorant Garamond"]);

/** A theme change worked out from a clause, with what to tell the user. */
export interface ThemeEdit {
  patch: ThemePatch;
  notes: string[];
  warnings: string[];
  /** A mood applied whole, for the reply and for re-colouring generated heroes. */
  mood?: MoodId;
}

/** The mood a text asks for, by the first mood word it contains. */
export function findMood(text: string, { allowPlainDark = false } = {}): MoodId | undefined {
  let best: { mood: MoodId; index: number } | undefined;
  for (const id of MOOD_IDS) {
    const words = allowPlainDark && id === "dark" ? [...MOODS[id].words, "dark"] : MOODS[id].words;
    for (const word of words) {
      const match = phraseRegExp(word).exec(text);
      if (match && (!best || match.index < best.index)) best = { mood: id, index: match.index };
    }
  }
  return best?.mood;
}

const ROLE_WORDS: [keyof ThemePatch, RegExp][] = [
  ["backgroundColor", /\b(background|backdrop|page colou?r|bg)\b/],
  ["textColor", /\b(text|font colou?r|body copy|copy colou?r|ink)\b/],
  ["accentColor", /\b(accent|accents|highlights?|badges?|stars)\b/],
  ["secondaryColor", /\b(secondary|second colou?r)\b/],
  ["primaryColor", /\b(primary|brand|main|buttons?|links?|cta|theme colou?r)\b/],
];

/** The theme key a colour is for, from the words around it ("#ff6b6b for the buttons"). */
function roleAround(
  text: string,
  start: number,
  end: number,
  from: number,
  to: number,
): keyof ThemePatch | undefined {
  const before = text.slice(Math.max(from, start - 40), start);
  const after = text.slice(end, Math.min(to, end + 40));
  // "olive background": a role word right after the colour is the colour's own.
  for (const [key, pattern] of ROLE_WORDS) {
    const first = pattern.exec(after);
    if (first && /^\s*(?:-?ish\s+)?$/.test(after.slice(0, first.index))) return key;
  }
  // Else the nearest role word wins: first just before the colour, then just after it.
  let best: { key: keyof ThemePatch; distance: number } | undefined;
  for (const [key, pattern] of ROLE_WORDS) {
    const last = [...before.matchAll(new RegExp(pattern.source, "g"))].at(-1);
    if (!last) continue;
    const distance = before.length - last.index;
    if (!best || distance < best.distance) best = { key, distance };
  }
  if (best) return best.key;
  for (const [key, pattern] of ROLE_WORDS) {
    const first = pattern.exec(after);
    if (first && (!best || first.index < best.distance)) best = { key, distance: first.index };
  }
  return best?.key;
}

const stepOf = <T extends string>(scale: readonly T[], current: T, delta: number): T =>
  scale[Math.max(0, Math.min(scale.length - 1, scale.indexOf(current) + delta))] as T;

function radiusFrom(text: string, current: BorderRadius): BorderRadius | undefined {
  const isAboutCorners =
    /\b(corners?|round(ed|er|ness|ing)?|radius|edges|pills?|pill[\s-]shaped|capsule|square[ds]?|sharp(er)?|boxy)\b/.test(
      text,
    );
  if (!isAboutCorners) return undefined;
  if (/\bpills?\b|pill[\s-]shaped|capsule/.test(text)) return "pill";
  if (
    /\b(no|without|remove)\s+(the\s+)?(rounded\s+corners|rounding|round(ed)?\s+edges|radius)\b|\b(square|sharp)\s+(corners|edges)\b|\bsquared?\b|\bboxy\b/.test(
      text,
    )
  ) {
    return "none";
  }
  if (
    /\b(less|fewer|not so|slightly less|a bit less)\s+round(ed)?\b|\bsharper\b|\bless\s+radius\b|\bsmaller\s+(corners|radius)\b/.test(
      text,
    )
  ) {
    return stepOf(BORDER_RADII, current === "pill" ? "2xl" : current, -1);
  }
  if (
    /\b(more|extra|very|super)\s+round(ed)?\b|\brounder\b|\bsofter\s+corners\b|\bbigger\s+(corners|radius)\b/.test(
      text,
    )
  ) {
    return /\b(very|super|extra)\b/.test(text) ? "2xl" : stepOf(BORDER_RADII, current, 1);
  }
  if (/\b(slightly|subtly|a little|a bit)\s+round(ed)?\b/.test(text)) return "sm";
  if (/\bround(ed)?\b/.test(text)) return "lg";
  return undefined;
}

function shadowFrom(text: string, current: Shadow): Shadow | undefined {
  if (!/\bshadows?\b|\bdepth\b|\bflat(ter)?\b|\belevat(ed|ion)\b/.test(text)) return undefined;
  if (
    /\b(no|without|remove|zero|kill|drop|turn off)\s+(the\s+|all\s+)?(drop\s+)?shadows?\b|\bshadows?\s+off\b|\bflat(ter)?\b/.test(
      text,
    )
  )
    return "none";
  if (
    /\b(less|fewer|softer|lighter|subtler|smaller|weaker)\s+(drop\s+)?shadows?\b|\bshadows?\s+(softer|lighter|subtler)\b/.test(
      text,
    )
  ) {
    return stepOf(SHADOWS, current, -1);
  }
  if (/\b(dramatic|heavy|huge)\s+shadows?\b/.test(text)) return "dramatic";
  if (
    /\b(more|stronger|deeper|bigger|heavier|larger)\s+(drop\s+)?shadows?\b|\bmore\s+depth\b|\belevat(ed|ion)\b/.test(
      text,
    )
  ) {
    return stepOf(SHADOWS, current, 1);
  }
  if (/\b(subtle|soft|light|gentle)\s+shadows?\b/.test(text)) return "soft";
  if (/\bshadows?\b/.test(text) && /\b(add|use|with|give)\b/.test(text))
    return current === "none" ? "medium" : undefined;
  return undefined;
}

/** Fonts asked for: serif/sans/handwritten words or a bundled family, for headings or body. */
function fontsFrom(
  text: string,
  theme: Theme,
  notes: string[],
  warnings: string[],
): ThemePatch["fonts"] | undefined {
  const isAboutFonts =
    /\b(fonts?|typefaces?|typography|serif|sans|headings?|titles?|handwritten|script|cursive|monospace?d?)\b/.test(
      text,
    );
  if (!isAboutFonts) return undefined;
  let family: string | undefined;
  for (const font of BUNDLED_FONTS) {
    // "Playfair", "Cormorant": a family is also called by its first, distinctive word.
    const short = font.split(" ")[0]!.toLowerCase();
    if (
      phraseRegExp(font.toLowerCase()).test(text) ||
      (font.includes(" ") && short.length >= 6 && phraseRegExp(short).test(text))
    )
      family = font;
  }
  if (!family) {
    const named =
      /\b(?:use|to|with|in|switch to)\s+([a-z][a-z ]{2,30}?)\s+(?:font|typeface)\b/.exec(text)?.[1];
    if (/\b(handwritten|script|cursive|calligraph\w*)\b/.test(text)) {
      family = "Fraunces";
      warnings.push(
        "No handwritten font is bundled with sites, so I used Fraunces, the most characterful serif.",
      );
    } else if (/\bmono(space)?d?\b/.test(text)) {
      family = "Space Grotesk";
      warnings.push(
        "No monospaced font is bundled with sites, so I used Space Grotesk, which has a similar technical feel.",
      );
    } else if (
      /\bsans[\s-]?serif\b|\bsans\b|\b(?:modern|clean|minimal|contemporary|sleek|simple)\b/.test(
        text,
      )
    ) {
      family = /\bgeometric|friendly|round/.test(text) ? "Outfit" : "Inter";
    } else if (/\bserif\b|\b(?:classic|elegant|traditional|timeless|luxur\w*)\b/.test(text)) {
      family = /\belegant|luxur/.test(text) ? "Cormorant Garamond" : "Playfair Display";
    } else if (
      /\b(?:hate|don't like|do not like|dislike|change|different|another|new|other|swap|replace)\b/.test(
        text,
      ) &&
      !/\b(?:sizes?|bigger|smaller|larger|colou?rs?|weight|bold|italic)\b/.test(text)
    ) {
      // "I hate the font", "a different font": the other kind of face for the headings.
      family = SERIF_FONTS.has(theme.fonts.heading) ? "Inter" : "Playfair Display";
    } else if (
      named &&
      !["a", "the", "another", "different", "new", "nicer", "better", "bigger"].includes(
        named.trim(),
      )
    ) {
      family = "Inter";
      warnings.push(
        `“${named.trim()}” is not one of the fonts bundled with sites, so I kept a close bundled one (Inter).`,
      );
    }
  }
  if (!family) return undefined;
  const forHeadings = /\b(headings?|headlines?|titles?|headers?)\b/.test(text);
  const forBody = /\b(body|paragraphs?|body text|copy)\b/.test(text);
  const forAll =
    /\b(all|every|everything|everywhere|whole|entire|both|throughout)\b/.test(text) ||
    (forHeadings && forBody);
  const fonts: { heading?: string; body?: string } = {};
  if (forAll || forHeadings || !forBody) fonts.heading = family;
  if (forAll || forBody)
    fonts.body = SERIF_FONTS.has(family) && !forBody && !forAll ? theme.fonts.body : family;
  const where = fonts.heading && fonts.body ? "all text" : fonts.heading ? "headings" : "body text";
  notes.push(`Set ${where} in ${family}.`);
  return fonts;
}

/** A patch that keeps text readable on the background it ends up with. */
export function keepReadable(theme: Theme, patch: ThemePatch, warnings: string[]): ThemePatch {
  const next = { ...theme, ...patch } as Theme;
  const background = pageBackgroundColor(next);
  const text = next.textColor ?? (isDarkColor(background) ? "#F1F5F9" : "#0F172A");
  if (contrastRatio(text, background) >= MIN_CONTRAST) return patch;
  const fixed = readableText(background, undefined, theme.textColor ?? "", DARK_INK, LIGHT_INK);
  if (patch.textColor)
    warnings.push(
      `That text colour was hard to read on the background, so I used ${fixed} instead.`,
    );
  return { ...patch, textColor: fixed };
}

// "not so dark", "less dark", "too dark": the page should be light.
const NOT_DARK =
  /\b(?:not|no|less|too|never|(?:don't|do not|dont) (?:like|want) (?:the |it )?|hate (?:the |it )?)\s*(?:so\s+|this\s+|that\s+|as\s+)?dark(?:er)?\b/;

const ROLE_NAMES: Partial<Record<keyof ThemePatch, string>> = {
  primaryColor: "brand colour",
  secondaryColor: "secondary colour",
  accentColor: "accent colour",
  backgroundColor: "background",
  textColor: "text colour",
};

/** "a, b and c" */
function listWords(words: readonly string[], last = "and"): string {
  return words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} ${last} ${words.at(-1)}`;
}

const BRAND_ROLES = ["primaryColor", "secondaryColor", "accentColor"] as const;

/**
 * Colours away from the hues a clause turns down ("I don't like the green"): the brand
 * colours take those of the mood palette (same page tone, none of those hues) that the
 * site's style is closest to; a role the clause coloured itself is kept.
 */
function awayFrom(
  negated: readonly (ColorMention & { isGoods: boolean })[],
  theme: Theme,
  kept: ReadonlySet<keyof ThemePatch>,
  only?: ReadonlySet<keyof ThemePatch>,
): { patch: ThemePatch; note: string } | undefined {
  const roleFamily = (role: (typeof BRAND_ROLES)[number] | "backgroundColor") =>
    hueFamily(String(theme[role] ?? ""));
  const families = new Set(
    negated
      .map((color) => hueFamily(color.hex))
      // A goods word ("no more chocolate") is a colour only where the site has that hue.
      .filter(
        (family, i) => !negated[i]!.isGoods || BRAND_ROLES.some((r) => roleFamily(r) === family),
      ),
  );
  families.delete("neutral");
  if (families.size === 0) return undefined;
  const offending = BRAND_ROLES.filter(
    (role) => !kept.has(role) && families.has(roleFamily(role)) && (!only || only.has(role)),
  );
  const background = theme.backgroundColor ?? "";
  const isBgOff =
    !kept.has("backgroundColor") &&
    background !== "" &&
    families.has(hueFamily(background)) &&
    (!only || only.has("backgroundColor"));
  if (offending.length === 0 && !isBgOff) return undefined;
  const isDark = isDarkColor(pageBackgroundColor(theme));
  const palettes = [...MOOD_IDS]
    .map((id) => MOODS[id].theme)
    .filter(
      (mood) =>
        BRAND_ROLES.every((role) => !families.has(hueFamily(mood[role] ?? ""))) &&
        isDarkColor(mood.backgroundColor ?? "#FFFFFF") === isDark,
    )
    .sort(
      (a, b) =>
        Number(b.stylePreset === theme.stylePreset) - Number(a.stylePreset === theme.stylePreset),
    );
  const palette = palettes[0];
  if (!palette) return undefined;
  const patch: ThemePatch = {};
  // The brand colours change together, so the new ones belong to one palette; a role the
  // owner named alone changes alone.
  for (const role of only ? offending : BRAND_ROLES)
    if (!kept.has(role)) patch[role] = palette[role];
  if (isBgOff) {
    patch.backgroundColor = palette.backgroundColor;
    patch.textColor = palette.textColor;
  }
  const named = [...families].join(" and ");
  const changed = BRAND_ROLES.filter((role) => role in patch).map(
    (role) => `${ROLE_NAMES[role]} ${colorName(patch[role]!)} (${patch[role]})`,
  );
  return {
    patch,
    note: `Took the ${named} out of the colours: ${listWords(changed)}${isBgOff ? ", with a new background" : ""}.`,
  };
}

const DARK_SITE: ThemePatch = {
  stylePreset: "dark",
  backgroundColor: "#121214",
  textColor: "#EDEDED",
};
const LIGHT_SITE: ThemePatch = {
  stylePreset: "gradient",
  backgroundColor: "#FFFFFF",
  textColor: "#0F172A",
};

/** True when the clause asks to change the whole site's look (not one section). */
export function isWholeSiteDark(text: string): boolean {
  return /\bdark\s*(mode|theme|site|look|version|background)\b|\b(site|page|everything|website|it|theme|background|store)\s+(\w+\s+)?dark(er)?\b|\bgo dark\b/.test(
    text,
  );
}

/**
 * The theme patch a clause asks for: a mood, dark or light mode, a preset, colours with
 * their roles, radius and shadow (with relative steps) and fonts.
 */
export function themeEditFrom(text: string, theme: Theme): ThemeEdit | undefined {
  const notes: string[] = [];
  const warnings: string[] = [];
  let patch: ThemePatch = {};

  const colors = findColors(text);
  const negated = findNegatedColors(text);
  const withoutColors = [...colors, ...negated]
    .sort((a, b) => a.index - b.index)
    .reduceRight(
      (rest, color) =>
        rest.slice(0, color.index) + " ".repeat(color.end - color.index) + rest.slice(color.end),
      text,
    );
  const mood = findMood(withoutColors);
  // "Make the fonts more playful": the mood's fonts, not its colours.
  const isOnlyFonts =
    /\b(?:fonts?|typefaces?|typography|lettering)\b/.test(withoutColors) &&
    !/\b(?:colou?rs?|site|theme|everything|whole|page|palette)\b/.test(withoutColors);
  if (mood && isOnlyFonts) {
    const fonts = MOODS[mood].theme.fonts;
    patch = { fonts: { ...fonts } };
    notes.push(
      `Set headings in ${fonts.heading} and body text in ${fonts.body}, for a ${MOODS[mood].label} feel.`,
    );
  } else if (mood) {
    patch = { ...moodTheme(mood) };
    notes.push(
      `Gave the site a ${MOODS[mood].label} look: new colours, ${MOODS[mood].theme.fonts.heading} headings and matching corners and shadows.`,
    );
  } else if (NOT_DARK.test(withoutColors)) {
    patch = { ...LIGHT_SITE };
    notes.push("Made the whole site light.");
  } else if (
    /\b(dark|darker|night)\b/.test(withoutColors) &&
    !/\blight(er)?\b/.test(withoutColors)
  ) {
    patch = { ...DARK_SITE };
    notes.push("Made the whole site dark.");
  } else if (
    /\blight\s*(mode|theme|look|background|version)\b|\b(site|page|everything|it)\s+(\w+\s+)?(light|lighter|brighter|white)\b/.test(
      withoutColors,
    )
  ) {
    patch = { ...LIGHT_SITE };
    notes.push("Made the whole site light.");
  }

  if (/\bglass(y|morphism)?\b|\bfrosted\b/.test(text)) {
    patch.stylePreset = "glass";
    notes.push("Switched to the glass style.");
  } else if (/\bgradients?\b/.test(text) && !mood) {
    patch.stylePreset = "gradient";
    notes.push("Switched to the gradient style.");
  }

  // Colours, each with the role named nearest to it; a role named twice takes the last.
  const chosen = new Map<keyof ThemePatch, (typeof colors)[number]>();
  // Colours without a role ("make it sage and cream"): the first is the brand colour, a pale
  // one the background, any other the secondary colour.
  const unnamed: (keyof ThemePatch)[] = ["primaryColor", "secondaryColor", "accentColor"];
  colors.forEach((color, i) => {
    const from = i === 0 ? 0 : (colors[i - 1]?.end ?? 0);
    const to = colors[i + 1]?.index ?? text.length;
    const named = roleAround(text, color.index, color.end, from, to);
    const isPale =
      !named &&
      colors.length > 1 &&
      i > 0 &&
      !isDarkColor(color.hex) &&
      contrastRatio(color.hex, "#FFFFFF") < 1.3;
    const role =
      named ??
      (isPale && !chosen.has("backgroundColor")
        ? "backgroundColor"
        : (unnamed.find((r) => !chosen.has(r)) ?? "primaryColor"));
    chosen.delete(role);
    chosen.set(role, color);
  });
  const colourNotes: string[] = [];
  for (const [role, color] of chosen) {
    (patch as Record<string, unknown>)[role] = color.hex;
    colourNotes.push(
      color.text.startsWith("#")
        ? `the ${ROLE_NAMES[role] ?? "colour"} to ${color.hex}`
        : `the ${ROLE_NAMES[role] ?? "colour"} to ${color.text} (${color.hex})`,
    );
  }
  if (colourNotes.length > 0) notes.push(`Set ${listWords(colourNotes)}.`);
  // "I don't like the green": the roles in that hue take a palette without it.
  // "I don't love the brown accent": a role named with the colour limits the change to it.
  const named = new Set(
    negated
      .map((color) => roleAround(text, color.index, color.end, color.index - 12, color.end + 16))
      .filter((role): role is keyof ThemePatch => role !== undefined),
  );
  const away = awayFrom(
    negated,
    { ...theme, ...patch } as Theme,
    new Set(chosen.keys()),
    named.size > 0 ? named : undefined,
  );
  if (away) {
    Object.assign(patch, away.patch);
    notes.push(away.note);
  }

  const current = { ...theme, ...patch } as Theme;
  const radius = radiusFrom(text, current.borderRadius);
  if (radius) {
    patch.borderRadius = radius;
    notes.push(
      radius === "none"
        ? "Made corners square."
        : radius === "pill"
          ? "Made buttons pill-shaped."
          : `Set corner rounding to ${radius}.`,
    );
  }
  const shadow = shadowFrom(text, current.shadow);
  if (shadow) {
    patch.shadow = shadow;
    notes.push(shadow === "none" ? "Removed shadows." : `Set shadows to ${shadow}.`);
  }
  const fonts = fontsFrom(text, current, notes, warnings);
  if (fonts) patch.fonts = fonts;

  if (Object.keys(patch).length === 0) {
    // Turned away a colour the site does not use: say so rather than guess.
    const missing = negated.filter((color) => !color.isGoods);
    if (missing.length > 0)
      return {
        patch,
        notes: [
          `The site's colours have no ${listWords(
            missing.map((c) => c.text),
            "or",
          )} in them, so I left them as they are.`,
        ],
        warnings,
      };
    return undefined;
  }
  patch = keepReadable(theme, patch, warnings);
  return { patch, notes, warnings, mood };
}

/** True when a clause holds any theme word this module understands. */
export function hasThemeWords(text: string): boolean {
  return (
    findColors(text).length > 0 ||
    findNegatedColors(text).some((color) => !color.isGoods) ||
    findMood(text) !== undefined ||
    hasPhrase(text, [
      "dark",
      "light",
      "glass",
      "glassy",
      "gradient",
      "font",
      "fonts",
      "serif",
      "shadow",
      "shadows",
      "corners",
      "rounded",
      "pill",
      "radius",
      "colour",
      "color",
      "theme",
      "style",
      "look",
    ])
  );
}
