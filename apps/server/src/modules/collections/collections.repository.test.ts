import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { products, stores } from "../../db/schema.js";
import { insertOwner, openTestDatabase } from "../../test/test-app.js";
import {
  createCollectionsRepository,
  type CollectionsRepository,
  type CollectionValues,
} from "./collections.repository.js";

let database: Database;
let repository: CollectionsRepository;
let storeId: string;
let otherStoreId: string;
const ids: Record<string, string> = {};

const values = (over: Partial<CollectionValues>): CollectionValues => ({
  handle: "c",
  title: "C",
  description: "",
  kind: "manual",
  rules: [],
  match: "all",
  sortOrder: "manual",
  image: null,
  seoTitle: "",
  seoDescription: "",
  ...over,
});

beforeAll(async () => {
  database = await openTestDatabase();
  repository = createCollectionsRepository(database.db);
  const createdBy = await insertOwner(database);
  const [store, other] = await database.db
    .insert(stores)
    .values([
      { createdBy, storeName: "Tea", domain: "tea-collections.example.com" },
      { createdBy, storeName: "Other", domain: "other-collections.example.com" },
    ])
    .returning();
  storeId = store!.id;
  otherStoreId = other!.id;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const rows = await database.db
    .insert(products)
    .values([
      {
        storeId,
        name: "b Sencha",
        priceMinor: 1200,
        stock: 3,
        status: "published" as const,
        tags: ["green"],
        createdAt: day(1),
      },
      {
        storeId,
        name: "A Matcha",
        priceMinor: 3000,
        stock: 0,
        status: "published" as const,
        tags: ["green"],
        createdAt: day(2),
      },
      {
        storeId,
        name: "c Draft",
        priceMinor: 500,
        stock: 1,
        status: "draft" as const,
        tags: ["green"],
        createdAt: day(3),
      },
      {
        storeId: otherStoreId,
        name: "Elsewhere",
        priceMinor: 100,
        stock: 1,
        status: "published" as const,
        tags: ["green"],
        createdAt: day(4),
      },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => database.close());

describe("a collection's products", () => {
  it("are only its store's, the published ones for a storefront, in each sort's order, paged", async () => {
    const auto = await repository.insert(
      storeId,
      values({
        handle: "green",
        kind: "automatic",
        rules: [{ field: "tag", op: "equals", value: "green" }],
      }),
      [],
    );
    const names = async (
      sort: Parameters<CollectionsRepository["productsOf"]>[1]["sort"],
      publishedOnly = false,
    ) => (await repository.productsOf(auto, { sort, publishedOnly, limit: 10 })).map((p) => p.name);
    expect(await names("name")).toEqual(["A Matcha", "b Sencha", "c Draft"]);
    expect(await names("price_asc")).toEqual(["c Draft", "b Sencha", "A Matcha"]);
    expect(await names("price_desc", true)).toEqual(["A Matcha", "b Sencha"]);
    expect(await names("newest", true)).toEqual(["A Matcha", "b Sencha"]);
    expect(await names("manual")).toEqual(["c Draft", "A Matcha", "b Sencha"]);
    expect(await repository.countProducts(auto)).toBe(3);
    expect(await repository.countProducts(auto, { publishedOnly: true })).toBe(2);
    const page2 = await repository.productsOf(auto, { sort: "name", limit: 2, offset: 2 });
    expect(page2.map((p) => p.name)).toEqual(["c Draft"]);
  });

  it("of a manual collection keep the owner's order, and a product of another store never joins", async () => {
    const manual = await repository.insert(storeId, values({ handle: "picks" }), [
      ids["A Matcha"]!,
      ids["c Draft"]!,
      ids["b Sencha"]!,
    ]);
    expect(
      (await repository.productsOf(manual, { sort: "manual", limit: 10 })).map((p) => p.name),
    ).toEqual(["A Matcha", "c Draft", "b Sencha"]);
    expect(
      (await repository.productsOf(manual, { sort: "manual", publishedOnly: true, limit: 10 })).map(
        (p) => p.name,
      ),
    ).toEqual(["A Matcha", "b Sencha"]);
    // Written by hand with another store's product: the store condition still keeps it out.
    const crossed = await repository.insert(storeId, values({ handle: "crossed" }), [
      ids["Elsewhere"]!,
    ]);
    expect(await repository.countProducts(crossed)).toBe(0);
    expect(
      await repository.productIdsInStore(storeId, [ids["Elsewhere"]!, ids["A Matcha"]!]),
    ).toEqual([ids["A Matcha"]]);
  });

  it("finds free handles by prefix, with LIKE's characters taken as text", async () => {
    await repository.insert(storeId, values({ handle: "tea" }), []);
    await repository.insert(storeId, values({ handle: "tea-2" }), []);
    await repository.insert(storeId, values({ handle: "teapot" }), []);
    expect([...(await repository.handlesLike(storeId, "tea"))].sort()).toEqual([
      "tea",
      "tea-2",
      "teapot",
    ]);
    expect(await repository.handlesLike(storeId, "t_a")).toEqual(new Set());
    expect(await repository.handlesLike(otherStoreId, "tea")).toEqual(new Set());
  });
});
