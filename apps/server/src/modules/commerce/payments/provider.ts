import type { PaymentMethod } from "@shopwright/sdk";

/**
 * What a payment provider is asked to do for an order. The manual method does nothing here
 * (the owner marks the order paid); Stripe and PayPal each implement it with their official
 * client, against the base address the server is configured with (`STRIPE_API_BASE`,
 * `PAYPAL_API_BASE`), so tests run the real client code against loopback servers.
 */
export interface PaymentOrder {
  id: string;
  number: number;
  /** The status page token: success and cancel addresses carry it. */
  token: string;
  currency: string;
  totalMinor: number;
  email: string;
  lines: { name: string; unitPriceMinor: number; quantity: number }[];
}

/** The store's decrypted credentials of one provider. */
export interface StripeCredentials {
  secretKey: string;
  webhookSecret: string;
}
export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

/** Where the provider sends the buyer back: the order's status page on the store's site. */
export interface ReturnAddresses {
  /** After paying (Stripe adds `session_id`, PayPal `token` and `PayerID` to the query). */
  successUrl: string;
  /** When the buyer gives up on the provider's page. */
  cancelUrl: string;
}

/** A payment started at the provider: where the buyer pays, and the provider's reference. */
export interface StartedPayment {
  /** The provider's hosted page (Stripe Checkout, PayPal approval). */
  redirectUrl: string;
  /** A Stripe Checkout Session id, or a PayPal order id. */
  reference: string;
}

/** What a verified provider event means for an order. */
export type PaymentEvent =
  | {
      kind: "paid";
      /** The provider's event id: the same event delivered again is recognised by it. */
      eventId: string;
      /** The reference startPayment answered (session id, PayPal order id). */
      reference: string;
      /** What refunds go through: a Stripe payment intent, a PayPal capture id. */
      capture: string;
      /** Minor units the provider says were paid, and in which currency. */
      amountMinor: number;
      currency: string;
    }
  | { kind: "expired"; eventId: string; reference: string }
  | { kind: "ignored"; eventId: string };

/** Raised when the provider refuses or cannot be reached: answered as 502 payment_failed. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** Raised when a webhook's signature does not verify: answered as 400, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(message = "The webhook signature is not valid") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** One hosted-payment provider (Stripe or PayPal), for one store's credentials. */
export interface PaymentProvider {
  readonly method: Exclude<PaymentMethod, "manual">;
  /** True when the credentials are the provider's test (sandbox) ones. */
  readonly testMode: boolean;
  /** Creates the provider's payment for the order and answers where the buyer pays. */
  startPayment(order: PaymentOrder, urls: ReturnAddresses): Promise<StartedPayment>;
  /**
   * Called when the buyer comes back to the success address: PayPal captures the approved
   * order here; Stripe reads the session. Answers a paid event when the money is taken,
   * null while it is not (the webhook will tell).
   */
  confirmReturn(reference: string): Promise<Extract<PaymentEvent, { kind: "paid" }> | null>;
  /** Verifies a webhook delivery (raw body and headers as received) and says what it means. */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<PaymentEvent>;
  /** Refunds part or all of a captured payment; answers the provider's refund id. */
  refund(capture: string, amountMinor: number, currency: string): Promise<string>;
}
