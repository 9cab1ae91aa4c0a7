import type { TextEditKind } from "@shopwright/site";

/** How an edit in place ended: Enter, Escape, or the focus left (a click elsewhere, Tab). */
export type InlineEditEnd = "enter" | "escape" | "blur";

/** A point on screen, where a click placed the caret. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** Marks the copy being edited (canvas.css outlines it). */
export const EDITING_ATTRIBUTE = "data-sw-editing";

type CaretDocument = Document & {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/** Puts the caret where `point` is, when that is inside `within`; else at the end of `within`. */
export function placeCaret(within: HTMLElement, point: ScreenPoint | null): void {
  const selection = window.getSelection();
  if (!selection) return;
  const doc = document as CaretDocument;
  let range: Range | null = null;
  if (point && doc.caretPositionFromPoint) {
    const position = doc.caretPositionFromPoint(point.x, point.y);
    if (position) {
      range = document.createRange();
      range.setStart(position.offsetNode, position.offset);
    }
  } else if (point && doc.caretRangeFromPoint) {
    range = doc.caretRangeFromPoint(point.x, point.y);
  }
  if (range && within.contains(range.startContainer)) {
    range.collapse(true);
  } else {
    range = document.createRange();
    range.selectNodeContents(within);
    range.collapse(false);
  }
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * An element's text as its kind keeps it: a line is one line; a text keeps its line breaks
 * and paragraphs (a blank line), without trailing spaces.
 */
export function textOf(element: HTMLElement, kind: Exclude<TextEditKind, "rich">): string {
  // jsdom has no innerText; browsers render the line breaks into it.
  const raw = (element.innerText ?? element.textContent ?? "").replace(/\u00a0/g, " ");
  if (kind === "line") return raw.replace(/\s+/g, " ").trim();
  return raw
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Shows `copy` in place of the rendered `element` until the returned function is called: the
 * copy goes just before it and the element is hidden. React never sees its own nodes changed,
 * so nothing needs re-rendering when the edit ends; the page's stylesheet styles the copy as
 * the element (same tag, same classes, same parent).
 */
export function standIn(element: HTMLElement, copy: HTMLElement): () => void {
  const display = element.style.display;
  copy.setAttribute(EDITING_ATTRIBUTE, "");
  element.before(copy);
  element.style.display = "none";
  return () => {
    copy.remove();
    element.style.display = display;
  };
}

/**
 * Edits a rendered plain text in place (docs/PRODUCT.md §4 "Editing on the canvas"): a copy
 * of it takes its place, editable as plain text, with the caret where the click was. Enter
 * ends a line (Shift+Enter breaks a text's line), Escape ends it and gives the focus back to
 * the section, and so does the focus leaving it. `onEnd` gets the new text, or null when it
 * did not change, exactly once. The returned function ends the edit as if the focus had left.
 */
export function editTextInPlace(
  element: HTMLElement,
  kind: Exclude<TextEditKind, "rich">,
  point: ScreenPoint | null,
  onEnd: (text: string | null, how: InlineEditEnd) => void,
): () => void {
  const copy = element.cloneNode(true) as HTMLElement;
  const restore = standIn(element, copy);
  try {
    copy.contentEditable = "plaintext-only";
  } catch {
    // Browsers without plain-text editing: pasting is made plain below.
    copy.contentEditable = "true";
  }
  copy.spellcheck = true;
  // Focusable whatever its tag, also where editing is unknown (jsdom).
  copy.tabIndex = -1;
  copy.setAttribute("role", "textbox");
  copy.setAttribute("aria-multiline", String(kind === "text"));
  const before = textOf(copy, kind);
  let isOver = false;

  function end(how: InlineEditEnd) {
    if (isOver) return;
    isOver = true;
    const after = textOf(copy, kind);
    copy.removeEventListener("keydown", handleKeyDown);
    copy.removeEventListener("blur", handleBlur);
    copy.removeEventListener("paste", handlePaste);
    const section = element.closest<HTMLElement>("[data-section-id]");
    restore();
    if (how === "escape") section?.focus({ preventScroll: true });
    onEnd(after === before ? null : after, how);
  }
  function handleKeyDown(event: KeyboardEvent) {
    if (event.isComposing) return;
    if (event.key === "Enter" && (kind === "line" || !event.shiftKey)) {
      event.preventDefault();
      end("enter");
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      end("escape");
    }
  }
  const handleBlur = () => end("blur");
  function handlePaste(event: ClipboardEvent) {
    if (copy.contentEditable === "plaintext-only") return;
    event.preventDefault();
    const text = event.clipboardData?.getData("text/plain") ?? "";
    document.execCommand("insertText", false, kind === "line" ? text.replace(/\s+/g, " ") : text);
  }

  copy.addEventListener("keydown", handleKeyDown);
  copy.addEventListener("blur", handleBlur);
  copy.addEventListener("paste", handlePaste);
  copy.focus({ preventScroll: true });
  placeCaret(copy, point);
  return () => end("blur");
}
