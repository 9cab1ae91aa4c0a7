import { z } from "zod";
import { listPage } from "./shared.js";

/**
 * Selling (PRODUCT.md §10): carts, checkout, orders and payments. Amounts are integer minor
 * units of the store's currency (`…Minor` fields); the currency decides the digits.
 */

/** An order's life: pending payment → paid → fulfilled, or cancelled. */
export const ORDER_STATUSES = ["pending_payment", "paid", "fulfilled", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the money did, beside the order's status. */
export const PAYMENT_STATUSES = ["unpaid", "paid", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a customer pays: the store's own way (offline), Stripe Checkout, or PayPal. */
export const PAYMENT_METHODS = ["manual", "stripe", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The kinds of the manual method, each with the owner's instructions. */
export const MANUAL_PAYMENT_KINDS = ["bank_transfer", "cash_on_delivery", "pay_in_store"] as const;
export type ManualPaymentKind = (typeof MANUAL_PAYMENT_KINDS)[number];

/** What each payment method is called on the checkout form and in the admin. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod | ManualPaymentKind, string> = {
  manual: "Manual payment",
  bank_transfer: "Bank transfer",
  cash_on_delivery: "Cash on delivery",
  pay_in_store: "Pay in store",
  stripe: "Card (Stripe)",
  paypal: "PayPal",
};

/** How an order was (or is to be) paid, as screens and mails name it: the manual kind, if any. */
export function paymentMethodLabel(order: {
  paymentMethod: PaymentMethod;
  manualKind?: string | null | undefined;
}): string {
  const kind = order.manualKind as ManualPaymentKind | null | undefined;
  return order.paymentMethod === "manual" && kind && kind in PAYMENT_METHOD_LABELS
    ? PAYMENT_METHOD_LABELS[kind]
    : PAYMENT_METHOD_LABELS[order.paymentMethod];
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Pending payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  cancelled: "Cancelled",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

export const COMMERCE_LIMITS = {
  /** Units of one product in one cart line. */
  quantityMax: 99,
  /** Different products in one cart. */
  linesMax: 50,
  instructionsMax: 2000,
  emailMax: 254,
  nameMax: 120,
  addressLineMax: 200,
  /** Orders per page of the admin's list. */
  pageSizeMax: 100,
  defaultPageSize: 25,
  searchMax: 100,
  /** Payment provider keys and ids. */
  secretMax: 500,
} as const;

/** Texts of carts, checkout, orders and payment settings, written once for server and screens. */
export const COMMERCE_MESSAGES = {
  cartEmpty: "Your cart is empty",
  cartNotFound: "Cart not found",
  productUnavailable: "This product is not available",
  variantRequired: "Choose an option before adding this product to your cart",
  someUnavailable:
    "Some products in your cart are no longer available and were removed. Please check your cart.",
  soldOut: "This product is sold out",
  quantityInvalid: `Enter a quantity from 1 to ${COMMERCE_LIMITS.quantityMax}`,
  tooManyLines: `A cart holds at most ${COMMERCE_LIMITS.linesMax} different products`,
  emailRequired: "Enter your email address",
  emailInvalid: "Enter a valid email address",
  nameRequired: "Enter your name",
  addressRequired: "Enter your street address",
  cityRequired: "Enter your town or city",
  postalCodeRequired: "Enter your postal code",
  countryRequired: "Choose your country",
  tooLong: "This field is too long",
  paymentMethodUnavailable: "Choose a payment method this store offers",
  paymentUnavailable: "Payments are not available right now. Please try again later.",
  orderNotFound: "Order not found",
  crossSite: "This form was sent from another site. Please go back and try again.",
  invalidTransition: "This order cannot change that way",
  refundTooLarge: "A refund cannot be more than what was paid and not yet refunded",
  refundAmountInvalid: "Enter an amount of at least the smallest unit of the currency",
  trackingUrlInvalid: "Enter a full tracking address starting with https:// or http://",
  instructionsRequired: "Tell customers how to pay (at most 2000 characters)",
  keysRequired: "Enter the keys this provider needs before turning it on",
  noMethodEnabled: "Turn on at least one payment method",
  webhookSignatureInvalid: "The webhook signature is not valid",
} as const;

/** "Only 3 left of Guji Natural": what a shopper reads when stock ran short. */
export const onlyLeftMessage = (name: string, available: number): string =>
  available <= 0 ? `${name} is sold out` : `Only ${available} left of ${name}`;

/** Form fields arrive as text; JSON may send numbers. */
const wholeNumber = (value: unknown) =>
  typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;

const quantity = (min: number) =>
  z.preprocess(
    wholeNumber,
    z
      .number({ error: COMMERCE_MESSAGES.quantityInvalid })
      .int({ error: COMMERCE_MESSAGES.quantityInvalid })
      .min(min, { error: COMMERCE_MESSAGES.quantityInvalid })
      .max(COMMERCE_LIMITS.quantityMax, { error: COMMERCE_MESSAGES.quantityInvalid }),
  );

const productId = z.uuid({ error: COMMERCE_MESSAGES.productUnavailable });

/**
 * The variant of a product with options (a plain form sends it as `variantId`); blank or
 * absent for a product sold as one thing.
 */
const variantId = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.uuid({ error: COMMERCE_MESSAGES.productUnavailable }).optional(),
);

/** Add to cart: the product, its variant when it has options, and how many (1 when not given). */
export const CartItemBody = z.object({
  productId,
  variantId,
  quantity: quantity(1).default(1),
});
export type CartItemBody = z.input<typeof CartItemBody>;

/** Change a cart line (the product's, or its variant's): 0 removes it. */
export const CartLineBody = z.object({ quantity: quantity(0), variantId });
export type CartLineBody = z.input<typeof CartLineBody>;

/** The same, from the cart page's form, which names its product. */
export const CartLineFormBody = CartLineBody.extend({ productId });

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: COMMERCE_MESSAGES.tooLong });

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: COMMERCE_MESSAGES.tooLong }).optional().default("");

