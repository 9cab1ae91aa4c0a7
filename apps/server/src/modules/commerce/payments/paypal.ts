import { randomUUID } from "node:crypto";
import { minorDigits } from "@shopwright/site";
import {
  createGuardedClient,
  type GuardedClient,
  type GuardedResponse,
} from "../../../http/guarded-fetch.js";
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from "./provider.js";

/**
 * PayPal Checkout through its REST API (OAuth2 client credentials, Orders v2, Payments v2,
 * webhook verification), sent through the guarded client to `apiBase` (PAYPAL_API_BASE, else
 * PayPal's sandbox or live API by the store's test switch). The base is the operator's setting,
 * so private addresses are allowed for it, as for the LLM base URL.
 */
export interface PayPalProviderOptions {
  apiBase?: string | null;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  sandbox: boolean;
  /** The guarded client requests go through; one allowing private targets unless given. */
  client?: GuardedClient;
}

type PaidEvent = Extract<PaymentEvent, { kind: "paid" }>;

interface Money {
  currency_code: string;
  value: string;
}
interface Capture {
  id: string;
  status: string;
  amount?: Money;
  supplementary_data?: { related_ids?: { order_id?: string } };
}
interface Order {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  purchase_units?: { payments?: { captures?: Capture[] } }[];
}

export const PAYPAL_LIVE_API = "https://api-m.paypal.com";
export const PAYPAL_SANDBOX_API = "https://api-m.sandbox.paypal.com";

/** Currencies PayPal takes in whole units only, though `Intl` gives them minor digits (TWD: 2). */
const WHOLE_UNITS_ONLY = new Set(["HUF", "TWD"]);

/** Minor units as PayPal's decimal text: 2599 USD is "25.99", 1500 JPY is "1500". */
export function paypalValue(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new PaymentProviderError("PayPal amounts are whole, non-negative minor units");
  }
  const digits = minorDigits(currency);
  const scale = 10 ** digits;
  const whole = Math.floor(minor / scale);
  const fraction = minor % scale;
  if (WHOLE_UNITS_ONLY.has(currency.toUpperCase())) {
    if (fraction !== 0) {
      throw new PaymentProviderError(`PayPal takes ${currency} amounts in whole units only`);
    }
    return String(whole);
  }
  return digits === 0 ? String(whole) : `${whole}.${String(fraction).padStart(digits, "0")}`;
}

/** PayPal's decimal text back to minor units, without going through a float. */
export function paypalMinor(money: Money): number {
  const digits = minorDigits(money.currency_code);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(money.value);
  if (!match || (match[2]?.length ?? 0) > digits) {
    throw new PaymentProviderError(`PayPal answered an amount it should not: ${money.value}`);
  }
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || 0);
}

/** A PayPal error answer's name and first issue: "UNPROCESSABLE_ENTITY ORDER_NOT_APPROVED". */
function issueOf(body: unknown): string {
  const error = (body ?? {}) as { name?: string; error?: string; details?: { issue?: string }[] };
  return [error.name ?? error.error, error.details?.[0]?.issue].filter(Boolean).join(" ");
}

