import { CHECKOUT_MESSAGES, type DiscountDto } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellingStore } from "../../test/selling-store.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

// Discounts limited to collections (PRODUCT.md §10 "Shipping, taxes and discounts"): a line is
// eligible when its product is in one of them, manual or by rules.

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-coll-disc-", { cartRateLimit: 1000 });
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload });

async function cartWith(slug: string, items: [string, number][]) {
  const cartId = (await api("POST", `/api/sites/${slug}/carts`)).json().data.cart.id as string;
  for (const [productId, quantity] of items) {
    const added = await api("POST", `/api/sites/${slug}/carts/${cartId}/items`, {
      productId,
      quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return `/api/sites/${slug}/carts/${cartId}`;
}

describe("a discount limited to collections", () => {
  it("takes off only the lines of products in its collections, manual or by rules", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [
      { name: "Candle", price: 20, stock: 10 },
      { name: "Soap", price: 10, stock: 10 },
      { name: "Mug", price: 30, stock: 10 },
    ]);
    const [candle, soap, mug] = store.ids as [string, string, string];
    const tagged = await t.call("PUT", `/api/products/${soap}`, auth, { tags: ["bath"] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const manual = await t.call("POST", `/api/store/${store.storeId}/collections`, auth, {
      title: "Candles",
      productIds: [candle],
    });
    const byRule = await t.call("POST", `/api/store/${store.storeId}/collections`, auth, {
      title: "Bath",
      kind: "automatic",
      rules: [{ field: "tag", op: "equals", value: "bath" }],
    });
    const ids = [manual, byRule].map((r) => r.json().data.collection._id as string);

    const created = await t.call("POST", `/api/store/${store.storeId}/discounts`, auth, {
      code: "HOME50",
      kind: "percentage",
      value: 50,
      appliesTo: { kind: "collections", ids: [ids[0], ids[1], ids[0]] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json().data.discount as DiscountDto).appliesTo).toEqual({
      kind: "collections",
      ids,
    });

    // Candle 20 + Soap 10 eligible, Mug 30 not: half of 30.
    const base = await cartWith(store.slug, [
      [candle, 1],
      [soap, 1],
      [mug, 1],
    ]);
    const applied = await api("PUT", `${base}/discount`, { code: "home50" });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.cart).toMatchObject({ discountMinor: 1500 });

    // A cart of the mug alone is not eligible.
    const mugOnly = await cartWith(store.slug, [[mug, 2]]);
    const refused = await api("PUT", `${mugOnly}/discount`, { code: "home50" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "discount_not_applicable",
      message: CHECKOUT_MESSAGES.codeNotEligible,
    });
  });

  it("refuses collections of another store and none at all", async () => {
    const { auth } = await t.signUp("Owner");
    const mine = await sellingStore(t, auth, [{ name: "Candle", price: 20, stock: 1 }]);
    const theirs = await sellingStore(t, auth, [{ name: "Soap", price: 10, stock: 1 }]);
    const other = await t.call("POST", `/api/store/${theirs.storeId}/collections`, auth, {
      title: "Theirs",
    });
    const foreign = await t.call("POST", `/api/store/${mine.storeId}/discounts`, auth, {
      code: "NOPE",
      kind: "fixed",
      value: 100,
      appliesTo: { kind: "collections", ids: [other.json().data.collection._id] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(CHECKOUT_MESSAGES.collectionsUnknown);
    const none = await t.call("POST", `/api/store/${mine.storeId}/discounts`, auth, {
      code: "NONE",
      kind: "fixed",
      value: 100,
      appliesTo: { kind: "collections", ids: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(CHECKOUT_MESSAGES.collectionsRequired);
  });
});
