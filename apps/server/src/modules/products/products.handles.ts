import { slugify } from "@shopwright/sdk";

/** Longest handle the server derives; migration 0009 cuts existing names at the same length. */
const MAX_DERIVED_LENGTH = 100;

/**
 * Text → a product or collection handle: `slugify` (any script transliterated) at most 100
 * characters. Migration 0009 made the handles of products older than it by the accent-dropping
 * rule that was this one's before; names in plain ASCII give the same handle by both. Empty
 * when nothing is left.
 */
export const toHandle = (text: string): string => slugify(text, MAX_DERIVED_LENGTH);

/** A new product's handle base: its name's, or "product" for a name without letters or digits. */
export const handleFromName = (name: string): string => toHandle(name) || "product";

/** `base`, or `base-2`, `base-3` … whichever is not taken first. */
export function firstFreeHandle(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
