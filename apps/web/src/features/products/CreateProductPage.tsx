import { CreateProductBody, UPLOAD_MESSAGES, type UploadedImageDto } from "@shopwright/sdk";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, ButtonLink } from "../../components/Button";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import { useStore } from "../store/stores.api";
import { FormSection } from "./FormSection";
import { ImageDropzone } from "./ImageDropzone";
import { ImageUrlImport } from "./ImageUrlImport";
import { isAllowedImage } from "../../lib/image-files";
import {
  EMPTY_PRODUCT_FORM,
  FIELDS_WITH_OWN_ERROR,
  firstIssue,
  focusField,
  serverError,
  type ProductFormError,
} from "./product-form";
import { productPaths } from "./product-paths";
import { ProductFields } from "./ProductFields";
import { ProductOrganization } from "./ProductOrganization";
import { ProductVariants } from "./ProductVariants";
import { useProductDraft } from "./use-product-draft";
import { VariantPriceNote } from "./VariantPriceNote";
import type { VariantImageChoice } from "./VariantTable";
import { ProductSearchListing } from "./ProductSearchListing";
import { ProductFormHeader } from "./ProductFormHeader";
import { PRODUCT_TEXT } from "./products.errors";
import { useCreateProduct, useUploadImages } from "./products.api";
import { SelectedImageList, type SelectedImage } from "./SelectedImageList";
import { UploadedImageList } from "./UploadedImageList";
import { UploadProgress } from "./UploadProgress";

let nextSelectionId = 1;

/**
 * /dashboard/products/new?storeId=… (PRODUCT.md §2, §4, §5): files are chosen, uploaded at submit,
 * then the product is created and the list opens again.
 */
