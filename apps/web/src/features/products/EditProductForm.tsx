import {
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  UpdateProductBody,
  type ProductDto,
  type ProductImageDto,
  type ProductStatus,
} from "@shopwright/sdk";
import { useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { toast } from "../../components/Toaster";
import { isAllowedImage } from "../../lib/image-files";
import { errorText } from "../auth/auth.errors";
import { FormSection } from "./FormSection";
import { ImageDropzone } from "./ImageDropzone";
import { ImageUrlImport } from "./ImageUrlImport";
import { moveItem, ProductImageGrid } from "./ProductImageGrid";
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
import { useUpdateProduct, useUploadImages } from "./products.api";
import { ProductSearchListing } from "./ProductSearchListing";
import { ProductStatusSwitch } from "./ProductStatusSwitch";
import { UploadProgress } from "./UploadProgress";

/** The 'Edit Product' form of a loaded product (PRODUCT.md §2); it starts from the product once. */
export function EditProductForm({
  product,
  currency,
  storeName,
  siteUrl,
}: {
  product: ProductDto;
  currency: string | undefined;
  /** The store's name and live address, for the search result preview. */
  storeName?: string | undefined;
  siteUrl?: string | null | undefined;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const updateProduct = useUpdateProduct();
  const uploadImages = useUploadImages();
  const [values, setValues] = useState<ProductFormValues>(() => formValuesOf(product));
  const [images, setImages] = useState<ProductImageDto[]>(product.images);
  const [status, setStatus] = useState<ProductStatus>(product.status ?? "draft");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<ProductFormError | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const isSaving = updateProduct.isPending;
  const isUploading = uploadImages.isPending;
  const isBusy = isSaving || isUploading;

  /** Chosen files upload at once, with progress, and join the end of the images. */
  async function handleFiles(files: File[]) {
    if (files.length === 0) return;
    // PRODUCT.md §5: one bad file rejects the whole selection.
    if (!files.every(isAllowedImage) || files.length > UPLOAD_LIMITS.maxFiles) {
      setError({ message: UPLOAD_MESSAGES.invalidSelection, field: "images" });
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const added = await uploadImages.mutateAsync({ files, onProgress: setProgress });
      setImages((current) => [
        ...current,
        ...added.map(({ url, originalName }) => ({ url, originalName })),
      ]);
    } catch (cause) {
      setError({
        message: PRODUCT_TEXT.uploadFailed,
        detail: errorText(cause, ""),
        field: "images",
      });
    } finally {
      setProgress(null);
    }
  }

  // PRODUCT.md §2: save returns to the previous page; opened directly, there is none, so the list.
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
    const { name, description, price, stock, seoTitle, seoDescription } = parsed.data;
    updateProduct.mutate(
      {
        productId: product._id,
        body: {
          name,
          description,
          price,
          stock,
          status,
          images: body.images,
          seoTitle,
          seoDescription,
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(`Saved “${saved.name}”`);
          handleBack();
        },
        onError: (cause) => setError({ message: errorText(cause, PRODUCT_TEXT.updateFailed) }),
      },
    );
  }

  return (
    <form ref={form} noValidate aria-label="Edit Product" onSubmit={handleSubmit} className="mt-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <ProductFields
          values={values}
          invalidField={error?.field}
          currency={currency}
          isDisabled={isSaving}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <div className="space-y-6 lg:col-span-2">
          <FormSection
            title="Visibility"
            description="Drafts stay hidden on your live site; published products show in its product grids and get their own page."
          >
            <ProductStatusSwitch
              size="md"
              name={values.name || product.name}
              status={status}
              isDisabled={isBusy}
              onChange={setStatus}
            />
          </FormSection>
          <FormSection title="Images" description="Shoppers see the first image in lists.">
            <ProductImageGrid
              images={images}
              isDisabled={isBusy}
              onRemove={(index) =>
                setImages((current) => current.filter((_, each) => each !== index))
              }
              onMove={(from, to) => setImages((current) => moveItem(current, from, to))}
            />
            <ImageDropzone
              isInvalid={error?.field === "images"}
              isDisabled={isBusy}
              onFiles={(files) => void handleFiles(files)}
            />
            {error?.field === "images" && (
              <Alert>
                <p className="font-medium">{error.message}</p>
                {error.detail && <p className="mt-0.5">{error.detail}</p>}
              </Alert>
            )}
            {progress !== null && <UploadProgress fraction={progress} />}
            <ImageUrlImport
              isDisabled={isBusy}
              onImported={({ url, originalName }) =>
                setImages((current) => [...current, { url, originalName }])
              }
            />
          </FormSection>
          <ProductSearchListing
            values={values}
            siteName={storeName ?? "Your store"}
            siteUrl={siteUrl}
            isDisabled={isBusy}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        </div>
      </div>

      {error && error.field !== "images" && <Alert className="mt-6">{error.message}</Alert>}

      <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={handleBack} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSaving} disabled={isUploading}>
          {/* PRODUCT.md §2: 'Loading...' shows while busy. */}
          {isSaving ? "Loading..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
