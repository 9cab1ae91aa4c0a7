import { z } from "zod";
import { isColor } from "./safe/safe-color.js";
import { MAX_URL_LENGTH, isSafeUrl, safeImageUrl } from "./safe/safe-url.js";

/** Length caps of section text, so one section can never hold a novel. */
export const TEXT_LIMITS = { short: 200, medium: 1000, long: 10_000 } as const;

/** The most items any list prop (features, plans, images …) may hold. */
export const MAX_LIST_ITEMS = 50;

const text = (max: number, description: string) =>
  z
    .string()
    .max(max, { error: `Use at most ${max} characters` })
    .describe(description);

/** A one-line text prop (titles, labels, button texts). */
export const shortText = (description: string) => text(TEXT_LIMITS.short, description);

/** A paragraph-sized text prop (subtitles, answers, descriptions). */
export const mediumText = (description: string) => text(TEXT_LIMITS.medium, description);

/** A long text prop (text blocks). */
export const longText = (description: string) => text(TEXT_LIMITS.long, description);

/** A colour prop: #hex, rgb()/hsl() or a CSS colour name. */
export const colorValue = (description: string) =>
  z
    .string()
    .refine(isColor, { error: "Use a colour such as #2563eb, rgb(37 99 235) or navy" })
    .describe(description);

/** A link prop: http(s), mailto:, tel:, a path on the site, or empty for none. */
export const linkUrl = (description: string) =>
  z
    .string()
    .max(MAX_URL_LENGTH)
    .refine((url) => url === "" || isSafeUrl(url), {
      error: "Links must start with https://, mailto: or tel:, or be a path such as /about",
    })
    .describe(description);

/** An image prop: an http(s) address or a path such as /uploads/…, or empty for none. */
export const imageUrl = (description: string) =>
  z
    .string()
    .max(MAX_URL_LENGTH)
    .refine((url) => url === "" || safeImageUrl(url) !== undefined, {
      error: "Images must be web addresses (http or https) or uploaded images",
    })
    .describe(description);

/** A list prop of at most `MAX_LIST_ITEMS` items. */
export const listOf = <T extends z.ZodType>(item: T, description: string) =>
  z
    .array(item)
    .max(MAX_LIST_ITEMS, { error: `A list holds at most ${MAX_LIST_ITEMS} items` })
    .describe(description);

/** Where a link points: one of the site's pages or an external address (PRODUCT.md §3). */
export const LINK_TYPES = ["page", "external"] as const;
/** Where a link points. */
export type LinkType = (typeof LINK_TYPES)[number];

/** Text alignment of blocks and buttons. */
export const ALIGNMENTS = ["left", "center", "right"] as const;
/** Text alignment of blocks and buttons. */
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * The devices a section's layout settings (alignment, columns, spacing) may take a value of
 * their own on, narrowest last; the desktop's value is the prop itself. A device without its
 * own value takes the next wider one's (docs/PRODUCT.md §3 "Per-device settings").
 */
export const OVERRIDE_DEVICES = ["tablet", "mobile"] as const;
/** A device a layout setting may differ on. */
export type OverrideDevice = (typeof OVERRIDE_DEVICES)[number];
/** The prop holding a setting's value on one device: `alignmentMobile`. */
export type DeviceKey<
  K extends string,
  D extends OverrideDevice = OverrideDevice,
> = `${K}${Capitalize<D>}`;

/** The prop holding `key`'s value on `device`. */
export function deviceKey<K extends string, D extends OverrideDevice>(
  key: K,
  device: D,
): DeviceKey<K, D> {
  return `${key}${device === "tablet" ? "Tablet" : "Mobile"}` as DeviceKey<K, D>;
}

/** The schemas of a setting's tablet and phone values, next to its own (desktop) schema. */
export function perDevice<K extends string, S extends z.ZodType>(key: K, schema: S, what: string) {
  return {
    [deviceKey(key, "tablet")]: schema
      .describe(`${what} on tablets; absent: as on desktop`)
      .optional(),
    [deviceKey(key, "mobile")]: schema
      .describe(`${what} on phones; absent: as on tablets`)
      .optional(),
  } as { [D in OverrideDevice as DeviceKey<K, D>]: z.ZodOptional<S> };
}

/** Background and text colour props shared by most sections; omitted means "follow the theme". */
export const sectionColors = {
  bgColor: colorValue("Background colour of the section; omit to follow the theme").optional(),
  textColor: colorValue("Text colour of the section; omit for automatic contrast").optional(),
};
