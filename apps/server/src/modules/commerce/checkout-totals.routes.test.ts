import { CHECKOUT_MESSAGES } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkoutSettings,
  discounts,
  orderLines,
  orders,
  outbox,
  shippingRates,
  shippingZones,
  taxRates,
} from "../../db/schema.js";
import { sellingStore } from "../../test/selling-store.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

// Shipping, taxes and discounts at checkout (PRODUCT.md "Checkout totals"): the headless API
// and the site's own forms charge exactly the worked totals of pricing.test.ts.

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-totals-", { cartRateLimit: 1000 });
});
afterAll(() => t.close());

/** US: Standard $5.00, free from $50.00 after discounts, Express $15.00; pickup; 8.875 % tax. */
async function usRules(storeId: string) {
  const { db } = t.database;
  await db.insert(checkoutSettings).values({
    storeId,
    pickupEnabled: true,
    pickupName: "Pick up at the shop",
    pickupInstructions: "12 Main St, weekdays 9–5",
  });
  const [zone] = await db
    .insert(shippingZones)
    .values({ storeId, name: "United States", countries: ["US"], position: 0 })
    .returning();
  const [standard, express] = await db
    .insert(shippingRates)
    .values([
      { zoneId: zone!.id, name: "Standard", priceMinor: 500, freeOverMinor: 5000, position: 0 },
      { zoneId: zone!.id, name: "Express", priceMinor: 1500, position: 1 },
    ])
    .returning();
  await db.insert(taxRates).values([
    { storeId, country: "US", region: "", name: "Sales tax", ratePpm: 88_750 },
    { storeId, country: "US", region: "OR", name: "Oregon", ratePpm: 0 },
  ]);
  return { standard: standard!.id, express: express!.id };
}

async function code(storeId: string, values: Partial<typeof discounts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(discounts)
    .values({
      storeId,
      code: "WELCOME10",
      title: "Welcome",
      kind: "percentage",
      value: 100_000,
      ...values,
    })
    .returning();
  return row!;
}

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload });

const buyer = {
  email: "grace@example.com",
  name: "Grace Hopper",
  line1: "1 Harbor Way",
  city: "Arlington",
  postalCode: "22201",
  region: "VA",
  country: "US",
  paymentMethod: "manual",
};

