import { describe, expect, it } from "vitest";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { createStorefront } from "../storefront/storefront.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import type { CatalogueProduct } from "./catalogue-product.js";
import { relativeHref } from "./resolve-link.js";
import { IMAGE_SLOTS, uploadSrcset, widthOfName } from "./upload-srcset.js";

// Responsive images of uploads (docs/ARCHITECTURE.md "Uploads and images").

const folderOf = (n: number) => {
  const id = `${n}`.padStart(2, "0") + "c0ffee".padEnd(30, "0");
  return `/uploads/${id.slice(0, 2)}/${id}/`;
};
const upload = (n: number) => `${folderOf(n)}original.jpg`;
const srcsetOf = (n: number, widths: number[]) =>
  widths.map((width) => `${folderOf(n)}w${width} ${width}w`).join(",");

describe("uploadSrcset", () => {
  it("offers an upload's stored widths that fit the slot, the largest as src", () => {
    expect(uploadSrcset(upload(1), "card")).toEqual({
      src: `${folderOf(1)}w640`,
      srcSet: srcsetOf(1, [320, 640]),
      sizes: IMAGE_SLOTS.card.sizes,
    });
    // The web rendition's address names the same upload.
    expect(uploadSrcset(`${folderOf(1)}web.webp`, "thumb").srcSet).toBe(srcsetOf(1, [160, 320]));
  });

  it("keeps any other address a plain src", () => {
    for (const url of [
      "https://cdn.example/a.jpg",
      "/uploads/rings.jpg",
      "/uploads/ab/0123/original.jpg",
      // The shard must be the id's first two characters, as the server makes them.
      "/uploads/ff/0123456789abcdef0123456789abcdef/original.jpg",
      "https://other.example/uploads/01/0123456789abcdef0123456789abcdef/original.jpg",
    ]) {
      expect(uploadSrcset(url, "hero")).toEqual({ src: url });
    }
  });

  it("reads only the stored widths back from a file name", () => {
    expect(widthOfName("w640")).toBe(640);
    expect(widthOfName("w1600")).toBe(1600);
    for (const name of ["w641", "w0640", "w", "640", "w16000", "original"]) {
      expect(widthOfName(name)).toBeNull();
    }
  });
});

const products: CatalogueProduct[] = [1, 2, 3].map((n) => ({
  id: `7e000000-0000-4000-8000-00000000000${n}`,
  name: `Blend ${n}`,
  priceMinor: 1400,
  images: n === 1 ? [upload(1), upload(4), "https://cdn.example/side.jpg"] : [upload(n)],
  isInStock: true,
}));

function storefrontWith(heroVariant: "split" | "overlay") {
  return createStorefront({
    siteName: "Ember",
    layout: normalizeLayout({
      pages: [
        {
          name: "Home",
          sections: [
            { type: "hero", props: { title: "Coffee", image: upload(9), variant: heroVariant } },
            { type: "collection", props: { title: "Shop" } },
          ],
        },
      ],
    }),
    theme: DEFAULT_THEME,
    products,
    mode: "publish",
    hrefFor: relativeHref,
    assetHref: relativeHref,
    siteCss: "",
    fontPath: () => "/_fonts/x.woff2",
    formAction: "/forms",
    script: "",
    commerce: { enabled: true },
    siteUrl: "https://ember.example",
  });
}

const imgs = (html: string) => html.match(/<img [^>]*>/g) ?? [];
const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`, "i").exec(tag)?.[1];

describe("storefront images of uploads", () => {
  it("gives the split hero and the product cards their widths and sizes", () => {
    const shop = storefrontWith("split");
    const html = shop.render("/")!.html;
    const [hero, ...cards] = imgs(html.slice(html.indexOf("<body")));
    expect(attr(hero!, "class")).toBe("sw-hero-image");
    expect(attr(hero!, "srcset")).toBe(srcsetOf(9, [640, 960, 1280, 1600]));
    expect(attr(hero!, "sizes")).toBe(IMAGE_SLOTS.hero.sizes);
    expect(cards).toHaveLength(3);
    for (const [i, card] of cards.entries()) {
      expect(attr(card, "srcset")).toBe(srcsetOf(i + 1, [320, 640]));
      expect(attr(card, "sizes")).toBe(IMAGE_SLOTS.card.sizes);
      expect(attr(card, "src")).toBe(`${folderOf(i + 1)}w640`);
    }
  });

  it("gives the overlay hero the page's whole width", () => {
    const html = storefrontWith("overlay").render("/")!.html;
    const hero = imgs(html).find((img) => img.includes("sw-hero-backdrop"))!;
    expect(attr(hero, "srcset")).toBe(srcsetOf(9, [640, 960, 1280, 1600]));
    expect(attr(hero, "sizes")).toBe("100vw");
  });

  it("gives the product page's large images and thumbnails theirs; other addresses stay plain", () => {
    const shop = storefrontWith("split");
    const html = shop.render(shop.productPathOf(products[0]!.id)!)!.html;
    const body = html.slice(html.indexOf("<body"));
    const main = /<div class="sw-gallery-main">([\s\S]*?)<\/div>/.exec(body)![1]!;
    const [first, second, external] = imgs(main);
    expect(attr(first!, "srcset")).toBe(srcsetOf(1, [640, 960, 1280]));
    expect(attr(first!, "sizes")).toBe(IMAGE_SLOTS.product.sizes);
    expect(attr(second!, "srcset")).toBe(srcsetOf(4, [640, 960, 1280]));
    expect(external).toContain('src="https://cdn.example/side.jpg"');
    expect(external).not.toContain("srcset");
    const thumbs = imgs(/<div class="sw-thumbs"[\s\S]*$/.exec(body)![0]);
    expect(thumbs.map((img) => attr(img, "srcset"))).toEqual([
      srcsetOf(1, [160, 320]),
      srcsetOf(4, [160, 320]),
      undefined,
    ]);
    expect(attr(thumbs[0]!, "sizes")).toBe(IMAGE_SLOTS.thumb.sizes);
  });

  it("preloads no image by its full-size address", () => {
    const html = storefrontWith("split").render("/")!.html;
    const body = html.slice(html.indexOf("<body"));
    // Only the social cards' image (og:image, in the head) is the upload as it was sent.
    expect(body).not.toContain("original.jpg");
    const preloads = body.match(/<link [^>]*as="image"[^>]*>/g) ?? [];
    for (const link of preloads) {
      expect(link).not.toContain("href=");
      expect(attr(link, "imageSrcSet")).toBeTruthy();
      expect(attr(link, "imageSizes")).toBeTruthy();
    }
  });
});
