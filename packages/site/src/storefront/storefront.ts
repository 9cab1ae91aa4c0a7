import { escapeHtml } from "../document/escape-html.js";
import { siteDocument } from "../document/site-document.js";
import {
  fontFaceCss,
  fontFaceFilesCss,
  fontsOfTheme,
  type FontFaceFile,
  type SiteFont,
} from "../fonts/site-fonts.js";
import type { Layout, LayoutPage, LayoutSection } from "../layout/layout.js";
import { pathFromName } from "../layout/normalize-layout.js";
import { pageSectionsOf } from "../layout/site-parts.js";
import { resolveSectionType } from "../registry.js";
import {
  renderCollectionSortHtml,
  renderProductDetailHtml,
  renderSearchFormHtml,
  renderSectionHtml,
  renderSiteNoticeHtml,
  siteFrameHtml,
} from "../render/render-parts.js";
import { siteProductOf, type CatalogueProduct } from "../render/catalogue-product.js";
import type { SiteCollection, SiteContext, SiteProduct } from "../render/section-renderer.js";
import { safeImageUrl } from "../safe/safe-url.js";
import { socialProfilesOf } from "../seo/social-profiles.js";
import { richTextPlain } from "../render/rich-text.js";
import { organizationJsonLd, productJsonLd, type JsonLdNode } from "../seo/structured-data.js";
import {
  COLLECTION_SORT_SLUGS,
  COLLECTION_SORTS,
  type CollectionSort,
} from "./collection-sorts.js";
import { STOREFRONT_PATHS } from "./storefront-paths.js";
import type { Theme } from "../theme/theme.js";
import { shopTexts } from "../i18n/shop-texts.js";

/**
 * A collection of the store as its pages show it (PRODUCT.md §3 "Collections"); the
 * products are ids of `products`, so a collection shows only what the storefront has.
 */
export interface StorefrontCollection {
  /** Its id, which a product grid's `collectionId` names. */
  id?: string | undefined;
  handle: string;
  title: string;
  description?: string | undefined;
  image?: string | null | undefined;
  seoTitle?: string | undefined;
  seoDescription?: string | undefined;
  /** The order of its page at /collections/{handle}; the other sorts have pages below it. */
  sortOrder: CollectionSort;
  /** Its products in its own order: the owner's, or newest first for an automatic one. */
  productIds: readonly string[];
  /** The same products, newest first. */
  newestIds: readonly string[];
}

/** Everything a storefront renders from; it fetches nothing itself. */
export interface StorefrontInput {
  siteName: string;
  /** The store's description: the meta description of pages that have none. */
  description?: string | null | undefined;
  layout: Layout;
  theme: Theme;
  products: readonly CatalogueProduct[];
  /** The store's collections: a page each (and one per other sort), unless a layout page has its path. */
  collections?: readonly StorefrontCollection[] | undefined;
  currency?: string;
  locale?: string;
  mode: "preview" | "publish";
  /** The href of site path `to` written on the page at `from` (page links, buttons, forms). */
  hrefFor: (from: string, to: string) => string;
  /** The href of an asset's site path (fonts, favicon) on the page at `from`. */
  assetHref: (from: string, to: string) => string;
  /** The site's absolute root address, for canonical, Open Graph and the sitemap. */
  siteUrl?: string | undefined;
  /** Site path forms post to, plus "/{formType}"; none posts nowhere (the preview). */
  formAction?: string | undefined;
  /** The site stylesheet, inlined in every page. */
  siteCss: string;
  /** The cart, checkout and order pages' stylesheet (`commerce.css`), inlined in their shell only. */
  commerceCss?: string | undefined;
  /** The site path of a bundled font file. */
  fontPath: (font: SiteFont) => string;
  /**
   * The site's own font files (a publish's static, subset faces); when given, pages load
   * these instead of the variable files at `fontPath`.
   */
  fontFaces?: readonly FontFaceFile[] | undefined;
  /** Our own inline script, added to pages with a form or cart control. */
  script?: string | undefined;
  /**
   * A site that sells: its published pages post add-to-cart forms to `cartItems` and the
   * navbar links the cart. Without it a published site shows no cart controls.
   */
  commerce?: { enabled: boolean } | undefined;
}

