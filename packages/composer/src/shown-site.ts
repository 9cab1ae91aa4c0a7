import {
  SITE_PARTS,
  applyOps,
  pageSectionsOf,
  type ApplyOpsOptions,
  type ApplyOpsResult,
  type LayoutSection,
  type SiteDocument,
} from "@shopwright/site";

/*
 * The composer reads a site as its pages show it: the site's header and footer as each
 * page's first and last sections (the same section, by id, on every page that shows it),
 * so "the footer" of a page is found where a visitor sees it. Operations go to the site as
 * stored, where an edit of that id is an edit of the site's part on every page.
 */

/** The site with each page's sections as the page shows them (idempotent). */
export function shownSite(site: SiteDocument): SiteDocument {
  const stored = storedSite(site);
  if (!stored.header && !stored.footer) return stored;
  return {
    ...stored,
    pages: stored.pages.map((page) => ({ ...page, sections: pageSectionsOf(stored, page) })),
  };
}

/**
 * The site as stored: the parts in their own fields and on no page. A page's copy of a part
 * that was changed in place (a lint repair) is the part's new value.
 */
export function storedSite(site: SiteDocument): SiteDocument {
  const partIds = new Set(SITE_PARTS.flatMap((part) => (site[part] ? [site[part].id] : [])));
  if (partIds.size === 0) return site;
  if (!site.pages.some((page) => page.sections.some((section) => partIds.has(section.id))))
    return site;
  const stored: SiteDocument = {
    ...site,
    pages: site.pages.map((page) => ({
      ...page,
      sections: page.sections.filter((section) => !partIds.has(section.id)),
    })),
  };
  for (const part of SITE_PARTS) {
    const value = site[part];
    if (!value) continue;
    const text = JSON.stringify(value);
    const changed = site.pages
      .flatMap((page) => page.sections)
      .find((section) => section.id === value.id && JSON.stringify(section) !== text);
    if (changed) stored[part] = changed;
  }
  return stored;
}

/**
 * `applyOps` on a shown site: applied to it as stored (a change repeated for a part's
 * copies once), the outcome shown again.
 */
export function applyOpsShown(
  site: SiteDocument,
  ops: readonly unknown[],
  options?: ApplyOpsOptions,
): ApplyOpsResult {
  const result = applyOps(storedSite(site), withoutPartRepeats(site, ops), options);
  return { ...result, site: shownSite(result.site) };
}

/** Every section of a shown site once (a part once, not once per page). */
export function shownSections(site: SiteDocument): LayoutSection[] {
  const seen = new Set<string>();
  return site.pages
    .flatMap((page) => page.sections)
    .filter((section) => !seen.has(section.id) && seen.add(section.id));
}

/**
 * Operations without repeats of one change to a site part: reading every page, a planner
 * meets the header once per page that shows it.
 */
export function withoutPartRepeats<T>(site: SiteDocument, ops: readonly T[]): T[] {
  const partIds = new Set(SITE_PARTS.flatMap((part) => (site[part] ? [site[part].id] : [])));
  if (partIds.size === 0) return [...ops];
  const seen = new Set<string>();
  return ops.filter((op) => {
    const id =
      typeof op === "object" && op !== null && "sectionId" in op ? op.sectionId : undefined;
    if (typeof id !== "string" || !partIds.has(id)) return true;
    const key = JSON.stringify(op);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
