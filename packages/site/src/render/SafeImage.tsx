import { safeImageUrl } from "../safe/safe-url.js";
import { classNames } from "./class-names.js";

interface SafeImageProps {
  src: string | undefined;
  alt?: string | undefined;
  className?: string;
  /** A name whose initials the placeholder shows (products), so empty tiles stay distinct. */
  monogramOf?: string | undefined;
  /**
   * The page's main image, likely its largest paint (hero, product photo, first products):
   * fetched at once, not when scrolled near.
   */
  isPriority?: boolean;
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
 * An image whose source passed `safeImageUrl`, or a placeholder tile of the same shape
 * when there is none (bundled art stands in until the owner adds their own).
 */
export function SafeImage({ src, alt, className, monogramOf, isPriority }: SafeImageProps) {
  const url = safeImageUrl(src);
  if (url === undefined || url === "") {
    const initials = monogramOf ? initialsOf(monogramOf) : "";
    return (
      <div
        className={classNames("sw-ph", className)}
        role="img"
        aria-label={alt || "Image placeholder"}
      >
        {initials && (
          <span className="sw-ph-mark" aria-hidden="true">
            {initials}
          </span>
        )}
      </div>
    );
  }
  return isPriority ? (
    // Not fetchPriority: React would add a preload <link> to the body of static markup.
    <img className={className} src={url} alt={alt ?? ""} loading="eager" />
  ) : (
    <img className={className} src={url} alt={alt ?? ""} loading="lazy" decoding="async" />
  );
}
