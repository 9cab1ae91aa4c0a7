import {
  resolveSectionType,
  type CatalogueProduct,
  type Layout,
  type LayoutPage,
  type Theme,
} from "@shopwright/site";
import {
  COLLECTION_PAGE_SIZE,
  STOREFRONT_PATHS,
  createStorefront,
  initialFaviconSvg,
  relativeHref,
  robotsTxt,
  sitemapXml,
  shopTexts,
  socialProfilesOf,
  storefrontCharacters,
  type Storefront,
  type StorefrontCollection,
  type StorefrontInput,
} from "@shopwright/site/server";
import { sha256 } from "../../deploys/content-hash.js";
import {
  NOT_FOUND_KEY,
  PATH_FORM_NOT_FOUND_KEY,
  SHELL_KEY,
  type DeployFile,
  type DeployManifest,
} from "../../deploys/manifest.js";
import { FONT_PATH_PREFIX, type BundledFonts } from "../../site-assets/bundled-fonts.js";
import type { SubsetFontFile } from "../../site-assets/font-subsets.js";

/** What a published site is built from. */
export interface SiteBuildInput {
  siteName: string;
  description: string | null;
  currency: string;
  locale: string;
  layout: Layout;
  theme: Theme;
  /** The store's published products. */
  products: readonly CatalogueProduct[];
  /** The store's collections, their products among `products` (a page each). */
  collections?: readonly StorefrontCollection[] | undefined;
  /** The site's absolute root address, e.g. http://bean-there.localhost:3000. */
  siteUrl: string;
  /** Site path forms post to (plus "/{formType}"). */
  formAction: string;
  /** Where the site also answers on the admin's host, e.g. /sites/bean-there (sandboxed). */
  pathFormPrefix: string;
  siteCss: string;
  /** The cart, checkout and order pages' rules, inlined into their shell only. */
  commerceCss?: string | undefined;
  fonts: Pick<BundledFonts, "pathOf">;
  /** The site's own static, subset font files (font-subsets.ts); else the variable files. */
  fontFiles?: readonly SubsetFontFile[] | null | undefined;
  script: string;
}

/** One built file. */
export interface BuiltFile {
  bytes: Buffer;
  contentType: string;
  /** sha256 of the bytes, hex: made once, used by the digest, the reuse check and the store. */
  hash: string;
}

/**
 * What each page of a deploy was rendered from, as a short hash per site path: a page whose
 * key is unchanged at the next build renders to the same bytes, so it is not rendered again.
 */
export type PageKeys = Record<string, string>;

/** The deploy a build may take unchanged pages from. */
export interface PreviousBuild {
  manifest: DeployManifest;
  pageKeys: PageKeys;
}

/** A built site: files by site path, plus what the deploy list shows. */
export interface BuiltSite {
  /** The files rendered by this build. */
  files: Map<string, BuiltFile>;
  /** Pages taken unchanged from the previous build, by their entries there. */
  reused: Map<string, DeployFile>;
  pageKeys: PageKeys;
  pageCount: number;
  /** sha256 over every path and file: equal content, equal hash. */
  contentHash: string;
}

const HTML = "text/html; charset=utf-8";

const shortHash = (...parts: string[]) => sha256(parts.join("\0")).slice(0, 32);

/**
 * A product that only fingerprints the page frame: the markup of its page carries everything
 * a product page takes from the site besides its product (theme, fonts, navbar and footer,
 * the renderers' own code), so a change to any of them changes every product page's key.
 */
const FRAME_PRODUCT: CatalogueProduct = {
  id: "00000000-0000-4000-8000-00000000f4a3",
  name: "Frame Fingerprint",
  description: "Stands for every product when the page frame is fingerprinted.",
  priceMinor: 1250,
  images: ["/uploads/frame-fingerprint.webp"],
  isInStock: true,
};

/** The pages a build renders and those it takes unchanged from the previous build. */
export interface SiteBuildPlan {
  /** Site paths to render, in the storefront's order. */
  toRender: string[];
  /** Pages taken unchanged from the previous build, by their entries there. */
  reused: [string, DeployFile][];
  pageKeys: PageKeys;
  pageCount: number;
}

/** One built file from its text. */
const fileOf = (text: string, contentType: string): BuiltFile => {
  const bytes = Buffer.from(text);
  return { bytes, contentType, hash: sha256(bytes) };
};

