import { contrastRatio, parseColor, toHexColor, type Theme } from "@shopwright/site";
import { isDarkColor, mixColors } from "./colors.js";
import type { IndustryCopy } from "./copy-bank.js";
import { MOODS, MOOD_VARIATIONS, moodHeroStyle, type MoodId } from "./moods.js";
import { hash32 } from "./prompt-text.js";

/** How a generated hero is coloured: a tint of the page, or a solid brand band. */
export type HeroStyle = "tint" | "primary" | "secondary";
/** The hero's layout (the hero section's `variant`). */
export type HeroLayout = "centered" | "split" | "overlay";
/** How the footer sits on the page: its own dark or light band, or the page itself. */
export type FooterTone = "dark" | "light" | "page";

/**
 * The look of a generated site: the theme and the section choices that go with it. Chosen
 * deterministically from the kind (its own colours), the mood and the business itself
 * (`identity`: its name, goods, place and the store), so two cafés differ and two kinds
 * never share a brand colour.
 */
export interface SiteLook {
  theme: Theme;
  hero: { layout: HeroLayout; style: HeroStyle };
  footer: FooterTone;
  /** Whether the highlights sit on a tinted band. */
  isBanded: boolean;
  /** Which of the two home orders: products first (0) or highlights first (1). */
  order: 0 | 1;
}

/** Hue turns (degrees) and lightness shifts of the kind's colour, the first its own. */
const SHADES: readonly (readonly [hue: number, lightness: number])[] = [
  [0, 0],
  [14, -0.05],
  [-14, 0.03],
  [7, -0.1],
  [-8, 0.07],
];

function toHsl(color: string): [number, number, number] {
  const { r, g, b } = parseColor(color) ?? { r: 0, g: 0, b: 0 };
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === red
      ? ((green - blue) / d + (green < blue ? 6 : 0)) * 60
      : max === green
        ? ((blue - red) / d + 2) * 60
        : ((red - green) / d + 4) * 60;
  return [h, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const css = `hsl(${hue.toFixed(1)}, ${(clamp(s) * 100).toFixed(1)}%, ${(clamp(l) * 100).toFixed(1)}%)`;
  return (toHexColor(css) ?? "#000000").toUpperCase();
}

/** The colour turned and lightened by a shade. */
function shade(color: string, [turn, lift]: readonly [number, number]): string {
  const [h, s, l] = toHsl(color);
  return fromHsl(h + turn, s, l + lift);
}

/** The colour moved toward the page's ink until it stands out on the background. */
export function fitContrast(color: string, background: string, minimum: number): string {
  const [h, s, l] = toHsl(color);
  const towardLight = isDarkColor(background);
  let out = color.toUpperCase();
  for (let step = 0; step <= 20 && contrastRatio(out, background) < minimum; step++) {
    out = fromHsl(h, s, towardLight ? l + step * 0.04 : l - step * 0.04);
  }
  return out;
}

const pickIndex = (identity: string, key: string, count: number) =>
  hash32(`${identity}\u0000${key}`) % count;

/** The look of a generated site (see `SiteLook`). */
export function chooseLook(options: {
  industry: IndustryCopy;
  mood: MoodId;
  isDark: boolean;
  identity: string;
  hasPhoto: boolean;
}): SiteLook {
  const { industry, mood, identity } = options;
  const base = MOODS[mood].theme;
  const variations = MOOD_VARIATIONS[mood];
  const choose = <T>(list: readonly T[], key: string): T =>
    list[pickIndex(identity, key, list.length)]!;
  const [brand, accent] = industry.colors;
  const primaryShade = choose(SHADES, "shade");
  let ground = choose(variations.grounds, "ground");
  if (options.isDark && !isDarkColor(ground.backgroundColor)) {
    // "Loud and dark": the mood's look on a near-black ground tinted with the brand colour.
    ground = {
      backgroundColor: mixColors("#0E0E10", brand, 0.08).toUpperCase(),
      textColor: "#F2F0EC",
      stylePreset: "dark",
    };
  }
  const background = ground.backgroundColor;
  const ink = ground.textColor;
  const primary = fitContrast(shade(brand, primaryShade), background, 3);
  const [heading, body] = choose(variations.fonts, "fonts");
  const isDarkGround = isDarkColor(background);
  const theme: Theme = {
    primaryColor: primary,
    // A deep tone of the brand for bands and gradients.
    secondaryColor: mixColors(primary, isDarkGround ? background : ink, 0.45).toUpperCase(),
    // Stars and badges must show on the ground too.
    accentColor: fitContrast(accent, background, 3),
    backgroundColor: background,
    textColor: ink,
    stylePreset: ground.stylePreset ?? base.stylePreset,
    borderRadius: choose(variations.radii, "radius"),
    shadow: base.shadow,
    fonts: { heading, body },
  };
  const styles: HeroStyle[] = [moodHeroStyle(mood), "tint", "primary", "secondary"];
  const layouts: HeroLayout[] = options.hasPhoto
    ? ["split", "overlay", "centered"]
    : ["centered", "split"];
  return {
    theme,
    hero: { layout: choose(layouts, "hero"), style: choose(styles, "hero style") },
    footer: choose<FooterTone>(["dark", "light", "page"], "footer"),
    isBanded: pickIndex(identity, "band", 2) === 1,
    order: pickIndex(identity, "order", 2) === 1 ? 1 : 0,
  };
}
