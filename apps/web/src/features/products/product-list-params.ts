import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PRODUCT_SORT_FIELDS,
  PRODUCT_STATUSES,
  type ListProductsQuery,
  type ProductSortField,
  type ProductStatus,
} from "@shopwright/sdk";

export type SortDirection = "asc" | "desc";

/** The list's state, kept in the URL so reload and back restore it. */
export interface ProductListParams {
  page: number;
  limit: number;
  search: string;
  sortBy: ProductSortField;
  sortDir: SortDirection;
  /** Undefined means all statuses (PRODUCT.md §9 default). */
  status: ProductStatus | undefined;
}

/** PRODUCT.md §9: 12 per page, name ascending, every status. */
export const DEFAULT_LIST_PARAMS: ProductListParams = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  search: "",
  sortBy: "name",
  sortDir: "asc",
  status: undefined,
};

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** Reads the list state from the query string; anything unknown falls back to the default. */
export function readListParams(query: URLSearchParams): ProductListParams {
  const page = Number(query.get("page"));
  const limit = Number(query.get("limit"));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST_PARAMS.page,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIST_PARAMS.limit,
    search: query.get("search")?.trim() ?? "",
    sortBy: oneOf(PRODUCT_SORT_FIELDS, query.get("sortBy")) ?? DEFAULT_LIST_PARAMS.sortBy,
    sortDir: oneOf(["asc", "desc"] as const, query.get("sortDir")) ?? DEFAULT_LIST_PARAMS.sortDir,
    status: oneOf(PRODUCT_STATUSES, query.get("status")),
  };
}

/** The query string of a list state; defaults are left out so links stay short. */
export function writeListParams(storeId: string, params: ProductListParams): URLSearchParams {
  const query = new URLSearchParams({ storeId });
  for (const key of ["page", "limit", "search", "sortBy", "sortDir", "status"] as const) {
    const value = params[key];
    if (value !== undefined && value !== "" && value !== DEFAULT_LIST_PARAMS[key]) {
      query.set(key, String(value));
    }
  }
  return query;
}

/** What GET /products/{storeId} is asked for; empty search and 'all' status are dropped. */
export function toListQuery(params: ProductListParams): ListProductsQuery {
  return {
    page: params.page,
    limit: params.limit,
    sortBy: params.sortBy,
    sortDir: params.sortDir,
    search: params.search || undefined,
    status: params.status,
  };
}
