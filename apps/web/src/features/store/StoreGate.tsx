import { ApiError, type StoreSummaryDto } from "@shopwright/sdk";
import type { ReactNode } from "react";
import { Alert } from "../../components/Alert";
import { errorText } from "../../lib/error-text";
import { STORE_TEXT } from "./store.errors";
import { StoreNotFound } from "./StoreNotFound";
import { StorePageSkeleton } from "./StorePageSkeleton";
import { useStore } from "./stores.api";

/**
 * A page of one store: the skeleton while the store loads, the not-found screen when it is out
 * of reach, the reason when loading failed, else `children` with the store. `width` is the
 * page's max-width class, so the failure sits where the page would.
 */
export function StoreGate({
  storeId,
  width,
  children,
}: {
  storeId: string;
  width: string;
  children: (store: StoreSummaryDto) => ReactNode;
}) {
  const store = useStore(storeId);
  if (store.isPending) return <StorePageSkeleton label="Loading store" />;
  if (store.isError) {
    if (store.error instanceof ApiError && store.error.status === 404) return <StoreNotFound />;
    return (
      <div className={`mx-auto ${width}`}>
        <Alert>
          <p className="font-medium">{STORE_TEXT.loadStoreFailed}</p>
          <p className="mt-0.5">{errorText(store.error, STORE_TEXT.loadFailed)}</p>
        </Alert>
      </div>
    );
  }
  return children(store.data);
}
