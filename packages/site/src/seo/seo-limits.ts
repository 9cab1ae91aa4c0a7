/**
 * How long an owner's search title and description may be, and how much of them a search
 * result shows (docs/PRODUCT.md "Search engines and shared links"): the editor counts
 * against `titleShown` / `descriptionShown`, the API refuses beyond `titleMax` /
 * `descriptionMax` (Shopify's own limits).
 */
export const SEO_LIMITS = {
  titleShown: 60,
  descriptionShown: 160,
  titleMax: 70,
  descriptionMax: 320,
} as const;
