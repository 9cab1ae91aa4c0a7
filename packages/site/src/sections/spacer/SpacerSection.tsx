import type { SectionRenderProps } from "../../render/section-renderer.js";
import { SPACER_HEIGHT, type SpacerProps } from "./spacer.section.js";

/** Renders empty space of a clamped pixel height. */
export function SpacerSection({ props }: SectionRenderProps<SpacerProps>) {
  const height = Math.min(
    SPACER_HEIGHT.max,
    Math.max(SPACER_HEIGHT.min, Math.round(props.height ?? SPACER_HEIGHT.initial)),
  );
  return <div className="sw-spacer" style={{ height: `${height}px` }} aria-hidden="true" />;
}
