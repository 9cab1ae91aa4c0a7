import type { Layout, Theme } from "@shopwright/site";
import {
  STOREFRONT_PATHS,
  createStorefront,
  initialFaviconSvg,
  relativeHref,
  robotsTxt,
  sitemapXml,
  type StorefrontProduct,
} from "@shopwright/site/server";
import type { BundledFonts } from "./bundled-fonts.js";
import { sha256 } from "./site-file-store.js";

/** What a published site is built from. */
export interface SiteBuildInput {
  siteName: string;
  description: string | null;
  currency: string;
  locale: string;
  layout: Layout;
  theme: Theme;
  /** The store's published products. */
  products: readonly StorefrontProduct[];
  /** The site's absolute root address, e.g. http://bean-there.localhost:3000. */
  siteUrl: string;
  /** Site path forms post to (plus "/{formType}"). */
  formAction: string;
  siteCss: string;
  fonts: BundledFonts;
  script: string;
}

/** One built file. */
export interface BuiltFile {
  bytes: Buffer;
  contentType: string;
}

/** A built site: files by site path, plus what the deploy list shows. */
export interface BuiltSite {
  files: Map<string, BuiltFile>;
  pageCount: number;
  /** sha256 over every path and file: equal content, equal hash. */
  contentHash: string;
}

/** The manifest key of the not-found page: no request path can name it. */
export const NOT_FOUND_KEY = "404";

const HTML = "text/html; charset=utf-8";

/**
 * Renders every page of a site to static files (SPEC 7 publish; DESIGN.md "publish:
 * packages/site SSR → static files per deploy"): the layout's pages, the catalogue, a page
 * per product, the thank-you and not-found pages, sitemap.xml, robots.txt and a favicon.
 * Links are relative, so the same files work on the site's host and under /sites/{slug}/.
 */
export function buildSiteFiles(input: SiteBuildInput): BuiltSite {
  const common = {
    siteName: input.siteName,
    description: input.description,
    layout: input.layout,
    theme: input.theme,
    products: input.products,
    currency: input.currency,
    locale: input.locale,
    mode: "publish" as const,
    siteUrl: input.siteUrl,
    formAction: input.formAction,
    siteCss: input.siteCss,
    fontPath: input.fonts.pathOf,
    script: input.script,
  };
  const storefront = createStorefront({
    ...common,
    hrefFor: relativeHref,
    assetHref: relativeHref,
  });
  // The not-found page answers at any depth, so its links start at the root.
  const notFound = createStorefront({
    ...common,
    hrefFor: (_from, to) => to,
    assetHref: (_from, to) => to,
  }).notFound("/");

  const files = new Map<string, BuiltFile>();
  const paths = storefront.paths();
  for (const path of paths) {
    const page = storefront.render(path);
    if (page) files.set(path, { bytes: Buffer.from(page.html), contentType: HTML });
  }
  files.set(NOT_FOUND_KEY, { bytes: Buffer.from(notFound.html), contentType: HTML });

  const indexable = paths.filter((path) => path !== STOREFRONT_PATHS.thanks);
  files.set("/sitemap.xml", {
    bytes: Buffer.from(sitemapXml(indexable.map((path) => `${input.siteUrl}${path}`))),
    contentType: "application/xml; charset=utf-8",
  });
  files.set("/robots.txt", {
    bytes: Buffer.from(robotsTxt(`${input.siteUrl}/sitemap.xml`)),
    contentType: "text/plain; charset=utf-8",
  });
  files.set(STOREFRONT_PATHS.favicon, {
    bytes: Buffer.from(initialFaviconSvg(input.siteName, input.theme.primaryColor)),
    contentType: "image/svg+xml",
  });

  const digest = [...files.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, file]) => `${path}\0${file.contentType}\0${sha256(file.bytes)}`)
    .join("\n");
  return { files, pageCount: paths.length, contentHash: sha256(digest) };
}
