import type { ImportProductsResult } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products as productsTable } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Prices are minor units of the store's currency (PRODUCT.md §10 Money); the API speaks major
// units (§7), converted with the store's currency both ways.

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let base: string;
let domains = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp("Owner");
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...owner.auth,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Loose on purpose: each test reads the part of the answer it checks.
  const json = (await response.json()) as {
    message?: string;
    code?: string;
    data: {
      store: { id: string };
      product: { id: string; price: number };
      products: { price: number }[];
    };
  };
  return { status: response.status, json };
}

async function newStore(currency: string) {
  const created = await call("POST", "/api/store", {
    storeName: "Shop",
    domain: `money-${++domains}-${Date.now()}.example.com`,
  });
  const id = created.json.data.store.id;
  if (currency !== "USD") {
    expect((await call("PUT", `/api/store/${id}`, { currency })).status).toBe(200);
  }
  return id;
}

const createProduct = (storeId: string, price: unknown, name = "Product") =>
  call("POST", "/api/products", { storeId, name, price, stock: 3 });

async function storedPrice(productId: string) {
  const [row] = await t.database.db
    .select({ priceMinor: productsTable.priceMinor })
    .from(productsTable)
    .where(eq(productsTable.id, productId));
  return row!.priceMinor;
}

describe("product prices in the store's currency", () => {
  it("stores yen and fils as minor units and answers major units", async () => {
    const yen = await newStore("JPY");
    const created = await createProduct(yen, 1200);
    expect(created.status).toBe(201);
    const id = created.json.data.product.id;
    expect(created.json.data.product.price).toBe(1200);
    expect(await storedPrice(id)).toBe(1200);

    const fils = await newStore("KWD");
    const kwd = await createProduct(fils, 18.555);
    expect(kwd.status).toBe(201);
    expect(kwd.json.data.product.price).toBe(18.555);
    expect(await storedPrice(kwd.json.data.product.id)).toBe(18555);

    const updated = await call("PUT", `/api/products/${id}`, { price: 990 });
    expect(updated.json.data.product.price).toBe(990);
    expect(await storedPrice(id)).toBe(990);
    const listed = await call("GET", `/api/products/${yen}`);
    expect(listed.json.data.products.map((p) => p.price)).toEqual([990]);
  });

  it.each([
    ["JPY", 12.5, "Prices in JPY have no decimals"],
    ["USD", 1.234, "Price can have at most two decimals"],
    ["KWD", 1.2345, "Price can have at most two decimals"],
  ])("refuses a %s price of %d: %s", async (currency, price, message) => {
    const store = await newStore(currency);
    const response = await createProduct(store, price);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(message);
    expect(response.json.code).toBe("validation_failed");
  });

  it("checks an edited price against the store's currency", async () => {
    const yen = await newStore("JPY");
    const id = (await createProduct(yen, 500)).json.data.product.id;
    const response = await call("PUT", `/api/products/${id}`, { price: 5.5 });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("Prices in JPY have no decimals");
    expect(await storedPrice(id)).toBe(500);
  });

  it("rescales the store's prices when its currency changes its minor digits", async () => {
    const store = await newStore("USD");
    const a = (await createProduct(store, 18.5, "A")).json.data.product.id;
    const b = (await createProduct(store, 0.29, "B")).json.data.product.id;
    const other = await newStore("USD");
    const untouched = (await createProduct(other, 18.5)).json.data.product.id;

    // Same digits: nothing moves.
    expect((await call("PUT", `/api/store/${store}`, { currency: "EUR" })).status).toBe(200);
    expect([await storedPrice(a), await storedPrice(b)]).toEqual([1850, 29]);
    // Fewer digits: rounded half away from zero.
    expect((await call("PUT", `/api/store/${store}`, { currency: "JPY" })).status).toBe(200);
    expect([await storedPrice(a), await storedPrice(b)]).toEqual([19, 0]);
    const listed = await call("GET", `/api/products/${store}?sortBy=name&sortDir=asc`);
    expect(listed.json.data.products.map((p) => p.price)).toEqual([19, 0]);
    // More digits.
    expect((await call("PUT", `/api/store/${store}`, { currency: "KWD" })).status).toBe(200);
    expect([await storedPrice(a), await storedPrice(b)]).toEqual([19000, 0]);
    expect(await storedPrice(untouched)).toBe(1850);
  });

  it("imports and exports CSV prices with the currency's digits", async () => {
    const yen = await newStore("JPY");
    const csv = "handle,name,price,stock\nmug,Mug,1200,4\ncup,Cup,12.5,1\n";
    const response = await fetch(`${base}/api/store/${yen}/products/import`, {
      method: "POST",
      headers: { ...owner.auth, "content-type": "text/csv" },
      body: csv,
    });
    const result = (await response.json()) as { data: ImportProductsResult; message?: string };
    expect(response.status, result.message).toBe(200);
    expect(result.data).toMatchObject({ created: 1, failed: 1 });
    expect(result.data.errors).toEqual([
      { row: 3, handle: "cup", message: "Prices in JPY have no decimals" },
    ]);
    const exported = await fetch(`${base}/api/store/${yen}/products/export?format=native`, {
      headers: owner.auth,
    });
    expect((await exported.text()).split(/\r?\n/)[1]).toContain(",1200,4,");
    const shopify = await fetch(`${base}/api/store/${yen}/products/export?format=shopify`, {
      headers: owner.auth,
    });
    expect((await shopify.text()).split(/\r?\n/)[1]).toContain(",4,deny,manual,1200,");
  });
});
