const SYMBOLS: Record<string, string> = { EUR: "€", GBP: "£" };

/**
 * A price for display: numbers in the site's currency and locale (SPEC 9: USD and en-US by
 * default, falling back to € / £ / $ when Intl cannot format), text as written ("$19/mo").
 */
export function formatPrice(
  price: number | string | undefined,
  currency = "USD",
  locale = "en-US",
): string {
  if (price === undefined) return "";
  if (typeof price === "string") return price;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(price);
  } catch {
    return `${SYMBOLS[currency.toUpperCase()] ?? "$"}${price.toFixed(2)}`;
  }
}

/** A statistic for display: large whole numbers get digit grouping, anything else as written. */
export function formatStat(value: number | string, locale = "en-US"): string {
  if (typeof value === "string") return value;
  try {
    return Number.isInteger(value) ? value.toLocaleString(locale) : String(value);
  } catch {
    return String(value);
  }
}
