import type { NumberField } from "@shopwright/site";

/**
 * PRODUCT.md §5: a number field's text as a value. Blank becomes the field's minimum (gallery
 * columns 1, divider thickness 1, spacer height 0); others are clamped to the bounds and
 * rounded to whole numbers when the step is whole.
 */
export function numberFromInput(
  text: string,
  field: Pick<NumberField<string>, "min" | "max" | "step">,
): number {
  const parsed = Number.parseFloat(text);
  if (text.trim() === "" || !Number.isFinite(parsed)) return field.min;
  const isWhole = Number.isInteger(field.step ?? 1);
  const value = isWhole ? Math.round(parsed) : parsed;
  return Math.min(field.max, Math.max(field.min, value));
}
