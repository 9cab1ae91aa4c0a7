import { escapeHtml } from "../document/escape-html.js";
import { toHexColor } from "../safe/safe-color.js";

/** sitemap.xml of the given absolute page addresses. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** robots.txt that allows everything and names the sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** A favicon for a site without a logo: its initial on its primary colour, as SVG. */
export function initialFaviconSvg(siteName: string, color: string): string {
  const initial = escapeHtml((siteName.trim()[0] ?? "S").toUpperCase());
  const fill = toHexColor(color) ?? "#2563eb";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}
