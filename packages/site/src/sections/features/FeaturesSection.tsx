import { SectionHeading } from "../../render/SectionHeading.js";
import { editableText } from "../../render/editable-text.js";
import { SectionShell } from "../../render/SectionShell.js";
import { FeatureIcon } from "../../render/FeatureIcon.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { FeaturesProps } from "./features.section.js";

/** Renders the features grid. */
export function FeaturesSection({ props, theme, mode }: SectionRenderProps<FeaturesProps>) {
  const items = props.items ?? [];
  return (
    <SectionShell name="features" theme={theme} colors={props}>
      <SectionHeading title={props.title} subtitle={props.subtitle} mode={mode} />
      <div className="sw-grid sw-grid-3">
        {items.map((item, i) => (
          <article className="sw-card sw-feature" key={i}>
            <span className="sw-icon" aria-hidden="true">
              <FeatureIcon icon={item.icon} />
            </span>
            <h3 className="sw-card-title" {...editableText(mode, `items.${i}.title`)}>
              {item.title}
            </h3>
            {item.description ? (
              <p className="sw-muted" {...editableText(mode, `items.${i}.description`, "text")}>
                {item.description}
              </p>
            ) : null}
          </article>
        ))}
      </div>
    </SectionShell>
  );
}
