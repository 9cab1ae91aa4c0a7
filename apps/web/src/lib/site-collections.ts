import type { EditorDataDto } from "@shopwright/sdk";
import type { SiteCollection } from "@shopwright/site";

/** The editor data's collections as product grids read them (PRODUCT.md §3 "Collections"). */
export const siteCollectionsOf = (collections: EditorDataDto["collections"]): SiteCollection[] =>
  (collections ?? []).map((collection) => ({
    id: collection._id,
    handle: collection.handle,
    title: collection.title,
    productIds: collection.productIds,
  }));
