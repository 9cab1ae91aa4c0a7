/** Longest handle the server derives; migration 0009 cuts existing names at the same length. */
const MAX_DERIVED_LENGTH = 100;

/**
 * Text → a product handle, by the rule migration 0009 applied to existing products: lower
 * case, accents dropped, every run of other characters one hyphen, at most 100 characters,
 * no hyphen at either end. Empty when nothing is left.
 */
export function toHandle(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, "l")
    .replace(/ø/g, "o")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_DERIVED_LENGTH)
    .replace(/^-+|-+$/g, "");
}

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
