/**
 * Texts of the Payments settings (PRODUCT.md §10). Method names and the server's refusals
 * come from the SDK (PAYMENT_METHOD_LABELS, COMMERCE_MESSAGES).
 */
export const PAYMENTS_TEXT = {
  title: "Payments",
  intro: "How customers pay at checkout. Turn on at least one method.",
  loading: "Loading payment settings",
  loadFailed: "Failed to load payment settings",
  retry: "Try again",
  readOnlyTitle: "Payment settings are for owners and admins",
  readOnlyNote: "Ask an owner or admin of this team to set up or change how customers pay.",
  saved: "Payment settings saved",
  saveFailed: "Failed to save payment settings",
  unsavedNote: "You have unsaved changes",

  manualTitle: "Manual payment",
  manualIntro:
    "Customers order now and pay your way; you mark the order paid when the money arrives.",
  manualKind: "Kind",
  instructions: "Instructions for customers",
  instructionsPlaceholder:
    "e.g. Transfer the total to IBAN GB00 0000 0000 0000, quoting your order number.",
  instructionsHint: "Shown at checkout, on the order page and in the confirmation email.",

  stripeTitle: "Stripe",
  stripeIntro: "Cards, Apple Pay and Google Pay through Stripe Checkout.",
  publishableKey: "Publishable key",
  secretKey: "Secret key",
  webhookSecret: "Webhook signing secret",
  stripeEvents: "checkout.session.completed, checkout.session.expired",

  paypalTitle: "PayPal",
  paypalIntro: "PayPal balance, cards and Pay Later through PayPal Checkout.",
  clientId: "Client ID",
  clientSecret: "Client secret",
  webhookId: "Webhook ID",
  sandbox: "Sandbox",
  sandboxHint: "Use PayPal's sandbox (test) API rather than the live one.",
  paypalEvents: "CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED",

  testMode: "Test mode",
  webhookUrl: "Webhook URL",
  webhookUrlNote: (events: string) => `Register this address for the events ${events}.`,
  savedSecret: "Saved. Leave blank to keep it, or type a new one.",
  notSaved: "Not set",
  showSecret: "Show",
  hideSecret: "Hide",
} as const;
