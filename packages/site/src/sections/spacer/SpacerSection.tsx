import type { CSSProperties } from "react";
import { deviceKey, OVERRIDE_DEVICES } from "../../field-schemas.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { SPACER_HEIGHT, type SpacerProps } from "./spacer.section.js";

const clamp = (height: number) =>
  `${Math.min(SPACER_HEIGHT.max, Math.max(SPACER_HEIGHT.min, Math.round(height)))}px`;

const HEIGHT_VARIABLE = { tablet: "--sw-h-t", mobile: "--sw-h-m" } as const;

/**
 * Renders empty space of a clamped pixel height; a tablet or phone height of its own goes in
 * a variable that site.css uses at those widths.
 */
export function SpacerSection({ props }: SectionRenderProps<SpacerProps>) {
  const style: Record<string, string> = { "--sw-h": clamp(props.height ?? SPACER_HEIGHT.initial) };
  for (const device of OVERRIDE_DEVICES) {
    const height = props[deviceKey("height", device)];
    if (height !== undefined) style[HEIGHT_VARIABLE[device]] = clamp(height);
  }
  return <div className="sw-spacer" style={style as CSSProperties} aria-hidden="true" />;
}
