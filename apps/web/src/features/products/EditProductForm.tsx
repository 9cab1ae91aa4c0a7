import { UpdateProductBody, type ProductDto, type ProductImageDto } from "@shopwright/sdk";
import { useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { errorText } from "../auth/auth.errors";
import { FormSection } from "./FormSection";
import { ImageNameList } from "./ImageNameList";
import { ImageUrlImport } from "./ImageUrlImport";
import {
  firstIssue,
  focusField,
  formValuesOf,
  type ProductFormError,
  type ProductFormValues,
} from "./product-form";
import { productPaths } from "./product-paths";
import { ProductFields } from "./ProductFields";
import { PRODUCT_TEXT } from "./products.errors";
import { useUpdateProduct } from "./products.api";

/** The 'Edit Product' form of a loaded product (SPEC 2); it starts from the product once. */
export function EditProductForm({
  product,
  currency,
}: {
  product: ProductDto;
  currency: string | undefined;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const updateProduct = useUpdateProduct();
  const [values, setValues] = useState<ProductFormValues>(() => formValuesOf(product));
  const [images, setImages] = useState<ProductImageDto[]>(product.images);
  const [error, setError] = useState<ProductFormError | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const isSaving = updateProduct.isPending;

  // SPEC 2: save returns to the previous page; opened directly, there is none, so the list.
  function handleBack() {
    if (location.key === "default") void navigate(productPaths.list(product.storeId));
    else void navigate(-1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      ...values,
      images: images.map(({ url, originalName }) => ({ url, originalName })),
    };
    const parsed = UpdateProductBody.safeParse(body);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error, PRODUCT_TEXT.updateFailed);
      setError(issue);
      if (issue.field) focusField(form.current, issue.field);
      return;
    }
    setError(null);
    const { name, description, price, stock } = parsed.data;
    updateProduct.mutate(
      { productId: product._id, body: { name, description, price, stock, images: body.images } },
      {
        onSuccess: handleBack,
        onError: (cause) => setError({ message: errorText(cause, PRODUCT_TEXT.updateFailed) }),
      },
    );
  }

  return (
    <form ref={form} noValidate aria-label="Edit Product" onSubmit={handleSubmit} className="mt-6">
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <ProductFields
          values={values}
          invalidField={error?.field}
          currency={currency}
          isDisabled={isSaving}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <FormSection
          title="Images"
          description="MVP: stores file names only"
          className="lg:col-span-2"
        >
          <ImageNameList
            images={images}
            isDisabled={isSaving}
            onRemove={(index) =>
              setImages((current) => current.filter((_, each) => each !== index))
            }
          />
          <ImageUrlImport
            isDisabled={isSaving}
            onImported={({ url, originalName }) =>
              setImages((current) => [...current, { url, originalName }])
            }
          />
        </FormSection>
      </div>

      {error && <Alert className="mt-6">{error.message}</Alert>}

      <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={handleBack} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {/* SPEC 2: 'Loading...' shows while busy. */}
          {isSaving ? "Loading..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
