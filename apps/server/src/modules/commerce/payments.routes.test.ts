import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentSettings } from "../../db/schema.js";
import { startFakePayPal, type FakePayPal } from "../../test/loopback/paypal-server.js";
import { startFakeStripe, type FakeStripe } from "../../test/loopback/stripe-server.js";
import { createTestAppOnDisk, type Auth, type TestAppOnDisk } from "../../test/test-app.js";

const STRIPE = {
  secretKey: "sk_test_51Fake0000SecretKey",
  webhookSecret: "whsec_fakeSigningSecret01",
};
const PAYPAL = {
  clientId: "AePayPalClientId",
  clientSecret: "EPayPalClientSecret01",
  webhookId: "WH-7Y7254563A4550640-06E1",
};

let t: TestAppOnDisk;
let stripe: FakeStripe;
let paypal: FakePayPal;
let appUrl: string;
beforeAll(async () => {
  stripe = await startFakeStripe(STRIPE);
  paypal = await startFakePayPal(PAYPAL);
  t = await createTestAppOnDisk("sw-payments-", {
    cartRateLimit: 1000,
    stripeApiBase: stripe.url,
    paypalApiBase: paypal.url,
  });
  appUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await paypal.close();
});

const customer = {
  email: "grace@example.com",
  name: "Grace Hopper",
  line1: "1 Compiler Way",
  city: "Arlington",
  postalCode: "22201",
  country: "US",
};

