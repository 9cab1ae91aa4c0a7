import { FALLBACK_ICONS } from "../../render/fallback-icon.js";
import { editableText } from "../../render/editable-text.js";
import { SafeImage } from "../../render/SafeImage.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { ImageProps } from "./image.section.js";

/** Renders one image (or its placeholder) with an optional caption. */
export function ImageSection({ props, site, mode }: SectionRenderProps<ImageProps>) {
  return (
    <div className="sw-section sw-image">
      <figure className="sw-container">
        <SafeImage
          locale={site.locale}
          className="sw-figure-image"
          src={props.src}
          alt={props.alt}
          subject={props.alt || props.caption}
          fallbackIcon={FALLBACK_ICONS.photo}
        />
        {props.caption ? (
          <figcaption {...editableText(mode, "caption", "text")}>{props.caption}</figcaption>
        ) : null}
      </figure>
    </div>
  );
}
