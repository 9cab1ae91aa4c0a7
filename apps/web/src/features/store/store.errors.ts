/** PRODUCT.md §8 texts of the store overview and approval screens; dictated, so keep them exactly. */
export const STORE_TEXT = {
  overviewLoadFailed: "Failed to load store details",
  loadStoreFailed: "Failed to load store",
  loadFailed: "Failed to load",
  approveFailed: "Failed to approve",
} as const;
