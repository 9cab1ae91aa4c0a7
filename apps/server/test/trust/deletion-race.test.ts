import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../src/test/test-app.js";

/**
 * Writers racing a store's deletion: whichever step of a write the deletion lands on, the
 * write answers success (it finished first) or that the store is gone, never a server error.
 * Found with publishing, which failed with a 500 when its store went mid-way.
 */
const IS_FULL = process.env.TRUST_FULL === "1";
const DELAYS_MS = IS_FULL ? [0, 1, 2, 4, 6, 9, 13, 20, 30, 45, 70, 100] : [0, 3, 10, 30, 80];

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await t.signUp("Racer"));
}, 120_000);
afterAll(() => t?.close());

let counter = 0;
async function createStore() {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: {
      storeName: "Doomed Roasters",
      domain: `doomed${++counter}-${Date.now()}.example.com`,
    },
  });
  return response.json().data.store.id as string;
}

const LAYOUT = {
  pages: [
    {
      name: "Home",
      path: "/",
      sections: [{ id: "h", type: "hero", props: { title: "Fresh", subtitle: "Daily" } }],
    },
  ],
};

const WRITERS: [
  string,
  (storeId: string) => { method: "POST" | "PUT"; url: string; payload: object },
][] = [
  [
    "a publish",
    (id) => ({ method: "POST", url: `/api/store/${id}/publish`, payload: { jsonLayout: LAYOUT } }),
  ],
  [
    "an editor save",
    (id) => ({
      method: "POST",
      url: `/api/store/${id}/editor-update`,
      payload: { layout: LAYOUT },
    }),
  ],
  [
    "a new product",
    (id) => ({
      method: "POST",
      url: "/api/products",
      payload: { storeId: id, name: "Guji", price: 18, stock: 3 },
    }),
  ],
  [
    "a settings change",
    (id) => ({ method: "PUT", url: `/api/store/${id}`, payload: { description: "Roasted daily" } }),
  ],
];

describe("writers racing a store's deletion", () => {
  it.each(WRITERS)("%s answers success or 404, never 5xx", async (_label, writer) => {
    for (const delayMs of DELAYS_MS) {
      const storeId = await createStore();
      const write = t.app.inject({ ...writer(storeId), headers: auth });
      await sleep(delayMs);
      const deleted = await t.app.inject({
        method: "DELETE",
        url: `/api/store/${storeId}`,
        headers: auth,
      });
      expect(deleted.statusCode).toBe(200);
      const response = await write;
      expect(response.statusCode, `${delayMs} ms: ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().code).toBe("store_not_found");
      }
    }
  });
});
