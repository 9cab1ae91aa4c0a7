import { themeToCssVars } from "../theme/theme-to-css-vars.js";
import type { Theme } from "../theme/theme.js";
import { jsonLdScripts, type JsonLdNode } from "../seo/structured-data.js";
import { escapeHtml } from "./escape-html.js";

/** What a whole site page needs around its body markup. */
export interface SiteDocumentInput {
  lang: string;
  title: string;
  description?: string | undefined;
  /** The page's absolute address: rel=canonical and og:url. */
  canonicalUrl?: string | undefined;
  /** og:site_name. */
  siteName?: string | undefined;
  /** og:image: an absolute image address. */
  image?: string | undefined;
  ogType?: "website" | "product";
  /** schema.org structured data of the page (indexable pages only). */
  jsonLd?: readonly JsonLdNode[] | undefined;
  /** The favicon's href. */
  iconHref?: string | undefined;
  /** False adds `robots: noindex` (previews and error pages). */
  isIndexable: boolean;
  theme: Theme;
  /** The site stylesheet, inlined so a page needs no second request to render. */
  siteCss: string;
  /** `@font-face` rules of the theme's fonts. */
  fontFaceCss?: string | undefined;
  /** Font files worth fetching before the CSS asks for them. */
  preloadFonts?: readonly string[] | undefined;
  /** Body markup, already escaped (renderPageToHtml's output or our own). */
  bodyHtml: string;
  /** Our own inline script, whose hash the page's CSP allows; never user text. */
  script?: string | undefined;
}

// The site stylesheet without comments and indentation, for the stylesheet last given: a
// publish inlines the same one into every page.
let compacted = { source: "", css: "" };

/** Comments and indentation are for people reading the file, not for every page's bytes. */
function compactCss(siteCss: string): string {
  if (compacted.source !== siteCss) {
    compacted = {
      source: siteCss,
      css: siteCss.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\n\s+/g, "\n"),
    };
  }
  return compacted.css;
}

/** The inline stylesheet: site CSS, font faces and the theme's variables on :root. */
export function siteStyles(theme: Theme, siteCss: string, fontFaces = ""): string {
  const vars = Object.entries(themeToCssVars(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  const css = compactCss(siteCss);
  // The vars come from a normalised theme; "<" is still escaped so nothing can close <style>.
  return `${fontFaces}\n${css}\n:root{${vars}}\nhtml,body{margin:0;min-height:100%;background:var(--sw-page-bg)}`.replace(
    /</g,
    "\\3c ",
  );
}

const meta = (attribute: "name" | "property", key: string, value: string | undefined) =>
  value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : "";

/**
 * A whole html document around a rendered page: lang, viewport, title, description,
 * canonical, Open Graph and Twitter card tags, structured data, favicon, inline styles and
 * our one inline script. Shared-link tags go on indexable pages only (those with a canonical
 * address).
 */
export function siteDocument(input: SiteDocumentInput): string {
  const shared = input.canonicalUrl !== undefined;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.title)}</title>`,
    meta("name", "description", input.description),
    input.isIndexable ? "" : '<meta name="robots" content="noindex">',
    input.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">` : "",
    input.iconHref ? `<link rel="icon" href="${escapeHtml(input.iconHref)}">` : "",
    ...(input.preloadFonts ?? []).map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    meta("property", "og:type", input.canonicalUrl ? (input.ogType ?? "website") : undefined),
    meta("property", "og:title", input.canonicalUrl ? input.title : undefined),
    meta("property", "og:description", input.canonicalUrl ? input.description : undefined),
    meta("property", "og:url", input.canonicalUrl),
    meta("property", "og:site_name", input.canonicalUrl ? input.siteName : undefined),
    meta("property", "og:image", input.canonicalUrl ? input.image : undefined),
    meta(
      "name",
      "twitter:card",
      shared ? (input.image ? "summary_large_image" : "summary") : undefined,
    ),
    meta("name", "twitter:title", shared ? input.title : undefined),
    meta("name", "twitter:description", shared ? input.description : undefined),
    meta("name", "twitter:image", shared ? input.image : undefined),
    shared && input.jsonLd?.length ? jsonLdScripts(input.jsonLd) : "",
    `<style>${siteStyles(input.theme, input.siteCss, input.fontFaceCss)}</style>`,
  ].filter(Boolean);
  const script = input.script ? `<script>${input.script}</script>` : "";
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(input.lang)}">`,
    "<head>",
    ...head,
    "</head>",
    `<body>${input.bodyHtml}${script}</body>`,
    "</html>",
  ].join("\n");
}