/** One rendered page. */
export interface StorefrontPage {
  path: string;
  status: 200 | 404;
  html: string;
  isIndexable: boolean;
}

export { STOREFRONT_PATHS };

/** Stands for the main markup in `commerceShell()`; React escapes "<" so no page text makes it. */
export const SHELL_MAIN = "<!--sw:main-->";

/** Stands for the page's own title in `commerceShell()`; escapeHtml leaves it unchanged. */
export const SHELL_TITLE = "%%SW_TITLE%%";

/**
 * A commerce page from `commerceShell()`: its title (plain text, escaped here) and main
 * markup (already escaped, e.g. `renderCartHtml`). Each marker is replaced once, by a
 * function, so "$&" in a product name stays text.
 */
export function fillShell(shell: string, page: { title: string; main: string }): string {
  return shell
    .replace(SHELL_TITLE, () => escapeHtml(page.title))
    .replace(SHELL_MAIN, () => page.main);
}

/** Products per collection page. */
export const COLLECTION_PAGE_SIZE = 48;

type Section = Pick<LayoutSection, "id" | "type" | "props">;

/** "Guji Natural" with id 1a2b3c4d-… → "guji-natural-1a2b3c4d": readable and unique enough. */
export function productHandle(product: Pick<CatalogueProduct, "id" | "name">): string {
  const name = pathFromName(product.name).slice(1) || "product";
  return `${name}-${product.id
    .replace(/[^a-z0-9]/gi, "")
    .slice(0, 8)
    .toLowerCase()}`;
}

/** The site path of a product's page, when no other product's name makes the same handle. */
export const productPath = (product: Pick<CatalogueProduct, "id" | "name">): string =>
  `${STOREFRONT_PATHS.products}/${productHandle(product)}`;

