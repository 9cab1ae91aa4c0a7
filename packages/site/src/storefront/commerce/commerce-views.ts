/**
 * What the server's dynamic commerce pages show, in plain data: the server maps its cart,
 * checkout and order to these views and the renderers turn them into markup. Money is
 * integer minor units of `currency`; every href is written as given (after `safeUrl`).
 */

/** A message at the top of a page: an error (role=alert) or news (role=status). */
export interface CommerceNotice {
  tone: "error" | "info";
  text: string;
}

/** One product in a cart or checkout. */
/** What a shopper reads for a line: "Organic T-shirt (M / Blue)", or the name alone. */
export const lineLabel = (line: { name: string; variantTitle?: string | null | undefined }) =>
  line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name;

export interface CommerceLine {
  productId: string;
  /** The variant's id and values ("M / Blue") for a product with options. */
  variantId?: string | null | undefined;
  variantTitle?: string | null | undefined;
  name: string;
  image: string | null;
  /** The product's page, when it has one. */
  href: string | null;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  /** How many the store has; a line asking for more shows a warning. */
  available: number;
}

/**
 * What an order adds to and takes off its lines, each row shown when present: the discount
 * (its label names the code), shipping (its label names the option) and tax (inside the
 * total when `included`). Every amount is computed by the server.
 */
export interface TotalsAdjustments {
  discount?: { label: string; amountMinor: number } | null | undefined;
  shipping?: { label: string; amountMinor: number } | null | undefined;
  tax?: { label: string; amountMinor: number; included: boolean } | null | undefined;
}

/** The cart's discount code: the one applied, or why it does not apply now. */
export interface CartCodeView {
  /** The form posts here: `code`, or `remove=1`. */
  action: string;
  applied: string | null;
  note: string | null;
}

/** The cart page. */
export interface CartView extends TotalsAdjustments {
  currency: string;
  locale: string;
  lines: readonly CommerceLine[];
  subtotalMinor: number;
  totalMinor: number;
  /** The code form; absent on pages that only show an empty cart with a message. */
  code?: CartCodeView | undefined;
  actions: {
    /** Line forms post here: productId, variantId (with options), quantity (0 removes). */
    lines: string;
    /** The checkout page. */
    checkout: string;
    /** Where "Continue shopping" goes. */
    shop: string;
  };
  notice?: CommerceNotice | undefined;
}

/** The fields of the checkout form, by their names. */
export const CHECKOUT_FIELDS = [
  "email",
  "name",
  "line1",
  "line2",
  "city",
  "postalCode",
  "region",
  "country",
  "paymentMethod",
  "shippingRateId",
] as const;

/** A field of the checkout form. */
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** A way to pay the checkout offers. */
export interface PaymentMethodOption {
  value: "manual" | "stripe" | "paypal";
  label: string;
  /** A line under the label ("You'll be sent to PayPal"). */
  hint?: string | undefined;
}

/** A way to receive the order, with what the order costs if it is chosen. */
export interface ShippingOptionView {
  id: string;
  label: string;
  priceMinor: number;
  totalMinor: number;
  /** For pickup: where and when. */
  instructions: string;
}

/** The checkout page: the form, filled again with what was sent when it comes back with errors. */
export interface CheckoutView extends TotalsAdjustments {
  currency: string;
  locale: string;
  lines: readonly CommerceLine[];
  subtotalMinor: number;
  totalMinor: number;
  /** The form posts here. */
  action: string;
  cartHref: string;
  methods: readonly PaymentMethodOption[];
  values: Partial<Record<CheckoutField, string>>;
  /** A message per field, and "form" for the whole form. */
  errors: Partial<Record<CheckoutField | "form", string>>;
  /** The country select's options, e.g. `countryOptions(locale)`. */
  countries: readonly { code: string; name: string }[];
  /**
   * How the store delivers: "none" (it charges no shipping), "ask" (it ships: the address
   * comes first, then the options), or the options for the address given.
   */
  delivery:
    | { kind: "none" }
    | { kind: "ask" }
    | { kind: "options"; options: readonly ShippingOptionView[] };
}

/** One product of an order. */
export interface OrderStatusLine {
  name: string;
  /** The variant's values ("M / Blue") for a product with options. */
  variantTitle?: string | null | undefined;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  image: string | null;
}

/** Where an order ships. */
export interface OrderAddress {
  line1: string;
  line2?: string | null | undefined;
  city: string;
  postalCode?: string | null | undefined;
  region?: string | null | undefined;
  /** An ISO code ("DE") shows as the country's name. */
  country: string;
}

/** An order's page, the customer's confirmation. */
export interface OrderStatusView extends TotalsAdjustments {
  number: string | number;
  statusLabel: string;
  paymentLabel: string;
  currency: string;
  locale: string;
  lines: readonly OrderStatusLine[];
  subtotalMinor: number;
  totalMinor: number;
  refundedMinor: number;
  email: string;
  customerName: string;
  address: OrderAddress;
  paymentMethodLabel: string;
  /** The owner's manual-payment instructions, plain text (blank lines split paragraphs). */
  instructions: string | null;
  tracking: { carrier: string | null; url: string | null } | null;
  /** When it was placed, ISO 8601. */
  createdAt: string;
  notice?: CommerceNotice | undefined;
  shopHref: string;
}
