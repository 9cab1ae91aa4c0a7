import type { SectionRenderProps } from "../../render/section-renderer.js";
import { editableText } from "../../render/editable-text.js";
import { toVideoEmbedUrl } from "../../safe/video-embed.js";
import type { VideoProps } from "./video.section.js";

/** Renders a YouTube or Vimeo player; any other link shows a placeholder box instead. */
export function VideoSection({ props, mode }: SectionRenderProps<VideoProps>) {
  const embed = toVideoEmbedUrl(props.url);
  return (
    <div className="sw-section sw-video">
      <figure className="sw-container">
        {embed ? (
          <div className="sw-video-frame">
            <iframe
              src={embed}
              title={props.title || "Video"}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            />
          </div>
        ) : (
          <div
            className="sw-video-frame sw-ph sw-video-empty"
            role="img"
            aria-label="Video placeholder"
          >
            {mode === "publish" ? null : (
              <span>Paste a YouTube or Vimeo link to show a video here.</span>
            )}
          </div>
        )}
        {props.caption ? (
          <figcaption {...editableText(mode, "caption", "text")}>{props.caption}</figcaption>
        ) : null}
      </figure>
    </div>
  );
}