const header = (headers: Record<string, string | undefined>, name: string) =>
  headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  const base = (
    options.apiBase || (options.sandbox ? PAYPAL_SANDBOX_API : PAYPAL_LIVE_API)
  ).replace(/\/$/, "");
  const guarded = options.client ?? createGuardedClient({ allowPrivate: true });
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, request: Parameters<GuardedClient["fetch"]>[1]) {
    try {
      return await guarded.fetch(`${base}${path}`, { timeoutMs: 20_000, ...request });
    } catch (error) {
      throw new PaymentProviderError("PayPal could not be reached", error);
    }
  }

  const parse = (response: GuardedResponse): unknown => {
    try {
      return response.body.length ? JSON.parse(response.body.toString("utf8")) : {};
    } catch (error) {
      throw new PaymentProviderError(`PayPal answered ${response.status} with no JSON`, error);
    }
  };

  /** The access token, fetched again a minute before PayPal says it expires. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const response = await send("/v1/oauth2/token", {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    const body = parse(response) as { access_token?: string; expires_in?: number };
    if (response.status === 401) {
      throw new PaymentProviderError("PayPal refused the client id and secret");
    }
    if (response.status !== 200 || !body.access_token) {
      throw new PaymentProviderError(`PayPal refused a token (${response.status})`);
    }
    const lifetime = Math.max(0, (body.expires_in ?? 0) - 60) * 1000;
    token = { value: body.access_token, expiresAt: Date.now() + lifetime };
    return token.value;
  }

  /**
   * A JSON call with the bearer token (`json` is an object, or JSON text sent as it is); a token
   * PayPal no longer takes is fetched once again.
   */
  async function call(
    method: "GET" | "POST",
    path: string,
    json?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const body = typeof json === "string" || json === undefined ? json : JSON.stringify(json);
    for (let attempt = 0; ; attempt++) {
      const response = await send(path, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...extraHeaders,
        },
        body,
      });
      if (response.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      return { status: response.status, body: parse(response) };
    }
  }

  function refused(status: number, body: unknown): PaymentProviderError {
    const issue = issueOf(body);
    return new PaymentProviderError(
      `PayPal refused the request (${status}${issue && ` ${issue}`})`,
    );
  }

  function paidFrom(eventId: string, orderId: string, capture: Capture): PaidEvent | null {
    if (capture.status !== "COMPLETED" || !capture.amount) return null;
    return {
      kind: "paid",
      eventId,
      reference: orderId,
      capture: capture.id,
      amountMinor: paypalMinor(capture.amount),
      currency: capture.amount.currency_code.toUpperCase(),
    };
  }

  const captureOf = (order: Order) => order.purchase_units?.[0]?.payments?.captures?.[0];

  /** Captures an approved order (once: the request id makes a repeat answer the same). */
  async function capture(orderId: string, eventId: string): Promise<PaidEvent | null> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const captured = await call(
      "POST",
      `${path}/capture`,
      {},
      { "paypal-request-id": `capture-${orderId}`, prefer: "return=representation" },
    );
    let order: Order;
    if (captured.status === 200 || captured.status === 201) {
      order = captured.body as Order;
    } else if (captured.status === 422 && issueOf(captured.body).includes("ALREADY_CAPTURED")) {
      const read = await call("GET", path);
      if (read.status !== 200) throw refused(read.status, read.body);
      order = read.body as Order;
    } else if (captured.status === 422 && issueOf(captured.body).includes("ORDER_NOT_APPROVED")) {
      return null;
    } else {
      throw refused(captured.status, captured.body);
    }
    const found = captureOf(order);
    return found ? paidFrom(eventId, order.id, found) : null;
  }

  return {
    method: "paypal",
    testMode: options.sandbox,

    async startPayment(order, urls) {
      const currency = order.currency.toUpperCase();
      const money = (minor: number) => ({
        currency_code: currency,
        value: paypalValue(minor, currency),
      });
      const itemTotal = order.lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
      // PayPal insists the items add up to the amount; when the order's total holds more than
      // its lines (or less), the amount goes alone rather than with a breakdown that lies.
      const itemized =
        itemTotal === order.totalMinor
          ? {
              amount: { ...money(order.totalMinor), breakdown: { item_total: money(itemTotal) } },
              items: order.lines.map((line) => ({
                name: line.name.slice(0, 127),
                quantity: String(line.quantity),
                unit_amount: money(line.unitPriceMinor),
              })),
            }
          : { amount: money(order.totalMinor) };
      const created = await call(
        "POST",
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: order.id,
              custom_id: order.id,
              invoice_id: order.id,
              description: `Order ${order.number}`,
              ...itemized,
            },
          ],
          payment_source: {
            paypal: {
              email_address: order.email,
              experience_context: {
                return_url: urls.successUrl,
                cancel_url: urls.cancelUrl,
                user_action: "PAY_NOW",
              },
            },
          },
        },
        { "paypal-request-id": randomUUID(), prefer: "return=minimal" },
      );
      if (created.status !== 200 && created.status !== 201) {
        throw refused(created.status, created.body);
      }
      const paypalOrder = created.body as Order;
      const link = paypalOrder.links?.find((l) => l.rel === "payer-action" || l.rel === "approve");
      if (!paypalOrder.id || !link) {
        throw new PaymentProviderError("PayPal answered an order without an approval link");
      }
      return { redirectUrl: link.href, reference: paypalOrder.id };
    },

    confirmReturn: (reference) => capture(reference, `return:${reference}`),

    async parseWebhook(rawBody, headers) {
      const transmission = {
        auth_algo: header(headers, "paypal-auth-algo"),
        cert_url: header(headers, "paypal-cert-url"),
        transmission_id: header(headers, "paypal-transmission-id"),
        transmission_sig: header(headers, "paypal-transmission-sig"),
        transmission_time: header(headers, "paypal-transmission-time"),
        webhook_id: options.webhookId,
      };
      if (Object.values(transmission).some((value) => !value)) throw new WebhookSignatureError();
      let event: { id?: string; event_type?: string; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new WebhookSignatureError();
      }
      if (!event || typeof event !== "object" || Array.isArray(event) || !event.id) {
        throw new WebhookSignatureError();
      }
      // PayPal signs the bytes it sent: the event goes back verbatim, not parsed and re-written
      // (it is known to be one JSON object, so splicing it in keeps the request valid JSON).
      const verifyBody = `${JSON.stringify(transmission).slice(0, -1)},"webhook_event":${rawBody}}`;
      const verified = await call("POST", "/v1/notifications/verify-webhook-signature", verifyBody);
      const answer = verified.body as { verification_status?: string };
      if (verified.status === 400) throw new WebhookSignatureError();
      if (verified.status !== 200) throw refused(verified.status, answer);
      if (answer.verification_status !== "SUCCESS") throw new WebhookSignatureError();

      const resource = event.resource ?? {};
      switch (event.event_type) {
        case "PAYMENT.CAPTURE.COMPLETED": {
          const done = resource as unknown as Capture;
          const orderId = done.supplementary_data?.related_ids?.order_id;
          const paid = orderId ? paidFrom(event.id, orderId, done) : null;
          return paid ?? { kind: "ignored", eventId: event.id };
        }
        case "CHECKOUT.ORDER.APPROVED": {
          // The buyer approved but may never come back: the capture happens here then.
          const paid = await capture(String(resource.id), event.id);
          return paid ?? { kind: "ignored", eventId: event.id };
        }
        default:
          return { kind: "ignored", eventId: event.id };
      }
    },

    async refund(captureId, amountMinor, currency) {
      const refunded = await call(
        "POST",
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          amount: {
            currency_code: currency.toUpperCase(),
            value: paypalValue(amountMinor, currency),
          },
        },
        { "paypal-request-id": randomUUID(), prefer: "return=minimal" },
      );
      const body = refunded.body as { id?: string };
      if ((refunded.status !== 200 && refunded.status !== 201) || !body.id) {
        throw refused(refunded.status, refunded.body);
      }
      return body.id;
    },
  };
}
