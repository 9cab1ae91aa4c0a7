import { classNames } from "../../render/class-names.js";
import { deviceSetting } from "../../render/device-setting.js";
import { RichText } from "../../render/RichText.js";
import { editableText } from "../../render/editable-text.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { TextblockProps } from "./textblock.section.js";

/** Renders a heading and paragraphs in a reading-width column. */
export function TextblockSection({ props, theme, mode }: SectionRenderProps<TextblockProps>) {
  const alignment = deviceSetting("align", props, "alignment");
  return (
    <SectionShell name="textblock" theme={theme} colors={props} width="narrow">
      <div
        className={classNames(
          "sw-prose",
          `sw-align-${props.alignment ?? "left"}`,
          ...alignment.classes,
        )}
        style={alignment.style}
      >
        {props.heading ? (
          <h2 className="sw-title" {...editableText(mode, "heading")}>
            {props.heading}
          </h2>
        ) : null}
        <RichText text={props.content} marks={editableText(mode, "content", "rich")} />
      </div>
    </SectionShell>
  );
}
