import { useId, type ChangeEvent } from "react";
import { inputClasses, TextField } from "../../components/TextField";
import { FormSection } from "./FormSection";
import type { ProductFormField, ProductFormValues } from "./product-form";

/**
 * Name, Description, Price and Stock, shared by the create and edit screens. Inputs carry
 * their field name as id suffix so a failed check can focus the field it is about.
 */
export function ProductFields({
  values,
  invalidField,
  currency,
  isDisabled = false,
  onChange,
}: {
  values: ProductFormValues;
  invalidField: ProductFormField | undefined;
  /** Shown beside the price, e.g. USD. */
  currency: string | undefined;
  isDisabled?: boolean;
  onChange: (field: keyof ProductFormValues, value: string) => void;
}) {
  const descriptionId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    onChange(event.target.name as keyof ProductFormValues, event.target.value);
  }

  return (
    <>
      <FormSection title="Details" className="lg:col-span-2">
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
        <div>
          <label
            htmlFor={descriptionId}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            Description
          </label>
          <textarea
            id={descriptionId}
            name="description"
            rows={5}
            placeholder="What makes it worth buying? Materials, size, care…"
            value={values.description}
            onChange={handleChange}
            disabled={isDisabled}
            aria-invalid={invalidField === "description"}
            className={`${inputClasses} resize-y`}
          />
        </div>
      </FormSection>

      <FormSection title="Pricing & inventory">
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
          trailing={
            currency && <span className="mr-1 text-xs font-medium text-slate-400">{currency}</span>
          }
        />
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
      </FormSection>
    </>
  );
}
