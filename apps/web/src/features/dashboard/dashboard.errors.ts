/** PRODUCT.md §8 texts of the dashboard; dictated, so keep them exactly. */
export const DASHBOARD_TEXT = {
  userLoadFailed: "Failed to load user data. Please try logging in again.",
  loadStoresFailed: "Failed to load stores",
  createStoreFailed: "Failed to create store",
  deleteStoreFailed: "Failed to delete store",
} as const;

/** PRODUCT.md §5 confirmation before a store is deleted. */
export const DELETE_STORE_CONFIRMATION = "Are you sure you want to delete this store?";
