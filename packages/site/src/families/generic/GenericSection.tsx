import { ButtonLink } from "../../render/ButtonLink.js";
import { Paragraphs } from "../../render/Paragraphs.js";
import { SafeImage } from "../../render/SafeImage.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { siteHref } from "../../render/resolve-link.js";
import type { GenericProps } from "./generic.family.js";

/**
 * Renders a section of an unknown type from the fields it has (PRODUCT.md §3). The editor and
 * preview show a warning box naming the type; a published page never does.
 */
export function GenericSection({
  props,
  theme,
  site,
  mode,
  type,
}: SectionRenderProps<GenericProps> & { type: string }) {
  return (
    <SectionShell name="generic" theme={theme} colors={props}>
      {mode === "publish" ? null : (
        <p className="sw-warning" role="note">
          Unknown section type “{type}”
        </p>
      )}
      <SectionHeading title={props.title} />
      <Paragraphs className="sw-prose sw-align-center" text={props.text} />
      {props.image ? (
        <SafeImage
          locale={site.locale}
          className="sw-figure-image"
          src={props.image}
          alt={props.title}
        />
      ) : null}
      {props.items.length > 0 ? (
        <div className="sw-grid sw-grid-3">
          {props.items.map((item, i) => (
            <article className="sw-card sw-pad" key={i}>
              {item.image ? (
                <SafeImage
                  locale={site.locale}
                  className="sw-card-image"
                  src={item.image}
                  alt={item.title}
                />
              ) : null}
              {item.title ? (
                <h3 className="sw-card-title">
                  {item.url ? <a href={siteHref(item.url, site)}>{item.title}</a> : item.title}
                </h3>
              ) : null}
              {item.text ? <p className="sw-muted">{item.text}</p> : null}
            </article>
          ))}
        </div>
      ) : null}
      {props.buttonText ? (
        <div className="sw-actions sw-align-center">
          <ButtonLink href={siteHref(props.buttonLink, site)}>{props.buttonText}</ButtonLink>
        </div>
      ) : null}
    </SectionShell>
  );
}