/** The checkout form: who, where to, and how they pay. Prices never come from here. */
export const CheckoutBody = z.object({
  email: z
    .string({ error: COMMERCE_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: COMMERCE_MESSAGES.emailRequired })
    .max(COMMERCE_LIMITS.emailMax, { error: COMMERCE_MESSAGES.emailInvalid })
    .pipe(z.email({ error: COMMERCE_MESSAGES.emailInvalid }))
    .transform((s) => s.toLowerCase()),
  name: text(COMMERCE_LIMITS.nameMax, COMMERCE_MESSAGES.nameRequired),
  line1: text(COMMERCE_LIMITS.addressLineMax, COMMERCE_MESSAGES.addressRequired),
  line2: optionalText(COMMERCE_LIMITS.addressLineMax),
  city: text(COMMERCE_LIMITS.addressLineMax, COMMERCE_MESSAGES.cityRequired),
  postalCode: text(20, COMMERCE_MESSAGES.postalCodeRequired),
  region: optionalText(COMMERCE_LIMITS.addressLineMax),
  country: z
    .string({ error: COMMERCE_MESSAGES.countryRequired })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: COMMERCE_MESSAGES.countryRequired })
    .transform((s) => s.toUpperCase())
    .describe("ISO 3166-1 alpha-2 country code"),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: COMMERCE_MESSAGES.paymentMethodUnavailable }),
  /**
   * The shipping option chosen (an `id` from the cart's shipping options). Required when the
   * store has shipping zones; a store with none charges no shipping.
   */
  shippingRateId: z.string().trim().max(64).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

export const SiteCartParams = z.object({
  slug: z.string().min(1).max(63),
  cartId: z.string().min(16).max(64),
});
export const SiteCartLineParams = SiteCartParams.extend({ productId });
export const SiteSlugParams = z.object({ slug: z.string().min(1).max(63) });
export const SiteOrderParams = z.object({
  slug: z.string().min(1).max(63),
  token: z.string().min(16).max(64),
});
export const PaymentWebhookParams = z.object({ storeId: z.string().max(64) });

