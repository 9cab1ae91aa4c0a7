import { formatMoney } from "@shopwright/sdk";

const count = new Intl.NumberFormat(undefined);
const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });

/** A count as people read it: "12,480". */
export const formatCount = (value: number) => count.format(value);

/** A share (0 to 1) as a percentage: "2.4%". */
export const formatPercent = (value: number) => percent.format(value);

/** An amount in minor units of the store's currency, in the store's locale. */
export const formatAmount = (minor: number, currency: string, locale: string) =>
  formatMoney(minor, currency, locale);

/**
 * The change from the previous range: a share (+0.12 is 12 % more), "new" when there was
 * nothing before, or null when there is nothing either side.
 */
export function changeOf(current: number | null, previous: number | null): number | "new" | null {
  if (current === null || previous === null) return current !== null && current > 0 ? "new" : null;
  if (previous === 0) return current === 0 ? null : "new";
  return (current - previous) / previous;
}
