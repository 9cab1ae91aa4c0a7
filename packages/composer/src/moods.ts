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
