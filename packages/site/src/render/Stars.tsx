/** PRODUCT.md §9: a rating not given counts as 5. */
export const DEFAULT_RATING = 5;

/** A 0–5 star rating, rounded to whole stars, with a spoken label. */
export function Stars({ rating = DEFAULT_RATING }: { rating?: number | undefined }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="sw-stars" role="img" aria-label={`Rated ${full} out of 5`}>
      {"★".repeat(full)}
      <span className="sw-stars-off">{"★".repeat(5 - full)}</span>
    </p>
  );
}
