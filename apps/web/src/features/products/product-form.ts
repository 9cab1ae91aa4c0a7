import type { ProductDto } from "@shopwright/sdk";

/** The text fields of the create and edit forms, as typed (numbers are parsed on submit). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  stock: string;
  /** The owner's search title and description; empty uses the page's own. */
  seoTitle: string;
  seoDescription: string;
}

export type ProductFormField = keyof ProductFormValues | "images" | "storeId";

/** What a product form shows above its buttons; `field` is marked invalid and focused. */
export interface ProductFormError {
  message: string;
  detail?: string;
  field?: ProductFormField;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  stock: "",
  seoTitle: "",
  seoDescription: "",
};

export function formValuesOf(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? "",
    price: String(product.price),
    stock: String(product.stock),
    seoTitle: product.seoTitle ?? "",
    seoDescription: product.seoDescription ?? "",
  };
}

/** The first issue of a failed contract parse: its message is the text to show (PRODUCT.md §5). */
export function firstIssue(
  error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] },
  fallback: string,
): ProductFormError {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return {
    message: issue?.message ?? fallback,
    field: typeof field === "string" ? (field as ProductFormField) : undefined,
  };
}

/** Focuses the input of `field` and brings it to the middle, clear of the sticky header. */
export function focusField(form: HTMLFormElement | null, field: ProductFormField) {
  const input = form?.querySelector<HTMLElement>(`[name="${field}"]`);
  input?.focus({ preventScroll: true });
  input?.scrollIntoView?.({ block: "center", behavior: "smooth" });
}
