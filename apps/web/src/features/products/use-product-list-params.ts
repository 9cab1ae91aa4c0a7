import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readListParams, writeListParams, type ProductListParams } from "./product-list-params";

/**
 * The list state in the URL. Every change except an explicit page goes back to page 1
 * (PRODUCT.md §4: sort, direction, status and search reset the page; so does the page size).
 */
export function useProductListParams() {
  const [query, setQuery] = useSearchParams();
  const storeId = query.get("storeId") ?? "";
  const params = useMemo(() => readListParams(query), [query]);

  const update = useCallback(
    (patch: Partial<ProductListParams>, options: { isReplace?: boolean } = {}) => {
      setQuery(
        (current) => writeListParams(storeId, { ...readListParams(current), page: 1, ...patch }),
        { replace: options.isReplace },
      );
    },
    [setQuery, storeId],
  );

  return { storeId, params, update };
}
