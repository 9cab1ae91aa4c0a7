import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Found by the hostile-input fuzz (trust/fuzz.test.ts): a NUL in a CSV cell reached
// PostgreSQL, which cannot store it in text, and the import failed with a 500.
let t: TestApp;
let auth: { authorization: string };
let storeId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await t.signUp());
  const store = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Nul", domain: "nul-import.example.com" },
  });
  storeId = store.json().data.store._id;
});
afterAll(() => t.close());

it("answers a CSV cell with a NUL character with 400 and imports nothing", async () => {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/products/import`,
    headers: { ...auth, "content-type": "text/csv" },
    payload: "name,price,stock\na\u0000b,2,1\n",
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/NUL character/);
  const list = await t.app.inject({
    method: "GET",
    url: `/api/products/${storeId}`,
    headers: auth,
  });
  expect(list.json().data.products).toEqual([]);
});
