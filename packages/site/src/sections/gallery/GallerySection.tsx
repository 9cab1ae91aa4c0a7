import { FALLBACK_ICONS } from "../../render/fallback-icon.js";
import { SafeImage } from "../../render/SafeImage.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { safeImageUrl } from "../../safe/safe-url.js";
import { GALLERY_COLUMNS, type GalleryProps } from "./gallery.section.js";

/** PRODUCT.md §9: the placeholder gallery is capped at 12 images. */
export const MAX_PLACEHOLDER_IMAGES = 12;

/**
 * Renders the picture grid. Pictures without a usable URL show as placeholder tiles, at
 * most 12 of them; an empty gallery shows two rows of placeholders.
 */
export function GallerySection({ props, theme, site }: SectionRenderProps<GalleryProps>) {
  const columns = props.columns ?? GALLERY_COLUMNS.initial;
  const images = props.images ?? [];
  const real = images.filter((image) => safeImageUrl(image.url));
  const placeholders = Math.min(
    MAX_PLACEHOLDER_IMAGES,
    images.length === 0 ? columns * 2 : images.length - real.length,
  );
  return (
    <SectionShell name="gallery" theme={theme} colors={props}>
      <SectionHeading title={props.title} />
      <div className={`sw-gallery-grid sw-cols-${columns}`}>
        {real.map((image, i) => (
          <figure className="sw-gallery-item" key={i}>
            <SafeImage locale={site.locale} src={image.url} alt={image.alt ?? image.caption} />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </figure>
        ))}
        {Array.from({ length: placeholders }, (_, i) => (
          <figure className="sw-gallery-item" key={`placeholder-${i}`}>
            <SafeImage
              locale={site.locale}
              src={undefined}
              subject={props.title}
              fallbackIcon={FALLBACK_ICONS.photo}
              index={real.length + i}
            />
          </figure>
        ))}
      </div>
    </SectionShell>
  );
}
