import type { ChangeEvent, ReactNode } from "react";
import { TextField } from "../../components/TextField";
import { DescriptionField } from "./DescriptionField";
import { FieldError } from "./FieldError";
import { FormSection } from "./FormSection";
import type { ProductFormError, ProductFormValues } from "./product-form";

/**
 * Name and Description, then Price, Compare-at price, SKU, Stock and Weight, shared by the
 * create and edit screens. Inputs carry their field name so a failed check can focus the field
 * it is about. A product with variants sets price and stock per variant: the pricing card then
 * says so instead (`variantNote`).
 */
export function ProductFields({
  values,
  error,
  currency,
  isDisabled = false,
  variantNote,
  onChange,
}: {
  values: ProductFormValues;
  error: ProductFormError | null;
  /** Shown beside the prices, e.g. USD. */
  currency: string | undefined;
  isDisabled?: boolean;
  /** Set when the product has variants: what the pricing card shows instead of its fields. */
  variantNote?: ReactNode;
  onChange: (field: keyof ProductFormValues, value: string) => void;
}) {
  const invalidField = error?.field;

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    onChange(event.target.name as keyof ProductFormValues, event.target.value);
  }

  const currencyTag = currency && (
    <span className="mr-1 text-xs font-medium text-slate-400">{currency}</span>
  );
  const ownError = (field: keyof ProductFormValues) =>
    invalidField === field && error ? <FieldError>{error.message}</FieldError> : null;

  return (
    <>
      <FormSection title="Details">
        <TextField
          label="Product Name"
          name="name"
          placeholder="Ceramic pour-over set"
          autoComplete="off"
          value={values.name}
          onChange={handleChange}
          disabled={isDisabled}
          aria-invalid={invalidField === "name"}
        />
        <DescriptionField
          value={values.description}
          isDisabled={isDisabled}
          isInvalid={invalidField === "description"}
          onChange={(value) => onChange("description", value)}
        />
      </FormSection>

      <FormSection
        title="Pricing & inventory"
        description={variantNote ? undefined : "What shoppers pay, and how many you can sell."}
      >
        {variantNote || (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Price"
                name="price"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder="0.00"
                value={values.price}
                onChange={handleChange}
                disabled={isDisabled}
                aria-invalid={invalidField === "price"}
                className="[&_input]:pr-14 [&_input]:tabular-nums"
                trailing={currencyTag}
              />
              <div>
                <TextField
                  label="Compare-at price"
                  name="compareAtPrice"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  placeholder="0.00"
                  value={values.compareAtPrice}
                  onChange={handleChange}
                  disabled={isDisabled}
                  aria-invalid={invalidField === "compareAtPrice"}
                  hint="The “was” price, shown struck through. Leave empty for none."
                  className="[&_input]:pr-14 [&_input]:tabular-nums"
                  trailing={currencyTag}
                />
                {ownError("compareAtPrice")}
              </div>
            </div>
            <div className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-3">
              <div>
                <TextField
                  label="SKU"
                  name="sku"
                  placeholder="MUG-350"
                  autoComplete="off"
                  maxLength={64}
                  value={values.sku}
                  onChange={handleChange}
                  disabled={isDisabled}
                  aria-invalid={invalidField === "sku"}
                />
                {ownError("sku")}
              </div>
              <TextField
                label="Stock"
                name="stock"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="0"
                value={values.stock}
                onChange={handleChange}
                disabled={isDisabled}
                aria-invalid={invalidField === "stock"}
                className="[&_input]:tabular-nums"
              />
              <div>
                <TextField
                  label="Weight"
                  name="weightGrams"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder="0"
                  value={values.weightGrams}
                  onChange={handleChange}
                  disabled={isDisabled}
                  aria-invalid={invalidField === "weightGrams"}
                  className="[&_input]:pr-8 [&_input]:tabular-nums"
                  trailing={<span className="mr-1 text-xs font-medium text-slate-400">g</span>}
                />
                {ownError("weightGrams")}
              </div>
            </div>
            <p className="-mt-2 text-xs text-slate-500">
              Weight in grams, packed: shipping rates by weight use it.
            </p>
          </>
        )}
      </FormSection>
    </>
  );
}
