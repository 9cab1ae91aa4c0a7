/**
 * Money is integer minor units of a currency: cents for USD (2 digits), yen for JPY (0),
 * fils for KWD (3). The currency decides the digits, as `Intl` knows them (ISO 4217), and
 * every amount is formatted with `Intl.NumberFormat`. Totals are sums and products of
 * integers: nothing here rounds but the conversion from a major-unit number typed by a person.
 */

const digitsByCurrency = new Map<string, number>();

/** The minor digits of a currency: 2 for USD and EUR, 0 for JPY, 3 for KWD; 2 when unknown. */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(code, digits);
  }
  return digits;
}

/** Major units typed by a person (18.5 dollars) to integer minor units (1850), rounded half away from zero. */
export function toMinor(major: number, currency: string): number {
  const scaled = major * 10 ** minorDigits(currency);
  // Binary floats: 1.005 * 100 is 100.49999…; rounding the shortest decimal text is exact.
  return Math.sign(scaled) * Math.round(Math.abs(Number(scaled.toPrecision(15))));
}

/** Integer minor units (1850) to major units (18.5), the unit prices are typed and shown in. */
export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/**
 * Integer minor units as exact decimal text in major units with the currency's digits:
 * "18.50" (USD), "1200" (JPY), "18.500" (KWD); what machine-read files carry (CSV, JSON-LD).
 */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const amount = Math.abs(minor);
  if (digits === 0) return `${sign}${amount}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(amount / unit)}.${String(amount % unit).padStart(digits, "0")}`;
}

// Making a formatter costs far more than formatting: a cart shows many amounts.
const formatters = new Map<string, Intl.NumberFormat>();

/** An amount of minor units for display, in the store's currency and locale. */
export function formatMoney(minor: number, currency = "USD", locale = "en-US"): string {
  const key = `${locale}\0${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: "currency", currency });
    } catch {
      format = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    }
    if (formatters.size >= 64) formatters.clear();
    formatters.set(key, format);
  }
  return format.format(fromMinor(minor, currency));
}