export function CreateProductPage() {
  const [searchParams] = useSearchParams();
  const storeId = searchParams.get("storeId") ?? "";
  const navigate = useNavigate();
  const store = useStore(storeId);
  const uploadImages = useUploadImages();
  const createProduct = useCreateProduct();
  const draft = useProductDraft(() => ({
    values: EMPTY_PRODUCT_FORM,
    tags: [],
    options: [],
    variants: [],
  }));
  const { values } = draft;
  const [selected, setSelected] = useState<SelectedImage[]>([]);
  const [uploaded, setUploaded] = useState<UploadedImageDto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<ProductFormError | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Every preview URL still alive, so leaving the page frees them all.
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const isUploading = uploadImages.isPending;
  const isCreating = createProduct.isPending;
  const isBusy = isUploading || isCreating;
  const listPath = productPaths.list(storeId);

  function release(images: SelectedImage[]) {
    for (const image of images) {
      URL.revokeObjectURL(image.previewUrl);
      liveUrls.current.delete(image.previewUrl);
    }
  }

  function showError(next: ProductFormError) {
    setError(next);
    if (next.field) focusField(form.current, next.field, next.target);
  }

  function handleFiles(files: File[]) {
    if (files.length === 0) return;
    // PRODUCT.md §5: one bad file rejects the whole selection.
    if (!files.every(isAllowedImage)) {
      setError({ message: UPLOAD_MESSAGES.invalidSelection, field: "images" });
      return;
    }
    setError(null);
    const added = files.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      liveUrls.current.add(previewUrl);
      return { id: nextSelectionId++, file, previewUrl };
    });
    setSelected((current) => [...current, ...added]);
  }

  function handleRemove(image: SelectedImage) {
    release([image]);
    setSelected((current) => current.filter((each) => each.id !== image.id));
    // A variant showing it shows none.
    draft.setVariants(
      draft.variants.map((variant) =>
        variant.image === image.previewUrl ? { ...variant, image: null } : variant,
      ),
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const variantPart = draft.variantPart();
    const { price, stock, compareAtPrice, sku, weightGrams, ...shared } = values;
    // A chosen file gets its address at upload; until then its preview stands for it.
    const isPreview = (url: string | null | undefined) => Boolean(url?.startsWith("blob:"));
    const parsed = CreateProductBody.safeParse({
      storeId,
      ...shared,
      images: [],
      tags: draft.tags,
      ...(variantPart
        ? {
            options: variantPart.options,
            variants: variantPart.variants.map((variant) =>
              isPreview(variant.image) ? { ...variant, image: "/uploads/chosen" } : variant,
            ),
          }
        : {
            price,
            stock,
            compareAtPrice,
            sku,
            ...(weightGrams.trim() === "" ? {} : { weightGrams }),
          }),
    });
    if (!parsed.success) {
      showError(
        firstIssue(parsed.error, PRODUCT_TEXT.createFailed, {
          options: variantPart?.optionKeys,
          variants: variantPart?.rowKeys,
        }),
      );
      return;
    }
    setError(null);

    let images = uploaded;
    const addresses = new Map<string, string>();
    if (selected.length > 0) {
      setProgress(0);
      try {
        const added = await uploadImages.mutateAsync({
          files: selected.map((image) => image.file),
          onProgress: setProgress,
        });
        selected.forEach((image, index) => {
          const address = added[index]?.url;
          if (address) addresses.set(image.previewUrl, address);
        });
        images = [...uploaded, ...added];
        setUploaded(images);
        draft.replaceImages(addresses);
        release(selected);
        setSelected([]);
      } catch (cause) {
        setError({ message: PRODUCT_TEXT.uploadFailed, detail: errorText(cause, "") });
        return;
      } finally {
        setProgress(null);
      }
    }

    const data = parsed.data;
    createProduct.mutate(
      {
        storeId,
        name: data.name,
        description: data.description,
        ...(variantPart && data.variants
          ? {
              options: data.options,
              variants: data.variants.map((variant, index) => {
                const image = variantPart.variants[index]?.image ?? null;
                return { ...variant, image: image && (addresses.get(image) ?? image) };
              }),
            }
          : {
              price: data.price,
              stock: data.stock,
              // Empty fields are the API's defaults: nothing to send.
              ...(data.compareAtPrice != null ? { compareAtPrice: data.compareAtPrice } : {}),
              ...(data.sku ? { sku: data.sku } : {}),
              ...(data.weightGrams ? { weightGrams: data.weightGrams } : {}),
            }),
        ...(data.productType ? { productType: data.productType } : {}),
        ...(data.tags?.length ? { tags: data.tags } : {}),
        // Empty means the storefront's own title and description: nothing to send.
        ...(data.seoTitle ? { seoTitle: data.seoTitle } : {}),
        ...(data.seoDescription ? { seoDescription: data.seoDescription } : {}),
        images: images.map(({ url, originalName }) => ({ url, originalName })),
      },
      {
        onSuccess: (product) => {
          toast.success(`Created “${product.name}” as a draft`);
          void navigate(listPath);
        },
        onError: (cause) =>
          showError(
            serverError(
              errorText(cause, PRODUCT_TEXT.createFailed),
              (field) => !draft.hasVariants || (field !== "price" && field !== "stock"),
            ),
          ),
      },
    );
  }

  const imageChoices: VariantImageChoice[] = [
    ...uploaded.map((image) => ({
      url: image.url,
      src: image.webUrl || image.url,
      name: image.originalName,
    })),
    ...selected.map((image) => ({
      url: image.previewUrl,
      src: image.previewUrl,
      name: image.file.name,
    })),
  ];

  const submitLabel = isUploading
    ? "Uploading..."
    : isCreating
      ? "Creating Product..."
      : "Create Product";

  return (
    <div className="mx-auto max-w-5xl">
      <ProductFormHeader
        backTo={listPath}
        backLabel="Back to products"
        title="Create New Product"
        subtitle={store.data ? `Adding to ${store.data.storeName}` : undefined}
      />

      <form
        ref={form}
        noValidate
        aria-label="Create New Product"
        onSubmit={(event) => void handleSubmit(event)}
        className="mt-6"
      >
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <ProductFields
              values={values}
              error={error}
              currency={store.data?.currency}
              isDisabled={isBusy}
              variantNote={
                draft.hasVariants && (
                  <VariantPriceNote variants={draft.variants} currency={store.data?.currency} />
                )
              }
              onChange={draft.setValue}
            />
            <FormSection title="Media" description="Shoppers see the first image in lists.">
              <ImageDropzone
                isInvalid={error?.field === "images"}
                isDisabled={isBusy}
                onFiles={handleFiles}
              />
              {error?.field === "images" && <Alert>{error.message}</Alert>}
              <ImageUrlImport
                isDisabled={isBusy}
                onImported={(image) => setUploaded((current) => [...current, image])}
              />
              <SelectedImageList images={selected} isDisabled={isBusy} onRemove={handleRemove} />
              {progress !== null && <UploadProgress fraction={progress} />}
              <UploadedImageList images={uploaded} />
            </FormSection>
          </div>
          <ProductOrganization
            productType={values.productType}
            tags={draft.tags}
            error={error}
            isDisabled={isBusy}
            onProductTypeChange={(value) => draft.setValue("productType", value)}
            onTagsChange={draft.setTags}
          />
          <ProductVariants
            options={draft.options}
            variants={draft.variants}
            images={imageChoices}
            currency={store.data?.currency}
            error={error}
            isDisabled={isBusy}
            className="lg:col-span-3"
            onOptionsChange={draft.setOptions}
            onVariantsChange={draft.setVariants}
          />
          <ProductSearchListing
            values={values}
            siteName={store.data?.storeName ?? "Your store"}
            siteUrl={store.data?.site?.url}
            isDisabled={isBusy}
            className="lg:col-span-2"
            onChange={draft.setValue}
          />
        </div>

        {error && !FIELDS_WITH_OWN_ERROR.has(error.field) && (
          <Alert className="mt-6">
            <p className="font-medium">{error.message}</p>
            {error.detail && <p className="mt-0.5">{error.detail}</p>}
          </Alert>
        )}

        <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
          <ButtonLink to={listPath} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" isLoading={isBusy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
