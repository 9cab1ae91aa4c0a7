import { z } from "zod";
import { imageUrl, listOf, mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps } from "../props-reader.js";

/** One customer quote (PRODUCT.md §3: quote, author; loaded data also has name, rating, text, avatar). */
export const Testimonial = z.object({
  quote: mediumText("What the customer said"),
  author: shortText("Who said it"),
  role: shortText("Their city, title or what they bought").optional(),
  rating: z.number().min(0).max(5).describe("Stars from 0 to 5; 5 when not given").optional(),
  avatar: imageUrl("Photo of the customer").optional(),
});
/** One customer quote. */
export type Testimonial = z.infer<typeof Testimonial>;

/** Props of the testimonials (PRODUCT.md §3: title, items[{quote, author}]). */
export const TestimonialsProps = z.object({
  title: shortText("Heading of the section").optional(),
  items: listOf(Testimonial, "Customer quotes").optional(),
  ...sectionColors,
});
/** Props of the testimonials. */
export type TestimonialsProps = z.infer<typeof TestimonialsProps>;

/**
 * True when a reviewer's line claims the review was checked ("Verified buyer", "Confirmed
 * purchase"): never shown on a sample review, which nobody checked (PRODUCT.md §4).
 */
export function claimsVerification(text: string | undefined): boolean {
  return /\b(?:verified|confirmed (?:buyer|purchase|customer|order)|authenticated)\b/i.test(
    text ?? "",
  );
}

/** Reads a quote from its spellings (PRODUCT.md §3: text or content or quote, name or author). */
export function readTestimonial(value: unknown): Testimonial | undefined {
  const r = readProps(value);
  const quote = r.text(["quote", "text", "content", "review", "body", "message"], 1000);
  const author = r.text(["author", "name", "customer", "by"]);
  if (quote === undefined && author === undefined) return undefined;
  return r.done({
    quote: quote ?? "",
    author: author ?? "",
    role: r.text(["role", "title", "position", "location", "company"]),
    rating: r.number(["rating", "stars", "score"], { min: 0, max: 5 }),
    avatar: r.image(["avatar", "image", "photo", "imageUrl"]),
  });
}

/** Testimonials: customer quotes with star ratings. */
export const testimonialsSection = defineSection({
  type: "testimonials",
  label: "Testimonials",
  category: "Social proof",
  paletteRank: 140,
  placementRank: 55,
  family: "testimonials",
  aliases: [
    "testimonial",
    "reviews",
    "review",
    "customer reviews",
    "quotes",
    "social proof",
    "what people say",
    "customer stories",
  ],
  props: TestimonialsProps,
  roles: { title: "title" },
  words: {
    phrases: ["customer testimonials", "testimonials section", "reviews section"],
    samples: "reviews",
  },
  composer: {
    list: {
      key: "items",
      countNouns: ["testimonials", "reviews", "quotes", "review", "testimonial"],
      extendable: true,
      sampleItems: true,
    },
  },
  needs: ["items"],
  defaults: {
    title: "What our customers say",
    items: [
      {
        quote:
          "Beautifully made and arrived two days early. It's already my favourite thing I own.",
        author: "Maya R.",
        role: "Customer",
        rating: 5,
      },
      {
        quote: "Great quality for the price, and the team answered my question within an hour.",
        author: "Daniel K.",
        role: "Customer",
        rating: 5,
      },
      {
        quote: "I've ordered three times now. Consistent, careful packaging and no surprises.",
        author: "Priya S.",
        role: "Repeat customer",
        rating: 5,
      },
    ],
  },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      title: r.text(["title", "heading"]),
      items: r.list(["items", "testimonials", "reviews", "quotes"], readTestimonial),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "title", label: "Title" },
    {
      kind: "list",
      key: "items",
      label: "Testimonials",
      itemLabel: "Testimonial",
      of: [
        { kind: "textarea", key: "quote", label: "Quote", rows: 3 },
        { kind: "text", key: "author", label: "Name" },
        { kind: "text", key: "role", label: "Role or city" },
        { kind: "number", key: "rating", label: "Stars", min: 0, max: 5, step: 1 },
        { kind: "image", key: "avatar", label: "Photo" },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "Customer quotes with name and star rating; quotes written by the AI are sample content for the owner to replace.",
});
