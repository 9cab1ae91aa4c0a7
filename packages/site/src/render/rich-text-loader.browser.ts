/**
 * `rich-text-loader` for the browser build: the Markdown renderer (micromark, about 25 kB
 * gzip) is not part of a route that shows text blocks, such as the editor, but a chunk of its
 * own, fetched the first time a text with formatting is shown. Until it arrives
 * `richTextHtmlNow` answers undefined and the text shows as plain paragraphs; then everything
 * subscribed with `onRichTextLoaded` renders again. The server and the tests use
 * `rich-text-loader.ts`, which has the renderer at once.
 */
type ToHtml = (markdown: string) => string;

let loaded: ToHtml | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import("./rich-text.js").then(
    (module) => {
      loaded = module.richTextHtml;
      for (const listener of listeners) listener();
    },
    () => {
      // Fetched again the next time a formatted text is shown.
      loading = undefined;
    },
  );
}

export function richTextHtmlNow(markdown: string): string | undefined {
  if (loaded) return loaded(markdown);
  load();
  return undefined;
}

export const isRichTextLoaded = (): boolean => loaded !== undefined;

export function onRichTextLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
