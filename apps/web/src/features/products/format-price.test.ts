import { describe, expect, it } from "vitest";
import { createPriceFormatter, formatWithSymbol } from "./format-price";

describe("createPriceFormatter", () => {
  it("formats in the store's currency and locale", () => {
    expect(createPriceFormatter("USD", "en-US")(18.5)).toBe("$18.50");
    expect(createPriceFormatter("EUR", "de-DE")(18.5)).toBe("18,50\u00a0€");
    expect(createPriceFormatter("GBP", "en-GB")(1234)).toBe("£1,234.00");
  });

  it("defaults to USD", () => {
    expect(createPriceFormatter(undefined, "en-US")(3)).toBe("$3.00");
  });

  it("falls back to the PRODUCT.md §9 symbols when Intl refuses the currency or locale", () => {
    expect(createPriceFormatter("EUR", "not a locale!")(18.5)).toBe("€18.50");
    expect(createPriceFormatter("GBP", "not a locale!")(2)).toBe("£2.00");
    expect(createPriceFormatter("DOLLARS", "en-US")(2)).toBe("$2.00");
  });
});

describe("formatWithSymbol", () => {
  it("uses € for EUR, £ for GBP and $ otherwise", () => {
    expect(formatWithSymbol(1, "eur")).toBe("€1.00");
    expect(formatWithSymbol(1, "GBP")).toBe("£1.00");
    expect(formatWithSymbol(1, "JPY")).toBe("$1.00");
  });
});
