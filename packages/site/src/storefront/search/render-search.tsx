import { renderToStaticMarkup } from "react-dom/server";
import { siteProductOf, type CatalogueProduct } from "../../render/catalogue-product.js";
import { renderSectionHtml } from "../../render/render-parts.js";
import type { SiteContext } from "../../render/section-renderer.js";
import { DEFAULT_THEME } from "../../theme/theme.js";
import { productPath } from "../storefront.js";
import { STOREFRONT_PATHS } from "../storefront-paths.js";
import { SearchHead, SearchPager, type SearchHeadView } from "./SearchPage.js";

/** A published site's search page (PRODUCT.md "Catalogue search"), filled into the site's shell. */
export interface SearchView extends SearchHeadView {
  /** This page's products, best match first. */
  products: readonly CatalogueProduct[];
  page: number;
  pages: number;
  currency: string;
  /** A site that sells: each card adds to its cart. */
  sells: boolean;
}

/**
 * The search page's main markup, for `fillShell`: its heading, form and count, the matches as
 * the site's product grid (the shell's theme colours it: a grid without colours of its own
 * reads nothing else of the theme) and links to the other pages. Links are root-absolute, as
 * the shell's are.
 */
export function renderSearchHtml(view: SearchView): string {
  const head = renderToStaticMarkup(<SearchHead view={view} />);
  if (!view.total || view.products.length === 0) return head;
  const site: SiteContext = {
    pages: [],
    products: view.products.map((product) =>
      siteProductOf(product, view.currency, productPath(product)),
    ),
    currency: view.currency,
    locale: view.locale,
    hrefFor: (to) => to,
    cart: view.sells
      ? { itemsAction: STOREFRONT_PATHS.cartItems, cartHref: STOREFRONT_PATHS.cart }
      : undefined,
  };
  const grid = renderSectionHtml(
    {
      id: "search-results",
      type: "collection",
      props: { limit: view.products.length },
    },
    { theme: DEFAULT_THEME, site, mode: "publish" },
  );
  const pager = renderToStaticMarkup(
    <SearchPager query={view.query} page={view.page} pages={view.pages} locale={view.locale} />,
  );
  return head + grid + pager;
}
