import { describe, expect, it } from "vitest";
import {
  allocate,
  discountRefusal,
  includedTax,
  ppmOf,
  priceOrder,
  rateFits,
  type PricingDiscount,
  type PricingLine,
  type PricingShippingRate,
  type PricingTax,
} from "./pricing.js";

const line = (
  key: string,
  unitPriceMinor: number,
  quantity: number,
  extra: Partial<PricingLine> = {},
): PricingLine => ({
  key,
  productId: extra.productId ?? key,
  collectionIds: [],
  unitPriceMinor,
  quantity,
  weightGrams: 0,
  ...extra,
});

const tenPercent: PricingDiscount = {
  code: "WELCOME10",
  title: "10 % off",
  kind: "percentage",
  value: 100_000,
  appliesTo: { kind: "all" },
  minimumSubtotalMinor: 0,
};

const standard: PricingShippingRate = {
  id: "standard",
  name: "Standard",
  kind: "shipping",
  priceMinor: 500,
  freeOverMinor: 5000,
  minWeightGrams: null,
  maxWeightGrams: null,
};

const salesTax: PricingTax = {
  ratePpm: 88_750,
  name: "Sales tax",
  pricesIncludeTax: false,
  taxShipping: false,
};

describe("the one rounding rule", () => {
  it("rounds half up on the exact fraction", () => {
    expect(ppmOf(1005, 100_000)).toBe(101); // 100.5
    expect(ppmOf(1004, 100_000)).toBe(100); // 100.4
    expect(ppmOf(2250, 88_750)).toBe(200); // 199.6875
    expect(includedTax(2178, 200_000)).toBe(363); // 363 exactly
    expect(includedTax(2722, 200_000)).toBe(454); // 453.67
    // 0.1 + 0.2 style float errors cannot happen: 9,007,199,254,740,000 × 7 % is exact.
    expect(ppmOf(9_007_199_254_740_000, 70_000)).toBe(630_503_947_831_800);
  });

  it("splits an amount in whole units that add up, the rest to the largest fractions", () => {
    expect(allocate(500, [2400, 3000])).toEqual([222, 278]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    const shares = allocate(999, [123, 456, 789, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });
});

describe("worked examples", () => {
  it("tax added to prices, 10 % code, below the free-shipping amount after the discount", () => {
    // Two T-shirts at $25.00: $50.00, less 10 % is $45.00, under the $50 free-shipping amount.
    const totals = priceOrder({
      lines: [line("tee-s-blue", 2500, 1), line("tee-m-red", 2500, 1)],
      discount: tenPercent,
      shipping: standard,
      tax: salesTax,
    });
    expect(totals).toMatchObject({
      subtotalMinor: 5000,
      discountMinor: 500,
      shippingMinor: 500,
      taxMinor: 400, // 2 × round(2250 × 8.875 %) = 2 × 200
      taxIncluded: false,
      totalMinor: 5400, // 5000 − 500 + 500 + 400
    });
    expect(totals.lines.map((l) => [l.discountMinor, l.taxMinor])).toEqual([
      [250, 200],
      [250, 200],
    ]);
  });

  it("free shipping once the discounted subtotal reaches the amount", () => {
    const totals = priceOrder({
      lines: [line("tee", 2500, 3)],
      discount: tenPercent,
      shipping: standard,
      tax: salesTax,
    });
    // 7500 − 750 = 6750 ≥ 5000: shipping free; tax round(6750 × 8.875 %) = round(599.06) = 599.
    expect(totals).toMatchObject({
      subtotalMinor: 7500,
      discountMinor: 750,
      shippingMinor: 0,
      taxMinor: 599,
      totalMinor: 7349,
    });
  });

  it("tax inside the prices, a fixed discount spread over the lines, shipping taxed", () => {
    const totals = priceOrder({
      lines: [line("mug", 1200, 2), line("poster", 3000, 1)],
      discount: { ...tenPercent, code: "FIVE", kind: "fixed", value: 500 },
      shipping: { ...standard, priceMinor: 490, freeOverMinor: null },
      tax: { ratePpm: 200_000, name: "VAT", pricesIncludeTax: true, taxShipping: true },
    });
    // 500 over 2400 : 3000 is 222.2 and 277.8: 222 and 278. Charged 2178 and 2722; VAT inside
    // is 2178/6 = 363 and 2722/6 = 453.67 → 454; shipping 490/6 = 81.67 → 82.
    expect(totals.lines.map((l) => [l.discountMinor, l.taxMinor])).toEqual([
      [222, 363],
      [278, 454],
    ]);
    expect(totals).toMatchObject({
      subtotalMinor: 5400,
      discountMinor: 500,
      shippingMinor: 490,
      taxMinor: 899,
      taxIncluded: true,
      totalMinor: 5390, // the tax is in it: 5400 − 500 + 490
    });
  });

  it("a free-shipping code takes the chosen weight band's price off", () => {
    const light = {
      ...standard,
      id: "light",
      priceMinor: 400,
      freeOverMinor: null,
      maxWeightGrams: 1000,
    };
    const heavy = {
      ...light,
      id: "heavy",
      priceMinor: 900,
      minWeightGrams: 1001,
      maxWeightGrams: 5000,
    };
    const lines = [line("boots", 1500, 2, { weightGrams: 800 })];
    expect([light, heavy].filter((rate) => rateFits(rate, 1600))).toEqual([heavy]);
    const totals = priceOrder({
      lines,
      discount: { ...tenPercent, code: "SHIPFREE", kind: "free_shipping", value: 0 },
      shipping: heavy,
      tax: { ...salesTax, ratePpm: 0 },
    });
    expect(totals).toMatchObject({
      subtotalMinor: 3000,
      shippingMinor: 900,
      discountMinor: 900,
      taxMinor: 0,
      totalMinor: 3000,
      weightGrams: 1600,
    });
  });

  it("a discount limited to a collection touches only its lines, and taxes follow", () => {
    const sale: PricingDiscount = {
      ...tenPercent,
      kind: "percentage",
      value: 250_000,
      appliesTo: { kind: "collections", ids: ["summer"] },
    };
    const totals = priceOrder({
      lines: [line("hat", 2000, 1, { collectionIds: ["summer"] }), line("scarf", 3000, 1)],
      discount: sale,
      shipping: null,
      tax: { ...salesTax, ratePpm: 100_000 },
    });
    expect(totals.lines.map((l) => [l.discountMinor, l.taxMinor])).toEqual([
      [500, 150],
      [0, 300],
    ]);
    expect(totals.totalMinor).toBe(5000 - 500 + 450);
  });

  it("a fixed amount never takes off more than the eligible lines cost", () => {
    const totals = priceOrder({
      lines: [line("pin", 300, 1)],
      discount: { ...tenPercent, kind: "fixed", value: 1000 },
      shipping: null,
      tax: { ...salesTax, ratePpm: 0 },
    });
    expect(totals).toMatchObject({ discountMinor: 300, totalMinor: 0 });
  });
});

describe("when a discount applies", () => {
  it("refuses one whose lines are missing or whose minimum is not reached", () => {
    const limited: PricingDiscount = {
      ...tenPercent,
      appliesTo: { kind: "products", ids: ["p2"] },
    };
    expect(discountRefusal([line("p1", 1000, 1)], limited)).toBe("not_eligible");
    const minimum = { ...tenPercent, minimumSubtotalMinor: 5000 };
    expect(discountRefusal([line("p1", 4999, 1)], minimum)).toBe("below_minimum");
    expect(discountRefusal([line("p1", 5000, 1)], minimum)).toBeNull();
    // priceOrder leaves a refused discount out rather than half-applying it.
    const totals = priceOrder({
      lines: [line("p1", 4999, 1)],
      discount: minimum,
      shipping: null,
      tax: { ...salesTax, ratePpm: 0 },
    });
    expect(totals).toMatchObject({ discount: null, discountMinor: 0, totalMinor: 4999 });
  });
});
