import { COMMERCE_MESSAGES } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingRates, shippingZones } from "../../db/schema.js";
import { sellingStore } from "../../test/selling-store.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

// Variants in the cart, at checkout and in stock (docs/PRODUCT.md "Variants"): a line is a
// product's variant, priced, weighed and counted down as that variant.

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-variants-", { cartRateLimit: 1000 });
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload });

const tShirt = {
  name: "Organic T-shirt",
  options: [
    { name: "Size", values: ["S", "M"] },
    { name: "Colour", values: ["White", "Blue"] },
  ],
  variants: [
    { options: ["S", "White"], price: 20, stock: 3, sku: "TS-S-W", weightGrams: 400 },
    { options: ["M", "Blue"], price: 24, stock: 1, sku: "TS-M-B", weightGrams: 700 },
  ],
};

const buyer = {
  email: "ada@example.com",
  name: "Ada Lovelace",
  line1: "1 Harbor Way",
  city: "Arlington",
  postalCode: "22201",
  region: "VA",
  country: "US",
  paymentMethod: "manual",
};

/** US rates by weight: up to 1 kg $4.00, over it $9.00. */
async function weightRates(storeId: string) {
  const { db } = t.database;
  const [zone] = await db
    .insert(shippingZones)
    .values({ storeId, name: "United States", countries: ["US"], position: 0 })
    .returning();
  const [light, heavy] = await db
    .insert(shippingRates)
    .values([
      { zoneId: zone!.id, name: "Light", priceMinor: 400, maxWeightGrams: 1000, position: 0 },
      { zoneId: zone!.id, name: "Heavy", priceMinor: 900, minWeightGrams: 1001, position: 1 },
    ])
    .returning();
  return { light: light!.id, heavy: heavy!.id };
}

describe("variants in the cart and at checkout", () => {
  it("sells each variant at its price, weight and stock, and gives it back on cancel", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [tShirt]);
    const productId = store.ids[0]!;
    const product = (await t.call("GET", `/api/products/item/${productId}`, auth)).json().data
      .product as { variants: { id: string; title: string }[] };
    const [small, blue] = product.variants.map((variant) => variant.id) as [string, string];
    const rates = await weightRates(store.storeId);

    const cartId = (await api("POST", `/api/sites/${store.slug}/carts`)).json().data.cart.id;
    const items = `/api/sites/${store.slug}/carts/${cartId}/items`;

    // A product with options is sold only as one of its variants.
    const bare = await api("POST", items, { productId, quantity: 1 });
    expect([bare.statusCode, bare.json().message]).toEqual([
      400,
      COMMERCE_MESSAGES.variantRequired,
    ]);
    const unknown = await api("POST", items, { productId, variantId: productId });
    expect(unknown.statusCode).toBe(409);

    expect(
      (await api("POST", items, { productId, variantId: small, quantity: 2 })).statusCode,
    ).toBe(200);
    const added = await api("POST", items, { productId, variantId: blue });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json().data.cart;
    expect(
      cart.lines.map((l: Record<string, unknown>) => [
        l.variantTitle,
        l.sku,
        l.quantity,
        l.unitPriceMinor,
        l.available,
      ]),
    ).toEqual([
      ["S / White", "TS-S-W", 2, 2000, 3],
      ["M / Blue", "TS-M-B", 1, 2400, 1],
    ]);
    expect(cart.subtotalMinor).toBe(6400);

    // Each variant's own stock bounds its line.
    const more = await api("POST", items, { productId, variantId: blue });
    expect([more.statusCode, more.json().message]).toEqual([
      409,
      "Only 1 left of Organic T-shirt (M / Blue)",
    ]);
    const changed = await api("PUT", `${items}/${productId}`, { variantId: small, quantity: 3 });
    expect(changed.statusCode, changed.body).toBe(200);

    // 3 × 400 g + 700 g = 1.9 kg: only the heavy rate is offered.
    const quote = await api(
      "GET",
      `/api/sites/${store.slug}/carts/${cartId}/shipping?country=US&region=VA`,
    );
    expect(quote.json().data.options.map((o: { name: string }) => o.name)).toEqual(["Heavy"]);
    const placed = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/checkout`, {
      ...buyer,
      shippingRateId: rates.heavy,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order;
    expect(
      order.lines.map((l: Record<string, unknown>) => [l.variantTitle, l.sku, l.quantity]),
    ).toEqual([
      ["S / White", "TS-S-W", 3],
      ["M / Blue", "TS-M-B", 1],
    ]);
    expect(order.shippingMinor).toBe(900);
    expect(order.totalMinor).toBe(3 * 2000 + 2400 + 900);

    const after = (await t.call("GET", `/api/products/item/${productId}`, auth)).json().data
      .product;
    expect(after.variants.map((v: { stock: number }) => v.stock)).toEqual([0, 0]);
    expect(after.stock).toBe(0);

    // Cancelled with restock: each variant gets its units back.
    const orders = await t.call("GET", `/api/store/${store.storeId}/orders`, auth);
    const orderId = orders.json().data.orders[0]._id as string;
    const cancelled = await t.call(
      "POST",
      `/api/store/${store.storeId}/orders/${orderId}/cancel`,
      auth,
      { restock: true },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const restocked = (await t.call("GET", `/api/products/item/${productId}`, auth)).json().data
      .product;
    expect(restocked.variants.map((v: { stock: number }) => v.stock)).toEqual([3, 1]);
    expect(restocked.stock).toBe(4);
  });

  it("drops a line whose variant the owner removed", async () => {
    const { auth } = await t.signUp("Owner two");
    const store = await sellingStore(t, auth, [tShirt]);
    const productId = store.ids[0]!;
    const product = (await t.call("GET", `/api/products/item/${productId}`, auth)).json().data
      .product as { variants: { id: string }[] };
    const cartId = (await api("POST", `/api/sites/${store.slug}/carts`)).json().data.cart.id;
    const items = `/api/sites/${store.slug}/carts/${cartId}/items`;
    await api("POST", items, { productId, variantId: product.variants[1]!.id });
    const edited = await t.call("PUT", `/api/products/${productId}`, auth, {
      options: tShirt.options,
      variants: [tShirt.variants[0]],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const cart = (await api("GET", `/api/sites/${store.slug}/carts/${cartId}`)).json().data.cart;
    expect(cart.lines).toEqual([]);
  });

  it("adds a variant through the site's plain form", async () => {
    const { auth } = await t.signUp("Owner three");
    const store = await sellingStore(t, auth, [tShirt]);
    const productId = store.ids[0]!;
    const product = (await t.call("GET", `/api/products/item/${productId}`, auth)).json().data
      .product as { variants: { id: string }[] };
    const variantId = product.variants[0]!.id;
    const added = await t.app.inject({
      method: "POST",
      url: "/cart/items",
      headers: {
        host: store.host,
        origin: `http://${store.host}`,
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams({ productId, variantId, quantity: "1" }).toString(),
    });
    expect(added.statusCode, added.body).toBe(303);
    expect(added.headers.location).toBe("/cart");
    const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const page = await t.app.inject({
      method: "GET",
      url: "/cart",
      headers: { host: store.host, cookie },
    });
    expect(page.body).toContain("S / White");
    expect(page.body).toContain(`name="variantId" value="${variantId}"`);
  });
});
