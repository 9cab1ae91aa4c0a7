import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unsafeMarkup } from "../inert-markup.test.js";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { createStorefront, type StorefrontInput } from "../storefront/storefront.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import type { CatalogueProduct } from "./catalogue-product.js";
import { GALLERY_MAX_IMAGES } from "./ProductGallery.js";
import { relativeHref } from "./resolve-link.js";

// The product page (docs/PRODUCT.md "Product pages"): gallery, prices, variants, description.

const tee: CatalogueProduct = {
  id: "7e000000-0000-4000-8000-000000000001",
  name: "Field Tee",
  description: "Heavy **organic** cotton.\n\n<script>alert(1)</script>",
  priceMinor: 1800,
  compareAtMinor: 2400,
  images: ["/uploads/tee-front.webp", "/uploads/tee-back.webp", "/uploads/tee-blue.webp"],
  isInStock: true,
  sku: "TEE",
  options: [
    { name: "Size", values: ["S", "M", "L"] },
    { name: "Colour", values: ["Sand", "Blue"] },
  ],
  variants: [
    { id: "v-s-sand", title: "S / Sand", options: ["S", "Sand"], priceMinor: 1800, stock: 0 },
    {
      id: "v-m-blue",
      title: "M / Blue",
      options: ["M", "Blue"],
      priceMinor: 1800,
      compareAtMinor: 2400,
      sku: "TEE-M-BLUE",
      stock: 3,
      image: "/uploads/tee-blue.webp",
    },
    { id: "v-l-sand", title: "L / Sand", options: ["L", "Sand"], priceMinor: 2000, stock: 40 },
  ],
};

const mug: CatalogueProduct = {
  id: "7e000000-0000-4000-8000-000000000002",
  name: "Blue Mug",
  priceMinor: 2400,
  compareAtMinor: 3000,
  images: ["/uploads/mug.webp"],
  isInStock: true,
};

const layout = normalizeLayout({ pages: [{ name: "Home", sections: [{ type: "hero" }] }] });

const storefront = (products: CatalogueProduct[], over: Partial<StorefrontInput> = {}) =>
  createStorefront({
    siteName: "Field Goods",
    layout,
    theme: DEFAULT_THEME,
    products,
    mode: "publish",
    hrefFor: relativeHref,
    assetHref: relativeHref,
    siteCss: "",
    fontPath: () => "/_fonts/x.woff2",
    formAction: "/forms",
    script: "/*site script*/",
    commerce: { enabled: true },
    siteUrl: "https://field.example",
    ...over,
  });

function pageOf(product: CatalogueProduct, over: Partial<StorefrontInput> = {}) {
  const shop = storefront([product], over);
  const html = shop.render(shop.productPathOf(product.id)!)!.html;
  return html.slice(html.indexOf("<body>"));
}

const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];
const formOf = (html: string) => /<form class="sw-cart-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
const siteCss = readFileSync(new URL("../site.css", import.meta.url), "utf8");

