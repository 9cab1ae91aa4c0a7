import { expect } from "vitest";
import type { Auth, TestApp } from "./test-app.js";

let counter = 0;

/**
 * A store published with `products` (published too), selling in `currency`: its id, its
 * site's host and slug, and the product ids in the order given.
 */
export async function sellingStore(
  t: TestApp,
  auth: Auth,
  // Any product fields of the API (options and variants too); published whatever they say.
  products: Array<{ name: string; price?: number; stock?: number } & Record<string, unknown>>,
  currency = "USD",
) {
  counter += 1;
  const created = await t.call("POST", "/api/store", auth, {
    storeName: `Sell Shop ${counter}`,
    domain: `sell${counter}-${Date.now()}.example.com`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const storeId = created.json().data.store.id as string;
  if (currency !== "USD") {
    const changed = await t.call("PUT", `/api/store/${storeId}`, auth, { currency });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  const ids: string[] = [];
  for (const product of products) {
    const made = await t.call("POST", "/api/products", auth, {
      storeId,
      ...product,
      status: "published",
    });
    expect(made.statusCode, made.body).toBe(201);
    ids.push(made.json().data.product._id as string);
  }
  const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
    jsonLayout: { sections: [{ type: "navbar" }, { type: "collection" }, { type: "footer" }] },
  });
  expect(published.statusCode, published.body).toBe(200);
  const host = new URL(published.json().data.url as string).host;
  return { storeId, host, slug: host.split(".")[0]!, ids };
}