/**
 * A site's build in parts, so that its pages can be rendered a few at a time (render-pool.ts
 * renders them in worker threads): the plan, each page, and the files besides the pages.
 * `buildSiteFiles` is the same build in one go.
 */
export function prepareSiteBuild(input: SiteBuildInput, previous?: PreviousBuild) {
  const common = storefrontCommon(input);
  const storefront = createStorefront({
    ...common,
    products: input.products,
    hrefFor: relativeHref,
    assetHref: relativeHref,
  });
  // The not-found page answers at any depth, so its links start at the root: the site's,
  // or the path form's (whose fonts are served at the admin host's root). It shows no
  // product (the header's cart link follows `common.commerce`), so its storefront has none.
  const notFoundUnder = (prefix: string) =>
    createStorefront({
      ...common,
      products: [],
      hrefFor: (_from, to) => `${prefix}${to}`,
      assetHref: (_from, to) => (to.startsWith(FONT_PATH_PREFIX) ? to : `${prefix}${to}`),
    }).notFound("/");

  return {
    /** Which pages to render: a page whose key is unchanged keeps the previous build's file. */
    plan(): SiteBuildPlan {
      const keyOf = pageKeysOf(input, common);
      const toRender: string[] = [];
      const reused: [string, DeployFile][] = [];
      const pageKeys: PageKeys = {};
      const paths = storefront.paths();
      for (const path of paths) {
        const key = keyOf(path, storefront);
        if (key) pageKeys[path] = key;
        const before = previous?.manifest[path];
        if (key && before && previous.pageKeys[path] === key) reused.push([path, before]);
        else toRender.push(path);
      }
      return { toRender, reused, pageKeys, pageCount: paths.length };
    },

    /** One page of the site, or null for a path the storefront does not render. */
    render(path: string): BuiltFile | null {
      const page = storefront.render(path);
      return page ? fileOf(page.html, HTML) : null;
    },

    /** The site's own font files. */
    fonts(): [string, BuiltFile][] {
      return (input.fontFiles ?? []).map((font) => [
        font.path,
        { bytes: font.bytes, contentType: "font/woff2", hash: sha256(font.bytes) },
      ]);
    },

    /** The files besides the pages: not-found pages, commerce shell, sitemap, robots, favicon. */
    extras(): [string, BuiltFile][] {
      // Not the thank-you page, nor a collection's page in another order than its own.
      const indexable = storefront.paths().filter((path) => storefront.isListed(path));
      return [
        [NOT_FOUND_KEY, fileOf(notFoundUnder("").html, HTML)],
        // The frame of the cart, checkout and order pages, which hosting fills per request.
        [SHELL_KEY, fileOf(storefront.commerceShell(), HTML)],
        [PATH_FORM_NOT_FOUND_KEY, fileOf(notFoundUnder(input.pathFormPrefix).html, HTML)],
        [
          "/sitemap.xml",
          fileOf(
            sitemapXml(indexable.map((path) => `${input.siteUrl}${path}`)),
            "application/xml; charset=utf-8",
          ),
        ],
        [
          "/robots.txt",
          fileOf(robotsTxt(`${input.siteUrl}/sitemap.xml`), "text/plain; charset=utf-8"),
        ],
        [
          STOREFRONT_PATHS.favicon,
          fileOf(initialFaviconSvg(input.siteName, input.theme.primaryColor), "image/svg+xml"),
        ],
      ];
    },
  };
}

/** sha256 over every path and file of a build: equal content, equal hash. */
export function contentHashOf(
  files: ReadonlyMap<string, BuiltFile>,
  reused: ReadonlyMap<string, DeployFile>,
): string {
  const entries = [
    ...[...files].map(([path, file]) => [path, file.contentType, file.hash] as const),
    ...[...reused].map(([path, entry]) => [path, entry.contentType, entry.hash] as const),
  ];
  const digest = entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map((entry) => entry.join("\0"))
    .join("\n");
  return sha256(digest);
}

/**
 * Renders every page of a site to static files, a set per deploy (PRODUCT.md §7 publish):
 * the layout's pages, the catalogue, a page per product, the thank-you and not-found pages,
 * sitemap.xml, robots.txt and a favicon.
 * Links are relative, so the same files work on the site's host and under /sites/{slug}/.
 *
 * Given the previous build, a page whose inputs are unchanged (its key: the frame, plus the
 * product, the catalogue page or the layout page it shows) keeps that build's file: a price
 * change re-renders its product's page, the catalogue pages and the layout pages that show
 * products, not the other thousand.
 */