/** Ids that cannot exist answer 404 like ids of other stores' orders. */
export const OrderParams = z.object({ id: z.string().max(64), orderId: z.string().max(64) });

export const ListOrdersQuery = z.object({
  q: z.string().trim().max(COMMERCE_LIMITS.searchMax).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  page: listPage.default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(COMMERCE_LIMITS.pageSizeMax)
    .default(COMMERCE_LIMITS.defaultPageSize),
});
export type ListOrdersQuery = z.input<typeof ListOrdersQuery>;

export const ExportOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
});

const trackingUrl = z
  .string()
  .trim()
  .max(2048, { error: COMMERCE_MESSAGES.trackingUrlInvalid })
  .refine((s) => s === "" || (/^https?:\/\/[^/]/i.test(s) && URL.canParse(s)), {
    error: COMMERCE_MESSAGES.trackingUrlInvalid,
  });

export const FulfilOrderBody = z.object({
  carrier: z.string().trim().max(100, { error: COMMERCE_MESSAGES.tooLong }).optional().default(""),
  trackingUrl: trackingUrl.optional().default(""),
  /** Send the customer the shipping notice (true unless said otherwise). */
  notifyCustomer: z.boolean().optional().default(true),
});
export type FulfilOrderBody = z.input<typeof FulfilOrderBody>;

export const CancelOrderBody = z.object({
  /** Put the order's units back in stock (true unless said otherwise). */
  restock: z.boolean().optional().default(true),
});
export type CancelOrderBody = z.input<typeof CancelOrderBody>;

export const RefundOrderBody = z.object({
  /** Minor units to refund; the whole remaining amount when absent. */
  amountMinor: z
    .number({ error: COMMERCE_MESSAGES.refundAmountInvalid })
    .int({ error: COMMERCE_MESSAGES.refundAmountInvalid })
    .min(1, { error: COMMERCE_MESSAGES.refundAmountInvalid })
    .optional(),
  /** Put the order's units back in stock on a full refund (true unless said otherwise). */
  restock: z.boolean().optional().default(true),
});
export type RefundOrderBody = z.input<typeof RefundOrderBody>;

export const ORDER_EMAIL_KINDS = ["confirmation", "shipping"] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];
export const ResendOrderEmailBody = z.object({ kind: z.enum(ORDER_EMAIL_KINDS) });
export type ResendOrderEmailBody = z.input<typeof ResendOrderEmailBody>;

const secret = z.string().trim().max(COMMERCE_LIMITS.secretMax).optional();

/**
 * The Payments settings. A secret left out (or empty) keeps the saved one; secrets are never
 * answered, only their last characters.
 */
export const PaymentSettingsBody = z.object({
  manual: z.object({
    enabled: z.boolean(),
    kind: z.enum(MANUAL_PAYMENT_KINDS),
    instructions: z
      .string()
      .trim()
      .max(COMMERCE_LIMITS.instructionsMax, { error: COMMERCE_MESSAGES.instructionsRequired }),
  }),
  stripe: z.object({
    enabled: z.boolean(),
    publishableKey: z.string().trim().max(COMMERCE_LIMITS.secretMax).default(""),
    secretKey: secret,
    webhookSecret: secret,
  }),
  paypal: z.object({
    enabled: z.boolean(),
    clientId: z.string().trim().max(COMMERCE_LIMITS.secretMax).default(""),
    clientSecret: secret,
    webhookId: z.string().trim().max(COMMERCE_LIMITS.secretMax).default(""),
    /** PayPal's sandbox (test) API rather than the live one. */
    sandbox: z.boolean().default(true),
  }),
});
export type PaymentSettingsBody = z.input<typeof PaymentSettingsBody>;
