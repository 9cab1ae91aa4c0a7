import type { SectionRenderProps } from "../../render/section-renderer.js";
import { safeColor } from "../../safe/safe-color.js";
import { DIVIDER_COLOR, DIVIDER_THICKNESS, type DividerProps } from "./divider.section.js";

/** Renders a horizontal rule; the colour passes `safeColor`, the thickness is a clamped number. */
export function DividerSection({ props }: SectionRenderProps<DividerProps>) {
  const thickness = Math.min(
    DIVIDER_THICKNESS.max,
    Math.max(DIVIDER_THICKNESS.min, Math.round(props.thickness ?? DIVIDER_THICKNESS.initial)),
  );
  return (
    <div className="sw-container sw-divider">
      <hr
        style={{
          borderTopWidth: `${thickness}px`,
          borderTopColor: safeColor(props.color, DIVIDER_COLOR),
        }}
      />
    </div>
  );
}
