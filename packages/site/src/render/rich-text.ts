import { micromark } from "micromark";

/**
 * Rich text, written in Markdown (a product's description, docs/PRODUCT.md "Product pages";
 * a text block's content, §4 "Editing on the canvas"), as HTML safe to put in a page: micromark (CommonMark) escapes raw HTML, so a
 * `<script>` or an `onerror` attribute comes out as text, and drops links and images whose
 * address is not http(s), mailto or relative (`javascript:` included). Plain text reads as
 * it did: blank lines split paragraphs, and the stylesheet keeps single line breaks
 * (`.sw-rich`). Headings move one level down, so the page's h1 (the product's name) stays its only one.
 * Empty text gives "".
 */
export function richTextHtml(markdown: string | undefined): string {
  if (!markdown?.trim()) return "";
  const known = htmlOfMarkdown.get(markdown);
  if (known !== undefined) return known;
  const html = descriptionHtml(markdown);
  if (htmlOfMarkdown.size >= HTML_KEPT) htmlOfMarkdown.delete(htmlOfMarkdown.keys().next().value!);
  htmlOfMarkdown.set(markdown, html);
  return html;
}

// A product page shows its description as HTML and twice as text (structured data, meta
// description), and the canvas re-renders a text block: the few latest are kept, so each
// text is parsed once.
const HTML_KEPT = 16;
const htmlOfMarkdown = new Map<string, string>();

function descriptionHtml(markdown: string): string {
  return (
    micromark(markdown)
      .replace(
        /<(\/?)h([1-5])>/g,
        (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}>`,
      )
      // An image whose address was dropped reads as its alternative text; the others load lazily.
      .replace(/<img src="" alt="([^"]*)"[^>]*>/g, "$1")
      .replace(/<img src="/g, '<img loading="lazy" src="')
      .trim()
  );
}

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&amp;": "&",
};

/**
 * Rich text's words without its Markdown, for search results and structured data:
 * "Heavy **organic** cotton" reads "Heavy organic cotton"; white space runs become one space.
 */
export function richTextPlain(markdown: string | undefined): string {
  return richTextHtml(markdown)
    .replace(/<img [^>]*alt="([^"]*)"[^>]*>/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}
