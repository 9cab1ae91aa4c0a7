import { describe, expect, it } from "vitest";
import { displayPrice, fromCents, siteProductOf, toCents } from "./catalogue-product.js";
import { formatPrice } from "./format-price.js";

describe("catalogue products", () => {
  it("keeps prices exact in cents and shows them in major units", () => {
    for (const price of [0, 0.1, 0.29, 18.5, 19.99, 1234567.89]) {
      expect(fromCents(toCents(price))).toBe(price);
    }
    expect(toCents(19.99)).toBe(1999);
    expect(formatPrice(displayPrice({ priceCents: 1850 }), "USD", "en-US")).toBe("$18.50");
    expect(displayPrice({})).toBeUndefined();
  });

  it("gives renderers the price in major units and the main image", () => {
    expect(
      siteProductOf(
        { id: "p1", name: "Guji", priceCents: 1850, images: ["/uploads/a.webp", "/b.webp"] },
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
});
