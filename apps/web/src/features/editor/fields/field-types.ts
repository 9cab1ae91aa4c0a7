import type { SiteCollection, SitePageRef, SiteProduct } from "@shopwright/site";

/** What every properties-panel control gets: the object it edits and a way to patch it. */
export interface ControlProps<F> {
  field: F;
  /** The props of the section, or one item of a list. */
  values: Record<string, unknown>;
  /** Merges into `values`; edits with the same merge key close together are one undo step. */
  onPatch: (patch: Record<string, unknown>, mergeKey: string) => void;
  context: FieldContext;
}

/** Site data some controls offer choices from. */
export interface FieldContext {
  pages: readonly SitePageRef[];
  products: readonly SiteProduct[];
  /** The store's collections, which a product grid may show. */
  collections?: readonly SiteCollection[];
}

export const controlClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 transition focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/15";

export const asText = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
