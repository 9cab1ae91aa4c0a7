import { ButtonLink } from "../../render/ButtonLink.js";
import { editableText } from "../../render/editable-text.js";
import { resolveLink } from "../../render/resolve-link.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { CtaProps } from "./cta.section.js";

/** Renders the call-to-action band; a page link resolves to the page's path. */
export function CtaSection({ props, theme, site, mode }: SectionRenderProps<CtaProps>) {
  const href = resolveLink(
    { linkType: props.linkType, pageName: props.pageName, url: props.buttonLink },
    site,
  );
  return (
    <SectionShell name="cta" theme={theme} colors={props} width="narrow">
      <div className="sw-cta-box">
        <h2 className="sw-title" {...editableText(mode, "heading")}>
          {props.heading}
        </h2>
        {props.subheading ? (
          <p className="sw-lead" {...editableText(mode, "subheading", "text")}>
            {props.subheading}
          </p>
        ) : null}
        {props.buttonText ? (
          <div className="sw-actions">
            <ButtonLink href={href} marks={editableText(mode, "buttonText")}>
              {props.buttonText}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}
