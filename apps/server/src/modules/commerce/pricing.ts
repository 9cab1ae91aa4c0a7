/**
 * An order's totals from its lines, the store's tax settings, the chosen shipping rate and
 * the discount that applies: pure, integer minor units throughout, one rounding rule.
 *
 * The rules (docs/PRODUCT.md "Checkout totals"):
 * 1. Subtotal: the sum of unit price × quantity, as the store entered its prices.
 * 2. The discount comes off first. A percentage is of the eligible lines' subtotal, a fixed
 *    amount at most that subtotal; it is spread over the eligible lines in proportion to their
 *    totals (whole minor units, the remainder to the largest fractions, then the first line).
 * 3. Shipping: a rate's price, nothing when the discounted subtotal reaches its "free over"
 *    amount; a free-shipping discount takes the rest of it off.
 * 4. Tax, after the discount: per line, on what the line is charged, at the destination's rate
 *    (its region's when the store gives one, else its country's). Prices entered without tax
 *    add it; prices entered with tax include it (the line's tax is its charged amount × r/(1+r)).
 *    Shipping is taxed the same way when the store says so.
 * 5. The one rounding rule: half up, per line, on the exact fraction (integer arithmetic, no
 *    binary float anywhere), so the order's tax is the sum of its lines' taxes.
 */

/** Rates and percentages are parts per million: 8.875 % is 88_750, 10 % is 100_000. */
export const PPM = 1_000_000;

/** n / d rounded half up, for n ≥ 0 and d > 0, exact at any size. */
export function roundHalfUp(n: bigint, d: bigint): number {
  return Number((2n * n + d) / (2n * d));
}

/** amount × ppm / 1,000,000, rounded half up. */
export function ppmOf(amountMinor: number, ppm: number): number {
  return roundHalfUp(BigInt(amountMinor) * BigInt(ppm), BigInt(PPM));
}

/** The tax included in an amount that has it: amount × r / (1 + r), rounded half up. */
export function includedTax(amountMinor: number, ratePpm: number): number {
  return roundHalfUp(BigInt(amountMinor) * BigInt(ratePpm), BigInt(PPM + ratePpm));
}

/**
 * Splits `amount` over `weights` in proportion, in whole units that add up to `amount`: each
 * gets the floor of its share, and what is left goes one unit at a time to the largest
 * fractions (ties to the earlier weight).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const shares = weights.map((w, index) => {
    const exact = BigInt(amount) * BigInt(w);
    return { index, floor: Number(exact / big), rest: exact % big };
  });
  let left = amount - shares.reduce((sum, s) => sum + s.floor, 0);
  const byRest = [...shares].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  );
  const result = shares.map((s) => s.floor);
  for (const share of byRest) {
    if (left === 0) break;
    result[share.index]! += 1;
    left -= 1;
  }
  return result;
}

export interface PricingLine {
  /** What the caller knows the line by (a product or a variant id). */
  key: string;
  productId: string;
  /** The collections the product is in, for discounts limited to collections. */
  collectionIds: readonly string[];
  unitPriceMinor: number;
  quantity: number;
  /** Weight of one unit in grams (0 when not given). */
  weightGrams: number;
}

/** What a discount takes off and where it applies. */
export interface PricingDiscount {
  /** The code the customer typed, or null for an automatic discount. */
  code: string | null;
  title: string;
  kind: "percentage" | "fixed" | "free_shipping";
  /** percentage: parts per million; fixed: minor units; free_shipping: unused. */
  value: number;
  /** Lines it applies to: every line, or those of the named products or collections. */
  appliesTo:
    | { kind: "all" }
    | { kind: "products"; ids: readonly string[] }
    | {
        kind: "collections";
        ids: readonly string[];
      };
  /** Eligible subtotal it needs, in minor units (0: none). */
  minimumSubtotalMinor: number;
}

export interface PricingShippingRate {
  id: string;
  name: string;
  kind: "shipping" | "pickup";
  priceMinor: number;
  /** Free when the discounted subtotal reaches this (null: never). */
  freeOverMinor: number | null;
  /** The order weights (grams, inclusive) the rate is offered for (null: no bound). */
  minWeightGrams: number | null;
  maxWeightGrams: number | null;
}

export interface PricingTax {
  /** The destination's rate in parts per million (0: no tax there). */
  ratePpm: number;
  /** What the tax is called on the order ("VAT", "Sales tax"). */
  name: string;
  /** Prices (and shipping rates) were entered with the tax in them. */
  pricesIncludeTax: boolean;
  taxShipping: boolean;
}

export interface PricedLine {
  key: string;
  unitPriceMinor: number;
  quantity: number;
  totalMinor: number;
  discountMinor: number;
  taxMinor: number;
}

