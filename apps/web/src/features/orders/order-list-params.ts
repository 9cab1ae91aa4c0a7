import {
  COMMERCE_LIMITS,
  ORDER_STATUSES,
  type ListOrdersQuery,
  type OrderStatus,
} from "@shopwright/sdk";

/** The orders list's state, kept in the URL so reload and back restore it. */
export interface OrderListParams {
  page: number;
  /** What the search box asks for: an order number, a customer's name or email. */
  q: string;
  /** Undefined means every status. */
  status: OrderStatus | undefined;
}

export const ORDER_PAGE_SIZE = COMMERCE_LIMITS.defaultPageSize;

/** Reads the list state from the query string; anything unknown falls back to the default. */
export function readOrderListParams(query: URLSearchParams): OrderListParams {
  const page = Number(query.get("page"));
  const status = query.get("status");
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: query.get("q")?.trim().slice(0, COMMERCE_LIMITS.searchMax) ?? "",
    status: ORDER_STATUSES.find((each) => each === status),
  };
}

/** The query string of a list state; defaults are left out so links stay short. */
export function writeOrderListParams(params: OrderListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.status) query.set("status", params.status);
  if (params.page > 1) query.set("page", String(params.page));
  return query;
}

/** What GET /store/{id}/orders is asked for; an empty search and 'all' are left out. */
export function toOrdersQuery(params: OrderListParams): ListOrdersQuery {
  return {
    page: params.page,
    limit: ORDER_PAGE_SIZE,
    ...(params.q ? { q: params.q } : {}),
    ...(params.status ? { status: params.status } : {}),
  };
}
