import { Store } from "lucide-react";
import { ButtonLink } from "../../components/Button";
import { NO_STORE_TEXT } from "./products.errors";

/** PRODUCT.md §2: the product list opened without a storeId. */
export function NoStoreSelected() {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Products</h1>
      <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <div className="mb-4 grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Store className="size-6" aria-hidden />
        </div>
        <p className="text-sm text-slate-600">{NO_STORE_TEXT}</p>
        <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
          ← Back to Stores
        </ButtonLink>
      </div>
    </div>
  );
}
