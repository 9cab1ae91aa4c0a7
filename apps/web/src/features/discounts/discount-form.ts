import {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  DiscountBody,
  formatMoney,
  type DiscountDto,
  type DiscountKind,
  type DiscountUpdateBody,
} from "@shopwright/sdk";
import { moneyText, parseMoneyText } from "../../lib/money-input";
import { DISCOUNTS_TEXT } from "./discounts.texts";

/** What the discount dialog edits: amounts in major units and dates as typed, all text. */
export interface DiscountForm {
  isAutomatic: boolean;
  code: string;
  title: string;
  kind: DiscountKind;
  /** Percent, or an amount in major units; unused for free shipping. */
  value: string;
  appliesTo: "all" | "products" | "collections";
  productIds: string[];
  collectionIds: string[];
  minimumSubtotal: string;
  usageLimit: string;
  perCustomerLimit: string;
  /** `datetime-local` values, in the browser's time zone; "" for none. */
  startsAt: string;
  endsAt: string;
  enabled: boolean;
}

export type DiscountField = Exclude<keyof DiscountForm, "isAutomatic" | "enabled" | "kind">;

export const EMPTY_DISCOUNT_FORM: DiscountForm = {
  isAutomatic: false,
  code: "",
  title: "",
  kind: "percentage",
  value: "",
  appliesTo: "all",
  productIds: [],
  collectionIds: [],
  minimumSubtotal: "",
  usageLimit: "",
  perCustomerLimit: "",
  startsAt: "",
  endsAt: "",
  enabled: true,
};

const pad = (n: number) => String(n).padStart(2, "0");

/** The start and end inputs' range: the years a discount's schedule may use. */
export const SCHEDULE_INPUT_RANGE = {
  min: `${CHECKOUT_LIMITS.scheduleFirstYear}-01-01T00:00`,
  max: `${CHECKOUT_LIMITS.scheduleLastYear}-12-31T23:59`,
};

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formOfDiscount(discount: DiscountDto, currency: string): DiscountForm {
  return {
    isAutomatic: discount.code === null,
    code: discount.code ?? "",
    title: discount.title,
    kind: discount.kind,
    value:
      discount.kind === "percentage"
        ? String(discount.value)
        : discount.kind === "fixed"
          ? moneyText(discount.value, currency)
          : "",
    appliesTo: discount.appliesTo.kind,
    productIds: discount.appliesTo.kind === "products" ? discount.appliesTo.ids : [],
    collectionIds: discount.appliesTo.kind === "collections" ? discount.appliesTo.ids : [],
    minimumSubtotal:
      discount.minimumSubtotalMinor > 0 ? moneyText(discount.minimumSubtotalMinor, currency) : "",
    usageLimit: discount.usageLimit === null ? "" : String(discount.usageLimit),
    perCustomerLimit: discount.perCustomerLimit === null ? "" : String(discount.perCustomerLimit),
    startsAt: localInputOf(discount.startsAt),
    endsAt: localInputOf(discount.endsAt),
    enabled: discount.enabled,
  };
}

/** The body that saves a discount as it is, for a change made from the list (on or off). */
export function bodyOfDiscount(discount: DiscountDto): DiscountUpdateBody {
  return {
    code: discount.code,
    title: discount.title,
    kind: discount.kind,
    value: discount.value,
    appliesTo: discount.appliesTo,
    minimumSubtotalMinor: discount.minimumSubtotalMinor,
    usageLimit: discount.usageLimit,
    perCustomerLimit: discount.perCustomerLimit,
    startsAt: discount.startsAt,
    endsAt: discount.endsAt,
    enabled: discount.enabled,
    version: discount.version,
  };
}

