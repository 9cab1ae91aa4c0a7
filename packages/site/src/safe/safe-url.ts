/** The longest URL a section may carry; longer ones are refused rather than cut. */
export const MAX_URL_LENGTH = 2048;

const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const IMAGE_SCHEMES = new Set(["http", "https"]);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers drop tabs and newlines inside URLs ("java\tscript:" runs), so any control
// character makes the whole URL suspect.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

function checked(value: unknown, schemes: ReadonlySet<string>): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = value.trim();
  if (url === "" || url.length > MAX_URL_LENGTH || CONTROL.test(url)) return undefined;
  // Browsers read "\" as "/" in web addresses: "/\evil.example" is another host dressed as a
  // path on the site. Only a plain "//host" says what it is.
  if (/^[/\\]{2}/.test(url) && !url.startsWith("//")) return undefined;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  // No scheme means a relative URL ("/about", "#faq", "shop?page=2"): it stays on the site.
  if (scheme === undefined) return url;
  if (!schemes.has(scheme)) return undefined;
  // "https:evil" or "https:javascript:…" is no address: Chromium blanks the page it is clicked on.
  return (scheme === "http" || scheme === "https") && !/^https?:\/\//i.test(url) ? undefined : url;
}

/** True when the URL is http(s), mailto, tel or relative. */
export function isSafeUrl(value: unknown): boolean {
  return checked(value, LINK_SCHEMES) !== undefined;
}

/**
 * The URL when it is http(s), mailto, tel or relative, else the fallback ("#"): the one
 * gate for every link a section renders, so `javascript:`, `data:` and `vbscript:` never
 * reach an href.
 */
export function safeUrl(value: unknown, fallback = "#"): string {
  return checked(value, LINK_SCHEMES) ?? fallback;
}

/**
 * The URL when it can be an image source: http(s), or a path such as /uploads/a.webp or
 * ./a.png; else undefined. A bare word is refused, so a logo text is never taken for a file.
 */
export function safeImageUrl(value: unknown): string | undefined {
  const url = checked(value, IMAGE_SCHEMES);
  if (url === undefined || SCHEME.test(url)) return url;
  return /^(\/(?!\/)|\.\.?\/)/.test(url) ? url : undefined;
}
