import { ButtonLink } from "../../render/ButtonLink.js";
import { editableText } from "../../render/editable-text.js";
import { siteHref } from "../../render/resolve-link.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import { classNames } from "../../render/class-names.js";
import { ItemSampleMark, sampleItemClass } from "../../render/SampleMark.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import type { PricingProps } from "./pricing.section.js";
import { siteTexts } from "../../i18n/site-texts.js";

/** Renders plan cards; the featured plan is raised and labelled. */
export function PricingSection({ props, theme, site, mode }: SectionRenderProps<PricingProps>) {
  const plans = props.plans ?? [];
  const t = siteTexts(site.locale);
  return (
    <SectionShell name="pricing" theme={theme} colors={props}>
      <SectionHeading title={props.title} subtitle={props.subtitle} mode={mode} />
      <div className="sw-grid sw-grid-3 sw-plans">
        {plans.map((plan, i) => (
          <article
            className={sampleItemClass(
              classNames("sw-card sw-plan", plan.featured && "sw-plan-featured"),
              plan,
              mode,
            )}
            key={i}
          >
            <ItemSampleMark item={plan} mode={mode} />
            {plan.featured ? <p className="sw-badge">{t("mostPopular")}</p> : null}
            <h3 className="sw-card-title" {...editableText(mode, `plans.${i}.name`)}>
              {plan.name}
            </h3>
            <p className="sw-plan-price" {...editableText(mode, `plans.${i}.price`)}>
              {plan.price}
            </p>
            {plan.description ? (
              <p className="sw-muted" {...editableText(mode, `plans.${i}.description`, "text")}>
                {plan.description}
              </p>
            ) : null}
            {plan.features && plan.features.length > 0 ? (
              <ul className="sw-checklist">
                {plan.features.map((feature, j) => (
                  <li key={j} {...editableText(mode, `plans.${i}.features.${j}`)}>
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
            <ButtonLink
              href={siteHref(plan.buttonLink, site)}
              variant={plan.featured ? "primary" : "secondary"}
              marks={editableText(mode, `plans.${i}.buttonText`)}
            >
              {plan.buttonText || t("getStarted")}
            </ButtonLink>
          </article>
        ))}
      </div>
    </SectionShell>
  );
}
