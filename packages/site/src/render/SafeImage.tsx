import type { LucideIcon } from "lucide-react";
import { safeImageUrl } from "../safe/safe-url.js";
import { classNames } from "./class-names.js";
import { fallbackIconOf } from "./fallback-icon.js";
import { siteTexts } from "../i18n/site-texts.js";
import { uploadSrcset, type ImageSlot } from "./upload-srcset.js";

/** How many fallback designs tiles take turns with (`sw-ph-0` … `sw-ph-3` in site.css). */
export const FALLBACK_DESIGNS = 4;

interface SafeImageProps {
  src: string | undefined;
  alt?: string | undefined;
  className?: string;
  /** A name whose initials the placeholder shows (products), so empty tiles stay distinct. */
  monogramOf?: string | undefined;
  /** Words the placeholder picks its icon from (a category's name), when it shows no initials. */
  subject?: string | undefined;
  /** The placeholder's icon when the subject names none. */
  fallbackIcon?: LucideIcon | undefined;
  /** The tile's place in its row, so neighbouring placeholders take different designs. */
  index?: number;
  /**
   * The page's main image, likely its largest paint (hero, product photo, first products):
   * fetched at once, not when scrolled near.
   */
  isPriority?: boolean;
  /** The site's locale, for the placeholder's label when the image has no text of its own. */
  locale?: string | undefined;
  /** Where the image shows: an upload then offers its stored widths for that place. */
  slot?: ImageSlot;
}

/** Up to two initials of a name: "Ethiopia Guji" → "EG". */
export function initialsOf(name: string): string {
  return name
    .split(/[\s\-_/]+/)
    .filter((word) => /^\p{L}|^\p{N}/u.test(word))
    .slice(0, 2)
    .map((word) => String.fromCodePoint(word.codePointAt(0) ?? 32).toUpperCase())
    .join("");
}

/**
 * An image whose source passed `safeImageUrl`, or, when there is none, a designed tile of the
 * same shape (PRODUCT.md §3 "Section types and props"): the theme's colours, a pattern, and the
 * initials of a product or an icon for the tile's subject. Pure CSS and inline SVG, so a site
 * never shows an empty image box and loads nothing more for it.
 */
export function SafeImage({
  src,
  alt,
  className,
  monogramOf,
  subject,
  fallbackIcon,
  index = 0,
  isPriority,
  locale,
  slot,
}: SafeImageProps) {
  const url = safeImageUrl(src);
  if (url === undefined || url === "") {
    const initials = monogramOf ? initialsOf(monogramOf) : "";
    const Icon = initials ? undefined : (fallbackIconOf(subject) ?? fallbackIcon);
    return (
      <div
        className={classNames("sw-ph", `sw-ph-${Math.abs(index) % FALLBACK_DESIGNS}`, className)}
        role="img"
        aria-label={alt || siteTexts(locale)("imagePlaceholder")}
      >
        {initials ? (
          <span className="sw-ph-mark" aria-hidden="true">
            {initials}
          </span>
        ) : Icon ? (
          <Icon className="sw-ph-icon" aria-hidden="true" strokeWidth={1.5} />
        ) : null}
      </div>
    );
  }
  const sources = slot ? uploadSrcset(url, slot) : { src: url };
  return isPriority ? (
    // Not fetchPriority: React would add a preload <link> to the body of static markup.
    <img className={className} {...sources} alt={alt ?? ""} loading="eager" />
  ) : (
    <img className={className} {...sources} alt={alt ?? ""} loading="lazy" decoding="async" />
  );
}
