import type { AnySectionDefinition } from "../sections/define-section.js";

/**
 * Which section props are canonical: the output of a type's own `normalize`, so that the
 * renderer hands them through instead of normalising them again on every render.
 *
 * Only the code that normalises marks: `normalizeSection` (so `normalizeLayout`,
 * `readStoredLayout` and the API's checked layouts) and `applyOps`, and only props a palette
 * type's definition normalised; family aliases and unknown types are kept raw and never
 * marked. A mark names the definition that made the props, so props shown with another
 * type, or with a type registered again, are normalised as before.
 *
 * The rule for every writer: a marked object is never written to, nor anything inside it.
 * Code that changes props makes a new object (unmarked, so it is normalised when rendered)
 * or normalises it and marks the result. Anything else — raw input, JSON and structured
 * clones, objects built by hand — is unmarked and normalised at render, so the render API
 * stays safe for props from anywhere.
 */
const CANONICAL = new WeakMap<object, AnySectionDefinition>();

/**
 * `definition.normalize(raw)`, marked canonical. A normalize that answers its input itself is
 * not trusted with a mark: the caller still holds that object and may change it.
 */
export function normalizeCanonical(
  definition: AnySectionDefinition,
  raw: unknown,
): Record<string, unknown> {
  const props = definition.normalize(raw);
  if (props !== raw && typeof props === "object" && props !== null) {
    CANONICAL.set(props, definition);
  }
  return props;
}

/** Whether the props are the untouched output of this definition's `normalize`. */
export function isCanonical(
  props: unknown,
  definition: AnySectionDefinition,
): props is Record<string, unknown> {
  return typeof props === "object" && props !== null && CANONICAL.get(props) === definition;
}

/** Marks `copy`, a deep copy of `props`, as canonical when `props` is (for copies made by `applyOps`). */
export function carryCanonical(props: object, copy: object): void {
  const definition = CANONICAL.get(props);
  if (definition) CANONICAL.set(copy, definition);
}
