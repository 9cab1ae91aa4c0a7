import { richTextHtml } from "./rich-text.js";

/**
 * Rich text as HTML where the renderer is part of the module graph: the server, the tests and
 * any browser route that imports `rich-text.ts` itself. The browser build takes
 * `rich-text-loader.browser.ts` instead (package.json "imports", condition "browser"), which
 * fetches the Markdown renderer the first time a page shows formatted text.
 */

/** The HTML of `markdown`, or undefined while the renderer is still loading (never here). */
export const richTextHtmlNow = (markdown: string): string | undefined => richTextHtml(markdown);

/** Whether `richTextHtmlNow` answers: always here. */
export const isRichTextLoaded = (): boolean => true;

/** Calls `listener` when the renderer arrives: it is here already, so never. */
export const onRichTextLoaded =
  (_listener: () => void): (() => void) =>
  () => {};
