const segment = (value: string) => encodeURIComponent(value);

/** Where each product screen lives (PRODUCT.md §2 route table). */
export const productPaths = {
  list: (storeId: string | null | undefined) =>
    storeId ? `/dashboard/products?storeId=${segment(storeId)}` : "/dashboard/products",
  create: (storeId: string | null | undefined) =>
    storeId ? `/dashboard/products/new?storeId=${segment(storeId)}` : "/dashboard/products/new",
  edit: (productId: string) => `/dashboard/products/${segment(productId)}/edit`,
};
