import { slugify } from "@shopwright/sdk";

/**
 * A page's address as a search result shows it: the site's host and the path's parts,
 * "bean-there.example › products › blue-mug"; the store's name stands for the host while
 * nothing is published.
 */
export function searchAddress(
  siteUrl: string | null | undefined,
  fallback: string,
  parts: string[],
) {
  let host = fallback;
  if (siteUrl) {
    try {
      host = new URL(siteUrl).host;
    } catch {
      host = fallback;
    }
  }
  return [host, ...parts.filter(Boolean)].join(" › ");
}

/**
 * A name as the lower-case words of an address, as a page path takes it: "Blue Mug" → "blue-mug".
 * "" (no part shown) for a name outside ASCII while the browser is still fetching the slug
 * tables, which arrive once the page is idle (`loadSlugTables`).
 */
export function slugOf(name: string): string {
  try {
    return slugify(name, 60);
  } catch {
    return "";
  }
}
