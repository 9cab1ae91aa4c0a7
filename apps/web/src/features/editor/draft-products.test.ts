import { describe, expect, it } from "vitest";
import { draftCardsOf } from "./draft-products";

const products = [
  { id: "p1", name: "Blue Mug" },
  { id: "p2", name: "Straw Hat" },
  { id: "p3", name: "Sun Cream" },
];
const summer = { id: "c1", handle: "summer", title: "Summer", productIds: ["p3", "gone", "p2"] };
const grid = (props: Record<string, unknown>) => ({ id: "g", type: "collection", props });

describe("draftCardsOf", () => {
  it("finds draft cards by their place among the store's latest products", () => {
    expect(draftCardsOf(grid({}), products, new Set(["p2"]))).toEqual([
      { index: 1, name: "Straw Hat" },
    ]);
  });

  it("follows the grid's collection order, and all products when the collection is gone", () => {
    const drafts = new Set(["p2", "p3"]);
    expect(draftCardsOf(grid({ collectionId: "c1" }), products, drafts, [summer])).toEqual([
      { index: 0, name: "Sun Cream" },
      { index: 1, name: "Straw Hat" },
    ]);
    expect(
      draftCardsOf(grid({ collectionId: "c1", limit: 1 }), products, drafts, [summer]),
    ).toEqual([{ index: 0, name: "Sun Cream" }]);
    expect(draftCardsOf(grid({ collectionId: "c9" }), products, drafts, [summer])).toEqual([
      { index: 1, name: "Straw Hat" },
      { index: 2, name: "Sun Cream" },
    ]);
  });
});
