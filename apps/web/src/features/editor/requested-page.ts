/** The search parameter that opens the editor at a page: `?page=About` or `?page=/about`. */
export const PAGE_PARAM = "page";

const trimSlashes = (text: string) => text.replace(/^\/+|\/+$/g, "");

/**
 * The name of the page a link asked for, by name (exact, then ignoring case) or by path
 * ("about", "/about/" and "/About" all mean /about), or null when no page matches.
 */
export function requestedPageName(
  pages: readonly { name: string; path: string }[],
  wanted: string | null,
): string | null {
  const text = wanted?.trim();
  if (!text) return null;
  const lower = text.toLowerCase();
  const byName =
    pages.find((page) => page.name === text) ??
    pages.find((page) => page.name.toLowerCase() === lower);
  if (byName) return byName.name;
  const path = `/${trimSlashes(lower)}`;
  return pages.find((page) => `/${trimSlashes(page.path.toLowerCase())}` === path)?.name ?? null;
}