/** A published store selling one product, with Stripe and PayPal turned on. */
async function store(auth: Auth, name: string) {
  const created = await t.call("POST", "/api/store", auth, {
    storeName: name,
    domain: `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}.example.com`,
  });
  const storeId = created.json().data.store.id as string;
  const product = await t.call("POST", "/api/products", auth, {
    storeId,
    name: "Field Notes",
    price: 12.5,
    stock: 5,
    status: "published",
  });
  const productId = product.json().data.product._id as string;
  const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
    jsonLayout: { sections: [{ type: "collection" }] },
  });
  const host = new URL(published.json().data.url as string).host;
  const saved = await t.call("PUT", `/api/store/${storeId}/payments`, auth, {
    manual: { enabled: true, kind: "pay_in_store", instructions: "Pay at the counter." },
    stripe: { enabled: true, publishableKey: "pk_test_1", ...STRIPE },
    paypal: { enabled: true, sandbox: true, ...PAYPAL },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { storeId, productId, slug: host.split(".")[0]!, host };
}

async function checkout(
  s: { slug: string; productId: string },
  paymentMethod: "stripe" | "paypal",
  quantity = 2,
) {
  const inject = (method: "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, payload });
  const cartId = (await inject("POST", `/api/sites/${s.slug}/carts`)).json().data.cart.id;
  await inject("POST", `/api/sites/${s.slug}/carts/${cartId}/items`, {
    productId: s.productId,
    quantity,
  });
  const placed = await inject("POST", `/api/sites/${s.slug}/carts/${cartId}/checkout`, {
    ...customer,
    paymentMethod,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data as { order: { number: number; token: string }; paymentUrl: string };
}

async function orderOf(auth: Auth, storeId: string, number: number) {
  const list = await t.call("GET", `/api/store/${storeId}/orders?q=${number}`, auth);
  const id = list.json().data.orders[0]._id as string;
  return (await t.call("GET", `/api/store/${storeId}/orders/${id}`, auth)).json().data.order;
}

const stockOf = async (auth: Auth, storeId: string) =>
  (await t.call("GET", `/api/products/${storeId}`, auth)).json().data.products[0].stock as number;

describe("payment settings", () => {
  it("never answers a secret whole, and says test mode", async () => {
    const { auth } = await t.signUp();
    const s = await store(auth, "Masked Shop");
    const read = await t.call("GET", `/api/store/${s.storeId}/payments`, auth);
    const body = read.body;
    expect(body).not.toContain(STRIPE.secretKey);
    expect(body).not.toContain(STRIPE.webhookSecret);
    expect(body).not.toContain(PAYPAL.clientSecret);
    const { payments } = read.json().data;
    expect(payments.stripe).toMatchObject({
      enabled: true,
      secretKey: expect.stringMatching(/Key$/),
      testMode: true,
      webhookUrl: `http://localhost:3000/api/payments/stripe/${s.storeId}/webhook`,
    });
    expect(payments.paypal).toMatchObject({ sandbox: true, testMode: true });
    // The row holds ciphertext, not the key.
    const [row] = await t.database.db
      .select({ sealed: paymentSettings.stripeSecretKey })
      .from(paymentSettings)
      .where(eq(paymentSettings.storeId, s.storeId));
    expect(row!.sealed).toMatch(/^v1\./);
    expect(row!.sealed).not.toContain(STRIPE.secretKey);

    // Leaving a secret out keeps it; turning a provider on without keys is refused.
    const kept = await t.call("PUT", `/api/store/${s.storeId}/payments`, auth, {
      manual: { enabled: false, kind: "bank_transfer", instructions: "" },
      stripe: { enabled: true, publishableKey: "pk_test_2" },
      paypal: { enabled: false, clientId: "", webhookId: "", sandbox: true },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.payments.stripe.secretKey).toMatch(/Key$/);
    const noKeys = await t.call("PUT", `/api/store/${s.storeId}/payments`, auth, {
      manual: { enabled: false, kind: "bank_transfer", instructions: "" },
      stripe: { enabled: false, publishableKey: "" },
      paypal: { enabled: true, clientId: "x", webhookId: "", sandbox: true },
    });
    expect(noKeys.statusCode).toBe(400);
  });
});

describe("the checkout page", () => {
  it("tells buyers a provider is in test mode", async () => {
    const { auth } = await t.signUp();
    const s = await store(auth, "Test Mode Shop");
    const cartId = (
      await t.app.inject({ method: "POST", url: `/api/sites/${s.slug}/carts` })
    ).json().data.cart.id;
    await t.app.inject({
      method: "POST",
      url: `/api/sites/${s.slug}/carts/${cartId}/items`,
      payload: { productId: s.productId },
    });
    const page = await t.app.inject({
      method: "GET",
      url: "/checkout",
      headers: { host: s.host, cookie: `sw_cart=${cartId}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      "You pay by card on Stripe&#x27;s secure page. Test mode: no real money is taken.",
    );
    expect(page.body).toContain("Pay in store");
  });
});

describe("Stripe Checkout", () => {
  it("pays by webhook once, ignores a replay and a forged signature, refunds in part", async () => {
    const { auth } = await t.signUp();
    const s = await store(auth, "Stripe Shop");
    const { order, paymentUrl } = await checkout(s, "stripe");
    expect(paymentUrl).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_`));
    const sessionId = paymentUrl.split("/").at(-1)!;
    expect((await orderOf(auth, s.storeId, order.number)).status).toBe("pending_payment");

    stripe.pay(sessionId);
    const hook = `${appUrl}/api/payments/stripe/${s.storeId}/webhook`;
    expect(await stripe.sendWebhook(hook, "checkout.session.completed", sessionId)).toBe(200);
    let paid = await orderOf(auth, s.storeId, order.number);
    expect(paid).toMatchObject({ status: "paid", paymentStatus: "paid", testMode: true });
    expect(await stripe.replayLast()).toBe(200);
    paid = await orderOf(auth, s.storeId, order.number);
    expect(paid.events.filter((e: { type: string }) => e.type === "paid")).toHaveLength(1);

    const forged = await fetch(hook, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: stripe.lastEvent()!.body,
    });
    expect(forged.status).toBe(400);

    const refund = await t.call("POST", `/api/store/${s.storeId}/orders/${paid._id}/refund`, auth, {
      amountMinor: 500,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.order).toMatchObject({
      refundedMinor: 500,
      paymentStatus: "partially_refunded",
    });
  });

  it("cancels an order whose payment page expired and puts its units back", async () => {
    const { auth } = await t.signUp();
    const s = await store(auth, "Expiry Shop");
    const { order, paymentUrl } = await checkout(s, "stripe", 3);
    expect(await stockOf(auth, s.storeId)).toBe(2);
    const sessionId = paymentUrl.split("/").at(-1)!;
    stripe.expire(sessionId);
    const hook = `${appUrl}/api/payments/stripe/${s.storeId}/webhook`;
    expect(await stripe.sendWebhook(hook, "checkout.session.expired", sessionId)).toBe(200);
    expect((await orderOf(auth, s.storeId, order.number)).status).toBe("cancelled");
    expect(await stockOf(auth, s.storeId)).toBe(5);
  });
});

describe("PayPal", () => {
  it("captures on the buyer's return, takes the webhook once, refunds in full", async () => {
    const { auth } = await t.signUp();
    const s = await store(auth, "PayPal Shop");
    const { order, paymentUrl } = await checkout(s, "paypal");
    const paypalOrderId = new URL(paymentUrl).searchParams.get("token")!;
    paypal.approve(paypalOrderId);

    const back = await t.app.inject({
      method: "GET",
      url: `/orders/${order.token}?paid=paypal&token=${paypalOrderId}&PayerID=X`,
      headers: { host: s.host },
    });
    expect(back.statusCode).toBe(200);
    const paid = await orderOf(auth, s.storeId, order.number);
    expect(paid).toMatchObject({ status: "paid", paymentStatus: "paid", testMode: true });

    const hook = `${appUrl}/api/payments/paypal/${s.storeId}/webhook`;
    expect(await paypal.sendWebhook(hook, "PAYMENT.CAPTURE.COMPLETED", paypalOrderId)).toBe(200);
    expect(await paypal.replayLast()).toBe(200);
    const after = await orderOf(auth, s.storeId, order.number);
    expect(after.events.filter((e: { type: string }) => e.type === "paid")).toHaveLength(1);

    const refund = await t.call(
      "POST",
      `/api/store/${s.storeId}/orders/${paid._id}/refund`,
      auth,
      {},
    );
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.order).toMatchObject({
      paymentStatus: "refunded",
      status: "cancelled",
    });
    expect(await stockOf(auth, s.storeId)).toBe(5);
  });
});
