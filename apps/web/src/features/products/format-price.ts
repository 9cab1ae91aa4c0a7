/** PRODUCT.md §9: the currency and locale used when the store has none (or has not loaded). */
export const DEFAULT_CURRENCY = "USD";

export function defaultLocale(): string {
  return (typeof navigator !== "undefined" && navigator.language) || "en-US";
}

const FALLBACK_SYMBOLS: Record<string, string> = { EUR: "€", GBP: "£" };

/** PRODUCT.md §9 fallback when Intl refuses the currency or locale: EUR €, GBP £, otherwise $. */
export function formatWithSymbol(amount: number, currency: string): string {
  const symbol = FALLBACK_SYMBOLS[currency.toUpperCase()] ?? "$";
  return `${symbol}${amount.toFixed(2)}`;
}

/** A formatter of prices in the store's currency and locale, built once per list. */
export function createPriceFormatter(
  currency: string = DEFAULT_CURRENCY,
  locale: string = defaultLocale(),
): (amount: number) => string {
  try {
    const format = new Intl.NumberFormat(locale, { style: "currency", currency });
    return (amount) => format.format(amount);
  } catch {
    return (amount) => formatWithSymbol(amount, currency);
  }
}
