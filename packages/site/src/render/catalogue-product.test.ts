import { describe, expect, it } from "vitest";
import { toMinor } from "../money/money.js";
import { displayPrice, siteProductOf } from "./catalogue-product.js";
import { formatPrice } from "./format-price.js";

describe("catalogue products", () => {
  it("keeps prices exact in minor units and shows them in major units of the currency", () => {
    for (const price of [0, 0.1, 0.29, 18.5, 19.99, 1234567.89]) {
      expect(displayPrice({ priceMinor: toMinor(price, "USD") }, "USD")).toBe(price);
    }
    expect(formatPrice(displayPrice({ priceMinor: 1850 }, "USD"), "USD", "en-US")).toBe("$18.50");
    expect(formatPrice(displayPrice({ priceMinor: 1200 }, "JPY"), "JPY", "en-US")).toBe("¥1,200");
    expect(displayPrice({ priceMinor: 18500 }, "KWD")).toBe(18.5);
    expect(displayPrice({}, "USD")).toBeUndefined();
  });

  it("gives renderers the price in major units and the main image", () => {
    expect(
      siteProductOf(
        { id: "p1", name: "Guji", priceMinor: 1850, images: ["/uploads/a.webp", "/b.webp"] },
        "USD",
        "/products/guji-p1",
      ),
    ).toEqual({
      id: "p1",
      name: "Guji",
      price: 18.5,
      image: "/uploads/a.webp",
      path: "/products/guji-p1",
    });
  });

  it("gives a was price only while it is above the price", () => {
    const of = (compareAtMinor?: number) =>
      siteProductOf({ id: "p1", name: "Guji", priceMinor: 1850, images: [], compareAtMinor }, "USD")
        .wasPrice;
    expect(of(2400)).toBe(24);
    expect(of(1850)).toBeUndefined();
    expect(of(1000)).toBeUndefined();
    expect(of(undefined)).toBeUndefined();
  });
});
