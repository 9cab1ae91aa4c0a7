import Stripe from "stripe";
import { createGuardedClient, type GuardedClient } from "../../../http/guarded-fetch.js";
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
} from "./provider.js";

/**
 * Stripe Checkout through the official client. The client speaks to `apiBase` (STRIPE_API_BASE:
 * Stripe itself, or a loopback server in tests) and sends every request through the guarded
 * client, the one way the server reaches an outside address; the base is the operator's
 * setting, so private addresses are allowed for it.
 */
export interface StripeProviderOptions {
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  /** The guarded client requests go through; one allowing private targets unless given. */
  client?: GuardedClient;
}

type PaidEvent = Extract<PaymentEvent, { kind: "paid" }>;

/** Stripe keys embedded in a message are cut out before it goes anywhere. */
const KEY_PATTERN = /\b(sk|rk|pk|whsec)_[A-Za-z0-9_]+/g;

function providerError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return new PaymentProviderError("Stripe refused the secret key", error);
  }
  if (error instanceof Stripe.errors.StripeError) {
    const detail = error.message.replace(KEY_PATTERN, "…");
    const status = error.statusCode ? ` (${error.statusCode})` : "";
    return new PaymentProviderError(`Stripe refused the request${status}: ${detail}`, error);
  }
  return new PaymentProviderError("Stripe could not be reached", error);
}

/** Adds Stripe's session placeholder to the success address, before any fragment. */
export function withSessionPlaceholder(successUrl: string): string {
  const hashAt = successUrl.indexOf("#");
  const base = hashAt === -1 ? successUrl : successUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : successUrl.slice(hashAt);
  const joiner = base.includes("?") ? (/[?&]$/.test(base) ? "" : "&") : "?";
  // Written out: URLSearchParams would encode the braces Stripe looks for.
  return `${base}${joiner}session_id={CHECKOUT_SESSION_ID}${hash}`;
}

/**
 * The order's lines when they add up to its total; otherwise (shipping, tax or a discount the
 * lines do not hold) one line for the whole order, so Checkout charges exactly the total.
 */
function lineItems(order: PaymentOrder): PaymentOrder["lines"] {
  const sum = order.lines.reduce((total, line) => total + line.unitPriceMinor * line.quantity, 0);
  if (sum === order.totalMinor && order.lines.length > 0) return order.lines;
  return [{ name: `Order ${order.number}`, unitPriceMinor: order.totalMinor, quantity: 1 }];
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = new URL(options.apiBase);
  const guarded = options.client ?? createGuardedClient({ allowPrivate: true });
  const stripe = new Stripe(options.secretKey, {
    host: base.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: base.port || (base.protocol === "http:" ? 80 : 443),
    protocol: base.protocol === "http:" ? "http" : "https",
    httpClient: Stripe.createFetchHttpClient(guarded.asFetch()),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });

  function paidEvent(eventId: string, session: Stripe.Checkout.Session): PaidEvent {
    const intent = session.payment_intent;
    const capture = typeof intent === "string" ? intent : intent?.id;
    if (!capture || session.amount_total === null || !session.currency) {
      throw new PaymentProviderError("Stripe answered a paid session without its payment");
    }
    return {
      kind: "paid",
      eventId,
      reference: session.id,
      capture,
      amountMinor: session.amount_total,
      currency: session.currency.toUpperCase(),
    };
  }

  return {
    method: "stripe",
    testMode: /^(sk|rk)_test_/.test(options.secretKey),

    async startPayment(order, urls) {
      const currency = order.currency.toLowerCase();
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: "payment",
          line_items: lineItems(order).map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency,
              unit_amount: line.unitPriceMinor,
              product_data: { name: line.name },
            },
          })),
          customer_email: order.email,
          client_reference_id: order.id,
          metadata: { orderId: order.id, orderNumber: String(order.number) },
          success_url: withSessionPlaceholder(urls.successUrl),
          cancel_url: urls.cancelUrl,
        });
      } catch (error) {
        throw providerError(error);
      }
      if (!session.url) throw new PaymentProviderError("Stripe answered a session without a URL");
      return { redirectUrl: session.url, reference: session.id };
    },

    async confirmReturn(reference) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(reference);
      } catch (error) {
        throw providerError(error);
      }
      return session.payment_status === "paid" ? paidEvent(`return:${session.id}`, session) : null;
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers["stripe-signature"];
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      switch (event.type) {
        case "checkout.session.completed": {
          const session = event.data.object;
          return session.payment_status === "paid"
            ? paidEvent(event.id, session)
            : { kind: "ignored", eventId: event.id };
        }
        case "checkout.session.async_payment_succeeded":
          return paidEvent(event.id, event.data.object);
        // Both end the session without the money: the buyer has to start a new payment.
        case "checkout.session.expired":
        case "checkout.session.async_payment_failed":
          return { kind: "expired", eventId: event.id, reference: event.data.object.id };
        default:
          return { kind: "ignored", eventId: event.id };
      }
    },

    async refund(capture, amountMinor) {
      try {
        const refund = await stripe.refunds.create({
          payment_intent: capture,
          amount: amountMinor,
        });
        return refund.id;
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}
