import { describe, expect, it } from "vitest";
import {
  jsonLdScripts,
  offerJsonLd,
  organizationJsonLd,
  productJsonLd,
} from "./structured-data.js";

const offer = { priceMinor: 1850, currency: "USD", isInStock: true, url: "https://s.example/p" };

describe("structured data", () => {
  it("prices an offer in major units with the currency's digits", () => {
    expect(offerJsonLd(offer).price).toBe("18.50");
    expect(offerJsonLd({ ...offer, priceMinor: 1200, currency: "JPY" }).price).toBe("1200");
    expect(offerJsonLd({ ...offer, priceMinor: 18500, currency: "KWD" }).price).toBe("18.500");
    expect(offerJsonLd({ ...offer, priceMinor: 5 }).price).toBe("0.05");
  });

  it("says whether the product is in stock", () => {
    expect(offerJsonLd(offer).availability).toBe("https://schema.org/InStock");
    expect(offerJsonLd({ ...offer, isInStock: false }).availability).toBe(
      "https://schema.org/OutOfStock",
    );
  });

  it("gives one offer as an Offer and several as their array", () => {
    const one = productJsonLd({ name: "Mug", images: [], url: offer.url, offers: [offer] });
    expect(one.offers).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
    const two = productJsonLd({ name: "Mug", images: [], url: offer.url, offers: [offer, offer] });
    expect(two.offers).toHaveLength(2);
    expect(
      productJsonLd({ name: "Mug", images: [], url: offer.url, offers: [] }),
    ).not.toHaveProperty("offers");
  });

  it("makes a product with variants a ProductGroup: a Product and an Offer per variant", () => {
    const group = productJsonLd({
      name: "Tee",
      images: [],
      sku: "TEE",
      url: offer.url,
      offers: [offer],
      variesBy: ["Size"],
      variants: [
        { title: "S", sku: "TEE-S", offer: { ...offer, isInStock: false } },
        { title: "M", image: "https://s.example/m.webp", offer: { ...offer, priceMinor: 2000 } },
      ],
    });
    expect(group).toMatchObject({
      "@type": "ProductGroup",
      sku: "TEE",
      productGroupID: "TEE",
      variesBy: ["Size"],
    });
    expect(group).not.toHaveProperty("offers");
    expect(group.hasVariant).toEqual([
      {
        "@type": "Product",
        name: "Tee – S",
        sku: "TEE-S",
        offers: { ...offerJsonLd(offer), availability: "https://schema.org/OutOfStock" },
      },
      {
        "@type": "Product",
        name: "Tee – M",
        image: "https://s.example/m.webp",
        offers: { ...offerJsonLd(offer), price: "20.00" },
      },
    ]);
  });

  it("leaves out what the site does not have", () => {
    expect(organizationJsonLd({ name: "Bean There", url: "https://s.example/" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Bean There",
      url: "https://s.example/",
    });
  });

  it("cannot be closed or commented out by its text, and reads back the same", () => {
    const name = "</script><script>alert(1)</script><!-- & \u2028";
    const html = jsonLdScripts([productJsonLd({ name, images: [], url: offer.url, offers: [] })]);
    const inner = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(JSON.parse(inner).name).toBe(name);
  });
});
