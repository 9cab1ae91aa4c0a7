import { useSyncExternalStore } from "react";
import { isRichTextLoaded, onRichTextLoaded, richTextHtmlNow } from "#rich-text";
import { classNames } from "./class-names.js";
import type { EditableTextMarks } from "./editable-text.js";
import { Paragraphs } from "./Paragraphs.js";

// Markdown a text block's editor writes (docs/PRODUCT.md §4 "Editing on the canvas"): emphasis,
// links, list items, headings, quotes, code and escapes. Text without any renders as plain
// paragraphs, as it always did, without the Markdown renderer.
const FORMATTING =
  /(\*\*|__)\S|(^|[\s(])[*_][^\s*_]|\[[^\]\n]+\]\([^)\s]+\)|^ {0,3}([-*+]|\d{1,9}[.)]) |^ {0,3}(#{1,6}|>) |`|\\[\\`*_[\]()#+\-.!]/m;

/** Whether `text` has any Markdown formatting. */
export const hasFormatting = (text: string): boolean => FORMATTING.test(text);

/**
 * A rich text (Markdown) as safe HTML in `.sw-rich`; plain text as paragraphs. In the browser
 * the renderer loads on first use (`#rich-text`): until then the text shows as paragraphs.
 */
export function RichText({
  text,
  className,
  marks,
}: {
  text: string | undefined;
  className?: string;
  marks?: EditableTextMarks | undefined;
}) {
  // Renders again once the renderer has arrived; the server has it from the start.
  useSyncExternalStore(onRichTextLoaded, isRichTextLoaded, isRichTextLoaded);
  if (!text?.trim()) return null;
  const html = hasFormatting(text) ? richTextHtmlNow(text) : undefined;
  if (html === undefined) return <Paragraphs text={text} className={className} marks={marks} />;
  return (
    <div
      className={classNames("sw-rich", className)}
      {...marks}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
