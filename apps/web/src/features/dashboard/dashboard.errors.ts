/** PRODUCT.md §8 texts of the dashboard; dictated, so keep them exactly. */
export const DASHBOARD_TEXT = {
  userLoadFailed: "Failed to load user data. Please try logging in again.",
  loadStoresFailed: "Failed to load stores",
  createStoreFailed: "Failed to create store",
  deleteStoreFailed: "Failed to delete store",
} as const;

/** PRODUCT.md §5 confirmation before a store is deleted. */
export const DELETE_STORE_CONFIRMATION = "Are you sure you want to delete this store?";

/** Texts of deleting and restoring a store (PRODUCT.md "Deleting and restoring a store"). */
export const STORE_DELETION_TEXT = {
  deleteMessage: (name: string) =>
    `${name} goes offline and out of everyone's reach at once. Owners and admins can restore it under Deleted stores on the dashboard until its products, pages, site and images are removed for good.`,
  deleted: (name: string, until: string) =>
    `${name} was deleted. You can restore it until ${until}.`,
  heading: "Deleted stores",
  intro:
    "Owners and admins can restore a deleted store, with its products, pages and site, until the date shown. Its verified domain and site address stay reserved until then.",
  restoreTitle: (name: string) => `Restore ${name}?`,
  restoreMessage:
    "It comes back as it was: its products, pages and settings, and its site goes live again at its address if it was published.",
  restoreLabel: "Restore store",
  restored: (name: string) => `${name} was restored`,
  restoreFailed: "Failed to restore the store",
  loadFailed: "Failed to load deleted stores",
} as const;
