import { classNames } from "../../render/class-names.js";
import { deviceSetting } from "../../render/device-setting.js";
import { FALLBACK_ICONS } from "../../render/fallback-icon.js";
import { editableText } from "../../render/editable-text.js";
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
export function GallerySection({ props, theme, site, mode }: SectionRenderProps<GalleryProps>) {
  const columns = props.columns ?? GALLERY_COLUMNS.initial;
  const deviceColumns = deviceSetting("cols", props, "columns");
  const images = props.images ?? [];
  // Each shown picture keeps its index in `images`, the path its caption is edited at.
  const real = images
    .map((image, index) => ({ image, index }))
    .filter(({ image }) => safeImageUrl(image.url));
  const placeholders = Math.min(
    MAX_PLACEHOLDER_IMAGES,
    images.length === 0 ? columns * 2 : images.length - real.length,
  );
  return (
    <SectionShell name="gallery" theme={theme} colors={props}>
      <SectionHeading title={props.title} mode={mode} />
      <div
        className={classNames("sw-gallery-grid", `sw-cols-${columns}`, ...deviceColumns.classes)}
        style={deviceColumns.style}
      >
        {real.map(({ image, index }) => (
          <figure className="sw-gallery-item" key={index}>
            <SafeImage locale={site.locale} src={image.url} alt={image.alt ?? image.caption} />
            {image.caption ? (
              <figcaption {...editableText(mode, `images.${index}.caption`, "text")}>
                {image.caption}
              </figcaption>
            ) : null}
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
