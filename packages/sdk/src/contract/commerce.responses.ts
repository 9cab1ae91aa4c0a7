import { z } from "zod";
import { AppliedDiscountDto } from "./checkout-settings.responses.js";
import {
  MANUAL_PAYMENT_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "./commerce.js";

/**
 * The answers of the cart, checkout, order and payment routes: zod schemas of their `data`
 * and their types (a browser needs only the types; routes.ts imports the values).
 */

const date = z.string().describe("ISO 8601 date-time");
const minor = (what: string) => z.number().int().describe(`${what}, in minor units`);

export const CartLineDto = z.object({
  productId: z.string(),
  variantId: z.string().nullable().describe("The variant's id; null for a product without options"),
  /** "M / Blue"; null for a product without options. */
  variantTitle: z.string().nullable(),
  sku: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  /** The product page's site path. */
  path: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceMinor: minor("Price of one unit now"),
  totalMinor: minor("quantity × unit price"),
  /** Units in stock now: a line asking for more cannot be checked out. */
  available: z.number().int(),
});
export type CartLineDto = z.infer<typeof CartLineDto>;

/** A visitor's cart, priced from the current catalogue. */
export const CartDto = z.object({
  id: z.string().describe("The cart's unguessable id: whoever holds it holds the cart"),
  currency: z.string(),
  lines: z.array(CartLineDto),
  itemCount: z.number().int(),
  subtotalMinor: minor("Sum of the lines"),
  /** The code applied, or an automatic discount the cart qualifies for. */
  discount: AppliedDiscountDto.nullable(),
  discountMinor: minor("What the discount takes off the lines"),
  discountCode: z.string().nullable().describe("The code the shopper applied, if any"),
  discountNote: z
    .string()
    .nullable()
    .describe("Why the applied code does not take anything off now (the cart changed)"),
  discountRefusal: z
    .object({
      reason: z.enum([
        "unknown",
        "not_started",
        "expired",
        "used_up",
        "used_by_you",
        "not_eligible",
        "below_minimum",
      ]),
      minimumMinor: minor("What the eligible lines must come to (below_minimum)").optional(),
    })
    .nullable()
    .describe("The reason of discountNote as data, for storefronts that word it themselves"),
  totalMinor: minor("Subtotal less the discount; shipping and tax come at checkout"),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).describe("What checkout offers"),
});
export type CartDto = z.infer<typeof CartDto>;
export const CartResult = z.object({ cart: CartDto });
export type CartResult = z.infer<typeof CartResult>;

export const OrderLineDto = z.object({
  productId: z.string().nullable().describe("Null once the product is deleted"),
  variantId: z.string().nullable(),
  /** The variant sold ("M / Blue"), as it was; null for a product without options. */
  variantTitle: z.string().nullable(),
  sku: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceMinor: minor("Price of one unit when ordered"),
  totalMinor: minor("quantity × unit price"),
  discountMinor: minor("The line's share of the discount"),
  taxMinor: minor("The line's tax"),
});
export type OrderLineDto = z.infer<typeof OrderLineDto>;

export const OrderAddressDto = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string(),
  country: z.string(),
});
export type OrderAddressDto = z.infer<typeof OrderAddressDto>;

/** What the customer sees through the order's token: no other order, no admin notes. */
export const PublicOrderDto = z.object({
  number: z.number().int(),
  token: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  manualKind: z.enum(MANUAL_PAYMENT_KINDS).nullable(),
  /** The owner's instructions for a manual payment. */
  paymentInstructions: z.string().nullable(),
  currency: z.string(),
  lines: z.array(OrderLineDto),
  subtotalMinor: minor("Sum of the lines"),
  discount: z
    .object({ code: z.string().nullable(), title: z.string() })
    .nullable()
    .describe("The discount the order was placed with"),
  discountMinor: minor("What the discount took off (lines and shipping)"),
  shippingName: z.string().nullable().describe("The shipping option chosen"),
  shippingMinor: minor("Shipping before the discount"),
  taxName: z.string().nullable(),
  taxMinor: minor("Tax charged"),
  taxIncluded: z.boolean().describe("The tax is inside the prices and the total"),
  totalMinor: minor("What the order costs"),
  refundedMinor: minor("Refunded so far"),
  email: z.string(),
  customerName: z.string(),
  address: OrderAddressDto,
  carrier: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  createdAt: date,
});
export type PublicOrderDto = z.infer<typeof PublicOrderDto>;
export const PublicOrderResult = z.object({ order: PublicOrderDto });
export type PublicOrderResult = z.infer<typeof PublicOrderResult>;

