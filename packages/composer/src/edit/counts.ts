import { capitalize } from "../prompt-text.js";

/** The list a count is about, by section type, and the nouns that count it ("3 plans"). */
export const COUNT_NOUNS: Record<string, { list: string; nouns: string[] }> = {
  faq: { list: "items", nouns: ["questions", "faqs", "answers", "items", "question"] },
  pricing: { list: "plans", nouns: ["plans", "tiers", "options", "packages", "prices", "plan"] },
  steps: { list: "items", nouns: ["steps", "stages", "step"] },
  features: {
    list: "items",
    nouns: ["features", "benefits", "reasons", "points", "items", "feature"],
  },
  testimonials: {
    list: "items",
    nouns: ["testimonials", "reviews", "quotes", "review", "testimonial"],
  },
  team: { list: "items", nouns: ["people", "members", "team members", "profiles", "person"] },
  categories: { list: "items", nouns: ["categories", "category"] },
};

/** Figures the user gave ("10,000 customers, 4.9 rating"): values and labels as typed. */
export function figuresFrom(text: string): { value: string; label: string }[] {
  const figures: { value: string; label: string }[] = [];
  const pattern =
    /(?<![\w#])(\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|%))?\+?)\s+([a-z][a-z' -]{1,30}?)(?=\s*(?:,|\band\b|$|;|\.))/g;
  for (const match of text.matchAll(pattern)) {
    figures.push({
      value: match[1]!.toUpperCase().replace(/\s/g, ""),
      label: capitalize(match[2]!.trim()),
    });
  }
  return figures;
}
