import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { StepsProps } from "./steps.family.js";

/** Renders numbered steps (or dated timeline entries) in order. */
export function StepsSection({ props, theme }: SectionRenderProps<StepsProps>) {
  return (
    <SectionShell name="steps" theme={theme} colors={props}>
      <SectionHeading title={props.title} subtitle={props.subtitle} />
      <ol className="sw-steps-list">
        {props.items.map((step, i) => (
          <li className="sw-step" key={i}>
            <span className="sw-step-marker" aria-hidden="true">
              {step.marker || i + 1}
            </span>
            <h3 className="sw-card-title">{step.title}</h3>
            {step.description ? <p className="sw-muted">{step.description}</p> : null}
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
