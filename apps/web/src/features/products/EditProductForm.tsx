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
import { errorText } from "../../lib/error-text";
import { FormSection } from "./FormSection";
import { ImageDropzone } from "./ImageDropzone";
import { ImageUrlImport } from "./ImageUrlImport";
import { moveItem, ProductImageGrid } from "./ProductImageGrid";
import {
  FIELDS_WITH_OWN_ERROR,
  firstIssue,
  focusField,
  formValuesOf,
  serverError,
  type ProductFormError,
} from "./product-form";
import { imageName } from "./product-image";
import { productPaths } from "./product-paths";
import { draftsOf } from "./product-variants";
import { ProductFields } from "./ProductFields";
import { ProductOrganization } from "./ProductOrganization";
import { ProductVariants } from "./ProductVariants";
import { useProductDraft } from "./use-product-draft";
import { VariantPriceNote } from "./VariantPriceNote";
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
  const draft = useProductDraft(() => ({
    values: formValuesOf(product),
    tags: [...product.tags],
    ...draftsOf(product),
  }));
  const { values } = draft;
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

  function showError(next: ProductFormError) {
    setError(next);
    if (next.field) focusField(form.current, next.field, next.target);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const variantPart = draft.variantPart();
    const hadVariants = product.options.length > 0;
    const { price, stock, compareAtPrice, weightGrams, ...shared } = values;
    const body = {
      ...shared,
      images: images.map(({ url, originalName }) => ({ url, originalName })),
      tags: draft.tags,
      // With variants, price and stock are theirs; without, the product's own fields.
      ...(variantPart
        ? { options: variantPart.options, variants: variantPart.variants }
        : {
            price,
            stock,
            compareAtPrice,
            weightGrams: weightGrams.trim() === "" ? 0 : weightGrams,
            // Options removed: the product is sold as one thing again.
            ...(hadVariants ? { options: [], variants: [] } : {}),
          }),
    };
    const parsed = UpdateProductBody.safeParse(body);
    if (!parsed.success) {
      showError(
        firstIssue(parsed.error, PRODUCT_TEXT.updateFailed, {
          options: variantPart?.optionKeys,
          variants: variantPart?.rowKeys,
        }),
      );
      return;
    }
    setError(null);
    const data = parsed.data;
    updateProduct.mutate(
      {
        productId: product._id,
        body: {
          name: data.name,
          description: data.description,
          ...(variantPart
            ? { options: data.options, variants: data.variants }
            : {
                price: data.price,
                stock: data.stock,
                compareAtPrice: data.compareAtPrice ?? null,
                sku: data.sku ?? "",
                weightGrams: data.weightGrams ?? 0,
                ...(hadVariants ? { options: [], variants: [] } : {}),
              }),
          status,
          images: body.images,
          seoTitle: data.seoTitle,
          seoDescription: data.seoDescription,
          productType: data.productType ?? "",
          tags: data.tags ?? [],
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(`Saved “${saved.name}”`);
          handleBack();
        },
        onError: (cause) =>
          showError(
            serverError(
              errorText(cause, PRODUCT_TEXT.updateFailed),
              (field) => !draft.hasVariants || (field !== "price" && field !== "stock"),
            ),
          ),
      },
    );
  }

  const imageChoices = images.map((image) => ({
    url: image.url,
    src: image.url,
    name: imageName(image),
  }));

  return (
    <form ref={form} noValidate aria-label="Edit Product" onSubmit={handleSubmit} className="mt-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProductFields
            values={values}
            error={error}
            currency={currency}
            isDisabled={isSaving}
            variantNote={
              draft.hasVariants && (
                <VariantPriceNote variants={draft.variants} currency={currency} />
              )
            }
            onChange={draft.setValue}
          />
          <FormSection title="Images" description="Shoppers see the first image in lists.">
            <ProductImageGrid
              images={images}
              isDisabled={isBusy}
              onRemove={(index) => {
                const removed = images[index]?.url;
                setImages((current) => current.filter((_, each) => each !== index));
                // A variant showing it shows none (the API keeps variant images among the product's).
                draft.setVariants(
                  draft.variants.map((variant) =>
                    variant.image === removed ? { ...variant, image: null } : variant,
                  ),
                );
              }}
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
        </div>
        <div className="space-y-6">
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
          <ProductOrganization
            productType={values.productType}
            tags={draft.tags}
            error={error}
            isDisabled={isSaving}
            onProductTypeChange={(value) => draft.setValue("productType", value)}
            onTagsChange={draft.setTags}
          />
        </div>
        <ProductVariants
          options={draft.options}
          variants={draft.variants}
          images={imageChoices}
          currency={currency}
          error={error}
          isDisabled={isSaving}
          className="lg:col-span-3"
          onOptionsChange={draft.setOptions}
          onVariantsChange={draft.setVariants}
        />
        <ProductSearchListing
          values={values}
          siteName={storeName ?? "Your store"}
          siteUrl={siteUrl}
          isDisabled={isBusy}
          className="lg:col-span-2"
          onChange={draft.setValue}
        />
      </div>

      {error && !FIELDS_WITH_OWN_ERROR.has(error.field) && (
        <Alert className="mt-6">{error.message}</Alert>
      )}

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