export interface Totals {
  lines: PricedLine[];
  subtotalMinor: number;
  /** What the discount took off: from the lines, and from shipping for a free-shipping one. */
  discountMinor: number;
  /** The discount that applies (a free-shipping one before a rate is chosen too), or null. */
  discount: PricingDiscount | null;
  /** The shipping rate's price before any discount (0 when none was chosen or it was free). */
  shippingMinor: number;
  taxMinor: number;
  /** True when the tax is inside the prices (the total does not add it). */
  taxIncluded: boolean;
  totalMinor: number;
  weightGrams: number;
}

/** Why a discount does not apply to these lines, or null when it does. */
export type DiscountRefusal = "not_eligible" | "below_minimum";

function eligible(line: PricingLine, discount: PricingDiscount): boolean {
  const to = discount.appliesTo;
  if (to.kind === "all") return true;
  if (to.kind === "products") return to.ids.includes(line.productId);
  return line.collectionIds.some((id) => to.ids.includes(id));
}

const lineTotal = (line: PricingLine) => line.unitPriceMinor * line.quantity;

/** Whether a discount can apply to these lines, and why not when it cannot. */
export function discountRefusal(
  lines: readonly PricingLine[],
  discount: PricingDiscount,
): DiscountRefusal | null {
  const matching = lines.filter((line) => eligible(line, discount));
  if (matching.length === 0) return "not_eligible";
  const subtotal = matching.reduce((sum, line) => sum + lineTotal(line), 0);
  if (subtotal < discount.minimumSubtotalMinor) return "below_minimum";
  return null;
}

/** What a discount takes off the lines (0 for free shipping), before any allocation. */
function goodsDiscount(lines: readonly PricingLine[], discount: PricingDiscount): number {
  const base = lines.filter((l) => eligible(l, discount)).reduce((s, l) => s + lineTotal(l), 0);
  if (discount.kind === "percentage") return Math.min(base, ppmOf(base, discount.value));
  if (discount.kind === "fixed") return Math.min(base, discount.value);
  return 0;
}

/** The total weight of the lines in grams. */
export function weightOf(lines: readonly PricingLine[]): number {
  return lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
}

/** Whether a rate is offered for an order of this weight. */
export function rateFits(rate: PricingShippingRate, weightGrams: number): boolean {
  if (rate.minWeightGrams !== null && weightGrams < rate.minWeightGrams) return false;
  if (rate.maxWeightGrams !== null && weightGrams > rate.maxWeightGrams) return false;
  return true;
}

/** A rate's price for an order whose discounted subtotal is `subtotalMinor`. */
export function ratePrice(rate: PricingShippingRate, discountedSubtotalMinor: number): number {
  if (rate.freeOverMinor !== null && discountedSubtotalMinor >= rate.freeOverMinor) return 0;
  return rate.priceMinor;
}

/**
 * The totals of an order. `discount` must be one `discountRefusal` accepts (the caller says
 * why one is refused); `shipping` is the chosen rate, or null before one is chosen.
 */
export function priceOrder(input: {
  lines: readonly PricingLine[];
  discount: PricingDiscount | null;
  shipping: PricingShippingRate | null;
  tax: PricingTax;
}): Totals {
  const { lines, tax } = input;
  const discount =
    input.discount && discountRefusal(lines, input.discount) === null ? input.discount : null;
  const totals = lines.map(lineTotal);
  const subtotalMinor = totals.reduce((sum, t) => sum + t, 0);

  const offGoods = discount ? goodsDiscount(lines, discount) : 0;
  const weights = lines.map((line, i) => (discount && eligible(line, discount) ? totals[i]! : 0));
  const allocation = allocate(offGoods, weights);
  const discountedSubtotal = subtotalMinor - offGoods;

  const weightGrams = weightOf(lines);
  const shippingMinor = input.shipping ? ratePrice(input.shipping, discountedSubtotal) : 0;
  const offShipping = discount?.kind === "free_shipping" ? shippingMinor : 0;

  const taxOn = (charged: number) =>
    tax.ratePpm === 0
      ? 0
      : tax.pricesIncludeTax
        ? includedTax(charged, tax.ratePpm)
        : ppmOf(charged, tax.ratePpm);
  const priced: PricedLine[] = lines.map((line, i) => ({
    key: line.key,
    unitPriceMinor: line.unitPriceMinor,
    quantity: line.quantity,
    totalMinor: totals[i]!,
    discountMinor: allocation[i]!,
    taxMinor: taxOn(totals[i]! - allocation[i]!),
  }));
  const shippingTax = tax.taxShipping ? taxOn(shippingMinor - offShipping) : 0;
  const taxMinor = priced.reduce((sum, line) => sum + line.taxMinor, 0) + shippingTax;
  const discountMinor = offGoods + offShipping;
  const totalMinor =
    subtotalMinor - discountMinor + shippingMinor + (tax.pricesIncludeTax ? 0 : taxMinor);
  return {
    lines: priced,
    subtotalMinor,
    discountMinor,
    discount,
    shippingMinor,
    taxMinor,
    taxIncluded: tax.pricesIncludeTax,
    totalMinor,
    weightGrams,
  };
}
