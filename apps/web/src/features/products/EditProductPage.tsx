import { useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { ButtonLink } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../lib/error-text";
import { useStore } from "../store/stores.api";
import { EditProductForm } from "./EditProductForm";
import { productPaths } from "./product-paths";
import { ProductFormHeader } from "./ProductFormHeader";
import { PRODUCT_TEXT } from "./products.errors";
import { useProduct } from "./products.api";

/** /dashboard/products/{id}/edit (PRODUCT.md §2): the simple 'Edit Product' form. */
export function EditProductPage() {
  const { id = "" } = useParams();
  const product = useProduct(id);
  // For the store name and currency only; a failure leaves them out.
  const store = useStore(product.data?.storeId);
  const storeId = product.data?.storeId;

  return (
    <div className="mx-auto max-w-5xl">
      <ProductFormHeader
        backTo={productPaths.list(storeId)}
        backLabel="Back to products"
        title="Edit Product"
        subtitle={product.data?.name}
      />
      {product.isPending ? (
        <p
          role="status"
          className="mt-10 flex items-center justify-center gap-2 text-sm text-slate-500"
        >
          <Spinner className="size-4" />
          Loading...
        </p>
      ) : product.isError ? (
        <div className="mt-6 space-y-4">
          <Alert>{errorText(product.error, PRODUCT_TEXT.loadProductFailed)}</Alert>
          <ButtonLink to="/dashboard" variant="secondary">
            ← Back to Stores
          </ButtonLink>
        </div>
      ) : (
        <EditProductForm
          key={product.data._id}
          product={product.data}
          currency={store.data?.currency}
          storeName={store.data?.storeName}
          siteUrl={store.data?.site?.url}
        />
      )}
    </div>
  );
}
