import type { Layout } from "./layout.js";
import { HOME_PAGE_NAME, normalizeLayout } from "./normalize-layout.js";

/**
 * The version of the stored layout's shape. A layout is written stamped with it
 * (`toStoredLayout`) and read back through `readStoredLayout`, which migrates any older
 * version; a change to the shape raises it and adds its step there.
 */
export const LAYOUT_SCHEMA_VERSION = 2;

/** A layout as stored: the canonical layout stamped with its version, or `{}` never saved. */
export type StoredLayout = Record<string, unknown>;

/** The field of a stored layout that holds its version (absent: version 1). */
const VERSION_KEY = "schemaVersion";

/** A layout as stored: the canonical layout with its schema version. */
export function toStoredLayout(layout: Layout): StoredLayout {
  return { [VERSION_KEY]: LAYOUT_SCHEMA_VERSION, ...layout };
}

/**
 * A stored layout as the canonical `Layout`, migrated from whatever version it was written
 * in, or null for a store whose layout was never saved (`{}`). The one reader of a stored
 * layout: what it returns is trusted from then on and not normalised again.
 */
export function readStoredLayout(raw: unknown): Layout | null {
  if (typeof raw !== "object" || raw === null) return normalizeLayout(raw);
  if (Object.keys(raw).length === 0) return null;
  const { [VERSION_KEY]: version, ...rest } = raw as Record<string, unknown>;
  if (typeof version === "number" && version > LAYOUT_SCHEMA_VERSION) {
    throw new Error(`Stored layout version ${version} is newer than this server's`);
  }
  // Version 1 (stamped or not, as every layout saved before versions): the pages[] or
  // sections[] form, each page carrying its own navbar and footer; normalising it makes the
  // ones pages share the site's header and footer (`hoistSiteParts`). Version 2 adds the
  // site's `header` and `footer` and the pages' `hideHeader` and `hideFooter`. Normalising
  // gives the canonical layout, its keys in canonical order (the database keeps JSON keys in
  // an order of its own).
  return normalizeLayout(Array.isArray(raw) ? raw : rest);
}

/** The layout of a site that has only an empty home page: what a never-saved store shows. */
export function emptyLayout(): Layout {
  return { pages: [{ name: HOME_PAGE_NAME, path: "/", sections: [] }] };
}
