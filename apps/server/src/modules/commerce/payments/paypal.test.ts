import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGuardedClient } from "../../../http/guarded-fetch.js";
import { startFakePayPal, type FakePayPal } from "../../../test/loopback/paypal-server.js";
import { startWebhookReceiver } from "../../../test/loopback/webhook-receiver.js";
import {
  createPayPalProvider,
  PAYPAL_LIVE_API,
  PAYPAL_SANDBOX_API,
  paypalMinor,
  paypalValue,
} from "./paypal.js";
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from "./provider.js";
import { jpyOrder, usdOrder } from "../../../test/payment-orders.js";

const CREDENTIALS = {
  clientId: "AZfakeClientId0001",
  clientSecret: "EFfakeClientSecret0001",
  webhookId: "8PT597110X687430L",
};
const urls = {
  successUrl: "http://shop.test/orders/tok123",
  cancelUrl: "http://shop.test/orders/tok123?cancelled=1",
};

let fake: FakePayPal;
let provider: PaymentProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  fake = await startFakePayPal(CREDENTIALS);
  provider = createPayPalProvider({ apiBase: fake.url, sandbox: true, ...CREDENTIALS });
  receiver = await startWebhookReceiver(provider);
});
afterAll(async () => {
  await receiver?.close();
  await fake?.close();
});

describe("the PayPal provider against a loopback PayPal", () => {
  it("creates an order, and captures it when the buyer comes back approved (USD)", async () => {
    expect(provider.method).toBe("paypal");
    expect(provider.testMode).toBe(true);
    const started = await provider.startPayment(usdOrder, urls);
    expect(started.redirectUrl).toBe(`${fake.url}/checkoutnow?token=${started.reference}`);
    const order = fake.orders.get(started.reference)!;
    expect(order.unit).toMatchObject({
      custom_id: usdOrder.id,
      invoice_id: usdOrder.id,
      amount: {
        currency_code: "USD",
        value: "25.99",
        breakdown: { item_total: { value: "25.99" } },
      },
      items: [
        { name: "Mug", quantity: "2", unit_amount: { currency_code: "USD", value: "12.50" } },
        { name: "Sticker", quantity: "1", unit_amount: { currency_code: "USD", value: "0.99" } },
      ],
    });
    expect(order.returnUrl).toBe(urls.successUrl);

    // Not approved yet: nothing is taken, and the webhook will tell later.
    expect(await provider.confirmReturn(started.reference)).toBeNull();

    // The approval page approves and sends the buyer back with token and PayerID.
    const page = await fetch(started.redirectUrl, { redirect: "manual" });
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get("location")!);
    expect(back.searchParams.get("token")).toBe(started.reference);
    expect(back.searchParams.get("PayerID")).toBeTruthy();

    const paid = await provider.confirmReturn(started.reference);
    expect(paid).toEqual({
      kind: "paid",
      eventId: `return:${started.reference}`,
      reference: started.reference,
      capture: order.capture!.id,
      amountMinor: 2599,
      currency: "USD",
    });
    // Coming back twice (a reload) answers the same capture.
    expect(await provider.confirmReturn(started.reference)).toEqual(paid);

    // PayPal's own webhook for that capture says the same.
    expect(
      await fake.sendWebhook(receiver.url, "PAYMENT.CAPTURE.COMPLETED", started.reference),
    ).toBe(200);
    expect(receiver.events.at(-1)).toMatchObject({
      kind: "paid",
      reference: started.reference,
      capture: order.capture!.id,
      amountMinor: 2599,
      currency: "USD",
    });
  });

  it("captures a JPY order from the approval webhook when the buyer never comes back", async () => {
    const started = await provider.startPayment(jpyOrder, urls);
    expect(fake.orders.get(started.reference)!.unit.amount).toMatchObject({ value: "1500" });
    fake.approve(started.reference);
    expect(await fake.sendWebhook(receiver.url, "CHECKOUT.ORDER.APPROVED", started.reference)).toBe(
      200,
    );
    const event = receiver.events.at(-1)!;
    expect(event).toMatchObject({
      kind: "paid",
      reference: started.reference,
      capture: fake.orders.get(started.reference)!.capture!.id,
      amountMinor: 1500,
      currency: "JPY",
    });
    expect(event.eventId).toMatch(/^WH-/);

    expect(await fake.replayLast()).toBe(200);
    expect(receiver.events.at(-1)).toEqual(event);
    // The return after the webhook captured finds the same capture.
    expect(await provider.confirmReturn(started.reference)).toMatchObject({
      capture: (event as { capture: string }).capture,
      amountMinor: 1500,
    });
  });

  it("ignores events it does not act on", async () => {
    const started = await provider.startPayment(usdOrder, urls);
    await fake.sendWebhook(receiver.url, "CHECKOUT.ORDER.COMPLETED", started.reference);
    expect(receiver.events.at(-1)).toMatchObject({ kind: "ignored" });
    // Approved-order event for an order not approved: nothing captured.
    await fake.sendWebhook(receiver.url, "CHECKOUT.ORDER.APPROVED", started.reference);
    expect(receiver.events.at(-1)).toMatchObject({ kind: "ignored" });
  });

  it("refuses a webhook PayPal did not sign, or signed for another body or webhook", async () => {
    const started = await provider.startPayment(usdOrder, urls);
    fake.approve(started.reference);
    await provider.confirmReturn(started.reference);
    await fake.sendWebhook(receiver.url, "PAYMENT.CAPTURE.COMPLETED", started.reference);
    const { body, headers } = fake.lastEvent()!;

    const forged = { ...headers, "paypal-transmission-sig": "Zm9yZ2Vk" };
    await expect(provider.parseWebhook(body, forged)).rejects.toThrow(WebhookSignatureError);
    const altered = body.replace('"value":"25.99"', '"value":"0.01"');
    expect(altered).not.toBe(body);
    await expect(provider.parseWebhook(altered, headers)).rejects.toThrow(WebhookSignatureError);
    const { "paypal-transmission-id": _id, ...missing } = headers;
    await expect(provider.parseWebhook(body, missing)).rejects.toThrow(WebhookSignatureError);
    await expect(provider.parseWebhook("not json", headers)).rejects.toThrow(WebhookSignatureError);
    const otherHook = createPayPalProvider({
      apiBase: fake.url,
      sandbox: true,
      ...CREDENTIALS,
      webhookId: "OTHERWEBHOOK0001",
    });
    await expect(otherHook.parseWebhook(body, headers)).rejects.toThrow(WebhookSignatureError);
    expect(await provider.parseWebhook(body, headers)).toMatchObject({ kind: "paid" });
  });

  it("refunds part, then the rest, and refuses to refund more than was captured", async () => {
    const started = await provider.startPayment(usdOrder, urls);
    fake.approve(started.reference);
    const { capture } = (await provider.confirmReturn(started.reference))!;
    expect(await provider.refund(capture, 1000, "USD")).toBeTruthy();
    expect(await provider.refund(capture, 1599, "USD")).toBeTruthy();
    await expect(provider.refund(capture, 1, "USD")).rejects.toThrow(PaymentProviderError);

    const jpy = await provider.startPayment(jpyOrder, urls);
    fake.approve(jpy.reference);
    const jpyCapture = (await provider.confirmReturn(jpy.reference))!.capture;
    await expect(provider.refund(jpyCapture, 1501, "JPY")).rejects.toThrow(
      /REFUND_AMOUNT_EXCEEDED/,
    );
    expect(await provider.refund(jpyCapture, 1500, "JPY")).toBeTruthy();
  });

  it("keeps its access token until it expires", async () => {
    const own = createPayPalProvider({ apiBase: fake.url, sandbox: true, ...CREDENTIALS });
    const before = fake.tokensIssued();
    await own.startPayment(usdOrder, urls);
    await own.startPayment(jpyOrder, urls);
    expect(fake.tokensIssued()).toBe(before + 1);
  });

  it("sends its requests through the guarded client it is given", async () => {
    const strict = createPayPalProvider({
      apiBase: fake.url,
      sandbox: true,
      ...CREDENTIALS,
      client: createGuardedClient({ allowPrivate: false }),
    });
    await expect(strict.startPayment(usdOrder, urls)).rejects.toThrow(PaymentProviderError);
  });

  it("answers a provider error, without the secret, for wrong credentials or no PayPal", async () => {
    const wrong = createPayPalProvider({
      apiBase: fake.url,
      sandbox: false,
      ...CREDENTIALS,
      clientSecret: "EFwrongSecretMustNotLeak",
    });
    expect(wrong.testMode).toBe(false);
    const error = await wrong.startPayment(usdOrder, urls).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).not.toContain("wrongSecret");

    const nowhere = createPayPalProvider({
      apiBase: "http://127.0.0.1:1",
      sandbox: true,
      ...CREDENTIALS,
    });
    await expect(nowhere.confirmReturn("5O190127TN364715T")).rejects.toThrow(PaymentProviderError);
  });
});

