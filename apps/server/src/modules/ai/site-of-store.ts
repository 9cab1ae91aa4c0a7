import { emptyLayout, normalizeTheme, type SiteDocument } from "@shopwright/site";
import type { Store } from "../stores/stores.repository.js";

/** The store's draft as operations see it: name, theme tokens, pages and site-wide parts. */
export function siteOfStore(row: Pick<Store, "storeName" | "theme" | "layout">): SiteDocument {
  const theme = normalizeTheme(row.theme);
  return { name: theme.siteName ?? row.storeName, theme, ...(row.layout ?? emptyLayout()) };
}

/**
 * The theme to save for an edited site: its tokens, with the site's name kept in `siteName`
 * when it differs from the store's (that is where the editor and renderers read it).
 */
export function themeToSave(site: SiteDocument, storeName: string): Record<string, unknown> {
  const theme: Record<string, unknown> = { ...site.theme };
  if (site.name !== storeName || site.theme.siteName !== undefined) theme.siteName = site.name;
  return theme;
}
