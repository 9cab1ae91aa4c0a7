/**
 * The description's formatting buttons: each wraps the selection in Markdown, which the
 * storefront renders as sanitized rich text.
 */
export type MarkdownFormat = "bold" | "italic" | "list" | "link";

export interface TextEdit {
  value: string;
  /** The selection after the edit: the formatted text, or the placeholder to type over. */
  selectionStart: number;
  selectionEnd: number;
}

const PLACEHOLDERS: Record<MarkdownFormat, string> = {
  bold: "bold text",
  italic: "italic text",
  list: "List item",
  link: "link text",
};

/** `value` with `format` applied to the text between `start` and `end`. */
export function applyMarkdown(
  value: string,
  start: number,
  end: number,
  format: MarkdownFormat,
): TextEdit {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);

  if (format === "list") {
    // Whole lines: from the start of the first selected line to the end of the last.
    const lineStart = before.lastIndexOf("\n") + 1;
    const nextBreak = value.indexOf("\n", end);
    const lineEnd =
      end > start && value[end - 1] === "\n"
        ? end - 1
        : nextBreak === -1
          ? value.length
          : nextBreak;
    const lines = value.slice(lineStart, lineEnd);
    const isList = lines.split("\n").every((line) => line.startsWith("- "));
    const text = lines === "" ? PLACEHOLDERS.list : lines;
    const formatted = text
      .split("\n")
      .map((line) => (isList ? line.slice(2) : `- ${line}`))
      .join("\n");
    // A list needs a blank line before it to read as one.
    const head = value.slice(0, lineStart);
    const gap = isList || head === "" || head.endsWith("\n\n") ? "" : "\n";
    const next = `${head}${gap}${formatted}${value.slice(lineEnd)}`;
    const from = head.length + gap.length;
    return { value: next, selectionStart: from, selectionEnd: from + formatted.length };
  }

  // Spaces stay outside the marks: "**bold** text", never "**bold **text".
  const leading = selected.match(/^\s*/)![0];
  const trailing = selected.slice(leading.length).match(/\s*$/)![0];
  const inner = selected.slice(leading.length, selected.length - trailing.length);
  const text = inner || PLACEHOLDERS[format];
  const [open, close] =
    format === "bold" ? ["**", "**"] : format === "italic" ? ["_", "_"] : ["[", "](https://)"];
  const from = before.length + leading.length + open.length;
  const next = `${before}${leading}${open}${text}${close}${trailing}${after}`;
  if (format === "link") {
    // The address is what is left to type: select "https://".
    const address = from + text.length + 2;
    return { value: next, selectionStart: address, selectionEnd: address + "https://".length };
  }
  return { value: next, selectionStart: from, selectionEnd: from + text.length };
}

/** The description as one line of plain text, for the list's short preview: marks left out. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?![\w*])/g, "$1$2")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\s*\n+\s*/g, " ")
    .trim();
}
