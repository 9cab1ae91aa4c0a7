import { describe, expect, it } from "vitest";
import { formatMoney, fromMinor, minorDigits, toMinor } from "./money.js";

describe("money", () => {
  it("takes the minor digits from the currency", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("eur")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
    expect(minorDigits("XYZ1")).toBe(2);
  });

  it("converts major to minor units exactly", () => {
    expect(toMinor(18.5, "USD")).toBe(1850);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor(0.29, "USD")).toBe(29);
    expect(toMinor(1200, "JPY")).toBe(1200);
    expect(toMinor(1.2345, "KWD")).toBe(1235);
    expect(fromMinor(1235, "KWD")).toBe(1.235);
    expect(fromMinor(1200, "JPY")).toBe(1200);
  });

  it("formats with Intl in the store's locale", () => {
    expect(formatMoney(1850, "USD", "en-US")).toBe("$18.50");
    expect(formatMoney(1200, "JPY", "en-US")).toBe("¥1,200");
    expect(formatMoney(1235, "KWD", "en-US").replace(/\s/g, " ")).toBe("KWD 1.235");
    expect(formatMoney(1850, "EUR", "de-DE").replace(/\s/g, " ")).toBe("18,50 €");
  });
});
