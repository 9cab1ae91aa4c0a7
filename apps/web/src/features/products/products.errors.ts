/** PRODUCT.md §8 texts of the product screens; dictated, so keep them exactly. */
export const PRODUCT_TEXT = {
  loadFailed: "Failed to load products",
  deleteFailed: "Delete failed",
  bulkFailed: "Bulk action failed",
  saveFailed: "Save failed",
  createFailed: "Failed to create product",
  uploadFailed: "Failed to upload images",
  loadProductFailed: "Failed to load product",
  updateFailed: "Update failed",
} as const;

/** PRODUCT.md §5 confirmations; bulk confirms only for delete. */
export const DELETE_PRODUCT_CONFIRMATION = "Delete this product?";
export const DELETE_SELECTED_CONFIRMATION = "Delete selected products?";

/** PRODUCT.md §2: what the list says when it is opened without a storeId. */
export const NO_STORE_TEXT =
  "Select a store first. Tip: open a store from the dashboard, then click Products.";

/** Texts of CSV import and export; ours, PRODUCT.md has none. */
export const CSV_TEXT = {
  importFailed: "Import failed",
  checkFailed: "The file could not be checked",
  exportFailed: "Export failed",
  notCsv: "Choose a .csv file",
} as const;
