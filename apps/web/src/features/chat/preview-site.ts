import type { ProductDto, StoreDto } from "@shopwright/sdk";
import {
  emptyLayout,
  normalizeTheme,
  siteProductOf,
  toMinor,
  type Layout,
  type LayoutPage,
  type LayoutSection,
  type SiteCollection,
  type SiteContext,
  type Theme,
} from "@shopwright/site";

/** What the preview renders: the store's pages and theme, and what links and grids read. */
export interface PreviewSite {
  pages: LayoutPage[];
  /** The site's header and footer, shown on every page that does not hide them. */
  header?: LayoutSection | undefined;
  footer?: LayoutSection | undefined;
  theme: Theme;
  context: SiteContext;
}

/** The store's draft as packages/site renders it (the same reading as the editor's). */
export function previewSiteOf(
  store: StoreDto,
  products: readonly ProductDto[] = [],
  collections: readonly SiteCollection[] = [],
): PreviewSite {
  const theme = normalizeTheme(store.theme);
  // The API answers a store's layout canonical, or `{}` while it was never saved.
  const layout = "pages" in store.layout ? (store.layout as Layout) : emptyLayout();
  const { pages } = layout;
  return {
    pages,
    header: layout.header,
    footer: layout.footer,
    theme,
    context: {
      name: theme.siteName ?? store.storeName,
      pages: pages.map(({ name, path }) => ({ name, path })),
      // The API's product DTOs become the catalogue's products, which the renderers read.
      products: products.map((product) =>
        siteProductOf(
          {
            id: product._id,
            name: product.name,
            description: product.description || undefined,
            priceMinor: toMinor(product.price, store.currency),
            images: product.image ? [product.image] : [],
          },
          store.currency,
        ),
      ),
      collections,
      currency: store.currency,
      locale: store.locale,
    },
  };
}