const textProp = (section: Section | undefined, key: string): string | undefined => {
  const value = section?.props[key];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

/**
 * A store's whole storefront: every layout page, the catalogue (`/collection`, paged), one
 * page per product, a thank-you page for forms and the not-found page, each a complete
 * html document. The html preview and publishing both render through it, so they agree.
 */
export function createStorefront(input: StorefrontInput) {
  const { layout, theme } = input;
  const layoutPaths = new Set(layout.pages.map((p) => p.path));
  const home = layout.pages.find((p) => p.path === "/") ?? layout.pages[0];
  // Generated pages (products, collections, cart …) show the site's header and footer.
  const chrome: { top: Section[]; bottom: Section[] } = {
    top: layout.header ? [layout.header] : [],
    bottom: layout.footer ? [layout.footer] : [],
  };
  const pages = layout.pages.map((p) => ({ name: p.name, path: p.path }));
  const fonts = fontsOfTheme(theme);
  // The storefront's own words, in the store's language (PRODUCT.md "Storefront languages").
  const t = shopTexts(input.locale);

  // Handles are unique within the store: a clash falls back to the full id.
  const pathById = new Map<string, string>();
  const productByPath = new Map<string, CatalogueProduct>();
  for (const product of input.products) {
    let path = productPath(product);
    if (productByPath.has(path)) path = `${STOREFRONT_PATHS.products}/${product.id}`;
    pathById.set(product.id, path);
    productByPath.set(path, product);
  }
  const siteProducts: SiteProduct[] = input.products.map((p) =>
    siteProductOf(p, input.currency ?? "USD", pathById.get(p.id)),
  );
  const hasCollection = !layoutPaths.has(STOREFRONT_PATHS.collection);
  const collectionPages = Math.max(1, Math.ceil(siteProducts.length / COLLECTION_PAGE_SIZE));
  const collectionPath = (n: number) =>
    n === 1 ? STOREFRONT_PATHS.collection : `${STOREFRONT_PATHS.collection}/${n}`;

  const sells = input.mode === "publish" && input.commerce?.enabled === true;

  // Collection pages: /collections/{handle}[/{sort}][/{n}], the collection's own sort unnamed.
  const siteProductById = new Map(siteProducts.map((p) => [p.id, p]));
  const collectionPageMap = new Map<
    string,
    { collection: StorefrontCollection; sort: CollectionSort; n: number; pages: number }
  >();
  const collectionSortPath = (collection: StorefrontCollection, sort: CollectionSort, n = 1) =>
    `${STOREFRONT_PATHS.collections}/${collection.handle}${
      sort === collection.sortOrder ? "" : `/${COLLECTION_SORT_SLUGS[sort]}`
    }${n > 1 ? `/${n}` : ""}`;
  for (const collection of input.collections ?? []) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(collection.handle)) continue;
    const count = collection.productIds.filter((id) => siteProductById.has(id)).length;
    const pages = Math.max(1, Math.ceil(count / COLLECTION_PAGE_SIZE));
    for (const sort of COLLECTION_SORTS) {
      for (let n = 1; n <= pages; n++) {
        const path = collectionSortPath(collection, sort, n);
        if (!layoutPaths.has(path) && !collectionPageMap.has(path))
          collectionPageMap.set(path, { collection, sort, n, pages });
      }
    }
  }
  // What product grids that show a collection read: those with a page (valid handle) and an id.
  const siteCollections: SiteCollection[] = (input.collections ?? []).flatMap((collection) =>
    collection.id && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(collection.handle)
      ? [
          {
            id: collection.id,
            handle: collection.handle,
            title: collection.title,
            productIds: collection.productIds,
          },
        ]
      : [],
  );
  const byName = new Intl.Collator(input.locale ?? "en", { sensitivity: "base" });
  /** A collection's products in the order of `sort`; price ties and names by name. */
  function collectionProducts(collection: StorefrontCollection, sort: CollectionSort) {
    const ids = sort === "newest" ? collection.newestIds : collection.productIds;
    const products = ids
      .map((id) => siteProductById.get(id))
      .filter((p): p is SiteProduct => p !== undefined);
    const price = (p: SiteProduct) => (typeof p.price === "number" ? p.price : Infinity);
    if (sort === "name") return [...products].sort((a, b) => byName.compare(a.name, b.name));
    if (sort === "price_asc")
      return [...products].sort((a, b) => price(a) - price(b) || byName.compare(a.name, b.name));
    if (sort === "price_desc")
      return [...products].sort((a, b) => price(b) - price(a) || byName.compare(a.name, b.name));
    return products;
  }

  /** The site as renderers see it, with `hrefFor` mapping site paths to this page's hrefs. */
  function siteWith(
    hrefFor: (to: string) => string,
    products: readonly SiteProduct[] = siteProducts,
  ): SiteContext {
    return {
      name: input.siteName,
      pages,
      products,
      collections: siteCollections,
      currency: input.currency,
      locale: input.locale,
      formAction: input.formAction ? hrefFor(input.formAction) : undefined,
      hrefFor,
      cart: sells
        ? {
            itemsAction: hrefFor(STOREFRONT_PATHS.cartItems),
            cartHref: hrefFor(STOREFRONT_PATHS.cart),
          }
        : undefined,
    };
  }

  const siteFor = (from: string, products?: readonly SiteProduct[]) =>
    siteWith((to) => input.hrefFor(from, to), products);

  function renderChrome(site: SiteContext) {
    const context = { theme, site, mode: input.mode };
    return {
      top: chrome.top.map((s) => renderSectionHtml(s, context)).join(""),
      bottom: chrome.bottom.map((s) => renderSectionHtml(s, context)).join(""),
    };
  }

  // Navbar and footer markup depends only on how deep the page is (relative links).
  const chromeCache = new Map<string, { top: string; bottom: string }>();
  function chromeHtml(from: string) {
    const key = input.hrefFor(from, "/");
    let cached = chromeCache.get(key);
    if (!cached) {
      cached = renderChrome(siteFor(from));
      chromeCache.set(key, cached);
    }
    return cached;
  }

  const absolute = (path: string) => (input.siteUrl ? `${input.siteUrl}${path}` : undefined);
  const absoluteImage = (src: string | undefined) => {
    const url = safeImageUrl(src);
    if (!url) return undefined;
    return url.startsWith("/") ? absolute(url) : /^https?:/i.test(url) ? url : undefined;
  };

  function documentOf(
    from: string,
    body: string,
    meta: {
      title: string;
      description?: string | undefined;
      image?: string | undefined;
      ogType?: "website" | "product";
      jsonLd?: readonly JsonLdNode[];
      isIndexable: boolean;
      /** Add the script whatever the body holds (pages filled in later). */
      hasScript?: boolean;
      /** More rules after the site stylesheet (the commerce pages' own). */
      extraCss?: string | undefined;
    },
    assetHref: (to: string) => string = (to) => input.assetHref(from, to),
  ): string {
    const logo = safeImageUrl(theme.logoUrl);
    return siteDocument({
      lang: input.locale ?? "en",
      title: meta.title,
      description: meta.description ?? input.description ?? undefined,
      canonicalUrl: meta.isIndexable && input.mode === "publish" ? absolute(from) : undefined,
      siteName: input.siteName,
      image: absoluteImage(meta.image) ?? absoluteImage(theme.bannerUrl),
      ogType: meta.ogType,
      jsonLd: meta.jsonLd,
      iconHref: logo ?? assetHref(STOREFRONT_PATHS.favicon),
      isIndexable: meta.isIndexable && input.mode === "publish",
      theme,
      siteCss: meta.extraCss ? `${input.siteCss}\n${meta.extraCss}` : input.siteCss,
      fontFaceCss: input.fontFaces
        ? fontFaceFilesCss(input.fontFaces, assetHref)
        : fontFaceCss(fonts, (font) => assetHref(input.fontPath(font))),
      bodyHtml: body,
      // "data-sw-cart" also finds the cart count badge (data-sw-cart-count).
      script:
        meta.hasScript || body.includes("data-sw-form") || body.includes("data-sw-cart")
          ? input.script
          : undefined,
    });
  }

  const titleOf = (name: string) => (name ? `${name} – ${input.siteName}` : input.siteName);

  function layoutPage(page: LayoutPage): StorefrontPage {
    const context = { theme, site: siteFor(page.path), mode: input.mode };
    const body = siteFrameHtml(
      pageSectionsOf(layout, page)
        .map((section) => renderSectionHtml(section, context))
        .join(""),
    );
    const hero = page.sections.find((s) => resolveSectionType(s.type) === "hero");
    const siteUrl = absolute("/");
    const organization =
      page === home && siteUrl
        ? organizationJsonLd({
            name: input.siteName,
            url: siteUrl,
            logo: absoluteImage(theme.logoUrl),
            sameAs: socialProfilesOf(layout),
          })
        : undefined;
    return {
      path: page.path,
      status: 200,
      isIndexable: true,
      html: documentOf(page.path, body, {
        title: page.seoTitle || (page === home ? input.siteName : titleOf(page.name)),
        description:
          page.seoDescription ||
          page.description ||
          textProp(hero, "subtitle") ||
          input.description ||
          (page === home
            ? t("welcome", { site: input.siteName })
            : `${page.name} – ${input.siteName}`),
        image: textProp(hero, "image"),
        jsonLd: organization ? [organization] : undefined,
        isIndexable: true,
      }),
    };
  }

  /** A generated page: the site's header and footer around one block of markup. */
  function framed(from: string, main: string): string {
    const { top, bottom } = chromeHtml(from);
    return siteFrameHtml(`${top}${main}${bottom}`);
  }

  function collectionPage(n: number): StorefrontPage {
    const from = collectionPath(n);
    const slice = siteProducts.slice((n - 1) * COLLECTION_PAGE_SIZE, n * COLLECTION_PAGE_SIZE);
    const context = { theme, site: siteFor(from, slice), mode: input.mode };
    const grid = renderSectionHtml(
      {
        id: "collection",
        type: "collection",
        props: { title: t("allProducts"), limit: COLLECTION_PAGE_SIZE },
      },
      context,
    );
    const pager =
      collectionPages > 1
        ? renderSiteNoticeHtml({
            heading: t("pageOf", { number: n, total: collectionPages }),
            text: "",
            theme,
            site: siteFor(from),
            link:
              n < collectionPages
                ? { path: collectionPath(n + 1), label: t("nextPage") }
                : { path: collectionPath(1), label: t("firstPage") },
          })
        : "";
    // A published site answers its catalogue search at /search (PRODUCT.md "Catalogue search"); the
    // editor's preview has no such page.
    const search =
      input.mode === "publish"
        ? `<section class="sw-section sw-catalogue-search"><div class="sw-container">${renderSearchFormHtml(
            input.hrefFor(from, STOREFRONT_PATHS.search),
            input.locale,
          )}</div></section>`
        : "";
    return {
      path: from,
      status: 200,
      isIndexable: true,
      html: documentOf(from, framed(from, search + grid + pager), {
        title: titleOf(n === 1 ? t("allProducts") : t("allProductsPage", { number: n })),
        description: t("shopEvery", { site: input.siteName }),
        isIndexable: true,
      }),
    };
  }

  function storeCollectionPage(path: string): StorefrontPage | null {
    const entry = collectionPageMap.get(path);
    if (!entry) return null;
    const { collection, sort, n, pages } = entry;
    const all = collectionProducts(collection, sort);
    const slice = all.slice((n - 1) * COLLECTION_PAGE_SIZE, n * COLLECTION_PAGE_SIZE);
    const site = siteFor(path, slice);
    const head = renderCollectionSortHtml({
      title: collection.title,
      description: collection.description ?? "",
      current: sort,
      pathOf: (each) => collectionSortPath(collection, each),
      labels: {
        nav: t("sortProducts"),
        manual: t("sortManual"),
        price_asc: t("sortPriceAsc"),
        price_desc: t("sortPriceDesc"),
        newest: t("sortNewest"),
        name: t("sortName"),
      },
      theme,
      site,
    });
    const grid = renderSectionHtml(
      { id: "collection", type: "collection", props: { limit: COLLECTION_PAGE_SIZE } },
      { theme, site, mode: input.mode },
    );
    const pager =
      pages > 1
        ? renderSiteNoticeHtml({
            heading: t("pageOf", { number: n, total: pages }),
            text: "",
            theme,
            site,
            link:
              n < pages
                ? { path: collectionSortPath(collection, sort, n + 1), label: t("nextPage") }
                : { path: collectionSortPath(collection, sort), label: t("firstPage") },
          })
        : "";
    // The collection's own order is the page search engines index; the others point there.
    const isIndexable = sort === collection.sortOrder;
    const name =
      n === 1 ? collection.title : t("titlePage", { title: collection.title, number: n });
    return {
      path,
      status: 200,
      isIndexable,
      html: documentOf(path, framed(path, head + grid + pager), {
        title: n === 1 && collection.seoTitle ? collection.seoTitle : titleOf(name),
        description:
          collection.seoDescription ||
          collection.description?.slice(0, 160) ||
          t("fromSite", { name: collection.title, site: input.siteName }),
        image: collection.image ?? slice[0]?.image,
        isIndexable,
      }),
    };
  }

  /** A product page's Product node; none without the site's address (the preview). */
  function productLd(path: string, product: CatalogueProduct): JsonLdNode[] | undefined {
    const url = absolute(path);
    if (!url) return undefined;
    const images = product.images
      .map(absoluteImage)
      .filter((image): image is string => image !== undefined);
    const offers =
      product.priceMinor === undefined
        ? []
        : [
            {
              priceMinor: product.priceMinor,
              currency: input.currency ?? "USD",
              isInStock: product.isInStock !== false,
              url,
            },
          ];
    const currency = input.currency ?? "USD";
    const variants = product.options?.length ? (product.variants ?? []) : [];
    return [
      productJsonLd({
        name: product.name,
        description: richTextPlain(product.description) || product.seoDescription,
        images,
        sku: product.sku,
        url,
        offers,
        variesBy: product.options?.map((option) => option.name),
        variants: variants.map((variant) => ({
          title: variant.title,
          sku: variant.sku,
          image: variant.image ? absoluteImage(variant.image) : undefined,
          offer: { priceMinor: variant.priceMinor, currency, isInStock: variant.stock > 0, url },
        })),
      }),
    ];
  }

  function productPage(path: string, product: CatalogueProduct): StorefrontPage {
    const detail = renderProductDetailHtml({
      product,
      theme,
      site: siteFor(path),
      mode: input.mode,
      collectionPath: hasCollection ? STOREFRONT_PATHS.collection : undefined,
    });
    return {
      path,
      status: 200,
      isIndexable: true,
      html: documentOf(path, framed(path, detail), {
        title: product.seoTitle || titleOf(product.name),
        description:
          product.seoDescription ||
          richTextPlain(product.description).slice(0, 160) ||
          t("fromSite", { name: product.name, site: input.siteName }),
        image: product.images[0],
        ogType: "product",
        jsonLd: productLd(path, product),
        isIndexable: true,
      }),
    };
  }

  function noticePage(
    from: string,
    status: 200 | 404,
    heading: string,
    text: string,
  ): StorefrontPage {
    const notice = renderSiteNoticeHtml({
      heading,
      text,
      theme,
      site: siteFor(from),
      link: { path: "/", label: t("goHome") },
    });
    return {
      path: from,
      status,
      isIndexable: false,
      html: documentOf(from, framed(from, notice), { title: titleOf(heading), isIndexable: false }),
    };
  }

  return {
    /** Every page path the storefront has, layout pages first. */
    paths(): string[] {
      const paths = layout.pages.map((p) => p.path);
      if (hasCollection) {
        for (let n = 1; n <= collectionPages; n++) paths.push(collectionPath(n));
      }
      for (const path of productByPath.keys()) if (!layoutPaths.has(path)) paths.push(path);
      paths.push(...collectionPageMap.keys());
      if (!layoutPaths.has(STOREFRONT_PATHS.thanks)) paths.push(STOREFRONT_PATHS.thanks);
      return paths;
    },

    /**
     * Whether a page of `paths()` belongs in the sitemap: not the thank-you page, nor a
     * collection's page in another order than its own.
     */
    isListed(path: string): boolean {
      if (path === STOREFRONT_PATHS.thanks) return false;
      const entry = collectionPageMap.get(path);
      return !entry || entry.sort === entry.collection.sortOrder;
    },

    /** The site path of a collection's page, by its handle. */
    collectionPathOf: (handle: string): string | undefined => {
      const path = `${STOREFRONT_PATHS.collections}/${handle}`;
      return collectionPageMap.has(path) ? path : undefined;
    },

    /** The page at a site path, or null when there is none. */
    render(path: string): StorefrontPage | null {
      const page = layout.pages.find((p) => p.path === path);
      if (page) return layoutPage(page);
      if (hasCollection && path.startsWith(STOREFRONT_PATHS.collection)) {
        const rest = path.slice(STOREFRONT_PATHS.collection.length);
        const n = rest === "" ? 1 : /^\/[1-9][0-9]*$/.test(rest) ? Number(rest.slice(1)) : 0;
        if (n >= 1 && n <= collectionPages && collectionPath(n) === path) return collectionPage(n);
      }
      const product = productByPath.get(path);
      if (product) return productPage(path, product);
      const collectionView = storeCollectionPage(path);
      if (collectionView) return collectionView;
      if (path === STOREFRONT_PATHS.thanks) {
        return noticePage(path, 200, t("thanksTitle"), t("thanksText"));
      }
      return null;
    },

    /** The not-found page, written for the page at `from`. */
    notFound(from = "/"): StorefrontPage {
      return noticePage(from, 404, t("notFoundTitle"), t("notFoundText"));
    },

    /**
     * The page around the server's dynamic commerce pages (cart, checkout, order): the
     * navbar and footer with root-absolute links and assets, since those pages answer at
     * several depths of the site's own host, never indexed, always with the site script.
     * Fill it with `fillShell` (markers `SHELL_TITLE` and `SHELL_MAIN`, each once).
     */
    commerceShell(): string {
      const rootPath = (to: string) => to;
      const { top, bottom } = renderChrome(siteWith(rootPath));
      const body = siteFrameHtml(`${top}${SHELL_MAIN}${bottom}`);
      const html = documentOf(
        "/",
        body,
        {
          title: titleOf(SHELL_TITLE),
          isIndexable: false,
          hasScript: true,
          extraCss: input.commerceCss,
        },
        rootPath,
      );
      return html;
    },

    /** The site path of a product's page. */
    productPathOf: (productId: string) => pathById.get(productId),

    /** The product whose page is at a site path, if any. */
    productAt: (path: string): CatalogueProduct | undefined => productByPath.get(path),
  };
}

/** A storefront. */
export type Storefront = ReturnType<typeof createStorefront>;
