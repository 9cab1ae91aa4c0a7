import { ButtonLink } from "../render/ButtonLink.js";
import { siteHref } from "../render/resolve-link.js";
import type { SiteContext } from "../render/section-renderer.js";
import { SectionShell } from "../render/SectionShell.js";
import type { Theme } from "../theme/theme.js";
import { COLLECTION_SORTS, type CollectionSort } from "./collection-sorts.js";

/**
 * The head of a collection's page: its title, its description and the sort control, one
 * plain link per sort (the current one marked), so sorting works without JavaScript.
 */
export function CollectionSortLinks({
  title,
  description,
  current,
  pathOf,
  labels,
  theme,
  site,
}: {
  title: string;
  description: string;
  current: CollectionSort;
  pathOf: (sort: CollectionSort) => string;
  /** Each sort's label and the control's own, in the store's language. */
  labels: Record<CollectionSort | "nav", string>;
  theme: Theme;
  site: SiteContext;
}) {
  return (
    <SectionShell name="notice" theme={theme} width="narrow">
      <div className="sw-head sw-align-center">
        <h1 className="sw-title">{title}</h1>
        {description ? <p className="sw-lead">{description}</p> : null}
        <nav aria-label={labels.nav} className="sw-actions">
          {COLLECTION_SORTS.map((sort) => (
            <ButtonLink
              key={sort}
              href={siteHref(pathOf(sort), site)}
              variant={sort === current ? "primary" : "secondary"}
            >
              {labels[sort]}
            </ButtonLink>
          ))}
        </nav>
      </div>
    </SectionShell>
  );
}