export function buildSiteFiles(
  input: SiteBuildInput,
  previous?: PreviousBuild,
  /** Told about each file as soon as it is rendered (to start compressing it meanwhile). */
  onFile?: (path: string, file: BuiltFile) => void,
): BuiltSite {
  const build = prepareSiteBuild(input, previous);
  const plan = build.plan();
  const files = new Map<string, BuiltFile>();
  const add = (path: string, file: BuiltFile) => {
    files.set(path, file);
    onFile?.(path, file);
  };
  for (const path of plan.toRender) {
    const file = build.render(path);
    if (file) add(path, file);
  }
  for (const [path, file] of build.fonts()) files.set(path, file);
  for (const [path, file] of build.extras()) add(path, file);
  const reused = new Map(plan.reused);
  return {
    files,
    reused,
    pageKeys: plan.pageKeys,
    pageCount: plan.pageCount,
    contentHash: contentHashOf(files, reused),
  };
}

/** What every storefront of a build shares besides its products and link style. */
function storefrontCommon(input: SiteBuildInput) {
  return {
    siteName: input.siteName,
    description: input.description,
    layout: input.layout,
    theme: input.theme,
    currency: input.currency,
    locale: input.locale,
    mode: "publish" as const,
    siteUrl: input.siteUrl,
    formAction: input.formAction,
    siteCss: input.siteCss,
    commerceCss: input.commerceCss,
    fontPath: input.fonts.pathOf,
    fontFaces: input.fontFiles?.map(({ family, weight, path }) => ({ family, weight, path })),
    script: input.script,
    collections: input.collections,
    // A store with products sells: add-to-cart forms and the header's cart link.
    commerce: { enabled: input.products.length > 0 },
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of an html document: no styles, no tags, entities decoded. */
function textOfHtml(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}

/**
 * Every character the site's pages can show, for subsetting its fonts: its layout pages and
 * the storefront's own pages (a product page, a catalogue page with its pager, the notices)
 * rendered with stand-in products, plus the real products' names and descriptions and the
 * letters beyond ASCII of the storefront's texts in the store's language.
 */
export function siteTextOf(input: Omit<SiteBuildInput, "fontFiles">): string {
  return [
    pagesTextOf(input),
    input.siteName,
    ...input.products.map((product) => `${product.name} ${product.description ?? ""}`),
    ...(input.collections ?? []).map((c) => `${c.title} ${c.description ?? ""}`),
    ...((input.collections ?? []).length > 0
      ? (
          [
            "sortProducts",
            "sortManual",
            "sortPriceAsc",
            "sortPriceDesc",
            "sortNewest",
            "sortName",
          ] as const
        ).map((key) => shopTexts(input.locale)(key))
      : []),
    // The cart, checkout and order pages are rendered later, in the store's language.
    storefrontCharacters(input.locale),
  ].join(" ");
}

// The pages' text depends on the source alone: an incremental publish asks for the same again.
const pagesTextCache = new Map<string, string>();

function pagesTextOf(input: Omit<SiteBuildInput, "fontFiles">): string {
  const key = sha256(
    JSON.stringify([
      input.siteName,
      input.description,
      input.currency,
      input.locale,
      input.layout,
      input.theme,
    ]),
  );
  const cached = pagesTextCache.get(key);
  if (cached !== undefined) return cached;
  const stand = Array.from({ length: COLLECTION_PAGE_SIZE + 1 }, (_, i) => ({
    ...FRAME_PRODUCT,
    id: `${FRAME_PRODUCT.id.slice(0, -4)}${String(i).padStart(4, "0")}`,
    isInStock: i % 2 === 0,
  }));
  const storefront = createStorefront({
    ...storefrontCommon({ ...input, fontFiles: null }),
    products: stand,
    hrefFor: relativeHref,
    assetHref: relativeHref,
  });
  const pages = [
    ...input.layout.pages.map((page) => page.path),
    STOREFRONT_PATHS.collection,
    `${STOREFRONT_PATHS.collection}/2`,
    storefront.productPathOf(stand[0]!.id)!,
    storefront.productPathOf(stand[1]!.id)!,
    STOREFRONT_PATHS.thanks,
  ];
  const html = [
    ...pages.map((path) => storefront.render(path)?.html ?? ""),
    storefront.notFound("/").html,
  ];
  const text = html.map(textOfHtml).join(" ");
  if (pagesTextCache.size >= 32) pagesTextCache.delete(pagesTextCache.keys().next().value!);
  pagesTextCache.set(key, text);
  return text;
}

/**
 * The key of each page that depends on nothing but the frame and what it shows; null for
 * the small pages always rendered (thank-you). Mirrors what createStorefront renders where.
 */
function pageKeysOf(
  input: SiteBuildInput,
  common: Omit<StorefrontInput, "products" | "hrefFor" | "assetHref">,
) {
  const frameStorefront = createStorefront({
    ...common,
    products: [FRAME_PRODUCT],
    hrefFor: relativeHref,
    assetHref: relativeHref,
  });
  const framePage = frameStorefront.render(frameStorefront.productPathOf(FRAME_PRODUCT.id)!);
  const frame = shortHash(
    framePage?.html ?? "",
    JSON.stringify([
      input.siteName,
      input.description,
      input.currency,
      input.locale,
      input.siteUrl,
      input.formAction,
      input.layout.pages.map((page) => [page.name, page.path]),
    ]),
  );

  const productKeys = new Map(
    input.products.map((product) => [product.id, shortHash(JSON.stringify(product))]),
  );
  const catalogueKey = (products: readonly CatalogueProduct[], storefront: Storefront) =>
    shortHash(...products.map((p) => `${productKeys.get(p.id)} ${storefront.productPathOf(p.id)}`));
  let wholeCatalogue: string | undefined;
  const layoutPages = new Map(input.layout.pages.map((page) => [page.path, page]));
  const home = input.layout.pages.find((p) => p.path === "/") ?? input.layout.pages[0];
  const pageCount = Math.max(1, Math.ceil(input.products.length / COLLECTION_PAGE_SIZE));
  const showsProducts = (page: LayoutPage) =>
    page.sections.some((section) => resolveSectionType(section.type) === "collection");

  const collectionsShownOn = (page: LayoutPage) => {
    const ids = new Set(
      page.sections.flatMap((section) =>
        resolveSectionType(section.type) === "collection" &&
        typeof section.props.collectionId === "string"
          ? [section.props.collectionId.trim()]
          : [],
      ),
    );
    return (input.collections ?? [])
      .filter((collection) => collection.id !== undefined && ids.has(collection.id))
      .map(({ id, handle, title, productIds }) => [id, handle, title, productIds]);
  };

  return (path: string, storefront: Storefront): string | null => {
    const page = layoutPages.get(path);
    if (page) {
      const products = showsProducts(page)
        ? (wholeCatalogue ??= catalogueKey(input.products, storefront))
        : "";
      // A grid showing one collection shows its title, handle and products in its order.
      const shownCollections = collectionsShownOn(page);
      // The home page's Organization names the social profiles of every page.
      const profiles = page === home ? JSON.stringify(socialProfilesOf(input.layout)) : "";
      const parts = [frame, "page", String(page === home), JSON.stringify(page), products];
      if (shownCollections.length > 0) parts.push(JSON.stringify(shownCollections));
      return shortHash(...parts, ...(profiles ? [profiles] : []));
    }
    const collection = collectionPageNumber(path);
    if (collection) {
      const slice = input.products.slice(
        (collection - 1) * COLLECTION_PAGE_SIZE,
        collection * COLLECTION_PAGE_SIZE,
      );
      return shortHash(
        frame,
        "collection",
        `${collection}/${pageCount}`,
        catalogueKey(slice, storefront),
      );
    }
    const product = storefront.productAt(path);
    if (product) return shortHash(frame, "product", path, productKeys.get(product.id)!);
    // A collection's page: the frame, the collection and its products' keys (all its sorts
    // and pages show them).
    const handle = path.startsWith(`${STOREFRONT_PATHS.collections}/`) ? path.split("/")[2] : null;
    const shown = handle ? input.collections?.find((each) => each.handle === handle) : undefined;
    if (shown) {
      const members = shown.productIds.map((id) => productKeys.get(id) ?? "");
      return shortHash(frame, "collections", path, JSON.stringify(shown), ...members);
    }
    return null;
  };
}

/** The number of a catalogue page from its path: /collection is 1, /collection/2 is 2. */
function collectionPageNumber(path: string): number | null {
  if (path === STOREFRONT_PATHS.collection) return 1;
  const match = /^\/collection\/([1-9][0-9]*)$/.exec(path);
  return match ? Number(match[1]) : null;
}
