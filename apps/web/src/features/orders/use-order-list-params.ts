import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  readOrderListParams,
  writeOrderListParams,
  type OrderListParams,
} from "./order-list-params";

/** The list state in the URL; a new search or status goes back to page 1. */
export function useOrderListParams() {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readOrderListParams(query), [query]);

  const update = useCallback(
    (patch: Partial<OrderListParams>, options: { isReplace?: boolean } = {}) => {
      setQuery(
        (current) => writeOrderListParams({ ...readOrderListParams(current), page: 1, ...patch }),
        { replace: options.isReplace },
      );
    },
    [setQuery],
  );

  return { params, update };
}
