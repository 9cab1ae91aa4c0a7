import { Paragraphs } from "../../render/Paragraphs.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { TextblockProps } from "./textblock.section.js";

/** Renders a heading and paragraphs in a reading-width column. */
export function TextblockSection({ props, theme }: SectionRenderProps<TextblockProps>) {
  return (
    <SectionShell name="textblock" theme={theme} colors={props} width="narrow">
      <div className={`sw-prose sw-align-${props.alignment ?? "left"}`}>
        {props.heading ? <h2 className="sw-title">{props.heading}</h2> : null}
        <Paragraphs text={props.content} />
      </div>
    </SectionShell>
  );
}
