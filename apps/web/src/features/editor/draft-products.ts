import type { CollectionProps, LayoutSection, SiteCollection, SiteProduct } from "@shopwright/site";
import { createContext } from "react";

/** The ids of the store's draft products: shown on the canvas, hidden on the live site. */
export const DraftProductsContext = createContext<ReadonlySet<string>>(new Set());

/** How many store products a collection without chosen items shows, when it says nothing. */
const DEFAULT_COLLECTION_LIMIT = 8;

/**
 * The cards of a product grid on the canvas that are draft products, by their position in the
 * grid, with their names. The grid shows its collection's products (those the store has, in the
 * collection's order, up to its limit), else the chosen items, else the store's latest products
 * up to its limit, in that order (as the collection renderer picks them).
 */
export function draftCardsOf(
  section: LayoutSection,
  products: readonly SiteProduct[],
  draftIds: ReadonlySet<string>,
  collections: readonly SiteCollection[] = [],
): { index: number; name: string }[] {
  if (section.type !== "collection" || draftIds.size === 0) return [];
  const props = section.props as CollectionProps;
  const limit = props.limit ?? DEFAULT_COLLECTION_LIMIT;
  const collectionId = props.collectionId?.trim();
  const collection = collectionId
    ? collections.find((each) => each.id === collectionId)
    : undefined;
  const known = new Set(products.map((product) => product.id));
  const ids = collection
    ? collection.productIds.filter((id) => known.has(id)).slice(0, limit)
    : props.items && props.items.length > 0
      ? props.items.map((item) => item.productId)
      : products.slice(0, limit).map((product) => product.id);
  return ids.flatMap((id, index) =>
    id && draftIds.has(id)
      ? [{ index, name: products.find((product) => product.id === id)?.name ?? id }]
      : [],
  );
}

/**
 * CSS that marks those cards in one canvas section: dimmed, with a badge. Only the canvas
 * carries it; the rendered section, and so the published site, is unchanged.
 */
export function draftCardsCss(sectionId: string, indexes: readonly number[], label: string) {
  const scope = `[data-section-id="${CSS.escape(sectionId)}"] .sw-product-grid > .sw-product`;
  const cards = indexes.map((index) => `${scope}:nth-child(${index + 1})`);
  const text = JSON.stringify(label);
  return [
    `${cards.join(",")}{position:relative}`,
    `${cards.map((card) => `${card} > *`).join(",")}{opacity:.5}`,
    `${cards.map((card) => `${card}::after`).join(",")}{content:${text};position:absolute;top:.5rem;left:.5rem;z-index:1;max-width:calc(100% - 1rem);padding:.2rem .55rem;border-radius:999px;background:#0f172a;color:#fff;font:600 11px/1.3 Inter,ui-sans-serif,system-ui,sans-serif;letter-spacing:0;box-shadow:0 1px 2px rgb(0 0 0/.2)}`,
  ].join("\n");
}
