import { COMMERCE_MESSAGES } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema.js";
import { sellingStore } from "../../test/selling-store.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-commerce-", { cartRateLimit: 1000 });
});
afterAll(() => t.close());

const customer = {
  email: "Ada@Example.com",
  name: "Ada Lovelace",
  line1: "12 Analytical Row",
  city: "London",
  postalCode: "N1 7AA",
  country: "gb",
  paymentMethod: "manual",
};

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: "https://headless.example" } });

describe("headless cart and checkout", () => {
  it("prices a cart from the catalogue, checks out with the manual method and numbers orders", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [
      { name: "Guji Natural", price: 18.5, stock: 5 },
      { name: "Filter Papers", price: 4.25, stock: 100 },
    ]);
    const created = await api("POST", `/api/sites/${store.slug}/carts`);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers["access-control-allow-origin"]).toBeUndefined();
    const cartId = created.json().data.cart.id as string;
    expect(cartId.length).toBeGreaterThanOrEqual(32);

    await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
      productId: store.ids[0],
      quantity: 2,
    });
    const added = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
      productId: store.ids[1],
      quantity: "3",
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json().data.cart;
    expect(cart.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 3]);
    expect(cart.subtotalMinor).toBe(2 * 1850 + 3 * 425);
    expect(cart.itemCount).toBe(5);
    expect(cart.paymentMethods).toEqual(["manual"]);

    const changed = await api(
      "PUT",
      `/api/sites/${store.slug}/carts/${cartId}/items/${store.ids[1]}`,
      { quantity: 1 },
    );
    expect(changed.json().data.cart.totalMinor).toBe(2 * 1850 + 425);

    // A client cannot name its own prices: unknown fields are not read.
    const placed = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/checkout`, {
      ...customer,
      totalMinor: 1,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, paymentUrl } = placed.json().data;
    expect(paymentUrl).toBeNull();
    expect(order).toMatchObject({
      number: 1001,
      status: "pending_payment",
      paymentStatus: "unpaid",
      totalMinor: 2 * 1850 + 425,
      email: "ada@example.com",
      address: { country: "GB", city: "London" },
    });
    const again = await api("GET", `/api/sites/${store.slug}/orders/${order.token}`);
    expect(again.json().data.order.number).toBe(1001);

    // Stock was taken with the order; the cart is empty now.
    const products = await t.call("GET", `/api/products/${store.storeId}`, auth);
    const stocks = products
      .json()
      .data.products.map((p: { name: string; stock: number }) => [p.name, p.stock]);
    expect(stocks).toEqual(
      expect.arrayContaining([
        ["Guji Natural", 3],
        ["Filter Papers", 99],
      ]),
    );
    const empty = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/checkout`, customer);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe("cart_empty");

    // The next order gets the next number.
    const second = (await api("POST", `/api/sites/${store.slug}/carts`)).json().data.cart.id;
    await api("POST", `/api/sites/${store.slug}/carts/${second}/items`, {
      productId: store.ids[1],
    });
    const next = await api("POST", `/api/sites/${store.slug}/carts/${second}/checkout`, customer);
    expect(next.json().data.order.number).toBe(1002);
  });

  it("refuses more than is in stock, bad input and unknown carts, changing nothing", async () => {
    const { auth } = await t.signUp();
    const store = await sellingStore(t, auth, [
      { name: "Last Bag", price: 10, stock: 1 },
      { name: "Gone", price: 10, stock: 0 },
    ]);
    const cartId = (await api("POST", `/api/sites/${store.slug}/carts`)).json().data.cart.id;
    const tooMany = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
      productId: store.ids[0],
      quantity: 2,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: "out_of_stock",
      message: "Only 1 left of Last Bag",
    });
    const soldOut = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
      productId: store.ids[1],
    });
    expect(soldOut.json()).toMatchObject({
      code: "out_of_stock",
      message: COMMERCE_MESSAGES.soldOut,
    });
    const badQuantity = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
      productId: store.ids[0],
      quantity: 0,
    });
    expect(badQuantity.statusCode).toBe(400);
    expect(badQuantity.json().message).toBe(COMMERCE_MESSAGES.quantityInvalid);
    const cart = await api("GET", `/api/sites/${store.slug}/carts/${cartId}`);
    expect(cart.json().data.cart.lines).toEqual([]);
    const unknown = await api("GET", `/api/sites/${store.slug}/carts/${"x".repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("cart_not_found");

    await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
      productId: store.ids[0],
    });
    const invalid = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/checkout`, {
      ...customer,
      email: "not-an-email",
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(COMMERCE_MESSAGES.emailInvalid);
    const wrongMethod = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/checkout`, {
      ...customer,
      paymentMethod: "stripe",
    });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().code).toBe("payment_method_unavailable");
  });

  it("sells the last 10 units exactly once under 50 concurrent checkouts", async () => {
    const { auth } = await t.signUp();
    const store = await sellingStore(t, auth, [{ name: "Hot Drop", price: 25, stock: 10 }]);
    const carts = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const id = (await api("POST", `/api/sites/${store.slug}/carts`)).json().data.cart.id;
        const added = await api("POST", `/api/sites/${store.slug}/carts/${id}/items`, {
          productId: store.ids[0],
        });
        expect(added.statusCode).toBe(200);
        return id as string;
      }),
    );
    const results = await Promise.all(
      carts.map((id) => api("POST", `/api/sites/${store.slug}/carts/${id}/checkout`, customer)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: "out_of_stock", message: "Hot Drop is sold out" });
    const numbers = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.order.number as number)
      .sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => 1001 + i));
    const product = await t.call("GET", `/api/products/${store.storeId}`, auth);
    expect(product.json().data.products[0].stock).toBe(0);
  });

  it("charges in the currency's minor units (JPY has none)", async () => {
    const { auth } = await t.signUp();
    const store = await sellingStore(t, auth, [{ name: "Matcha", price: 1200, stock: 5 }], "JPY");
    const cartId = (await api("POST", `/api/sites/${store.slug}/carts`)).json().data.cart.id;
    const added = await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
      productId: store.ids[0],
      quantity: 2,
    });
    expect(added.json().data.cart).toMatchObject({ currency: "JPY", totalMinor: 2400 });
  });
});

describe("orders for the store's team", () => {
  it("lists, marks paid, fulfils with tracking and mails the customer; outsiders get 404", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [{ name: "Kettle", price: 60, stock: 3 }]);
    const saved = await t.call("PUT", `/api/store/${store.storeId}/payments`, auth, {
      manual: {
        enabled: true,
        kind: "bank_transfer",
        instructions: "IBAN GB00 1234\n\nReference: your order number",
      },
      stripe: { enabled: false, publishableKey: "" },
      paypal: { enabled: false, clientId: "", webhookId: "", sandbox: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cartId = (await api("POST", `/api/sites/${store.slug}/carts`)).json().data.cart.id;
    await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
      productId: store.ids[0],
    });
    const placed = (
      await api("POST", `/api/sites/${store.slug}/carts/${cartId}/checkout`, customer)
    ).json().data.order;
    expect(placed.paymentInstructions).toBe("IBAN GB00 1234\n\nReference: your order number");

    const list = await t.call("GET", `/api/store/${store.storeId}/orders?q=ada`, auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, counts: { pending_payment: 1 } });
    expect(list.json().data.orders[0]).toMatchObject({
      number: 1001,
      itemCount: 1,
      totalMinor: 6000,
    });
    const orderId = list.json().data.orders[0]._id as string;

    const stranger = await t.signUp("Stranger");
    const hidden = await t.call(
      "GET",
      `/api/store/${store.storeId}/orders/${orderId}`,
      stranger.auth,
    );
    expect(hidden.statusCode).toBe(404);

    const early = await t.call(
      "POST",
      `/api/store/${store.storeId}/orders/${orderId}/fulfil`,
      auth,
      {},
    );
    expect(early.statusCode).toBe(409);
    const paid = await t.call("POST", `/api/store/${store.storeId}/orders/${orderId}/paid`, auth);
    expect(paid.json().data.order).toMatchObject({ status: "paid", paymentStatus: "paid" });
    const fulfilled = await t.call(
      "POST",
      `/api/store/${store.storeId}/orders/${orderId}/fulfil`,
      auth,
      {
        carrier: "Royal Mail",
        trackingUrl: "https://track.example/RM123",
      },
    );
    const order = fulfilled.json().data.order;
    expect(order).toMatchObject({
      status: "fulfilled",
      trackingUrl: "https://track.example/RM123",
    });
    expect(order.events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(["created", "paid", "fulfilled", "email"]),
    );

    const mails = await t.database.db.select().from(outbox);
    const toCustomer = mails.filter((m) => m.toAddress === "ada@example.com").map((m) => m.subject);
    expect(toCustomer).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Order #1001 confirmed/),
        expect.stringMatching(/^Order #1001 is on its way/),
      ]),
    );
    expect(mails.some((m) => m.subject.startsWith("New order #1001"))).toBe(true);

    const csv = await t.call("GET", `/api/store/${store.storeId}/orders/export`, auth);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.body).toContain("#1001");
    expect(csv.body).toContain("Kettle");
  });

  it("cancels with restock, refunds a manual payment in part and in full", async () => {
    const { auth } = await t.signUp("Owner");
    const store = await sellingStore(t, auth, [{ name: "Mug", price: 12, stock: 4 }]);
    const order = async () => {
      const cartId = (await api("POST", `/api/sites/${store.slug}/carts`)).json().data.cart.id;
      await api("POST", `/api/sites/${store.slug}/carts/${cartId}/items`, {
        productId: store.ids[0],
        quantity: 2,
      });
      await api("POST", `/api/sites/${store.slug}/carts/${cartId}/checkout`, customer);
      const list = await t.call("GET", `/api/store/${store.storeId}/orders`, auth);
      return list.json().data.orders[0]._id as string;
    };
    const stock = async () =>
      (await t.call("GET", `/api/products/${store.storeId}`, auth)).json().data.products[0].stock;
    const first = await order();
    expect(await stock()).toBe(2);
    const cancelled = await t.call(
      "POST",
      `/api/store/${store.storeId}/orders/${first}/cancel`,
      auth,
      {},
    );
    expect(cancelled.json().data.order.status).toBe("cancelled");
    expect(await stock()).toBe(4);

    const second = await order();
    await t.call("POST", `/api/store/${store.storeId}/orders/${second}/paid`, auth);
    const part = await t.call("POST", `/api/store/${store.storeId}/orders/${second}/refund`, auth, {
      amountMinor: 500,
    });
    expect(part.json().data.order).toMatchObject({
      refundedMinor: 500,
      paymentStatus: "partially_refunded",
    });
    const tooMuch = await t.call(
      "POST",
      `/api/store/${store.storeId}/orders/${second}/refund`,
      auth,
      {
        amountMinor: 5000,
      },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe("refund_too_large");
    const rest = await t.call(
      "POST",
      `/api/store/${store.storeId}/orders/${second}/refund`,
      auth,
      {},
    );
    expect(rest.json().data.order).toMatchObject({
      refundedMinor: 2400,
      paymentStatus: "refunded",
      status: "cancelled",
    });
    expect(await stock()).toBe(4);
  });
});

describe("the site's own cart pages, without script", () => {
  const form = (
    host: string,
    url: string,
    fields: Record<string, string>,
    cookie = "",
    origin = `http://${host}`,
  ) =>
    t.app.inject({
      method: "POST",
      url,
      headers: {
        host,
        origin,
        cookie,
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const cookiesOf = (response: { headers: Record<string, unknown> }) =>
    ([] as string[])
      .concat((response.headers["set-cookie"] as string | string[] | undefined) ?? [])
      .map((c) => c.split(";")[0])
      .join("; ");

  it("adds, changes and checks out through forms and 303 redirects, then shows the order", async () => {
    const { auth } = await t.signUp();
    const store = await sellingStore(t, auth, [
      { name: "Espresso <Blend>", price: 14, stock: 9 },
      { name: "Tamper", price: 30, stock: 2 },
    ]);
    const productPage = await t.app.inject({
      method: "GET",
      url: "/collection",
      headers: { host: store.host },
    });
    expect(productPage.body).toContain("data-sw-cart");
    // The cart pages' own rules ride in their shell, not on every static page.
    expect(productPage.body).not.toContain(".sw-commerce-grid");

    const added = await form(store.host, "/cart/items", {
      productId: store.ids[0]!,
      quantity: "2",
    });
    expect(added.statusCode, added.body).toBe(303);
    expect(added.headers.location).toBe("/cart");
    const setCookies = ([] as string[]).concat(added.headers["set-cookie"] as string[]);
    expect(setCookies.find((c) => c.startsWith("sw_cart="))).toMatch(/HttpOnly/i);
    expect(setCookies.find((c) => c.startsWith("sw_cart="))).toMatch(/SameSite=Lax/i);
    const cookie = cookiesOf(added);
    await form(store.host, "/cart/items", { productId: store.ids[1]! }, cookie);

    const cart = await t.app.inject({
      method: "GET",
      url: "/cart",
      headers: { host: store.host, cookie },
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers["cache-control"]).toBe("no-store");
    expect(cart.body).toContain("Espresso &lt;Blend&gt;");
    expect(cart.body).toContain("$58.00");
    expect(cart.body).toContain(".sw-commerce-grid");

    const changed = await form(
      store.host,
      "/cart/lines",
      { productId: store.ids[0]!, quantity: "1" },
      cookie,
    );
    expect(changed.statusCode).toBe(303);
    const tooMany = await form(
      store.host,
      "/cart/lines",
      { productId: store.ids[1]!, quantity: "5" },
      cookie,
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body).toContain("Only 2 left of Tamper");

    const checkoutPage = await t.app.inject({
      method: "GET",
      url: "/checkout",
      headers: { host: store.host, cookie },
    });
    expect(checkoutPage.statusCode).toBe(200);
    expect(checkoutPage.body).toContain('name="email"');

    const invalid = await form(store.host, "/checkout", { ...customer, email: "" }, cookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain(COMMERCE_MESSAGES.emailRequired);
    expect(invalid.body).toContain("Ada Lovelace");

    const placed = await form(store.host, "/checkout", customer, cookie);
    expect(placed.statusCode, placed.body).toBe(303);
    const location = placed.headers.location as string;
    expect(location).toMatch(/^\/orders\/[A-Za-z0-9_-]{32}$/);
    const status = await t.app.inject({
      method: "GET",
      url: location,
      headers: { host: store.host },
    });
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain("1001");
    expect(status.body).toContain("$44.00");

    const guessed = await t.app.inject({
      method: "GET",
      url: `/orders/${"A".repeat(32)}`,
      headers: { host: store.host },
    });
    expect(guessed.statusCode).toBe(404);
  });

  it("refuses a post from another site and answers the admin's host as before", async () => {
    const { auth } = await t.signUp();
    const store = await sellingStore(t, auth, [{ name: "Cup", price: 5, stock: 9 }]);
    const crossSite = await form(
      store.host,
      "/cart/items",
      { productId: store.ids[0]! },
      "",
      "https://evil.example",
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).toContain(COMMERCE_MESSAGES.crossSite);
    expect(crossSite.headers["set-cookie"]).toBeUndefined();
    const admin = await t.app.inject({
      method: "POST",
      url: "/cart/items",
      headers: { host: "localhost:3000" },
    });
    expect(admin.statusCode).toBe(404);
  });
});
