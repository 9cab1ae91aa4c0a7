import { fromMinor, minorDigits, priceDecimalsMessage, toMinor } from "@shopwright/sdk";

/** What an amount box holds for `minor` units: "18.50" in USD, "1200" in JPY; "" for none. */
export function moneyText(minor: number | null, currency: string): string {
  return minor === null ? "" : fromMinor(minor, currency).toFixed(minorDigits(currency));
}

/**
 * An amount as a person types it in major units ("18.50", "18,50", "18") to integer minor
 * units of the currency: null for an empty box, or the problem (`invalid`: not an amount of 0
 * or more; else the currency's decimals message).
 */
export function parseMoneyText(
  text: string,
  currency: string,
  invalid: string,
): { minor: number | null } | { problem: string } {
  const typed = text.trim().replace(",", ".");
  if (typed === "") return { minor: null };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(typed)) return { problem: invalid };
  const digits = minorDigits(currency);
  const decimals = typed.split(".")[1]?.length ?? 0;
  if (decimals > digits) return { problem: priceDecimalsMessage(currency, digits) };
  return { minor: toMinor(Number(typed), currency) };
}
