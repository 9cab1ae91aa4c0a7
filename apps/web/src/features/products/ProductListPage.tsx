import { NoStoreSelected } from "./NoStoreSelected";
import { ProductCatalogue } from "./ProductCatalogue";
import { useProductListParams } from "./use-product-list-params";

/** /dashboard/products?storeId=… (PRODUCT.md §2): a store's products, or a hint to pick a store. */
export function ProductListPage() {
  const { storeId, params, update } = useProductListParams();
  if (!storeId) return <NoStoreSelected />;
  // Keyed so another store starts with a clean selection and inline edit.
  return (
    <ProductCatalogue key={storeId} storeId={storeId} params={params} onParamsChange={update} />
  );
}
