import type { Theme } from "@shopwright/site";
import { escapeHtml, siteDocument } from "@shopwright/site/server";

/**
 * The html preview's Content-Security-Policy: a sandboxed document with no scripts at all,
 * framable only by the admin's own origin.
 */
export const PREVIEW_CSP = [
  "sandbox",
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src * data:",
  "font-src 'self' data:",
  "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

export interface PreviewDocumentInput {
  lang: string;
  title: string;
  description?: string | undefined;
  theme: Theme;
  siteCss: string;
  /** Body markup, already escaped (renderPageToHtml's output or our own). */
  bodyHtml: string;
}

/** A whole html document around a rendered page, never indexed. */
export function previewDocument(input: PreviewDocumentInput): string {
  return siteDocument({ ...input, isIndexable: false });
}

/** The body of a preview that has nothing to show: a page not found or a link that expired. */
export function previewNoticeHtml(
  heading: string,
  text: string,
  link?: { href: string; label: string },
) {
  const action = link
    ? `<p><a class="sw-btn sw-btn-primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : "";
  return `<div class="sw-site"><section class="sw-section"><div class="sw-container"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${action}</div></section></div>`;
}
