import { safeUrl } from "../safe/safe-url.js";
import type { SiteContext } from "./section-renderer.js";

/** A link as sections store it (SPEC 3: type page or external, pageName, url). */
export interface LinkTarget {
  linkType?: string | undefined;
  pageName?: string | undefined;
  url?: string | undefined;
}

/**
 * The href of a page-or-external link: a page link resolves to that page's path, an
 * external one goes through `safeUrl`; a missing page gives "#" rather than a dead link.
 */
export function resolveLink(link: LinkTarget, site: SiteContext): string {
  if (link.linkType === "page" || (link.linkType === undefined && link.pageName && !link.url)) {
    const page = site.pages.find((p) => p.name === link.pageName);
    return safeUrl(page?.path);
  }
  return safeUrl(link.url);
}