describe("the gallery", () => {
  const html = pageOf(tee);

  it("shows the main image large, loaded at once, and the others lazily behind thumbnails", () => {
    const main = /<div class="sw-gallery-main">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(tags(main, /<img [^>]*>/g)).toEqual([
      '<img class="sw-product-image" src="/uploads/tee-front.webp" alt="Field Tee, image 1 of 3" loading="lazy" decoding="async"/>',
      '<img class="sw-product-image" src="/uploads/tee-back.webp" alt="Field Tee, image 2 of 3" loading="lazy" decoding="async"/>',
      // The chosen variant's image takes the main place when the page opens: fetched at once.
      '<img class="sw-product-image" src="/uploads/tee-blue.webp" alt="Field Tee, M / Blue, image 3 of 3" loading="eager"/>',
    ]);
    const thumbs = /<div class="sw-thumbs"[\s\S]*$/.exec(html)?.[0] ?? "";
    expect(tags(thumbs, /<img [^>]*>/g)).toHaveLength(3);
    for (const img of tags(thumbs, /<img [^>]*>/g)) expect(img).toContain('loading="lazy"');
    expect(thumbs).toContain('alt="Image 2"');
  });

  it("switches images with radio buttons and their labels, outside the cart form", () => {
    const radios = tags(html, /<input class="sw-gallery-input[^>]*>/g);
    expect(radios).toHaveLength(3);
    expect(radios[0]).toContain('checked=""');
    expect(radios.slice(1).join()).not.toContain("checked");
    for (const [i, radio] of radios.entries()) {
      expect(radio).toContain(`id="sw-image-${i + 1}"`);
      expect(html).toContain(`<label for="sw-image-${i + 1}">`);
    }
    expect(formOf(html)).not.toContain("sw-gallery-input");
  });

  it("has a stylesheet rule for every place an image can take", () => {
    const places = tags(siteCss, /\.sw-thumb:nth-child\((\d+)\)/g).map((m) =>
      Number(/\d+/.exec(m)![0]),
    );
    expect(Math.max(...places)).toBe(GALLERY_MAX_IMAGES);
    for (let n = 2; n <= GALLERY_MAX_IMAGES; n++) {
      expect(siteCss).toContain(`.sw-gallery-main>:nth-child(${n})`.replace(">", " > "));
      expect(siteCss).toContain(`[data-sw-image="${n}"]:checked`);
    }
    const many = pageOf({
      ...mug,
      images: Array.from({ length: 14 }, (_, i) => `/uploads/${i}.webp`),
    });
    expect(tags(many, /<input class="sw-gallery-input/g)).toHaveLength(GALLERY_MAX_IMAGES);
  });

  it("shows one image without thumbnails, and a designed tile without any", () => {
    const one = pageOf(mug);
    expect(one).not.toContain("sw-thumbs");
    expect(one).toContain('alt="Blue Mug" loading="eager"');
    expect(pageOf({ ...mug, images: [] })).toContain('role="img" aria-label="Blue Mug"');
  });
});

describe("prices", () => {
  it("strikes the product's was price beside its price, with a Sale badge", () => {
    const html = pageOf(mug);
    expect(html).toContain(
      '<p class="sw-price-line"><span class="sw-price">$24.00</span><s class="sw-was"><span class="sw-visually-hidden">Was </span>$30.00</s><span class="sw-sale">Sale</span></p>',
    );
  });

  it("shows no was price or badge when it is not above the price", () => {
    for (const compareAtMinor of [undefined, 2400, 1000]) {
      const html = pageOf({ ...mug, compareAtMinor });
      expect(html).toContain('<span class="sw-price">$24.00</span>');
      expect(html).not.toContain("sw-was");
      expect(html).not.toContain("Sale");
    }
  });

  it("gives each variant its own price, was price and stock", () => {
    const info = tags(pageOf(tee), /<span class="sw-variant-info"[^>]*>[\s\S]*?<\/p><\/span>/g);
    expect(info).toHaveLength(3);
    expect(info[0]).toContain(
      '<span class="sw-price">$18.00</span><span class="sw-stock">Sold out</span>',
    );
    expect(info[1]).toContain(
      '<span class="sw-price">$18.00</span><s class="sw-was"><span class="sw-visually-hidden">Was </span>$24.00</s><span class="sw-sale">Sale</span><span class="sw-stock">Only 3 left</span>',
    );
    expect(info[2]).toContain('<span class="sw-price">$20.00</span></p>');
    // The chosen variant's line is the price: the product's own is not shown besides.
    expect(tags(pageOf(tee), /class="sw-price-line"/g)).toHaveLength(3);
  });
});

describe("variants", () => {
  const html = pageOf(tee);
  const form = formOf(html);
  const radios = tags(form, /<input class="sw-variant-input[^>]*>/g);

  it("post the product and the chosen variant in the add-to-cart form", () => {
    expect(form).toContain('action="../cart/items"');
    expect(form).toContain(`<input type="hidden" name="productId" value="${tee.id}"/>`);
    expect(radios.map((radio) => /value="([^"]*)"/.exec(radio)?.[1])).toEqual([
      "v-s-sand",
      "v-m-blue",
      "v-l-sand",
    ]);
    for (const radio of radios) {
      expect(radio).toContain('type="radio"');
      expect(radio).toContain('name="variantId"');
      expect(radio).toContain('required=""');
    }
    expect(form).toContain('<p class="sw-variants-label" id="sw-variants-');
    expect(form).toContain(">Size / Colour</p>");
    expect(form).toContain(
      '<button class="sw-btn sw-btn-primary" type="submit">Add to cart</button>',
    );
  });

  it("cannot choose a sold-out variant, and chooses the first in stock", () => {
    expect(radios[0]).toContain('disabled=""');
    expect(radios[0]).not.toContain("checked");
    expect(form).toContain('S / Sand<span class="sw-visually-hidden">, sold out</span>');
    expect(radios[1]).toContain('checked=""');
    expect(radios[2]).not.toContain("checked");
    expect(radios[2]).not.toContain("disabled");
  });

  it("tell the gallery which image a variant shows, and describe each choice by its price", () => {
    expect(radios[1]).toContain('data-sw-image="3"');
    expect(radios[0]).not.toContain("data-sw-image");
    expect(radios[1]).toContain('aria-describedby="sw-variant-v-m-blue-info"');
    expect(form).toContain('id="sw-variant-v-m-blue-info"');
  });

  it("all sold out: the product's price, nothing chosen and the button disabled", () => {
    const gone = pageOf({
      ...tee,
      isInStock: false,
      variants: tee.variants!.map((variant) => ({ ...variant, stock: 0 })),
    });
    expect(gone).not.toContain("<form");
    expect(gone).not.toMatch(/<input class="sw-variant-input[^>]*checked/);
    expect(tags(gone, /<input class="sw-variant-input[^>]*disabled=""/g)).toHaveLength(3);
    expect(gone).toContain('<p class="sw-price-line"><span class="sw-price">$18.00</span>');
    expect(gone).toContain(
      '<button class="sw-btn sw-btn-primary sw-cart-btn" type="button" disabled="">Sold out</button>',
    );
  });

  it("are shown, inert, in the preview and on a site that does not sell", () => {
    const preview = pageOf(tee, { mode: "preview" });
    expect(preview).not.toContain("<form");
    expect(preview).toContain('<div class="sw-cart-form"><input type="hidden" name="productId"');
    expect(tags(preview, /<input class="sw-variant-input/g)).toHaveLength(3);
    const catalogue = pageOf(tee, { commerce: undefined });
    expect(catalogue).not.toContain("Add to cart");
    expect(tags(catalogue, /<input class="sw-variant-input/g)).toHaveLength(3);
  });

  it("leave a product without options as it was: no variant field", () => {
    const html = pageOf({ ...mug, variants: tee.variants });
    expect(html).not.toContain("variantId");
    expect(formOf(pageOf(mug))).not.toContain("variantId");
  });
});

describe("the description", () => {
  it("is rich text, with the owner's markup inert", () => {
    const html = pageOf(tee);
    expect(html).toContain(
      '<div class="sw-lead sw-rich"><p>Heavy <strong>organic</strong> cotton.</p>\n&lt;script&gt;alert(1)&lt;/script&gt;</div>',
    );
    expect(unsafeMarkup(html.replace(/<script>\/\*site script\*\/<\/script>/, ""))).toEqual([]);
  });

  it("reads as plain words in search results and the structured data", () => {
    const shop = storefront([tee]);
    const html = shop.render(shop.productPathOf(tee.id)!)!.html;
    const head = html.slice(0, html.indexOf("<body>"));
    expect(head).toContain(
      '<meta name="description" content="Heavy organic cotton. &lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(head).toContain('"description":"Heavy organic cotton. \\u003cscript\\u003ealert(1)');
    expect(head).not.toContain("**");
  });
});
