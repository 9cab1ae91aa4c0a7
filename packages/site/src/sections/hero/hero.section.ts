import { z } from "zod";
import { imageUrl, linkUrl, mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { asRecord, readColors, readProps, toHref, toText } from "../props-reader.js";

/** Hero layouts: text centred, text beside the image, or text over the image. */
export const HERO_VARIANTS = ["centered", "split", "overlay"] as const;

/** Props of the hero section (PRODUCT.md §3: title, subtitle, buttonText, buttonLink, image, bgColor, textColor). */
export const HeroProps = z.object({
  title: shortText("Main headline of the page"),
  subtitle: mediumText("One or two sentences under the headline").optional(),
  buttonText: shortText("Label of the main button; empty hides it").optional(),
  buttonLink: linkUrl("Where the main button goes: a path such as /shop or a URL").optional(),
  secondaryButtonText: shortText("Label of a second, outlined button; empty hides it").optional(),
  secondaryButtonLink: linkUrl("Where the second button goes").optional(),
  image: imageUrl("Hero image: an uploaded image, a product image or an https URL").optional(),
  variant: z
    .enum(HERO_VARIANTS)
    .describe("Layout: centered, split (text beside the image) or overlay (text on the image)")
    .optional(),
  ...sectionColors,
});
/** Props of the hero section. */
export type HeroProps = z.infer<typeof HeroProps>;

/** The hero: the first thing visitors see, a headline with a call to action. */
export const heroSection = defineSection({
  type: "hero",
  label: "Hero",
  category: "Content",
  paletteRank: 20,
  placementRank: 10,
  family: "hero",
  aliases: [
    "hero banner",
    "hero section",
    "banner",
    "jumbotron",
    "masthead",
    "splash",
    "hero image",
    "hero split",
    "hero centered",
    "hero video",
    "main banner",
  ],
  props: HeroProps,
  roles: { title: "title", subtitle: "subtitle", button: "buttonText" },
  words: { phrases: ["hero image", "headline section", "top banner"] },
  composer: { single: true },
  needs: ["title"],
  defaults: {
    title: "Made with care, delivered to your door",
    subtitle:
      "Discover our latest collection of thoughtfully made goods, designed to last and priced fairly.",
    buttonText: "Shop now",
    buttonLink: "#products",
    secondaryButtonText: "",
    secondaryButtonLink: "",
    image: "",
    // PRODUCT.md §9: a new hero is #3b82f6.
    bgColor: "#3b82f6",
    textColor: "#ffffff",
  },
  normalize(raw) {
    const r = readProps(raw);
    // PRODUCT.md §3 "cta (text, secondaryText)": older heroes nest their buttons in a cta object.
    const cta = asRecord(r.value("cta"));
    return r.done({
      title: r.text(["title", "heading", "headline"]) ?? "",
      subtitle: r.text(["subtitle", "subheading", "description", "text", "tagline"], 1000),
      buttonText: r.text(["buttonText", "ctaText", "buttonLabel"]) ?? toText(cta.text),
      buttonLink:
        r.href(["buttonLink", "buttonUrl", "buttonHref", "ctaLink", "link", "href"]) ??
        toHref(cta.link ?? cta.url ?? cta.href),
      secondaryButtonText:
        r.text(["secondaryButtonText", "secondaryText"]) ?? toText(cta.secondaryText),
      secondaryButtonLink:
        r.href(["secondaryButtonLink", "secondaryLink"]) ?? toHref(cta.secondaryLink),
      image: r.image(["image", "imageUrl", "backgroundImage", "bannerUrl", "img", "src"]),
      variant: r.choice(["variant", "layout"], HERO_VARIANTS, {
        center: "centered",
        centred: "centered",
        side: "split",
        background: "overlay",
        fullscreen: "overlay",
      }),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "title", label: "Headline" },
    { kind: "textarea", key: "subtitle", label: "Subtitle", rows: 3 },
    { kind: "text", key: "buttonText", label: "Button text" },
    { kind: "link", key: "buttonLink", label: "Button link" },
    { kind: "text", key: "secondaryButtonText", label: "Second button text" },
    { kind: "link", key: "secondaryButtonLink", label: "Second button link" },
    { kind: "image", key: "image", label: "Image" },
    {
      kind: "select",
      key: "variant",
      label: "Layout",
      options: [
        { value: "centered", label: "Centred" },
        { value: "split", label: "Text beside image" },
        { value: "overlay", label: "Text over image" },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "The opening banner of a page: headline, short subtitle, a call-to-action button and an optional image.",
});
