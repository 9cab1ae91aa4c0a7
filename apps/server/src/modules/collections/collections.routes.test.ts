import {
  COLLECTION_MESSAGES,
  type CollectionBody,
  type CollectionDto,
  type CollectionProductDto,
} from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionProducts, collections, discounts } from "../../db/schema.js";
import { createTestApp, type Auth, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function createStore(auth: Auth): Promise<string> {
  const response = await t.call("POST", "/api/store", auth, {
    storeName: "Paper Lantern",
    domain: `collections${++counter}-${Date.now()}.example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store.id as string;
}

async function createProduct(
  auth: Auth,
  storeId: string,
  fields: { name: string; price: number; stock?: number; tags?: string[]; productType?: string },
): Promise<string> {
  const response = await t.call("POST", "/api/products", auth, {
    storeId,
    stock: 5,
    status: "published",
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.product._id as string;
}

const base = (storeId: string) => `/api/store/${storeId}/collections`;

async function created(auth: Auth, storeId: string, body: CollectionBody): Promise<CollectionDto> {
  const response = await t.call("POST", base(storeId), auth, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.collection as CollectionDto;
}

async function detail(auth: Auth, storeId: string, id: string) {
  const response = await t.call("GET", `${base(storeId)}/${id}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { collection: CollectionDto; products: CollectionProductDto[] };
}

/** A store with four products: tea (tag, type), a sold-out tea, a mug and a draft. */
async function catalogue(auth: Auth) {
  const storeId = await createStore(auth);
  const sencha = await createProduct(auth, storeId, {
    name: "Sencha",
    price: 12,
    tags: ["green", "tea"],
    productType: "Tea",
  });
  const matcha = await createProduct(auth, storeId, {
    name: "Matcha",
    price: 30,
    stock: 0,
    tags: ["green", "tea"],
    productType: "tea",
  });
  const mug = await createProduct(auth, storeId, {
    name: "Mug",
    price: 18.5,
    tags: ["ceramics"],
    productType: "Kitchen",
  });
  return { storeId, sencha, matcha, mug };
}

describe("manual collections", () => {
  it("creates one with a handle from its title, keeps the products in order, and lists it", async () => {
    const { auth } = await t.signUp();
    const { storeId, sencha, mug } = await catalogue(auth);
    const collection = await created(auth, storeId, {
      title: "  Staff Picks: Été ",
      description: "What we drink",
      productIds: [mug, sencha, mug],
    });
    expect(collection).toMatchObject({
      handle: "staff-picks-ete",
      title: "Staff Picks: Été",
      description: "What we drink",
      kind: "manual",
      rules: [],
      match: "all",
      sortOrder: "manual",
      productIds: [mug, sencha],
      productCount: 2,
      image: null,
      version: 0,
    });
    const { products } = await detail(auth, storeId, collection._id);
    expect(products.map((p) => p.name)).toEqual(["Mug", "Sencha"]);
    expect(products[0]).toMatchObject({ price: 18.5, stock: 5, status: "published" });

    // A second with the same title takes the next free handle.
    const again = await created(auth, storeId, { title: "Staff picks ete" });
    expect(again.handle).toBe("staff-picks-ete-2");

    const list = await t.call("GET", base(storeId), auth);
    expect(list.statusCode).toBe(200);
    expect(
      (list.json().data.collections as CollectionDto[]).map((c) => [c.handle, c.productCount]),
    ).toEqual([
      // By title: "staff picks ete" before "staff picks: été".
      ["staff-picks-ete-2", 0],
      ["staff-picks-ete", 2],
    ]);
  });

  it("reorders through set products, and refuses a stale version and products of another store", async () => {
    const { auth } = await t.signUp();
    const { storeId, sencha, matcha, mug } = await catalogue(auth);
    const other = await catalogue(auth);
    const collection = await created(auth, storeId, { title: "Picks", productIds: [sencha] });
    const url = `${base(storeId)}/${collection._id}/products`;
    const set = await t.call("PUT", url, auth, { productIds: [matcha, mug, sencha], version: 0 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.collection).toMatchObject({
      productIds: [matcha, mug, sencha],
      version: 1,
    });

    const stale = await t.call("PUT", url, auth, { productIds: [mug], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "stale_version",
      message: COLLECTION_MESSAGES.versionStale,
    });
    const foreign = await t.call("PUT", url, auth, { productIds: [other.mug], version: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(COLLECTION_MESSAGES.productsUnknown);
    // A version past what the column holds is bad input, not a database error.
    const huge = await t.call("PUT", url, auth, { productIds: [], version: 2 ** 53 - 1 });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().code).toBe("validation_failed");
    expect((await detail(auth, storeId, collection._id)).collection.productIds).toEqual([
      matcha,
      mug,
      sencha,
    ]);
  });

  it("sorts its products as its page asks, and a deleted product leaves it", async () => {
    const { auth } = await t.signUp();
    const { storeId, sencha, matcha, mug } = await catalogue(auth);
    const collection = await created(auth, storeId, {
      title: "All",
      productIds: [mug, sencha, matcha],
      sortOrder: "price_desc",
    });
    expect((await detail(auth, storeId, collection._id)).products.map((p) => p.name)).toEqual([
      "Matcha",
      "Mug",
      "Sencha",
    ]);
    const save = await t.call("PUT", `${base(storeId)}/${collection._id}`, auth, {
      title: "All",
      productIds: [mug, sencha, matcha],
      sortOrder: "name",
      version: 0,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await detail(auth, storeId, collection._id)).products.map((p) => p.name)).toEqual([
      "Matcha",
      "Mug",
      "Sencha",
    ]);
    expect((await t.call("DELETE", `/api/products/${matcha}`, auth)).statusCode).toBe(200);
    const after = await detail(auth, storeId, collection._id);
    expect(after.collection.productIds).toEqual([mug, sencha]);
    expect(after.products.map((p) => p.name)).toEqual(["Mug", "Sencha"]);
  });
});

describe("automatic collections", () => {
  it("selects by tag, type, price and stock, with all or any", async () => {
    const { auth } = await t.signUp();
    const { storeId } = await catalogue(auth);
    const names = async (body: CollectionBody) => {
      const collection = await created(auth, storeId, body);
      const { products } = await detail(auth, storeId, collection._id);
      expect(collection.productCount).toBe(products.length);
      return products.map((p) => p.name).sort();
    };
    const auto = (rules: CollectionBody["rules"], match: "all" | "any" = "all") => ({
      title: `Rules ${++counter}`,
      kind: "automatic" as const,
      rules,
      match,
    });
    expect(await names(auto([{ field: "tag", op: "equals", value: " GREEN " }]))).toEqual([
      "Matcha",
      "Sencha",
    ]);
    expect(await names(auto([{ field: "type", op: "equals", value: "TEA" }]))).toEqual([
      "Matcha",
      "Sencha",
    ]);
    expect(await names(auto([{ field: "price", op: "greater_than", value: 18.5 }]))).toEqual([
      "Matcha",
    ]);
    expect(await names(auto([{ field: "price", op: "less_than", value: 18.51 }]))).toEqual([
      "Mug",
      "Sencha",
    ]);
    expect(await names(auto([{ field: "stock", op: "sold_out" }]))).toEqual(["Matcha"]);
    expect(
      await names(
        auto([
          { field: "tag", op: "equals", value: "tea" },
          { field: "stock", op: "in_stock" },
        ]),
      ),
    ).toEqual(["Sencha"]);
    expect(
      await names(
        auto(
          [
            { field: "tag", op: "equals", value: "ceramics" },
            { field: "stock", op: "sold_out" },
          ],
          "any",
        ),
      ),
    ).toEqual(["Matcha", "Mug"]);
  });

  it("answers rules in major units, stores minor units and keeps no product list", async () => {
    const { auth } = await t.signUp();
    const { storeId, mug } = await catalogue(auth);
    const collection = await created(auth, storeId, {
      title: "Under 20",
      kind: "automatic",
      rules: [{ field: "price", op: "less_than", value: 20 }],
      productIds: [mug],
    });
    expect(collection.rules).toEqual([{ field: "price", op: "less_than", value: 20 }]);
    expect(collection.productIds).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(collections)
      .where(eq(collections.id, collection._id));
    expect(row!.rules).toEqual([{ field: "price", op: "less_than", value: "2000" }]);
    expect(
      await t.database.db
        .select()
        .from(collectionProducts)
        .where(eq(collectionProducts.collectionId, collection._id)),
    ).toEqual([]);
    const set = await t.call("PUT", `${base(storeId)}/${collection._id}/products`, auth, {
      productIds: [mug],
      version: 0,
    });
    expect(set.statusCode).toBe(400);
    expect(set.json().message).toBe(COLLECTION_MESSAGES.notManual);
  });

  it("previews how many products rules match", async () => {
    const { auth } = await t.signUp();
    const { storeId } = await catalogue(auth);
    const response = await t.call("POST", `${base(storeId)}/preview`, auth, {
      rules: [{ field: "tag", op: "equals", value: "green" }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.count).toBe(2);
    expect(
      (response.json().data.products as CollectionProductDto[]).map((p) => p.name).sort(),
    ).toEqual(["Matcha", "Sencha"]);
  });

  it("refuses an automatic collection without rules and rules without a value", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const none = await t.call("POST", base(storeId), auth, { title: "Empty", kind: "automatic" });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(COLLECTION_MESSAGES.rulesRequired);
    const blank = await t.call("POST", base(storeId), auth, {
      title: "Blank",
      kind: "automatic",
      rules: [{ field: "tag", op: "equals", value: "  " }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(COLLECTION_MESSAGES.ruleValueRequired);
    const badOp = await t.call("POST", base(storeId), auth, {
      title: "Bad",
      kind: "automatic",
      rules: [{ field: "price", op: "equals", value: 3 }],
    });
    expect(badOp.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(collections).where(eq(collections.storeId, storeId)),
    ).toEqual([]);
  });
});

describe("changing and deleting", () => {
  it("keeps the handle unless one is given, refuses a taken one, and answers 409 when stale", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const first = await created(auth, storeId, { title: "Gifts" });
    const second = await created(auth, storeId, { title: "Tea" });
    const url = `${base(storeId)}/${second._id}`;
    const renamed = await t.call("PUT", url, auth, { title: "Teas", version: 0 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.collection).toMatchObject({
      title: "Teas",
      handle: "tea",
      version: 1,
    });
    const taken = await t.call("PUT", url, auth, {
      title: "Teas",
      handle: first.handle,
      version: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("collection_handle_taken");
    const badHandle = await t.call("PUT", url, auth, {
      title: "Teas",
      handle: "Not OK",
      version: 1,
    });
    expect(badHandle.statusCode).toBe(400);
    expect(badHandle.body).toContain(COLLECTION_MESSAGES.handleInvalid);
    const stale = await t.call("PUT", url, auth, { title: "Old", version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("stale_version");
    const moved = await t.call("PUT", url, auth, {
      title: "Teas",
      handle: "all-teas",
      version: 1,
    });
    expect(moved.json().data.collection.handle).toBe("all-teas");
  });

  it("deletes one, keeps its products and takes it out of discounts", async () => {
    const { auth } = await t.signUp();
    const { storeId, mug } = await catalogue(auth);
    const collection = await created(auth, storeId, { title: "Mugs", productIds: [mug] });
    const [discount] = await t.database.db
      .insert(discounts)
      .values({
        storeId,
        code: "MUGS",
        kind: "percentage",
        value: 100_000,
        appliesTo: "collections",
        collectionIds: [collection._id],
      })
      .returning();
    const url = `${base(storeId)}/${collection._id}`;
    const removed = await t.call("DELETE", url, auth);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.collection).toMatchObject({ title: "Mugs", productIds: [mug] });
    expect((await t.call("GET", url, auth)).statusCode).toBe(404);
    expect((await t.call("DELETE", url, auth)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/products/item/${mug}`, auth)).statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(discounts)
      .where(eq(discounts.id, discount!.id));
    expect(after!.collectionIds).toEqual([]);
  });
});

describe("who may manage collections", () => {
  it("answers 404 for another organization's store and collection, 404 for a bad id, 401 without credentials", async () => {
    const { auth } = await t.signUp();
    const stranger = await t.signUp("Stranger");
    const { storeId, mug } = await catalogue(auth);
    const collection = await created(auth, storeId, { title: "Mine", productIds: [mug] });
    const url = `${base(storeId)}/${collection._id}`;
    const strangerStore = await createStore(stranger.auth);
    for (const response of [
      await t.call("GET", base(storeId), stranger.auth),
      await t.call("POST", base(storeId), stranger.auth, { title: "Theirs" }),
      await t.call("GET", url, stranger.auth),
      await t.call("PUT", url, stranger.auth, { title: "Theirs", version: 0 }),
      await t.call("DELETE", url, stranger.auth),
      await t.call("POST", `${base(storeId)}/preview`, stranger.auth, {
        rules: [{ field: "stock", op: "in_stock" }],
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    // Their own store does not reach this collection either.
    expect(
      (await t.call("GET", `${base(strangerStore)}/${collection._id}`, stranger.auth)).statusCode,
    ).toBe(404);
    expect((await t.call("GET", `${base(storeId)}/not-a-uuid`, auth)).statusCode).toBe(404);
    expect((await t.call("GET", base(storeId))).statusCode).toBe(401);
    expect((await detail(auth, storeId, collection._id)).collection.title).toBe("Mine");
  });
});
