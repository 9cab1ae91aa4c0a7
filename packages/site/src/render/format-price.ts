const SYMBOLS: Record<string, string> = { EUR: "€", GBP: "£" };

// Making a formatter costs far more than formatting: a catalogue page shows dozens of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}\0${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    if (formatters.size >= 64) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/**
 * A price for display: numbers in the site's currency and locale (PRODUCT.md §9: USD and en-US by
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
    return currencyFormat(locale, currency).format(price);
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
