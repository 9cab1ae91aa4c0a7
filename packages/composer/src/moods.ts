import type { Theme } from "@shopwright/site";

/** The moods the composer has a palette for. */
export const MOOD_IDS = [
  "warm",
  "calm",
  "luxury",
  "playful",
  "bold",
  "natural",
  "fresh",
  "tech",
  "romantic",
  "vintage",
  "professional",
  "dark",
] as const;
/** One mood of `MOODS`. */
export type MoodId = (typeof MOOD_IDS)[number];

/** How a generated hero is coloured: a tint of the page, or a solid brand band. */
type HeroStyle = "tint" | "primary" | "secondary";

interface Mood {
  id: MoodId;
  /** How the reply names it ("warm and cozy"). */
  label: string;
  theme: Theme;
  hero: HeroStyle;
  /** Words that ask for this mood; multi-word entries match as phrases. */
  words: readonly string[];
}

const palette = (
  stylePreset: Theme["stylePreset"],
  [primaryColor, secondaryColor, accentColor, backgroundColor, textColor]: [
    string,
    string,
    string,
    string,
    string,
  ],
  borderRadius: Theme["borderRadius"],
  shadow: Theme["shadow"],
  heading: string,
  body: string,
): Theme => ({
  primaryColor,
  secondaryColor,
  accentColor,
  backgroundColor,
  textColor,
  stylePreset,
  borderRadius,
  shadow,
  fonts: { heading, body },
});

/** Mood palettes that pass contrast: preset, colours, radius, shadow and fonts per mood. */
export const MOODS: Readonly<Record<MoodId, Mood>> = {
  warm: {
    id: "warm",
    label: "warm and cozy",
    theme: palette(
      "gradient",
      ["#7A4A2A", "#D9A066", "#B5472A", "#FFF8EC", "#2B1D14"],
      "lg",
      "medium",
      "Fraunces",
      "Nunito",
    ),
    hero: "tint",
    words: ["warm", "cozy", "cosy", "homely", "inviting", "hygge", "welcoming", "comforting"],
  },
  calm: {
    id: "calm",
    label: "calm and minimal",
    theme: palette(
      "gradient",
      ["#3F4A3C", "#A3B18A", "#8A5A35", "#FAF9F6", "#1F2421"],
      "sm",
      "none",
      "DM Sans",
      "DM Sans",
    ),
    hero: "tint",
    words: [
      "calm",
      "minimal",
      "minimalist",
      "minimalistic",
      "simple",
      "quiet",
      "serene",
      "zen",
      "understated",
      "scandi",
      "scandinavian",
      "peaceful",
    ],
  },
  luxury: {
    id: "luxury",
    label: "luxurious and elegant",
    theme: palette(
      "dark",
      ["#C9A227", "#1C1C1C", "#E8D8A8", "#0E0E0E", "#F5F1E6"],
      "none",
      "soft",
      "Cormorant Garamond",
      "Inter",
    ),
    hero: "tint",
    words: [
      "luxury",
      "luxurious",
      "luxe",
      "elegant",
      "premium",
      "high end",
      "upscale",
      "sophisticated",
      "classy",
      "exclusive",
      "refined",
      "opulent",
      "posh",
      "fancy",
    ],
  },
  playful: {
    id: "playful",
    label: "playful",
    theme: palette(
      "bold",
      ["#6D28D9", "#F472B6", "#FACC15", "#FFFFFF", "#1E1B4B"],
      "pill",
      "elevated",
      "Outfit",
      "Nunito",
    ),
    hero: "primary",
    words: [
      "playful",
      "fun",
      "funky",
      "colorful",
      "colourful",
      "whimsical",
      "cheerful",
      "quirky",
      "cute",
      "joyful",
      "happy",
    ],
  },
  bold: {
    id: "bold",
    label: "bold and energetic",
    theme: palette(
      "bold",
      ["#DC2626", "#111827", "#FACC15", "#FFFFFF", "#111827"],
      "md",
      "medium",
      "Montserrat",
      "Inter",
    ),
    hero: "secondary",
    words: [
      "bold",
      "energetic",
      "vibrant",
      "loud",
      "punchy",
      "dynamic",
      "edgy",
      "sporty",
      "urban",
      "gritty",
      "striking",
      "intense",
    ],
  },
  natural: {
    id: "natural",
    label: "natural and earthy",
    theme: palette(
      "gradient",
      ["#2F5D50", "#CFE1B9", "#A8623A", "#F6F4EC", "#1E2A24"],
      "lg",
      "soft",
      "Lora",
      "Work Sans",
    ),
    hero: "tint",
    words: [
      "natural",
      "earthy",
      "organic",
      "eco",
      "eco friendly",
      "sustainable",
      "botanical",
      "rustic",
      "grounded",
      "wholesome",
    ],
  },
  fresh: {
    id: "fresh",
    label: "fresh and clean",
    theme: palette(
      "gradient",
      ["#0F766E", "#99F6E4", "#C2410C", "#FFFFFF", "#0F172A"],
      "md",
      "soft",
      "Outfit",
      "Inter",
    ),
    hero: "tint",
    words: ["fresh", "clean", "crisp", "bright", "airy", "breezy", "light and airy"],
  },
  tech: {
    id: "tech",
    label: "techy",
    theme: palette(
      "glass",
      ["#818CF8", "#22D3EE", "#A3E635", "#0B1020", "#E5E7EB"],
      "xl",
      "elevated",
      "Space Grotesk",
      "Inter",
    ),
    hero: "tint",
    words: [
      "tech",
      "techy",
      "futuristic",
      "sleek",
      "digital",
      "cyber",
      "neon",
      "sci fi",
      "high tech",
    ],
  },
  romantic: {
    id: "romantic",
    label: "romantic",
    theme: palette(
      "gradient",
      ["#A3455E", "#F4C6D0", "#6F5DA8", "#FFF7F8", "#3B1F2B"],
      "xl",
      "soft",
      "Playfair Display",
      "Lora",
    ),
    hero: "tint",
    words: ["romantic", "feminine", "dreamy", "delicate", "pretty", "pastel", "soft", "girly"],
  },
  vintage: {
    id: "vintage",
    label: "vintage",
    theme: palette(
      "bold",
      ["#A8471F", "#E9C46A", "#1F7A70", "#FBF3E4", "#264653"],
      "sm",
      "none",
      "Fraunces",
      "Work Sans",
    ),
    hero: "secondary",
    words: ["vintage", "retro", "nostalgic", "old school", "heritage", "classic", "antique"],
  },
  professional: {
    id: "professional",
    label: "professional",
    theme: palette(
      "gradient",
      ["#1D4ED8", "#DBEAFE", "#0369A1", "#FFFFFF", "#0F172A"],
      "md",
      "soft",
      "Inter",
      "Inter",
    ),
    hero: "tint",
    words: [
      "professional",
      "corporate",
      "trustworthy",
      "businesslike",
      "serious",
      "formal",
      "polished",
    ],
  },
  dark: {
    id: "dark",
    label: "dark and moody",
    theme: palette(
      "dark",
      ["#E0A458", "#2A2A2E", "#E07A5F", "#121214", "#EDEDED"],
      "md",
      "elevated",
      "Playfair Display",
      "Inter",
    ),
    hero: "tint",
    words: ["moody", "dark and moody", "mysterious", "noir", "dramatic", "brooding"],
  },
};

