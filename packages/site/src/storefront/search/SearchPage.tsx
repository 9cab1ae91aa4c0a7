import { useId } from "react";
import { ButtonLink } from "../../render/ButtonLink.js";
import { safeUrl } from "../../safe/safe-url.js";
import { Notice } from "../commerce/CommerceParts.js";
import type { CommerceNotice } from "../commerce/commerce-views.js";
import { STOREFRONT_PATHS } from "../storefront-paths.js";

/** The longest search the form takes (the server refuses longer ones the same way). */
export const SEARCH_FIELD_MAX = 200;

/**
 * The catalogue search form: a plain GET to the site's search page, so it works without
 * script (PRODUCT.md "Catalogue search").
 */
export function SearchForm({ action, query = "" }: { action: string; query?: string }) {
  const fieldId = useId();
  return (
    <form className="sw-search-form" role="search" method="get" action={safeUrl(action)}>
      <label className="sw-visually-hidden" htmlFor={fieldId}>
        Search products
      </label>
      <div className="sw-search-row">
        <input
          id={fieldId}
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search products"
          maxLength={SEARCH_FIELD_MAX}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button className="sw-btn sw-btn-primary sw-btn-sm" type="submit">
          Search
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
}

const quoted = (query: string) => `“${query}”`;

/** The search page's heading, its form and what the search found, in words. */
export function SearchHead({ view }: { view: SearchHeadView }) {
  const { query, total } = view;
  const shop = STOREFRONT_PATHS.collection;
  return (
    <section className="sw-section sw-search">
      <div className="sw-container">
        <h1 className="sw-title">Search</h1>
        <SearchForm action={STOREFRONT_PATHS.search} query={query} />
        <Notice notice={view.notice} />
        {total === null ? (
          view.notice ? null : (
            <>
              <p className="sw-lead">Find products by name, description, SKU or tag.</p>
              <div className="sw-actions">
                <ButtonLink href={shop} variant="secondary">
                  All products
                </ButtonLink>
              </div>
            </>
          )
        ) : total === 0 ? (
          <>
            <p className="sw-lead" role="status">
              No products match {quoted(query)}.
            </p>
            <p className="sw-muted">Check the spelling, or try fewer or other words.</p>
            <div className="sw-actions">
              <ButtonLink href={shop} variant="secondary">
                All products
              </ButtonLink>
            </div>
          </>
        ) : (
          <p className="sw-lead" role="status">
            {total === 1 ? "1 product matches" : `${total} products match`} {quoted(query)}
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
}: {
  query: string;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const href = (n: number) =>
    `${STOREFRONT_PATHS.search}?q=${encodeURIComponent(query)}${n > 1 ? `&page=${n}` : ""}`;
  return (
    <nav className="sw-section sw-search-pager" aria-label="Search result pages">
      <div className="sw-container">
        <p className="sw-muted">
          Page {page} of {pages}
        </p>
        <div className="sw-actions">
          {page > 1 ? (
            <ButtonLink href={href(page - 1)} variant="secondary">
              Previous page
            </ButtonLink>
          ) : null}
          {page < pages ? (
            <ButtonLink href={href(page + 1)} variant="secondary">
              Next page
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </nav>
  );
}
