import { PRODUCT_MESSAGES, VARIANT_LIMITS } from "@shopwright/sdk";
import { useState } from "react";
import { TextField } from "../../components/TextField";
import { ChipInput } from "./ChipInput";
import { FieldError } from "./FieldError";
import { FormSection } from "./FormSection";
import type { ProductFormError } from "./product-form";

/** Product type and tags: labels the owner sorts by, and automatic collections select by. */
export function ProductOrganization({
  productType,
  tags,
  error,
  isDisabled,
  onProductTypeChange,
  onTagsChange,
}: {
  productType: string;
  tags: string[];
  error: ProductFormError | null;
  isDisabled: boolean;
  onProductTypeChange: (value: string) => void;
  onTagsChange: (tags: string[]) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const tagError = refusal ?? (error?.field === "tags" ? error.message : null);
  return (
    <FormSection title="Organization" description="Labels for sorting and automatic collections.">
      <div>
        <TextField
          label="Product type"
          name="productType"
          placeholder="T-shirts"
          autoComplete="off"
          maxLength={80}
          value={productType}
          onChange={(event) => onProductTypeChange(event.target.value)}
          disabled={isDisabled}
          aria-invalid={error?.field === "productType"}
        />
        {error?.field === "productType" && <FieldError>{error.message}</FieldError>}
      </div>
      <div>
        <ChipInput
          label="Tags"
          name="tags"
          values={tags}
          placeholder="summer, cotton"
          hint="Press Enter or type a comma to add a tag."
          maxLength={VARIANT_LIMITS.maxTag}
          normalize={(tag) => tag.toLowerCase()}
          isDisabled={isDisabled}
          isInvalid={tagError !== null}
          canAdd={(count) =>
            tags.length + count > VARIANT_LIMITS.maxTags ? PRODUCT_MESSAGES.tooManyTags : null
          }
          onRefuse={setRefusal}
          onChange={onTagsChange}
        />
        {tagError && <FieldError>{tagError}</FieldError>}
      </div>
    </FormSection>
  );
}
