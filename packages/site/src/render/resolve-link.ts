import { safeUrl } from "../safe/safe-url.js";
import type { SiteContext } from "./section-renderer.js";

/** A link as sections store it (PRODUCT.md §3: type page or external, pageName, url). */
export interface LinkTarget {
  linkType?: string | undefined;
  pageName?: string | undefined;
  url?: string | undefined;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const pageKey = (value: string) => value.trim().toLowerCase();

/** The site path a bare word names when it is one of the site's pages ("About", "about-us"). */
function pagePathOf(word: string, site: SiteContext): string | undefined {
  const key = pageKey(word);
  const page = site.pages.find(
    (p) => pageKey(p.name) === key || pageKey(p.path) === `/${key.replace(/^\.?\//, "")}`,
  );
  return page?.path;
}

/**
 * The href of any link a section renders. It goes through `safeUrl` (no `javascript:`),
 * a bare page name or relative page path ("About", "about") becomes that page's path, and
 * every site path ("/about", "/products/x") passes through the render's `hrefFor` option,
 * so the html preview keeps links inside its frame and a published page links its own files.
 */
export function siteHref(raw: unknown, site: SiteContext): string {
  const url = safeUrl(raw);
  if (url === "#" || url.startsWith("#") || url.startsWith("//") || SCHEME.test(url)) return url;
  // Split off ?query and #hash: only the path names a page.
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? "" : url.slice(cut);
  const sitePath = path.startsWith("/") ? path : pagePathOf(path, site);
  if (sitePath === undefined) return url;
  return `${site.hrefFor ? site.hrefFor(sitePath) : sitePath}${rest}`;
}

/**
 * The href of a page-or-external link: a page link resolves to that page's path, an
 * external one goes through `siteHref`; a missing page gives "#" rather than a dead link.
 */
export function resolveLink(link: LinkTarget, site: SiteContext): string {
  if (link.linkType === "page" || (link.linkType === undefined && link.pageName && !link.url)) {
    const page = site.pages.find((p) => p.name === link.pageName);
    return page ? siteHref(page.path, site) : "#";
  }
  return siteHref(link.url, site);
}

/**
 * The relative href from one site path to another ("/products/a" → "/about" gives
 * "../about"), so a published page works under any base: its own host and `/sites/{slug}/`.
 */
export function relativeHref(fromPath: string, toPath: string): string {
  const depth = Math.max(0, fromPath.split("/").length - 2);
  const prefix = depth === 0 ? "./" : "../".repeat(depth);
  const target = toPath.replace(/^\/+/, "");
  return target === "" ? prefix : depth === 0 ? target : `${prefix}${target}`;
}
