import { safeImageUrl } from "../safe/safe-url.js";
import { classNames } from "./class-names.js";

interface SafeImageProps {
  src: string | undefined;
  alt?: string | undefined;
  className?: string;
}

/**
 * An image whose source passed `safeImageUrl`, or a placeholder tile of the same shape
 * when there is none (bundled art stands in until the owner adds their own).
 */
export function SafeImage({ src, alt, className }: SafeImageProps) {
  const url = safeImageUrl(src);
  if (url === undefined || url === "") {
    return (
      <div
        className={classNames("sw-ph", className)}
        role="img"
        aria-label={alt || "Image placeholder"}
      />
    );
  }
  return <img className={className} src={url} alt={alt ?? ""} loading="lazy" decoding="async" />;
}
