import {
  CHECKOUT_MESSAGES,
  COMMERCE_LIMITS,
  COMMERCE_MESSAGES,
  MESSAGES,
  type CartDto,
  type ManualPaymentKind,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from "@shopwright/sdk";
import { formatMoney } from "@shopwright/site";
import type { ShopTexts } from "@shopwright/site/server";
import type { AppError } from "../../http/app-error.js";
import { CODE_REFUSAL_MESSAGES } from "./checkout-rules.js";
import { CodeRefusedError, OutOfStockError } from "./checkout.service.js";

/**
 * The storefront's pages in the shopper's language (PRODUCT.md "Storefront languages"): the
 * API answers in the contract's English, and these give the same refusals, labels and
 * statuses in the store's language. Each English message of the contract names its text in
 * the catalogue; a message not listed here is shown as the contract wrote it.
 */
export const SHOPPER_MESSAGES: ReadonlyMap<string, (t: ShopTexts) => string> = new Map([
  [COMMERCE_MESSAGES.cartEmpty, (t) => t("errorCartEmpty")],
  [COMMERCE_MESSAGES.cartNotFound, (t) => t("errorCartNotFound")],
  [COMMERCE_MESSAGES.productUnavailable, (t) => t("errorProductUnavailable")],
  [COMMERCE_MESSAGES.variantRequired, (t) => t("errorVariantRequired")],
  [COMMERCE_MESSAGES.someUnavailable, (t) => t("errorSomeUnavailable")],
  [COMMERCE_MESSAGES.soldOut, (t) => t("errorSoldOut")],
  [
    COMMERCE_MESSAGES.quantityInvalid,
    (t) => t("errorQuantity", { max: COMMERCE_LIMITS.quantityMax }),
  ],
  [
    COMMERCE_MESSAGES.tooManyLines,
    (t) => t("errorTooManyLines", { max: COMMERCE_LIMITS.linesMax }),
  ],
  [COMMERCE_MESSAGES.emailRequired, (t) => t("errorEmailRequired")],
  [COMMERCE_MESSAGES.emailInvalid, (t) => t("errorEmailInvalid")],
  [COMMERCE_MESSAGES.nameRequired, (t) => t("errorNameRequired")],
  [COMMERCE_MESSAGES.addressRequired, (t) => t("errorAddressRequired")],
  [COMMERCE_MESSAGES.cityRequired, (t) => t("errorCityRequired")],
  [COMMERCE_MESSAGES.postalCodeRequired, (t) => t("errorPostalCodeRequired")],
  [COMMERCE_MESSAGES.countryRequired, (t) => t("errorCountryRequired")],
  [COMMERCE_MESSAGES.tooLong, (t) => t("errorTooLong")],
  [COMMERCE_MESSAGES.paymentMethodUnavailable, (t) => t("errorPaymentMethod")],
  [COMMERCE_MESSAGES.paymentUnavailable, (t) => t("errorPaymentUnavailable")],
  [COMMERCE_MESSAGES.orderNotFound, (t) => t("errorOrderNotFound")],
  [COMMERCE_MESSAGES.crossSite, (t) => t("errorCrossSite")],
  [CHECKOUT_MESSAGES.codeUnknown, (t) => t("errorCodeUnknown")],
  [CHECKOUT_MESSAGES.codeNotStarted, (t) => t("errorCodeNotStarted")],
  [CHECKOUT_MESSAGES.codeExpired, (t) => t("errorCodeExpired")],
  [CHECKOUT_MESSAGES.codeUsedUp, (t) => t("errorCodeUsedUp")],
  [CHECKOUT_MESSAGES.codeUsedByYou, (t) => t("errorCodeUsedByYou")],
  [CHECKOUT_MESSAGES.codeNotEligible, (t) => t("errorCodeNotEligible")],
  [CHECKOUT_MESSAGES.shippingRequired, (t) => t("errorShippingRequired")],
  [CHECKOUT_MESSAGES.shippingUnavailable, (t) => t("errorShippingUnavailable")],
  [CHECKOUT_MESSAGES.noShippingToCountry, (t) => t("errorNoShippingToCountry")],
  [MESSAGES.tooManyAttempts, (t) => t("errorTooManyAttempts")],
]);

/** A contract message (a refusal, a form field's problem) in the shopper's language. */
export const shopperMessage = (message: string, t: ShopTexts): string =>
  SHOPPER_MESSAGES.get(message)?.(t) ?? message;

/** Why a code does not apply, in the shopper's language. */
export function shopperRefusal(
  refusal: NonNullable<CartDto["discountRefusal"]>,
  money: { currency: string; locale: string },
  t: ShopTexts,
): string {
  if (refusal.reason === "below_minimum") {
    const amount = formatMoney(refusal.minimumMinor ?? 0, money.currency, money.locale);
    return t("errorCodeMinimum", { amount });
  }
  return shopperMessage(CODE_REFUSAL_MESSAGES[refusal.reason], t);
}

/** A refused request's message in the shopper's language. */
export function shopperError(error: AppError, t: ShopTexts): string {
  if (error instanceof OutOfStockError) {
    const first = error.short[0]!;
    return first.available <= 0
      ? t("errorNameSoldOut", { name: first.name })
      : t("errorOnlyLeftOf", { count: first.available, name: first.name });
  }
  if (error instanceof CodeRefusedError && error.refusal.reason === "below_minimum") {
    return t("errorCodeMinimum", { amount: error.minimum });
  }
  return shopperMessage(error.message, t);
}

const STATUS_KEYS = {
  pending_payment: "statusPendingPayment",
  paid: "statusPaid",
  fulfilled: "statusFulfilled",
  cancelled: "statusCancelled",
} as const satisfies Record<OrderStatus, string>;

const PAYMENT_STATUS_KEYS = {
  unpaid: "paymentUnpaid",
  paid: "paymentPaid",
  partially_refunded: "paymentPartiallyRefunded",
  refunded: "paymentRefunded",
} as const satisfies Record<PaymentStatus, string>;

const METHOD_KEYS = {
  manual: "methodManual",
  bank_transfer: "methodBankTransfer",
  cash_on_delivery: "methodCashOnDelivery",
  pay_in_store: "methodPayInStore",
  stripe: "methodStripe",
  paypal: "methodPaypal",
} as const satisfies Record<PaymentMethod | ManualPaymentKind, string>;

/** An order's status as the shopper reads it. */
export const orderStatusText = (status: OrderStatus, t: ShopTexts) => t(STATUS_KEYS[status]);

/** What the money did, as the shopper reads it. */
export const paymentStatusText = (status: PaymentStatus, t: ShopTexts) =>
  t(PAYMENT_STATUS_KEYS[status]);

/** How an order is paid, as the shopper reads it: the manual kind, if any (paymentMethodLabel). */
export function paymentMethodText(
  order: { paymentMethod: PaymentMethod; manualKind?: string | null | undefined },
  t: ShopTexts,
): string {
  const kind = order.manualKind;
  return t(
    order.paymentMethod === "manual" && kind && kind in METHOD_KEYS
      ? METHOD_KEYS[kind as ManualPaymentKind]
      : METHOD_KEYS[order.paymentMethod],
  );
}

/** The discount row's label: "Discount (WELCOME10)", or an automatic discount's own title. */
export const discountText = (discount: { code: string | null; title: string }, t: ShopTexts) =>
  discount.code ? t("discountWithCode", { code: discount.code }) : discount.title;

/** The shipping row's label: "Shipping (Standard)". */
export const shippingText = (name: string, t: ShopTexts) => t("shippingWithName", { name });
