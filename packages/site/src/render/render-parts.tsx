import { renderToStaticMarkup } from "react-dom/server";
import { ProductDetail } from "../storefront/ProductDetail.js";
import { CollectionSortLinks } from "../storefront/CollectionSortLinks.js";
import { SiteNotice } from "../storefront/SiteNotice.js";
import { SearchForm } from "../storefront/search/SearchPage.js";
import { SectionView, type SitePageProps } from "./SitePage.js";

/** Everything a section needs besides itself. */
export type SectionHtmlContext = Omit<SitePageProps, "page">;

/**
 * One section's markup. A section that fails leaves a note in the editor and preview and
 * nothing on a published page, never a broken page.
 */
export function renderSectionHtml(
  section: SitePageProps["page"]["sections"][number],
  { theme, site, mode }: SectionHtmlContext,
): string {
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
}

/**
 * The `.sw-site` root around markup that is already escaped, for a whole html document: the
 * document's stylesheet sets the theme's variables on `:root` (`siteStyles`), so the root
 * carries none of its own (the editor's `SiteFrame`, inside the app's page, does).
 */
export function siteFrameHtml(innerHtml: string): string {
  return `<div class="sw-site">${innerHtml}</div>`;
}

/** A product page's main block (see ProductDetail). */
export function renderProductDetailHtml(props: Parameters<typeof ProductDetail>[0]): string {
  return renderToStaticMarkup(<ProductDetail {...props} />);
}

/** A notice block in the site's theme (see SiteNotice). */
export function renderSiteNoticeHtml(props: Parameters<typeof SiteNotice>[0]): string {
  return renderToStaticMarkup(<SiteNotice {...props} />);
}

/** A collection page's sort links (see CollectionSortLinks). */
export function renderCollectionSortHtml(props: Parameters<typeof CollectionSortLinks>[0]): string {
  return renderToStaticMarkup(<CollectionSortLinks {...props} />);
}

/** The catalogue search form (see SearchForm), posting to `action`, in the locale's language. */
export function renderSearchFormHtml(action: string, locale: string | undefined): string {
  return renderToStaticMarkup(<SearchForm action={action} locale={locale} />);
}
