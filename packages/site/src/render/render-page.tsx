import { renderToStaticMarkup } from "react-dom/server";
import { SectionView, SiteFrame, type SitePageProps } from "./SitePage.js";

// Stands in for the sections while the frame renders; it cannot occur in generated CSS vars.
const SLOT = "sw-sections-slot-7f3a";

/**
 * A page's body markup: `<div class="sw-site" style="--sw-…">` with every section in it,
 * for the html preview and published pages. Sections render one by one, so a section
 * that fails leaves a note in preview and nothing on a published page, never a broken page.
 */
export function renderPageToHtml({ page, theme, site, mode }: SitePageProps): string {
  const sections = page.sections.map((section) => {
    try {
      return renderToStaticMarkup(
        <SectionView section={section} theme={theme} site={site} mode={mode} />,
      );
    } catch {
      return mode === "publish"
        ? ""
        : renderToStaticMarkup(
            <p className="sw-warning" role="note">
              Section “{section.id}” could not be shown.
            </p>,
          );
    }
  });
  const frame = renderToStaticMarkup(<SiteFrame theme={theme}>{SLOT}</SiteFrame>);
  return frame.replace(SLOT, () => sections.join(""));
}
