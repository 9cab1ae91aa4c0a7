import type { SectionMode } from "./section-renderer.js";

/**
 * How a text is edited in place on the editor canvas (docs/PRODUCT.md §4 "Editing on the
 * canvas"): a `line` ends at Enter (headings, labels, list items), a `text` takes line breaks
 * with Shift+Enter (lead texts, descriptions, answers), and `rich` is a text block's Markdown
 * (bold, italic, links, lists).
 */
export type TextEditKind = "line" | "text" | "rich";

/** The attributes that name an editable text on the canvas: its prop path and its kind. */
export const EDITABLE_TEXT = { field: "data-sw-text", kind: "data-sw-text-kind" } as const;

/** What an editable text carries on the canvas. */
export interface EditableTextMarks {
  "data-sw-text": string;
  "data-sw-text-kind": TextEditKind;
}

/**
 * The marks of a text the canvas edits in place, on the element that shows only that text:
 * `field` is its prop path ("heading", "items.2.title", "plans.0.features.1"). Pages and
 * previews carry none.
 */
export function editableText(
  mode: SectionMode | undefined,
  field: string,
  kind: TextEditKind = "line",
): EditableTextMarks | undefined {
  return mode === "edit" ? { "data-sw-text": field, "data-sw-text-kind": kind } : undefined;
}
