import { PRODUCT_MESSAGES, type ProductDto } from "@shopwright/sdk";

/** The text fields of the create and edit forms, as typed (numbers are parsed on submit). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  stock: string;
  /** The owner's search title and description; empty uses the page's own. */
  seoTitle: string;
  seoDescription: string;
  /** The "was" price shown struck through; empty for none. */
  compareAtPrice: string;
  sku: string;
  /** Shipping by weight reads it; empty is 0. */
  weightGrams: string;
  productType: string;
}

export type ProductFormField =
  keyof ProductFormValues | "images" | "storeId" | "tags" | "options" | "variants";

/**
 * What a product form shows; `field` is marked invalid and focused. `target` names the one
 * input it is about inside a group ("options.0.values", "variants.S / White.price").
 */
export interface ProductFormError {
  message: string;
  detail?: string;
  field?: ProductFormField;
  target?: string;
}

/** Fields whose errors show beside them; the others show above the form's buttons. */
export const FIELDS_WITH_OWN_ERROR: ReadonlySet<ProductFormField | undefined> = new Set([
  "images",
  "compareAtPrice",
  "sku",
  "weightGrams",
  "productType",
  "tags",
  "options",
  "variants",
] as const);

/** The field an API message is about (the API answers a message, not a path). */
const FIELD_OF_MESSAGE = new Map<string, ProductFormField>([
  [PRODUCT_MESSAGES.nameRequired, "name"],
  [PRODUCT_MESSAGES.validPrice, "price"],
  [PRODUCT_MESSAGES.priceDecimals, "price"],
  [PRODUCT_MESSAGES.priceTooHigh, "price"],
  [PRODUCT_MESSAGES.validStock, "stock"],
  [PRODUCT_MESSAGES.stockTooHigh, "stock"],
  [PRODUCT_MESSAGES.tooManyImages, "images"],
  [PRODUCT_MESSAGES.invalidImageUrl, "images"],
  [PRODUCT_MESSAGES.tooManyOptions, "options"],
  [PRODUCT_MESSAGES.optionNameRequired, "options"],
  [PRODUCT_MESSAGES.optionNamesRepeat, "options"],
  [PRODUCT_MESSAGES.optionValuesRequired, "options"],
  [PRODUCT_MESSAGES.optionValuesRepeat, "options"],
  [PRODUCT_MESSAGES.optionsWithVariants, "options"],
  [PRODUCT_MESSAGES.tooManyVariants, "variants"],
  [PRODUCT_MESSAGES.variantsRequired, "variants"],
  [PRODUCT_MESSAGES.variantsWithoutOptions, "variants"],
  [PRODUCT_MESSAGES.variantOptionsMismatch, "variants"],
  [PRODUCT_MESSAGES.variantsRepeat, "variants"],
  [PRODUCT_MESSAGES.variantImageNotProducts, "variants"],
  [PRODUCT_MESSAGES.setPerVariant, "variants"],
  [PRODUCT_MESSAGES.validCompareAt, "compareAtPrice"],
  [PRODUCT_MESSAGES.validWeight, "weightGrams"],
  [PRODUCT_MESSAGES.tooManyTags, "tags"],
  [PRODUCT_MESSAGES.tagTooLong, "tags"],
  [PRODUCT_MESSAGES.productTypeTooLong, "productType"],
  [PRODUCT_MESSAGES.skuTooLong, "sku"],
]);

/**
 * A refused save as the form shows it: beside the field the API's message is about. A message
 * of a field the form no longer shows (price of a product with variants) stays above the buttons.
 */
export function serverError(
  message: string,
  shown: (field: ProductFormField) => boolean = () => true,
): ProductFormError {
  const field = FIELD_OF_MESSAGE.get(message);
  return field && shown(field) ? { message, field } : { message };
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  stock: "",
  seoTitle: "",
  seoDescription: "",
  compareAtPrice: "",
  sku: "",
  weightGrams: "",
  productType: "",
};

export function formValuesOf(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? "",
    price: String(product.price),
    stock: String(product.stock),
    seoTitle: product.seoTitle ?? "",
    seoDescription: product.seoDescription ?? "",
    compareAtPrice: product.compareAtPrice === null ? "" : String(product.compareAtPrice),
    sku: product.sku ?? "",
    weightGrams: product.weightGrams ? String(product.weightGrams) : "",
    productType: product.productType ?? "",
  };
}

/**
 * The first issue of a failed contract parse: its message is the text to show (PRODUCT.md §5).
 * `keys` turn an option's or a variant's index in the body into the name of its inputs.
 */
export function firstIssue(
  error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] },
  fallback: string,
  keys: { options?: readonly string[]; variants?: readonly string[] } = {},
): ProductFormError {
  const issue = error.issues[0];
  const [field, index, part] = issue?.path ?? [];
  const result: ProductFormError = {
    message: issue?.message ?? fallback,
    field: typeof field === "string" ? (field as ProductFormField) : undefined,
  };
  if ((field === "options" || field === "variants") && typeof index === "number") {
    const key = keys[field]?.[index];
    if (key !== undefined) {
      result.target = `${field}.${key}.${typeof part === "string" ? part : "name"}`;
    }
  }
  return result;
}

/**
 * Focuses the input of the error (its `target`, else the first of its field) and brings it to
 * the middle, clear of the sticky header.
 */
export function focusField(form: HTMLFormElement | null, field: ProductFormField, target?: string) {
  const quoted = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;
  const named = (name: string) =>
    form?.querySelector<HTMLElement>(`[name=${quoted(name)}]`) ?? null;
  const input =
    (target ? named(target) : null) ??
    named(field) ??
    form?.querySelector<HTMLElement>(`[name^=${quoted(`${field}.`)}]`) ??
    form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  input?.focus({ preventScroll: true });
  input?.scrollIntoView?.({ block: "center", behavior: "smooth" });
}