async function cartWith(slug: string, items: [string, number][]) {
  const cartId = (await api("POST", `/api/sites/${slug}/carts`)).json().data.cart.id as string;
  for (const [productId, quantity] of items) {
    const added = await api("POST", `/api/sites/${slug}/carts/${cartId}/items`, {
      productId,
      quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return cartId;
}

describe("checkout with shipping, taxes and a code", () => {
  it("charges the worked totals: 10 % off before tax, shipping under the free amount", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [
      { name: "Tee S Blue", price: 25, stock: 10 },
      { name: "Tee M Red", price: 25, stock: 10 },
    ]);
    const rates = await usRules(store.storeId);
    await code(store.storeId);
    const cartId = await cartWith(store.slug, [
      [store.ids[0]!, 1],
      [store.ids[1]!, 1],
    ]);
    const base = `/api/sites/${store.slug}/carts/${cartId}`;

    const applied = await api("PUT", `${base}/discount`, { code: "welcome10" });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.cart).toMatchObject({
      subtotalMinor: 5000,
      discountMinor: 500,
      discountCode: "WELCOME10",
      discount: { code: "WELCOME10", kind: "percentage", amountMinor: 500 },
      totalMinor: 4500,
    });

    const quote = await api("GET", `${base}/shipping?country=us&region=VA`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      taxIncluded: false,
      taxName: "Sales tax",
      options: [
        { id: rates.standard, priceMinor: 500, taxMinor: 400, totalMinor: 5400 },
        { id: rates.express, priceMinor: 1500, taxMinor: 400, totalMinor: 6400 },
        { id: "pickup", kind: "pickup", priceMinor: 0, totalMinor: 4900 },
      ],
    });
    // Oregon's own rate (none) wins over the country's.
    const oregon = await api("GET", `${base}/shipping?country=US&region=or`);
    expect(oregon.json().data.options[0]).toMatchObject({ taxMinor: 0, totalMinor: 5000 });

    // Shipping must be chosen, and must be one of the address's options.
    const missing = await api("POST", `${base}/checkout`, buyer);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: "shipping_unavailable",
      message: CHECKOUT_MESSAGES.shippingRequired,
    });
    // France has no zone: only pickup is offered there, so Standard is refused.
    const france = await api("POST", `${base}/checkout`, {
      ...buyer,
      country: "FR",
      shippingRateId: rates.standard,
    });
    expect(france.json().message).toBe(CHECKOUT_MESSAGES.shippingUnavailable);
    const options = await api("GET", `${base}/shipping?country=FR`);
    expect(options.json().data.options.map((o: { id: string }) => o.id)).toEqual(["pickup"]);

    const placed = await api("POST", `${base}/checkout`, {
      ...buyer,
      shippingRateId: rates.standard,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order;
    expect(order).toMatchObject({
      subtotalMinor: 5000,
      discount: { code: "WELCOME10", title: "Welcome" },
      discountMinor: 500,
      shippingName: "Standard",
      shippingMinor: 500,
      taxName: "Sales tax",
      taxMinor: 400,
      taxIncluded: false,
      totalMinor: 5400,
    });
    expect(
      order.lines.map((l: { discountMinor: number; taxMinor: number }) => [
        l.discountMinor,
        l.taxMinor,
      ]),
    ).toEqual([
      [250, 200],
      [250, 200],
    ]);
    const [row] = await t.database.db
      .select()
      .from(discounts)
      .where(eq(discounts.storeId, store.storeId));
    expect(row!.usedCount).toBe(1);

    // The confirmation mail lists the same rows.
    const mails = await t.database.db.select().from(outbox);
    const confirmation = mails.find(
      (m) =>
        m.toAddress === buyer.email && m.subject.startsWith(`Order #${order.number} confirmed`),
    );
    expect(confirmation?.textBody).toContain("Subtotal: $50.00");
    expect(confirmation?.textBody).toContain("Discount (WELCOME10): −$5.00");
    expect(confirmation?.textBody).toContain("Shipping (Standard): $5.00");
    expect(confirmation?.textBody).toContain("Sales tax: $4.00");
    expect(confirmation?.textBody).toContain("Total: $54.00");
    expect(confirmation?.htmlBody).toContain("Discount (WELCOME10)");
  });

  it("refuses codes that do not apply, with the reason, and keeps per-customer limits", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [{ name: "Mug", price: 12, stock: 50 }]);
    const rates = await usRules(store.storeId);
    await code(store.storeId, { code: "BIG", minimumSubtotalMinor: 5000 });
    await code(store.storeId, { code: "OLD", endsAt: new Date(Date.now() - 60_000) });
    await code(store.storeId, { code: "SOON", startsAt: new Date(Date.now() + 3_600_000) });
    await code(store.storeId, { code: "ONCE", perCustomerLimit: 1 });
    await code(store.storeId, { code: "OFF", enabled: false });
    const cartId = await cartWith(store.slug, [[store.ids[0]!, 1]]);
    const base = `/api/sites/${store.slug}/carts/${cartId}`;
    const tries: [string, string][] = [
      ["NOPE", CHECKOUT_MESSAGES.codeUnknown],
      ["OFF", CHECKOUT_MESSAGES.codeUnknown],
      ["OLD", CHECKOUT_MESSAGES.codeExpired],
      ["SOON", CHECKOUT_MESSAGES.codeNotStarted],
      ["BIG", "Spend $50.00 on eligible products to use this code"],
    ];
    for (const [typed, message] of tries) {
      const refused = await api("PUT", `${base}/discount`, { code: typed });
      expect(refused.statusCode, typed).toBe(422);
      expect(refused.json()).toMatchObject({ code: "discount_not_applicable", message });
    }
    expect((await api("GET", base)).json().data.cart.discountCode).toBeNull();

    const once = await api("PUT", `${base}/discount`, { code: "once" });
    expect(once.statusCode).toBe(200);
    const first = await api("POST", `${base}/checkout`, { ...buyer, shippingRateId: "pickup" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.order).toMatchObject({
      discountMinor: 120,
      shippingName: "Pick up at the shop",
      shippingMinor: 0,
      taxMinor: 96, // round(1080 × 8.875 %) = round(95.85)
      totalMinor: 1200 - 120 + 96,
    });

    // The same customer cannot use it twice; checkout says so and places nothing.
    const again = await cartWith(store.slug, [[store.ids[0]!, 1]]);
    await api("PUT", `/api/sites/${store.slug}/carts/${again}/discount`, { code: "ONCE" });
    const second = await api("POST", `/api/sites/${store.slug}/carts/${again}/checkout`, {
      ...buyer,
      email: "GRACE@example.com",
      shippingRateId: rates.standard,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(CHECKOUT_MESSAGES.codeUsedByYou);
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.storeId, store.storeId));
    expect(placed).toHaveLength(1);
  });

  it("takes an automatic discount and includes tax in prices when the store says so", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [
      { name: "Poster", price: 30, stock: 5 },
      { name: "Card", price: 12, stock: 5 },
    ]);
    const { db } = t.database;
    await db.insert(checkoutSettings).values({
      storeId: store.storeId,
      pricesIncludeTax: true,
      taxShipping: true,
    });
    const [zone] = await db
      .insert(shippingZones)
      .values({ storeId: store.storeId, name: "Europe", countries: ["DE", "FR"], position: 0 })
      .returning();
    const [rate] = await db
      .insert(shippingRates)
      .values({ zoneId: zone!.id, name: "Post", priceMinor: 490, position: 0 })
      .returning();
    await db
      .insert(taxRates)
      .values({ storeId: store.storeId, country: "DE", name: "VAT", ratePpm: 200_000 });
    await code(store.storeId, { code: null, title: "Spring sale", kind: "fixed", value: 500 });
    const cartId = await cartWith(store.slug, [
      [store.ids[1]!, 2],
      [store.ids[0]!, 1],
    ]);
    const cart = (await api("GET", `/api/sites/${store.slug}/carts/${cartId}`)).json().data.cart;
    expect(cart).toMatchObject({
      discount: { code: null, title: "Spring sale", amountMinor: 500 },
      totalMinor: 4900,
    });
    const placed = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/checkout`, {
      ...buyer,
      country: "DE",
      region: "",
      shippingRateId: rate!.id,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // pricing.test.ts's worked example: VAT inside 363 + 454 on the lines and 82 on shipping.
    expect(placed.json().data.order).toMatchObject({
      discount: { code: null, title: "Spring sale" },
      discountMinor: 500,
      shippingMinor: 490,
      taxMinor: 899,
      taxIncluded: true,
      totalMinor: 5390,
    });
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        eq(
          orderLines.orderId,
          (await db.select().from(orders).where(eq(orders.storeId, store.storeId)))[0]!.id,
        ),
      );
    expect(lines.map((l) => [l.discountMinor, l.taxMinor]).sort()).toEqual([
      [222, 363],
      [278, 454],
    ]);
  });
});

describe("the site's own cart and checkout forms", () => {
  it("applies a code on the cart page, asks for delivery, then places the order", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [{ name: "Tee", price: 25, stock: 10 }]);
    const rates = await usRules(store.storeId);
    await code(store.storeId);
    const origin = `http://${store.host}`;
    const form = (url: string, fields: Record<string, string>, cookie = "") =>
      t.app.inject({
        method: "POST",
        url,
        headers: {
          host: store.host,
          origin,
          cookie,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const added = await form("/cart/items", { productId: store.ids[0]!, quantity: "3" });
    expect(added.statusCode).toBe(303);
    const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const page = (url: string) =>
      t.app.inject({ method: "GET", url, headers: { host: store.host, cookie } });

    const bad = await form("/cart/discount", { code: "NOPE" }, cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(CHECKOUT_MESSAGES.codeUnknown);
    expect((await form("/cart/discount", { code: "welcome10" }, cookie)).statusCode).toBe(303);
    const cart = await page("/cart");
    expect(cart.body).toContain("WELCOME10");
    expect(cart.body).toContain("Discount (WELCOME10)");
    expect(cart.body).toContain("−$7.50");

    const checkout = await page("/checkout");
    expect(checkout.body).toContain("Continue to delivery");
    const fields = { ...buyer };
    const asked = await form("/checkout", fields, cookie);
    expect(asked.statusCode).toBe(200);
    // 7500 − 750 = 6750 reaches the free amount: Standard is free; tax round(599.06) = 599.
    expect(asked.body).toContain(`value="${rates.standard}"`);
    expect(asked.body).toContain("Order total $73.49");
    expect(asked.body).toContain("Place order");
    const placed = await form("/checkout", { ...fields, shippingRateId: rates.standard }, cookie);
    expect(placed.statusCode, placed.body).toBe(303);
    const status = await page(String(placed.headers.location));
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain("Shipping (Standard)");
    expect(status.body).toContain("Free");
    expect(status.body).toContain("Sales tax");
    expect(status.body).toContain("$73.49");

    // Removing the code from the cart takes its discount off.
    const next = await form("/cart/items", { productId: store.ids[0]!, quantity: "1" }, cookie);
    const cookie2 = next.cookies.map((c) => `${c.name}=${c.value}`).join("; ") || cookie;
    await form("/cart/discount", { code: "WELCOME10" }, cookie2);
    expect((await form("/cart/discount", { remove: "1" }, cookie2)).statusCode).toBe(303);
    const after = await t.app.inject({
      method: "GET",
      url: "/cart",
      headers: { host: store.host, cookie: cookie2 },
    });
    expect(after.body).not.toContain("Discount (WELCOME10)");
    expect(after.body).toContain("Discount code");
  });
});