describe("PayPal amounts", () => {
  it("writes minor units as PayPal's decimal text and reads it back", () => {
    expect(paypalValue(2599, "USD")).toBe("25.99");
    expect(paypalValue(5, "EUR")).toBe("0.05");
    expect(paypalValue(1500, "JPY")).toBe("1500");
    expect(paypalValue(1000, "TWD")).toBe("10");
    expect(() => paypalValue(1050, "TWD")).toThrow(PaymentProviderError);
    expect(paypalMinor({ currency_code: "USD", value: "25.99" })).toBe(2599);
    expect(paypalMinor({ currency_code: "USD", value: "25.9" })).toBe(2590);
    expect(paypalMinor({ currency_code: "USD", value: "25" })).toBe(2500);
    expect(paypalMinor({ currency_code: "JPY", value: "1500" })).toBe(1500);
    expect(paypalMinor({ currency_code: "TWD", value: "10" })).toBe(1000);
    expect(() => paypalMinor({ currency_code: "JPY", value: "1.5" })).toThrow();
  });

  it("sends an order whose lines do not add up to its total without a breakdown", async () => {
    const withShipping = { ...usdOrder, totalMinor: usdOrder.totalMinor + 500 };
    const started = await provider.startPayment(withShipping, urls);
    const unit = fake.orders.get(started.reference)!.unit;
    expect(unit.amount).toEqual({ currency_code: "USD", value: "30.99" });
    expect(unit.items).toBeUndefined();
  });

  it("picks PayPal's sandbox or live API when no base is set", () => {
    expect(PAYPAL_SANDBOX_API).toBe("https://api-m.sandbox.paypal.com");
    expect(PAYPAL_LIVE_API).toBe("https://api-m.paypal.com");
  });
});
