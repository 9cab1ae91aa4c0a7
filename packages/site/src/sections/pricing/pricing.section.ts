import { z } from "zod";
import { linkUrl, listOf, mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps, toText } from "../props-reader.js";

/** One plan (PRODUCT.md §3: name, price, features[]; loaded data also has buttonText, featured). */
export const PricingPlan = z.object({
  name: shortText("Plan name"),
  price: shortText("Price as shown, such as $19/mo or Free"),
  description: mediumText("Who the plan is for").optional(),
  features: listOf(shortText("One feature"), "What the plan includes").optional(),
  buttonText: shortText("Label of the plan's button").optional(),
  buttonLink: linkUrl("Where the plan's button goes").optional(),
  featured: z.boolean().describe("Highlights the plan as the most popular").optional(),
});
/** One plan. */
export type PricingPlan = z.infer<typeof PricingPlan>;

/** Props of the pricing section (PRODUCT.md §3: title, plans[{name, price, features[]}]). */
export const PricingProps = z.object({
  title: shortText("Heading of the section").optional(),
  subtitle: mediumText("Short text under the heading").optional(),
  plans: listOf(PricingPlan, "The plans, cheapest first, usually two to four").optional(),
  ...sectionColors,
});
/** Props of the pricing section. */
export type PricingProps = z.infer<typeof PricingProps>;

/** Features from a list, or from text with one feature per line. */
function readFeatures(value: unknown): string[] | undefined {
  const list = typeof value === "string" ? value.split("\n") : value;
  if (!Array.isArray(list)) return undefined;
  return list
    .map((entry) =>
      toText(
        typeof entry === "object" && entry !== null ? (entry as { text?: unknown }).text : entry,
      ),
    )
    .filter((entry): entry is string => entry !== undefined && entry.trim() !== "")
    .slice(0, 50);
}

/** Reads a plan (PRODUCT.md §3 renderers: name, price, description, features, featured, buttonText). */
export function readPricingPlan(value: unknown): PricingPlan | undefined {
  const r = readProps(value);
  const name = r.text(["name", "title", "tier"]);
  const price = r.text(["price", "amount", "cost"], 200);
  if (name === undefined && price === undefined) return undefined;
  return r.done({
    name: name ?? "",
    price: price ?? "",
    description: r.text(["description", "subtitle", "text"], 1000),
    features: readFeatures(r.value("features", "perks", "items", "includes")),
    buttonText: r.text(["buttonText", "ctaText", "cta"]),
    buttonLink: r.href(["buttonLink", "link", "url", "href"]),
    featured: r.boolean(["featured", "highlighted", "popular", "recommended", "isFeatured"]),
  });
}

/** Pricing: plans side by side, one of them highlighted. */
export const pricingSection = defineSection({
  type: "pricing",
  label: "Pricing",
  category: "Commerce",
  paletteRank: 150,
  placementRank: 65,
  family: "pricing",
  aliases: [
    "pricing table",
    "pricing plans",
    "plans",
    "price list",
    "prices",
    "tiers",
    "pricing tiers",
    "subscriptions",
    "memberships",
  ],
  props: PricingProps,
  roles: { title: "title", subtitle: "subtitle" },
  words: {
    label: "pricing table",
    phrases: ["pricing section", "price table", "pricing cards"],
    samples: "prices and plans",
    pageName: "Pricing",
  },
  composer: {
    list: {
      key: "plans",
      countNouns: ["plans", "tiers", "options", "packages", "prices", "plan"],
      extendable: true,
      sampleItems: true,
    },
  },
  needs: ["plans"],
  defaults: {
    title: "Simple, honest pricing",
    subtitle: "Pick a plan that fits. Change or cancel anytime.",
    plans: [
      {
        name: "Starter",
        price: "$9/mo",
        description: "A little something every month.",
        features: ["One item a month", "Free shipping", "Skip or cancel anytime"],
        buttonText: "Choose Starter",
        buttonLink: "#",
      },
      {
        name: "Plus",
        price: "$19/mo",
        description: "Our most popular plan.",
        features: ["Two items a month", "Free shipping", "Early access to new releases"],
        buttonText: "Choose Plus",
        buttonLink: "#",
        featured: true,
      },
      {
        name: "Collector",
        price: "$39/mo",
        description: "For the true enthusiast.",
        features: ["Four items a month", "Free express shipping", "Members-only editions"],
        buttonText: "Choose Collector",
        buttonLink: "#",
      },
    ],
  },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      title: r.text(["title", "heading"]),
      subtitle: r.text(["subtitle", "description", "subheading"], 1000),
      plans: r.list(["plans", "tiers", "items", "pricing"], readPricingPlan),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "title", label: "Title" },
    { kind: "textarea", key: "subtitle", label: "Subtitle", rows: 2 },
    {
      kind: "list",
      key: "plans",
      label: "Plans",
      itemLabel: "Plan",
      of: [
        { kind: "text", key: "name", label: "Name" },
        { kind: "text", key: "price", label: "Price" },
        { kind: "textarea", key: "description", label: "Description", rows: 2 },
        { kind: "textList", key: "features", label: "Features", itemLabel: "Feature" },
        { kind: "text", key: "buttonText", label: "Button text" },
        { kind: "link", key: "buttonLink", label: "Button link" },
        { kind: "toggle", key: "featured", label: "Most popular" },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "Plans side by side with name, price, features and a button; one may be featured as most popular.",
});
