import { describe, expect, it } from "vitest";
import { collectionNamedIn } from "./collection-grid.js";
import { compose } from "./compose.js";
import { coffeeSite, PRODUCTS } from "./compose.fixtures.js";
import type { ComposerCollection } from "./compose-input.js";

const COLLECTIONS: readonly ComposerCollection[] = [
  { id: "c-summer", handle: "summer", title: "Summer" },
  { id: "c-summer-sale", handle: "summer-sale", title: "Summer Sale" },
  { id: "c-coffee", handle: "coffee", title: "Coffee" },
];

const run = (prompt: string, collections?: readonly ComposerCollection[]) =>
  compose({
    prompt,
    site: coffeeSite(),
    storeId: "s1",
    storeName: "Ember",
    products: PRODUCTS,
    collections,
  });

const addedGrids = (prompt: string, collections?: readonly ComposerCollection[]) =>
  run(prompt, collections).ops.flatMap((op) =>
    op.op === "addSection" && op.section.type === "collection" ? [op.section.props ?? {}] : [],
  );

describe("a prompt naming one of the store's collections (PRODUCT.md §3 Collections)", () => {
  it("gives the product grid it adds that collection's id and title", () => {
    const [grid] = addedGrids("show the summer collection on the home page", COLLECTIONS);
    expect(grid).toMatchObject({ collectionId: "c-summer", title: "Summer" });
    // The longest name wins.
    expect(addedGrids("add the Summer Sale collection", COLLECTIONS)[0]).toMatchObject({
      collectionId: "c-summer-sale",
    });
  });

  it("leaves grids alone without collections, or when the prompt names none the store has", () => {
    const plain = addedGrids("show the summer collection on the home page");
    expect(plain).toHaveLength(1);
    expect(plain[0]).not.toHaveProperty("collectionId");
    const winter = addedGrids("show the winter collection", COLLECTIONS);
    expect(winter).toHaveLength(1);
    expect(winter[0]).not.toHaveProperty("collectionId");
    // Speaking of coffee is not asking for the Coffee collection.
    expect(collectionNamedIn("add a product grid of our coffee", COLLECTIONS)).toBeUndefined();
    expect(collectionNamedIn("the coffee collection please", COLLECTIONS)?.id).toBe("c-coffee");
  });
});
