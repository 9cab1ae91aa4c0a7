import { describe, expect, it } from "vitest";
import { unsafeMarkup } from "../inert-markup.test.js";
import { normalizeLayout } from "../layout/normalize-layout.js";
import type { CatalogueProduct } from "../render/catalogue-product.js";
import { relativeHref } from "../render/resolve-link.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import {
  SHELL_MAIN,
  SHELL_TITLE,
  STOREFRONT_PATHS,
  createStorefront,
  fillShell,
  type StorefrontInput,
} from "./storefront.js";

const layout = normalizeLayout({
  pages: [
    {
      name: "Home",
      sections: [
        { type: "navbar", props: { links: [{ text: "About", type: "page", pageName: "About" }] } },
        { type: "collection", props: { title: "Featured" } },
        { type: "contact" },
        { type: "footer" },
      ],
    },
    { name: "About", sections: [{ type: "textblock", props: { title: "Our story" } }] },
  ],
});

const products: CatalogueProduct[] = [
  { id: "p1aaaaaa", name: "Blue Mug", priceMinor: 2400, images: [], isInStock: true },
  { id: "p2bbbbbb", name: "Gone Vase", priceMinor: 5000, images: [], isInStock: false },
  { id: "p3cccccc", name: "Ask Us", images: [] },
];

const storefront = (over: Partial<StorefrontInput> = {}) =>
  createStorefront({
    siteName: "Bean There",
    layout,
    theme: DEFAULT_THEME,
    products,
    mode: "publish",
    hrefFor: relativeHref,
    assetHref: relativeHref,
    siteCss: ".sw-site{}",
    fontPath: () => "/_fonts/x.woff2",
    formAction: "/forms",
    script: "/*site script*/",
    commerce: { enabled: true },
    ...over,
  });

const count = (html: string, part: string) => html.split(part).length - 1;

function pageOf(shop: ReturnType<typeof storefront>, productId: string) {
  return shop.render(shop.productPathOf(productId)!)!.html;
}

describe("a selling storefront", () => {
  it("has one home for the commerce paths", () => {
    expect(STOREFRONT_PATHS).toMatchObject({
      cart: "/cart",
      cartItems: "/cart/items",
      cartLines: "/cart/lines",
      checkout: "/checkout",
      orders: "/orders",
    });
  });

  it("posts the product page's form to the cart, with the product and a quantity", () => {
    const html = pageOf(storefront(), "p1aaaaaa");
    const form = /<form class="sw-cart-form"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="../cart/items"');
    expect(form).toContain('method="post"');
    expect(form).toContain('data-sw-cart="../cart"');
    expect(html).toContain('<input type="hidden" name="productId" value="p1aaaaaa"/>');
    expect(html).toMatch(
      /<label class="sw-field sw-qty"><span>Quantity<\/span><input type="number" min="1" max="99"[^>]* name="quantity" value="1"\/>/,
    );
    expect(html).toContain(
      '<button class="sw-btn sw-btn-primary" type="submit">Add to cart</button>',
    );
    // The form and the cart badge bring the script along.
    expect(html).toContain("<script>/*site script*/</script>");
    expect(
      unsafeMarkup(html.slice(html.indexOf("<body>")).replace(/<script>.*<\/script>/, "")),
    ).toEqual([]);
  });

  it("shows a sold-out product's button disabled, with nothing to post", () => {
    const html = pageOf(storefront(), "p2bbbbbb");
    expect(html).toContain(
      '<button class="sw-btn sw-btn-primary sw-cart-btn" type="button" disabled="">Sold out</button>',
    );
    expect(html).not.toContain("cart/items");
  });

  it("sells no product without a price", () => {
    expect(pageOf(storefront(), "p3cccccc")).not.toContain("Add to cart");
  });

  it("puts a compact form on each card, and a sold-out label", () => {
    const html = storefront().render("/collection")!.html;
    expect(count(html, 'data-sw-cart="cart"')).toBe(1);
    expect(html).toContain('action="cart/items"');
    expect(html).toContain('<input type="hidden" name="quantity" value="1"/>');
    expect(html).toContain('Add to cart<span class="sw-visually-hidden">, Blue Mug</span>');
    expect(html).toContain('<p class="sw-sold-out">Sold out</p>');
    const home = storefront().render("/")!.html;
    expect(home).toContain('action="cart/items"');
  });

  it("links the cart from the navbar, with a hidden count the script fills", () => {
    const badgeOnly = normalizeLayout({ sections: [{ type: "navbar" }, { type: "hero" }] });
    const html = storefront({ layout: badgeOnly }).render("/")!.html;
    expect(html).toMatch(/<a class="sw-cart-link" href="cart"><svg[^>]*aria-hidden="true"/);
    expect(html).toContain(
      'Cart<span class="sw-cart-count" data-sw-cart-count="" hidden=""></span></a>',
    );
    // A page with no form still gets the script for the badge.
    expect(html).toContain("<script>/*site script*/</script>");
    const deep = pageOf(storefront(), "p1aaaaaa");
    expect(deep).toContain('<a class="sw-cart-link" href="../cart">');
  });
});

