import type { Layout, LayoutPage } from "../layout/layout.js";

/** A site path that moved: visitors and search engines asking for `from` belong at `to`. */
export interface PathMove {
  from: string;
  to: string;
}

/**
 * The layout pages whose path changed between two layouts, as moves. Pages have no id of
 * their own, so a page of `before` is the page of `after` with the same name (a path edited
 * alone), else the one holding one of its sections (section ids are unique in a layout and
 * kept by a rename, which changes name and path together). A page found in neither way was
 * removed, and its path moves nowhere.
 */
export function pageMoves(before: Layout, after: Layout): PathMove[] {
  const byName = new Map(after.pages.map((page) => [page.name.toLowerCase(), page]));
  const bySection = new Map<string, LayoutPage>();
  for (const page of after.pages)
    for (const section of page.sections) bySection.set(section.id, page);
  const afterPaths = new Set(after.pages.map((page) => page.path));
  const moves: PathMove[] = [];
  for (const page of before.pages) {
    const same =
      byName.get(page.name.toLowerCase()) ??
      page.sections.map((section) => bySection.get(section.id)).find(Boolean);
    // A path some page still has is that page's: it never redirects.
    if (same && same.path !== page.path && !afterPaths.has(page.path)) {
      moves.push({ from: page.path, to: same.path });
    }
  }
  return moves;
}
