import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { themeToCssVars, type Theme } from "@shopwright/site";

/** The site stylesheet, read once: every preview inlines it (the CSP allows no other source). */
export function readSiteCss(): string {
  const path = createRequire(import.meta.url).resolve("@shopwright/site/site.css");
  return readFileSync(path, "utf8");
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The html preview's Content-Security-Policy: a sandboxed document with no scripts at all,
 * framable only by the admin's own origin (DESIGN.md "Published sites live on their own origin").
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

/** A whole html document around a rendered page: lang, viewport, title and inline styles. */
export function previewDocument(input: PreviewDocumentInput): string {
  const vars = Object.entries(themeToCssVars(input.theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  // The vars come from a normalised theme; "<" is still escaped so nothing can close <style>.
  const css =
    `${input.siteCss}\n:root{${vars}}\nhtml,body{margin:0;min-height:100%;background:var(--sw-page-bg)}`.replace(
      /</g,
      "\\3c ",
    );
  const description = input.description
    ? `<meta name="description" content="${escapeHtml(input.description)}">`
    : "";
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(input.lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(input.title)}</title>`,
    description,
    `<style>${css}</style>`,
    "</head>",
    `<body>${input.bodyHtml}</body>`,
    "</html>",
  ].join("\n");
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