describe("cart controls elsewhere", () => {
  it("are not on a published site that does not sell", () => {
    const shop = storefront({ commerce: undefined });
    for (const html of [pageOf(shop, "p1aaaaaa"), shop.render("/collection")!.html]) {
      expect(html).not.toContain("Add to cart");
      expect(html).not.toContain("sw-cart-link");
      expect(html).not.toContain("data-sw-cart");
    }
    // As before: the sold-out product says so.
    expect(pageOf(shop, "p2bbbbbb")).toContain('<p class="sw-muted">Sold out</p>');
    expect(shop.render("/about")!.html).not.toContain("<script>");
  });

  it("are inert in the preview, selling or not: no action, buttons that submit nothing", () => {
    for (const commerce of [undefined, { enabled: true }]) {
      const shop = storefront({ mode: "preview", commerce });
      const page = pageOf(shop, "p1aaaaaa");
      expect(page).toContain('<div class="sw-cart-form">');
      expect(page).toContain(
        '<button class="sw-btn sw-btn-primary" type="button">Add to cart</button>',
      );
      const grid = shop.render("/collection")!.html;
      expect(grid).toContain('<div class="sw-cart-form sw-cart-form-compact">');
      expect(grid).toContain('<span class="sw-cart-link">');
      for (const html of [page, grid]) {
        expect(html).not.toContain('<form class="sw-cart-form');
        expect(html).not.toContain("cart/items");
        expect(html).not.toContain('type="submit">Add to cart');
      }
    }
  });
});

