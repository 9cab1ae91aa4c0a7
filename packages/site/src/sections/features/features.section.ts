import { z } from "zod";
import { listOf, mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps } from "../props-reader.js";

/** One feature: an icon (an emoji or a short icon name), a title and a description. */
export const FeatureItem = z.object({
  icon: z.string().max(40).describe("An emoji such as 🚚 or an icon name such as truck").optional(),
  title: shortText("Short name of the feature"),
  description: mediumText("One or two sentences about the feature").optional(),
});
/** One feature. */
export type FeatureItem = z.infer<typeof FeatureItem>;

/** Props of the features section (PRODUCT.md §3: title, items[{icon, title, description}], bgColor, textColor). */
export const FeaturesProps = z.object({
  title: shortText("Heading of the section").optional(),
  subtitle: mediumText("Short text under the heading").optional(),
  items: listOf(FeatureItem, "The features, usually three or four").optional(),
  ...sectionColors,
});
/** Props of the features section. */
export type FeaturesProps = z.infer<typeof FeaturesProps>;

/** Reads one feature from an object or a plain string. */
export function readFeatureItem(value: unknown): FeatureItem | undefined {
  if (typeof value === "string") return { title: value.slice(0, 200) };
  const r = readProps(value);
  const title = r.text(["title", "name", "heading", "label"]);
  const description = r.text(["description", "text", "content", "body"], 1000);
  if (title === undefined && description === undefined) return undefined;
  return r.done({
    icon: r.text(["icon", "emoji"], 40),
    title: title ?? "",
    description,
  });
}

/** The features section: a grid of selling points with icons. */
export const featuresSection = defineSection({
  type: "features",
  label: "Features",
  category: "Content",
  paletteRank: 30,
  placementRank: 35,
  family: "features",
  aliases: [
    "feature",
    "feature list",
    "feature grid",
    "features grid",
    "benefits",
    "highlights",
    "why us",
    "why choose us",
    "usps",
    "value props",
    "perks",
  ],
  props: FeaturesProps,
  roles: { title: "title", subtitle: "subtitle" },
  words: {
    label: "features section",
    phrases: [
      "trust badges",
      "selling points",
      "why choose us",
      "feature section",
      "features section",
      "benefits section",
    ],
  },
  composer: {
    list: {
      key: "items",
      countNouns: ["features", "benefits", "reasons", "points", "items", "feature"],
      extendable: true,
    },
  },
  needs: ["items"],
  defaults: {
    title: "Why shop with us",
    subtitle: "",
    // PRODUCT.md §9: a new features section has three features.
    items: [
      {
        icon: "🚚",
        title: "Free shipping over $50",
        description: "Fast, tracked delivery on every order, and free on orders over $50.",
      },
      {
        icon: "↩️",
        title: "30-day returns",
        description: "Changed your mind? Send it back within 30 days for a full refund.",
      },
      {
        icon: "🔒",
        title: "Secure checkout",
        description: "Pay safely with the cards and wallets you already trust.",
      },
    ],
  },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      title: r.text(["title", "heading"]),
      subtitle: r.text(["subtitle", "subheading", "description"], 1000),
      items: r.list(["items", "features", "benefits"], readFeatureItem),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "title", label: "Title" },
    { kind: "textarea", key: "subtitle", label: "Subtitle", rows: 2 },
    {
      kind: "list",
      key: "items",
      label: "Features",
      itemLabel: "Feature",
      of: [
        { kind: "text", key: "icon", label: "Icon", help: "An emoji, or a name such as truck" },
        { kind: "text", key: "title", label: "Title" },
        { kind: "textarea", key: "description", label: "Description", rows: 2 },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "A grid of three or four selling points (shipping, quality, returns …), each with an icon, title and one sentence.",
});
