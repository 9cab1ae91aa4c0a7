const segment = (storeId: string) => encodeURIComponent(storeId);

/** Where each screen of a store lives (SPEC 2 route table). */
export const storePaths = {
  overview: (storeId: string) => `/dashboard/store/${segment(storeId)}`,
  chatbox: (storeId: string) => `/dashboard/store/${segment(storeId)}/chatbox`,
  editor: (storeId: string) => `/dashboard/store/${segment(storeId)}/editor`,
  approval: (storeId: string) => `/dashboard/store/${segment(storeId)}/approval`,
  products: (storeId: string) => `/dashboard/products?storeId=${segment(storeId)}`,
};
