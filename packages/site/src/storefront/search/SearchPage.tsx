import { useId } from "react";
import { ButtonLink } from "../../render/ButtonLink.js";
import { safeUrl } from "../../safe/safe-url.js";
import { shopTexts } from "../../i18n/shop-texts.js";
import { Notice } from "../commerce/CommerceParts.js";
import type { CommerceNotice } from "../commerce/commerce-views.js";
import { STOREFRONT_PATHS } from "../storefront-paths.js";
import { SEARCH_MAX_LENGTH } from "./search-limits.js";

/**
 * The catalogue search form: a plain GET to the site's search page, so it works without
 * script (PRODUCT.md "Catalogue search").
 */
export function SearchForm({
  action,
  locale,
  query = "",
}: {
  action: string;
  locale: string | undefined;
  query?: string;
}) {
  const fieldId = useId();
  const t = shopTexts(locale);
  return (
    <form className="sw-search-form" role="search" method="get" action={safeUrl(action)}>
      <label className="sw-visually-hidden" htmlFor={fieldId}>
        {t("searchProducts")}
      </label>
      <div className="sw-search-row">
        <input
          id={fieldId}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t("searchProducts")}
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button className="sw-btn sw-btn-primary sw-btn-sm" type="submit">
          {t("search")}
        </button>
      </div>
    </form>
  );
}

/** What the search page shows besides its product grid. */
export interface SearchHeadView {
  /** The search as typed (trimmed); empty when none was made. */
  query: string;
  /** Matches over all pages; null without a search (or when it was refused). */
  total: number | null;
  /** A refused search's reason. */
  notice?: CommerceNotice | undefined;
  /** The store's locale: the page's language. */
  locale: string;
}

/** The search page's heading, its form and what the search found, in words. */
export function SearchHead({ view }: { view: SearchHeadView }) {
  const { query, total } = view;
  const shop = STOREFRONT_PATHS.collection;
  const t = shopTexts(view.locale);
  return (
    <section className="sw-section sw-search">
      <div className="sw-container">
        <h1 className="sw-title">{t("search")}</h1>
        <SearchForm action={STOREFRONT_PATHS.search} locale={view.locale} query={query} />
        <Notice notice={view.notice} />
        {total === null ? (
          view.notice ? null : (
            <>
              <p className="sw-lead">{t("searchHint")}</p>
              <div className="sw-actions">
                <ButtonLink href={shop} variant="secondary">
                  {t("allProducts")}
                </ButtonLink>
              </div>
            </>
          )
        ) : total === 0 ? (
          <>
            <p className="sw-lead" role="status">
              {t("searchNone", { query })}
            </p>
            <p className="sw-muted">{t("searchNoneHint")}</p>
            <div className="sw-actions">
              <ButtonLink href={shop} variant="secondary">
                {t("allProducts")}
              </ButtonLink>
            </div>
          </>
        ) : (
          <p className="sw-lead" role="status">
            {t("searchFound", { count: total, query })}
          </p>
        )}
      </div>
    </section>
  );
}

/** Links to the pages before and after, under the results. */
export function SearchPager({
  query,
  page,
  pages,
  locale,
}: {
  query: string;
  page: number;
  pages: number;
  locale: string;
}) {
  if (pages <= 1) return null;
  const t = shopTexts(locale);
  const href = (n: number) =>
    `${STOREFRONT_PATHS.search}?q=${encodeURIComponent(query)}${n > 1 ? `&page=${n}` : ""}`;
  return (
    <nav className="sw-section sw-search-pager" aria-label={t("searchPages")}>
      <div className="sw-container">
        <p className="sw-muted">{t("pageOf", { number: page, total: pages })}</p>
        <div className="sw-actions">
          {page > 1 ? (
            <ButtonLink href={href(page - 1)} variant="secondary">
              {t("previousPage")}
            </ButtonLink>
          ) : null}
          {page < pages ? (
            <ButtonLink href={href(page + 1)} variant="secondary">
              {t("nextPage")}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </nav>
  );
}