describe("the commerce shell", () => {
  const shell = storefront().commerceShell();

  it("holds each marker once, the navbar and footer, and is never indexed", () => {
    expect(count(shell, SHELL_MAIN)).toBe(1);
    expect(count(shell, SHELL_TITLE)).toBe(1);
    expect(shell).toContain(`<title>${SHELL_TITLE} – Bean There</title>`);
    expect(shell).toContain('<meta name="robots" content="noindex">');
    expect(shell).not.toContain('rel="canonical"');
    expect(shell).toContain('class="sw-navbar"');
    expect(shell).toContain('sw-footer"');
    expect(shell).toContain("<script>/*site script*/</script>");
    expect(shell.indexOf('class="sw-navbar"')).toBeLessThan(shell.indexOf(SHELL_MAIN));
    expect(shell.indexOf(SHELL_MAIN)).toBeLessThan(shell.indexOf('sw-footer"'));
  });

  it("links root-absolute, as its pages answer at any depth", () => {
    expect(shell).toContain('<a class="sw-brand" href="/">');
    expect(shell).toContain('href="/about"');
    expect(shell).toContain('<a class="sw-cart-link" href="/cart">');
    expect(shell).toContain('<link rel="icon" href="/favicon.svg">');
    expect(shell).toContain('url("/_fonts/x.woff2")');
    expect(shell).not.toMatch(/href="\.\.?\//);
  });

  it("is filled with the page's title, escaped, and its markup as given", () => {
    const page = fillShell(shell, { title: "Cart <$&>", main: "<p>$& $' lines</p>" });
    expect(page).toContain("<title>Cart &lt;$&amp;&gt; – Bean There</title>");
    expect(page).toContain("<p>$& $' lines</p>");
    expect(page).not.toContain(SHELL_MAIN);
    expect(page).not.toContain(SHELL_TITLE);
  });

  it("has the script even without a script-needing section", () => {
    const plain = storefront({
      layout: normalizeLayout({ sections: [{ type: "hero" }] }),
      commerce: undefined,
    }).commerceShell();
    expect(plain).toContain("<script>/*site script*/</script>");
  });
});

describe("search engines and shared links", () => {
  const seoLayout = normalizeLayout({
    pages: [
      {
        name: "Home",
        sections: [{ type: "hero", props: { title: "Hi", image: "/uploads/h.webp" } }],
      },
      {
        name: "About",
        seoTitle: "Our roastery in Lyon",
        seoDescription: "Who roasts your beans.",
        sections: [],
      },
      { name: "Team", sections: [] },
    ],
  });
  const shop = (over: Partial<StorefrontInput> = {}) =>
    storefront({ layout: seoLayout, siteUrl: "https://bean.example", ...over });
  const head = (html: string) => html.slice(0, html.indexOf("<style>"));

  it("uses the owner's search title and description, and falls back to today's", () => {
    const about = head(shop().render("/about")!.html);
    expect(about).toContain("<title>Our roastery in Lyon</title>");
    expect(about).toContain('<meta name="description" content="Who roasts your beans.">');
    const team = head(shop().render("/team")!.html);
    expect(team).toContain("<title>Team – Bean There</title>");
    expect(team).toContain('<meta name="description" content="Team – Bean There">');
  });

  it("does the same for a product, whose page is of og:type product", () => {
    const withSeo = products.map((p) =>
      p.id === "p1aaaaaa"
        ? { ...p, seoTitle: "Blue mug, 350 ml", seoDescription: "Stoneware." }
        : p,
    );
    const mug = head(pageOf(shop({ products: withSeo }), "p1aaaaaa"));
    expect(mug).toContain("<title>Blue mug, 350 ml</title>");
    expect(mug).toContain('<meta name="twitter:description" content="Stoneware.">');
    expect(mug).toContain('<meta property="og:type" content="product">');
    const vase = head(pageOf(shop(), "p2bbbbbb"));
    expect(vase).toContain("<title>Gone Vase – Bean There</title>");
    expect(vase).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  it("adds Twitter card tags: a large image card with an image, else a summary", () => {
    const home = head(shop().render("/")!.html);
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(home).toContain(
      '<meta name="twitter:image" content="https://bean.example/uploads/h.webp">',
    );
    expect(home).toContain('<meta name="twitter:title" content="Bean There">');
    const team = head(shop().render("/team")!.html);
    expect(team).toContain('<meta name="twitter:card" content="summary">');
    expect(team).not.toContain("twitter:image");
  });

  it("puts the Organization on the home page only, and no shared-link tags on previews", () => {
    expect(head(shop().render("/")!.html)).toContain('"@type":"Organization"');
    expect(head(shop().render("/about")!.html)).not.toContain("application/ld+json");
    const preview = shop({ mode: "preview" }).render("/")!.html;
    expect(preview).not.toContain("twitter:");
    expect(preview).not.toContain("application/ld+json");
  });
});

describe("the catalogue search", () => {
  it("puts a search form on a published site's catalogue page, none in the preview", () => {
    const published = storefront().render(STOREFRONT_PATHS.collection)!.html;
    expect(published).toMatch(
      /<form class="sw-search-form" role="search" action="search" method="get"/,
    );
    expect(published).toContain('name="q"');
    const preview = storefront({ mode: "preview" }).render(STOREFRONT_PATHS.collection)!.html;
    expect(preview).not.toContain("sw-search-form");
  });
});