/** Letters and digits no one confuses when reading a code aloud (no O/0, I/1/L, S/5). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRTUVWXYZ2346789";

/** A random readable code such as "K7QM-3XTA": 8 characters from CODE_ALPHABET. */
export function generateCode(
  random: (values: Uint32Array) => Uint32Array = (values) => crypto.getRandomValues(values),
): string {
  const chars = [...random(new Uint32Array(8))].map(
    (n) => CODE_ALPHABET[n % CODE_ALPHABET.length]!,
  );
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

/** The body's field names, as the form's. */
const FIELD_OF: Record<string, DiscountField> = {
  code: "code",
  title: "title",
  value: "value",
  appliesTo: "productIds",
  minimumSubtotalMinor: "minimumSubtotal",
  usageLimit: "usageLimit",
  perCustomerLimit: "perCustomerLimit",
  startsAt: "startsAt",
  endsAt: "endsAt",
};

/** A whole number of uses as typed; null for an empty box, NaN when not one. */
function uses(text: string): number | null {
  const typed = text.trim();
  if (typed === "") return null;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * The POST body of the dialog's form, checked with the contract's schema, or the problems to
 * show by field (the first of each).
 */
export function checkDiscountForm(
  form: DiscountForm,
  currency: string,
):
  | { body: DiscountBody; problems: null }
  | { body: null; problems: ReadonlyMap<DiscountField, string> } {
  const problems = new Map<DiscountField, string>();
  const note = (field: DiscountField, message: string) => {
    if (!problems.has(field)) problems.set(field, message);
  };

  let value = 0;
  if (form.kind === "fixed") {
    const parsed = parseMoneyText(form.value, currency, CHECKOUT_MESSAGES.fixedInvalid);
    if ("problem" in parsed) note("value", parsed.problem);
    else value = parsed.minor ?? 0;
  } else if (form.kind === "percentage") {
    const typed = form.value.trim().replace(",", ".");
    value = /^\d+(\.\d+)?$|^\.\d+$/.test(typed) ? Number(typed) : 0;
  }
  const minimum = parseMoneyText(form.minimumSubtotal, currency, CHECKOUT_MESSAGES.amountInvalid);
  if ("problem" in minimum) note("minimumSubtotal", minimum.problem);
  const usageLimit = uses(form.usageLimit);
  if (Number.isNaN(usageLimit)) note("usageLimit", CHECKOUT_MESSAGES.usesInvalid);
  const perCustomerLimit = uses(form.perCustomerLimit);
  if (Number.isNaN(perCustomerLimit)) note("perCustomerLimit", CHECKOUT_MESSAGES.usesInvalid);

  const body: DiscountBody = {
    code: form.isAutomatic ? null : form.code,
    title: form.title,
    kind: form.kind,
    value,
    appliesTo:
      form.appliesTo === "products"
        ? { kind: "products", ids: form.productIds }
        : form.appliesTo === "collections"
          ? { kind: "collections", ids: form.collectionIds }
          : { kind: "all" },
    minimumSubtotalMinor: "minor" in minimum ? (minimum.minor ?? 0) : 0,
    usageLimit: Number.isNaN(usageLimit) ? null : usageLimit,
    perCustomerLimit: Number.isNaN(perCustomerLimit) ? null : perCustomerLimit,
    startsAt: form.startsAt ? new Date(form.startsAt).toISOString() : null,
    endsAt: form.endsAt ? new Date(form.endsAt).toISOString() : null,
    enabled: form.enabled,
  };
  const parsed = DiscountBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field) note(field, issue.message);
    }
  }
  return problems.size === 0 ? { body, problems: null } : { body: null, problems };
}

/** What a discount takes off, in words: "12.5% off", "$5.00 off", "Free shipping". */
export function discountValueText(discount: DiscountDto, currency: string, locale: string): string {
  if (discount.kind === "free_shipping") return DISCOUNTS_TEXT.freeShipping;
  if (discount.kind === "fixed")
    return DISCOUNTS_TEXT.amountOff(formatMoney(discount.value, currency, locale));
  return DISCOUNTS_TEXT.percentOff(
    new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(discount.value),
  );
}

/** Orders that used it, against its limit: "3 / 100". */
export function usesText(discount: DiscountDto, locale: string): string {
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return discount.usageLimit === null
    ? DISCOUNTS_TEXT.usesNoLimit(count(discount.usedCount))
    : DISCOUNTS_TEXT.usesOf(count(discount.usedCount), count(discount.usageLimit));
}

/** When it applies: "Jan 5, 2026 – Feb 1, 2026", "From …", "Until …" or none. */
export function datesText(discount: DiscountDto, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const start = discount.startsAt && format.format(new Date(discount.startsAt));
  const end = discount.endsAt && format.format(new Date(discount.endsAt));
  if (start && end) return DISCOUNTS_TEXT.between(start, end);
  if (start) return DISCOUNTS_TEXT.from(start);
  if (end) return DISCOUNTS_TEXT.until(end);
  return DISCOUNTS_TEXT.always;
}

/** How the list and dialogs name a discount: its code, else its title, else "Automatic". */
export function discountName(discount: DiscountDto): string {
  return discount.code ?? (discount.title || DISCOUNTS_TEXT.automatic);
}
