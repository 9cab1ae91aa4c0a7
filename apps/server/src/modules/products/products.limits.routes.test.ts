import { LIMIT_MESSAGES, type ImportProductsResult } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Auth, type TestApp, type TestUser } from "../../test/test-app.js";

// STORE_PRODUCTS_LIMIT on every path that creates products: a single create, a CSV import
// (its dry run too), and creates racing each other and an import (PRODUCT.md §9 "Limits").

const LIMIT = 3;

let t: TestApp;
let owner: TestUser;
let domains = 0;

beforeAll(async () => {
  t = await createTestApp({ limits: { storeProducts: LIMIT } });
  owner = await t.signUp("Owner");
});
afterAll(() => t.close());

async function newStore(auth: Auth = owner.auth): Promise<string> {
  const response = await t.call("POST", "/api/store", auth, {
    storeName: "Shop",
    domain: `limits-${++domains}-${Date.now()}.example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store.id as string;
}

const create = (storeId: string, name: string) =>
  t.call("POST", "/api/products", owner.auth, { storeId, name, price: 5, stock: 1 });

async function total(storeId: string): Promise<number> {
  const response = await t.call("GET", `/api/products/${storeId}`, owner.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.total as number;
}

async function importCsv(storeId: string, csv: string, dryRun = false) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/products/import${dryRun ? "?dryRun=true" : ""}`,
    headers: { ...owner.auth, "content-type": "text/csv" },
    payload: csv,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ImportProductsResult;
}

const csvOf = (names: string[]) =>
  `handle,name,price,stock\n${names.map((name) => `${name.toLowerCase()},${name},1,1`).join("\n")}`;

describe("products per store", () => {
  it("creates up to the limit, then answers 409 product_limit_reached naming it, creating nothing", async () => {
    const storeId = await newStore();
    for (let i = 1; i <= LIMIT; i++) expect((await create(storeId, `P${i}`)).statusCode).toBe(201);

    const refused = await create(storeId, "One too many");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: "product_limit_reached",
      message: LIMIT_MESSAGES.storeProducts(LIMIT),
    });
    expect(refused.json().message).toBe("This store has reached its limit of 3 products.");
    expect(await total(storeId)).toBe(LIMIT);

    // Deleting one makes room again.
    const list = await t.call("GET", `/api/products/${storeId}`, owner.auth);
    const first = list.json().data.products[0].id as string;
    expect((await t.call("DELETE", `/api/products/${first}`, owner.auth)).statusCode).toBe(200);
    expect((await create(storeId, "Fits again")).statusCode).toBe(201);
  });

  it("counts each store on its own", async () => {
    const full = await newStore();
    for (let i = 1; i <= LIMIT; i++) await create(full, `P${i}`);
    const other = await newStore();
    expect((await create(other, "Elsewhere")).statusCode).toBe(201);
  });

  it("lets only as many concurrent creates pass as the store has room for", async () => {
    const storeId = await newStore();
    await create(storeId, "Existing");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(storeId, `Racer ${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT - 1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8 - (LIMIT - 1));
    expect(await total(storeId)).toBe(LIMIT);
  });

  it("imports new products up to the limit and reports each row past it, in the dry run too", async () => {
    const storeId = await newStore();
    await create(storeId, "Existing");
    const csv = csvOf(["Alpha", "Beta", "Gamma", "Delta"]);

    const dry = await importCsv(storeId, csv, true);
    expect(dry).toMatchObject({ isDryRun: true, created: 2, failed: 2 });
    expect(dry.errors).toEqual([
      { row: 4, handle: "gamma", message: LIMIT_MESSAGES.importRowOverLimit(LIMIT) },
      { row: 5, handle: "delta", message: LIMIT_MESSAGES.importRowOverLimit(LIMIT) },
    ]);
    expect(await total(storeId)).toBe(1);

    const result = await importCsv(storeId, csv);
    expect(result).toMatchObject({ isDryRun: false, created: 2, failed: 2 });
    expect(result.errors.map((error) => error.handle)).toEqual(["gamma", "delta"]);
    expect(result.errors[0]!.message).toBe(
      "This store has reached its limit of 3 products, so this product was not created.",
    );
    expect(await total(storeId)).toBe(LIMIT);

    // At the limit, existing products are still updated; new ones are still refused.
    const again = await importCsv(
      storeId,
      "handle,name,price,stock\nalpha,Alpha renamed,2,1\nepsilon,Epsilon,1,1",
    );
    expect(again).toMatchObject({ created: 0, updated: 1, failed: 1 });
    expect(await total(storeId)).toBe(LIMIT);
  });

  it("holds the limit when imports and creates race", async () => {
    const storeId = await newStore();
    const [first, second, ...creates] = await Promise.all([
      importCsv(storeId, csvOf(["A1", "A2", "A3"])),
      importCsv(storeId, csvOf(["B1", "B2", "B3"])),
      create(storeId, "C1"),
      create(storeId, "C2"),
    ]);
    const created =
      first.created + second.created + creates.filter((answer) => answer.statusCode === 201).length;
    expect(created).toBe(LIMIT);
    expect(await total(storeId)).toBe(LIMIT);
    expect(creates.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
  });
});