/** After checkout: the order, and where to pay when a provider takes the payment. */
export const CheckoutResult = z.object({
  order: PublicOrderDto,
  paymentUrl: z.string().nullable().describe("The provider's payment page; null for manual"),
});
export type CheckoutResult = z.infer<typeof CheckoutResult>;

export const OrderEventDto = z.object({
  type: z.string(),
  at: date,
  text: z.string(),
  by: z.string().nullable().describe("Who did it: a team member's name, or null"),
});
export type OrderEventDto = z.infer<typeof OrderEventDto>;

/** An order in the admin's list. */
export const OrderSummaryDto = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customerName: z.string(),
  email: z.string(),
  currency: z.string(),
  totalMinor: minor("What the order costs"),
  itemCount: z.number().int(),
  createdAt: date,
});
export type OrderSummaryDto = z.infer<typeof OrderSummaryDto>;

export const OrderListResult = z.object({
  orders: z.array(OrderSummaryDto),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Orders per status over the whole store, for the filter's counts. */
  counts: z.record(z.string(), z.number().int()),
});
export type OrderListResult = z.infer<typeof OrderListResult>;

/** An order in full, as its store's team sees it. */
export const OrderDto = PublicOrderDto.omit({ token: true }).extend({
  _id: z.string(),
  storeId: z.string(),
  paymentReference: z.string().nullable(),
  /** Paid with a provider's test keys. */
  testMode: z.boolean(),
  /** The customer's status page on the published site. */
  statusUrl: z.string().nullable(),
  events: z.array(OrderEventDto),
  paidAt: date.nullable(),
  fulfilledAt: date.nullable(),
  cancelledAt: date.nullable(),
  updatedAt: date,
});
export type OrderDto = z.infer<typeof OrderDto>;
export const OrderResult = z.object({ order: OrderDto });
export type OrderResult = z.infer<typeof OrderResult>;

export const ResendOrderEmailResult = z.object({
  delivery: z.enum(["email", "outbox"]).describe("Sent over SMTP, or kept in the outbox"),
});
export type ResendOrderEmailResult = z.infer<typeof ResendOrderEmailResult>;

const masked = z.string().nullable().describe("The saved secret's last characters, or null");

/** Payments settings as the admin sees them: secrets masked, never whole. */
export const PaymentSettingsDto = z.object({
  manual: z.object({
    enabled: z.boolean(),
    kind: z.enum(MANUAL_PAYMENT_KINDS),
    instructions: z.string(),
  }),
  stripe: z.object({
    enabled: z.boolean(),
    publishableKey: z.string(),
    secretKey: masked,
    webhookSecret: masked,
    testMode: z.boolean(),
    /** The address to register in Stripe's dashboard (event checkout.session.completed). */
    webhookUrl: z.string(),
  }),
  paypal: z.object({
    enabled: z.boolean(),
    clientId: z.string(),
    clientSecret: masked,
    webhookId: z.string(),
    /** The sandbox (test) API rather than the live one. */
    sandbox: z.boolean(),
    /** Saved credentials on the sandbox: orders paid with them are test orders. */
    testMode: z.boolean(),
    webhookUrl: z.string(),
  }),
});
export type PaymentSettingsDto = z.infer<typeof PaymentSettingsDto>;
export const PaymentSettingsResult = z.object({ payments: PaymentSettingsDto });
export type PaymentSettingsResult = z.infer<typeof PaymentSettingsResult>;

export const PaymentWebhookResult = z.object({ received: z.literal(true) });
export type PaymentWebhookResult = z.infer<typeof PaymentWebhookResult>;