/** The mood's full theme, as a fresh copy. */
export function moodTheme(id: MoodId): Theme {
  const theme = MOODS[id].theme;
  return { ...theme, fonts: { ...theme.fonts } };
}

/** How a mood colours a generated hero. */
export function moodHeroStyle(id: MoodId): HeroStyle {
  return MOODS[id].hero;
}

/** One page ground of a mood: background, ink, and the preset it wears when not the mood's. */
export interface MoodGround {
  backgroundColor: string;
  textColor: string;
  stylePreset?: Theme["stylePreset"];
}

/**
 * The variations a generated site may take within a mood (the first of each is the mood's
 * own): page grounds, heading and body font pairs (fonts bundled with sites) and corner
 * radii. Every ground's ink passes 4.5:1 on it.
 */
export interface MoodVariations {
  grounds: readonly MoodGround[];
  fonts: readonly (readonly [heading: string, body: string])[];
  radii: readonly Theme["borderRadius"][];
}

const grounds = (...pairs: [string, string, Theme["stylePreset"]?][]): MoodGround[] =>
  pairs.map(([backgroundColor, textColor, stylePreset]) => ({
    backgroundColor,
    textColor,
    ...(stylePreset ? { stylePreset } : {}),
  }));

/** Variations per mood, for sites of one kind that should not look alike. */
export const MOOD_VARIATIONS: Readonly<Record<MoodId, MoodVariations>> = {
  warm: {
    grounds: grounds(["#FFF8EC", "#2B1D14"], ["#FBF0E4", "#2E1A12"], ["#F6EFE6", "#33261C"]),
    fonts: [
      ["Fraunces", "Nunito"],
      ["Lora", "Nunito"],
      ["Playfair Display", "Work Sans"],
    ],
    radii: ["lg", "xl", "md"],
  },
  calm: {
    grounds: grounds(["#FAF9F6", "#1F2421"], ["#F4F4F0", "#222522"], ["#FFFFFF", "#1C1F1D"]),
    fonts: [
      ["DM Sans", "DM Sans"],
      ["Work Sans", "Inter"],
      ["Lora", "DM Sans"],
    ],
    radii: ["sm", "none", "md"],
  },
  luxury: {
    grounds: grounds(
      ["#0E0E0E", "#F5F1E6"],
      ["#14110F", "#F3EDE2"],
      ["#FAF7F0", "#1C1A17", "other"],
    ),
    fonts: [
      ["Cormorant Garamond", "Inter"],
      ["Playfair Display", "DM Sans"],
      ["Cormorant Garamond", "Work Sans"],
    ],
    radii: ["none", "sm"],
  },
  playful: {
    grounds: grounds(["#FFFFFF", "#1E1B4B"], ["#FFF9F0", "#2A1E3F"], ["#F5F7FF", "#1B1B3A"]),
    fonts: [
      ["Outfit", "Nunito"],
      ["Nunito", "Nunito"],
      ["Fraunces", "Outfit"],
    ],
    radii: ["pill", "2xl", "xl"],
  },
  bold: {
    grounds: grounds(
      ["#FFFFFF", "#111827"],
      ["#F7F7F2", "#131313"],
      ["#111111", "#F5F5F5", "dark"],
    ),
    fonts: [
      ["Montserrat", "Inter"],
      ["Space Grotesk", "Inter"],
      ["Outfit", "Work Sans"],
    ],
    radii: ["md", "none", "sm"],
  },
  natural: {
    grounds: grounds(["#F6F4EC", "#1E2A24"], ["#F1F3EA", "#1F2B22"], ["#FBF8F1", "#2A2A22"]),
    fonts: [
      ["Lora", "Work Sans"],
      ["Fraunces", "DM Sans"],
      ["DM Sans", "Lora"],
    ],
    radii: ["lg", "md", "xl"],
  },
  fresh: {
    grounds: grounds(["#FFFFFF", "#0F172A"], ["#F4FBF9", "#10201D"], ["#F7FAFC", "#111827"]),
    fonts: [
      ["Outfit", "Inter"],
      ["DM Sans", "Inter"],
      ["Work Sans", "Nunito"],
    ],
    radii: ["md", "lg", "xl"],
  },
  tech: {
    grounds: grounds(
      ["#0B1020", "#E5E7EB"],
      ["#0F0F17", "#E8E8F0"],
      ["#F5F7FB", "#0B1020", "other"],
    ),
    fonts: [
      ["Space Grotesk", "Inter"],
      ["Outfit", "Inter"],
      ["DM Sans", "Space Grotesk"],
    ],
    radii: ["xl", "lg", "2xl"],
  },
  romantic: {
    grounds: grounds(["#FFF7F8", "#3B1F2B"], ["#FCF5F2", "#3A2228"], ["#FFFAF5", "#35202A"]),
    fonts: [
      ["Playfair Display", "Lora"],
      ["Cormorant Garamond", "Nunito"],
      ["Fraunces", "Lora"],
    ],
    radii: ["xl", "2xl", "lg"],
  },
  vintage: {
    grounds: grounds(["#FBF3E4", "#264653"], ["#F4EBDC", "#2B2B2B"], ["#FFF6E9", "#3A2618"]),
    fonts: [
      ["Fraunces", "Work Sans"],
      ["Playfair Display", "Lora"],
      ["Montserrat", "Lora"],
    ],
    radii: ["sm", "none", "md"],
  },
  professional: {
    grounds: grounds(["#FFFFFF", "#0F172A"], ["#F8FAFC", "#0F172A"], ["#FBFBF9", "#1A1A1A"]),
    fonts: [
      ["Inter", "Inter"],
      ["DM Sans", "Inter"],
      ["Work Sans", "Lora"],
    ],
    radii: ["md", "sm", "lg"],
  },
  dark: {
    grounds: grounds(["#121214", "#EDEDED"], ["#0F1412", "#ECEFEA"], ["#16110E", "#F1E9E1"]),
    fonts: [
      ["Playfair Display", "Inter"],
      ["Montserrat", "Work Sans"],
      ["Cormorant Garamond", "DM Sans"],
    ],
    radii: ["md", "sm", "lg"],
  },
};
