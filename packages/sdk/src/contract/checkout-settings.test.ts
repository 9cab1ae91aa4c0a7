import { describe, expect, it } from "vitest";
import {
  CHECKOUT_MESSAGES,
  percentToPpm,
  ppmToPercent,
  shippingTaxesProblems,
} from "./checkout-settings.js";

describe("shippingTaxesProblems", () => {
  it("names each later zone that repeats a country, in any case, and everywhere else twice", () => {
    expect(
      shippingTaxesProblems({
        zones: [
          { countries: ["US", "*"] },
          { countries: ["de", "DE"] },
          { countries: ["us"] },
          { countries: ["*", "FR"] },
        ],
        taxRates: [],
      }),
    ).toEqual([
      { path: ["zones", 2, "countries"], message: CHECKOUT_MESSAGES.countryTwice },
      { path: ["zones", 3, "countries"], message: CHECKOUT_MESSAGES.countryTwice },
    ]);
  });

  it("names a second tax rate for one country and region, regions in any case or spacing", () => {
    expect(
      shippingTaxesProblems({
        zones: [],
        taxRates: [
          { country: "US", region: "New York" },
          { country: "US" },
          { country: "us", region: " new york" },
          { country: "US", region: "" },
          { country: "CA", region: "New York" },
        ],
      }),
    ).toEqual([
      { path: ["taxRates", 2, "region"], message: CHECKOUT_MESSAGES.taxRateTwice },
      { path: ["taxRates", 3, "region"], message: CHECKOUT_MESSAGES.taxRateTwice },
    ]);
  });
});

describe("percentages as parts per million", () => {
  it("keeps four decimals exactly both ways", () => {
    expect(percentToPpm(8.875)).toBe(88_750);
    expect(percentToPpm(19.9999)).toBe(199_999);
    expect(ppmToPercent(88_750)).toBe(8.875);
  });
});
