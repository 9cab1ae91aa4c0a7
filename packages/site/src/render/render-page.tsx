import { renderSectionHtml, siteFrameHtml } from "./render-parts.js";
import type { SitePageProps } from "./SitePage.js";

/**
 * A page's body markup: `<div class="sw-site">` with every section in it, for the html
 * preview and published pages (their document sets the theme's variables, `siteStyles`). Sections render one by one, so a section
 * that fails leaves a note in preview and nothing on a published page, never a broken page.
 */
export function renderPageToHtml({ page, theme, site, mode }: SitePageProps): string {
  const sections = page.sections.map((section) =>
    renderSectionHtml(section, { theme, site, mode }),
  );
  return siteFrameHtml(sections.join(""));
}
