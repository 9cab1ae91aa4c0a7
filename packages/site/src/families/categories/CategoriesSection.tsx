import { FALLBACK_ICONS } from "../../render/fallback-icon.js";
import { SafeImage } from "../../render/SafeImage.js";
import { SectionHeading } from "../../render/SectionHeading.js";
import { SectionShell } from "../../render/SectionShell.js";
import type { SectionRenderProps } from "../../render/section-renderer.js";
import { siteHref } from "../../render/resolve-link.js";
import type { CategoriesProps } from "./categories.family.js";

/** Renders category tiles: an image with the name over it, each a link when it has one. */
export function CategoriesSection({ props, theme, site }: SectionRenderProps<CategoriesProps>) {
  return (
    <SectionShell name="categories" theme={theme} colors={props}>
      <SectionHeading title={props.title} subtitle={props.subtitle} />
      <div className="sw-grid sw-grid-4">
        {props.items.map((category, i) => {
          const body = (
            <>
              <SafeImage
                locale={site.locale}
                className="sw-category-image"
                src={category.image}
                alt=""
                subject={category.name}
                fallbackIcon={FALLBACK_ICONS.shop}
                index={i}
              />
              <span className="sw-category-text">
                <strong>{category.name}</strong>
                {category.description ? <span>{category.description}</span> : null}
              </span>
            </>
          );
          return category.url ? (
            <a className="sw-category" href={siteHref(category.url, site)} key={i}>
              {body}
            </a>
          ) : (
            <div className="sw-category" key={i}>
              {body}
            </div>
          );
        })}
      </div>
    </SectionShell>
  );
}
