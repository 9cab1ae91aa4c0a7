import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGuardedClient } from "../../../http/guarded-fetch.js";
import { startFakeStripe, type FakeStripe } from "../../../test/loopback/stripe-server.js";
import { startWebhookReceiver } from "../../../test/loopback/webhook-receiver.js";
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from "./provider.js";
import { createStripeProvider, withSessionPlaceholder } from "./stripe.js";
import { jpyOrder, usdOrder } from "../../../test/payment-orders.js";

const SECRET_KEY = "sk_test_51FakeStripeSecretKey0001";
const WEBHOOK_SECRET = "whsec_fakeWebhookSecret0001";
const urls = {
  successUrl: "http://shop.test/orders/tok123?paid=1",
  cancelUrl: "http://shop.test/orders/tok123?cancelled=1",
};

let fake: FakeStripe;
let provider: PaymentProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  provider = createStripeProvider({
    apiBase: fake.url,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
  });
  receiver = await startWebhookReceiver(provider);
});
afterAll(async () => {
  await receiver?.close();
  await fake?.close();
});

describe("the Stripe provider against a loopback Stripe", () => {
  it("starts a Checkout Session for the order and confirms it once paid (USD)", async () => {
    expect(provider.method).toBe("stripe");
    expect(provider.testMode).toBe(true);
    const started = await provider.startPayment(usdOrder, urls);
    expect(started.reference).toMatch(/^cs_test_/);
    expect(started.redirectUrl).toBe(`${fake.url}/c/pay/${started.reference}`);

    const session = fake.sessions.get(started.reference)!;
    expect(session).toMatchObject({
      amount_total: 2599,
      currency: "usd",
      customer_email: "buyer@example.com",
      client_reference_id: usdOrder.id,
      metadata: { orderId: usdOrder.id, orderNumber: "1001" },
      success_url: "http://shop.test/orders/tok123?paid=1&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: urls.cancelUrl,
    });

    expect(await provider.confirmReturn(started.reference)).toBeNull();
    const paid = fake.pay(started.reference);
    expect(await provider.confirmReturn(started.reference)).toEqual({
      kind: "paid",
      eventId: `return:${started.reference}`,
      reference: started.reference,
      capture: paid.payment_intent,
      amountMinor: 2599,
      currency: "USD",
    });
  });

  it("learns of a JPY payment from a signed webhook, and a replay parses to the same event", async () => {
    const started = await provider.startPayment(jpyOrder, urls);
    // The hosted page: paying there sends the buyer back with the session id.
    const page = await fetch(started.redirectUrl, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(
      `http://shop.test/orders/tok123?paid=1&session_id=${started.reference}`,
    );

    expect(
      await fake.sendWebhook(receiver.url, "checkout.session.completed", started.reference),
    ).toBe(200);
    const event = receiver.events.at(-1)!;
    expect(event).toMatchObject({
      kind: "paid",
      reference: started.reference,
      capture: fake.sessions.get(started.reference)!.payment_intent,
      amountMinor: 1500,
      currency: "JPY",
    });
    expect(event.eventId).toMatch(/^evt_/);

    expect(await fake.replayLast()).toBe(200);
    expect(receiver.events.at(-1)).toEqual(event);
  });

  it("says expired for an expired session and ignores other events", async () => {
    const started = await provider.startPayment(usdOrder, urls);
    fake.expire(started.reference);
    await fake.sendWebhook(receiver.url, "checkout.session.expired", started.reference);
    expect(receiver.events.at(-1)).toMatchObject({ kind: "expired", reference: started.reference });
    await fake.sendWebhook(receiver.url, "checkout.session.completed", started.reference);
    expect(receiver.events.at(-1)).toMatchObject({ kind: "ignored" });
    await fake.sendWebhook(receiver.url, "customer.created", started.reference);
    expect(receiver.events.at(-1)).toMatchObject({ kind: "ignored" });
  });

  it("refuses a webhook whose signature does not verify", async () => {
    const started = await provider.startPayment(usdOrder, urls);
    fake.pay(started.reference);
    await fake.sendWebhook(receiver.url, "checkout.session.completed", started.reference);
    const { body, signature } = fake.lastEvent()!;

    const other = createStripeProvider({
      apiBase: fake.url,
      secretKey: SECRET_KEY,
      webhookSecret: "whsec_someOtherSecret",
    });
    await expect(other.parseWebhook(body, { "stripe-signature": signature })).rejects.toThrow(
      WebhookSignatureError,
    );
    const altered = body.replace('"amount_total": 2599', '"amount_total": 1');
    expect(altered).not.toBe(body);
    await expect(provider.parseWebhook(altered, { "stripe-signature": signature })).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(provider.parseWebhook(body, {})).rejects.toThrow(WebhookSignatureError);

    const status = await fetch(receiver.url, {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=00" },
      body,
    }).then((response) => response.status);
    expect(status).toBe(400);
  });

  it("refunds part, then the rest, and refuses to refund more than was paid", async () => {
    const started = await provider.startPayment(usdOrder, urls);
    const capture = fake.pay(started.reference).payment_intent!;
    expect(await provider.refund(capture, 1000, "USD")).toMatch(/^re_/);
    expect(await provider.refund(capture, 1599, "USD")).toMatch(/^re_/);
    const over = provider.refund(capture, 1, "USD");
    await expect(over).rejects.toThrow(PaymentProviderError);
    await expect(provider.refund("pi_unknown", 1, "USD")).rejects.toThrow(/No such payment_intent/);

    const partial = await provider.startPayment(jpyOrder, urls);
    const jpyCapture = fake.pay(partial.reference).payment_intent!;
    await expect(provider.refund(jpyCapture, 1501, "JPY")).rejects.toThrow(/greater than/);
    expect(await provider.refund(jpyCapture, 1500, "JPY")).toMatch(/^re_/);
  });

  it("sends its requests through the guarded client it is given", async () => {
    const strict = createStripeProvider({
      apiBase: fake.url,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      client: createGuardedClient({ allowPrivate: false }),
    });
    await expect(strict.startPayment(usdOrder, urls)).rejects.toThrow(PaymentProviderError);
  });

  it("answers a provider error, without the key, when Stripe refuses the secret key", async () => {
    const wrongKey = "sk_live_51WrongKeyThatMustNotLeak";
    const stranger = createStripeProvider({
      apiBase: fake.url,
      secretKey: wrongKey,
      webhookSecret: WEBHOOK_SECRET,
    });
    expect(stranger.testMode).toBe(false);
    const error = await stranger.startPayment(usdOrder, urls).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).not.toContain("WrongKey");
  });

  it("charges an order whose lines do not add up to its total as one line", async () => {
    const withShipping = { ...usdOrder, totalMinor: usdOrder.totalMinor + 500 };
    const started = await provider.startPayment(withShipping, urls);
    fake.pay(started.reference);
    expect(await provider.confirmReturn(started.reference)).toMatchObject({ amountMinor: 3099 });
  });

  it("answers a provider error when Stripe cannot be reached", async () => {
    const nowhere = createStripeProvider({
      apiBase: "http://127.0.0.1:1",
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });
    await expect(nowhere.confirmReturn("cs_test_x")).rejects.toThrow(PaymentProviderError);
  });
});

describe("withSessionPlaceholder", () => {
  it("adds session_id to the query, before any fragment, braces intact", () => {
    expect(withSessionPlaceholder("https://a.test/o/t")).toBe(
      "https://a.test/o/t?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(withSessionPlaceholder("https://a.test/o/t?x=1#top")).toBe(
      "https://a.test/o/t?x=1&session_id={CHECKOUT_SESSION_ID}#top",
    );
    expect(withSessionPlaceholder("https://a.test/o/t?")).toBe(
      "https://a.test/o/t?session_id={CHECKOUT_SESSION_ID}",
    );
  });
});
