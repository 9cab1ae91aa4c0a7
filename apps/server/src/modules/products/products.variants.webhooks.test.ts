import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ProductDto, WebhookDeliveryDto, WebhookPayload } from "@shopwright/sdk";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A product's variants travel with it to a store's webhooks (docs/PRODUCT.md "Variants"):
// product.created and product.updated carry the same product the API answers.

let t: TestApp;
const bodies: string[] = [];
const receiver = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    bodies.push(body);
    res.end("ok");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  t = await createTestApp({ outboundAllowPrivate: true });
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

it("sends a product's options and variants to its store's webhooks", async () => {
  const owner = await t.signUp("Hook owner");
  const store = await t.call("POST", "/api/store", owner.auth, {
    storeName: "Hooked Tees",
    domain: `hooked-${Date.now()}.example.com`,
  });
  const storeId = store.json().data.store.id as string;
  const port = (receiver.address() as AddressInfo).port;
  const hook = await t.call("POST", `/api/store/${storeId}/webhooks`, owner.auth, {
    url: `http://127.0.0.1:${port}/hook`,
    events: ["product.created", "product.updated"],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  const webhookId = hook.json().data.webhook._id as string;

  const created = await t.call("POST", "/api/products", owner.auth, {
    storeId,
    name: "Field Tee",
    options: [{ name: "Size", values: ["S", "M"] }],
    variants: [
      { options: ["S"], price: 20, stock: 3, sku: "FT-S" },
      { options: ["M"], price: 22, compareAtPrice: 30, stock: 0, sku: "FT-M" },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const product = created.json().data.product as ProductDto;
  const changed = await t.call("PUT", `/api/products/${product._id}`, owner.auth, {
    options: [{ name: "Size", values: ["S", "M"] }],
    variants: product.variants.map((variant) => ({
      id: variant.id,
      options: variant.options,
      price: variant.price,
      sku: variant.sku,
      stock: variant.options[0] === "M" ? 7 : variant.stock,
    })),
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const updated = changed.json().data.product as ProductDto;

  await vi.waitFor(
    async () => {
      const list = await t.call(
        "GET",
        `/api/store/${storeId}/webhooks/${webhookId}/deliveries`,
        owner.auth,
      );
      const deliveries = list.json().data.deliveries as WebhookDeliveryDto[];
      expect(deliveries.map((d) => d.status)).toEqual(["succeeded", "succeeded"]);
    },
    { timeout: 10_000, interval: 50 },
  );
  const sent = bodies
    .map((body) => JSON.parse(body) as WebhookPayload<ProductDto>)
    .sort((a, b) => a.type.localeCompare(b.type));
  expect(sent.map((payload) => payload.type)).toEqual(["product.created", "product.updated"]);
  expect(sent[0]!.data).toMatchObject({
    _id: product._id,
    price: 20,
    stock: 3,
    options: [{ name: "Size", values: ["S", "M"] }],
    variants: product.variants,
  });
  expect(sent[1]!.data).toMatchObject({ stock: 10, variants: updated.variants });
  expect(updated.variants.map((variant) => [variant.sku, variant.stock])).toEqual([
    ["FT-S", 3],
    ["FT-M", 7],
  ]);
});
