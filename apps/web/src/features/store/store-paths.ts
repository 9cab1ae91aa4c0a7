const segment = (storeId: string) => encodeURIComponent(storeId);

/** Where each screen of a store lives (PRODUCT.md §2 route table). */
export const storePaths = {
  overview: (storeId: string) => `/dashboard/store/${segment(storeId)}`,
  chatbox: (storeId: string) => `/dashboard/store/${segment(storeId)}/chatbox`,
  /** The editor, opened at a page (its name or path) when one is given. */
  editor: (storeId: string, page?: string) =>
    `/dashboard/store/${segment(storeId)}/editor${page ? `?page=${encodeURIComponent(page)}` : ""}`,
  approval: (storeId: string) => `/dashboard/store/${segment(storeId)}/approval`,
  products: (storeId: string) => `/dashboard/products?storeId=${segment(storeId)}`,
  orders: (storeId: string) => `/dashboard/store/${segment(storeId)}/orders`,
  order: (storeId: string, orderId: string) =>
    `/dashboard/store/${segment(storeId)}/orders/${encodeURIComponent(orderId)}`,
  payments: (storeId: string) => `/dashboard/store/${segment(storeId)}/payments`,
  shipping: (storeId: string) => `/dashboard/store/${segment(storeId)}/shipping`,
  collections: (storeId: string) => `/dashboard/store/${segment(storeId)}/collections`,
  discounts: (storeId: string) => `/dashboard/store/${segment(storeId)}/discounts`,
  analytics: (storeId: string) => `/dashboard/store/${segment(storeId)}/analytics`,
};
