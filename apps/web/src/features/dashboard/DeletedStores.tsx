import { deniedReason, type DeletedStoreDto } from "@shopwright/sdk";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../components/Alert";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { toast } from "../../components/Toaster";
import { formatDateTime } from "../../lib/format-date";
import { errorText } from "../../lib/error-text";
import { useDeletedStores, useRestoreStore } from "../store/stores.api";
import { STORE_DELETION_TEXT as TEXT } from "./dashboard.errors";
import { StoreInitial } from "./StoreInitial";

/**
 * The organization's deleted stores, below its stores, while any can still be restored
 * (PRODUCT.md "Deleting and restoring a store"). Hidden while loading and when there are none.
 */
export function DeletedStores() {
  const deleted = useDeletedStores();
  const restore = useRestoreStore();
  const [failure, setFailure] = useState<string | null>(null);

  async function handleRestore(store: DeletedStoreDto) {
    const isSure = await confirmDialog({
      title: TEXT.restoreTitle(store.storeName),
      message: TEXT.restoreMessage,
      confirmLabel: TEXT.restoreLabel,
    });
    if (!isSure) return;
    setFailure(null);
    restore.mutate(store.id, {
      onSuccess: () => toast.success(TEXT.restored(store.storeName)),
      onError: (cause) => setFailure(errorText(cause, "")),
    });
  }

  if (deleted.isError) {
    return (
      <Alert className="mt-10">
        <p className="font-medium">{TEXT.loadFailed}</p>
        <button
          type="button"
          onClick={() => void deleted.refetch()}
          className="mt-1 font-medium underline underline-offset-2"
        >
          Try again
        </button>
      </Alert>
    );
  }
  const stores = deleted.data ?? [];
  if (stores.length === 0) return null;

  return (
    <section aria-labelledby="deleted-stores" className="mt-10">
      <div className="flex items-center gap-2">
        <h2 id="deleted-stores" className="text-base font-semibold text-slate-900">
          {TEXT.heading}
        </h2>
        <Badge>{stores.length}</Badge>
      </div>
      <p className="mt-1 max-w-2xl text-sm text-slate-500">{TEXT.intro}</p>
      {failure !== null && (
        <Alert className="mt-3" onClose={() => setFailure(null)}>
          <p className="font-medium">{TEXT.restoreFailed}</p>
          {failure && <p className="mt-0.5">{failure}</p>}
        </Alert>
      )}
      <ul
        aria-label={TEXT.heading}
        className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
      >
        {stores.map((store) => {
          // Restoring is for the store's owners and admins, as deleting is: others see why.
          const denied = deniedReason(store.role, "store.delete");
          const isRestoring = restore.isPending && restore.variables === store.id;
          return (
            <li
              key={store.id}
              className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:gap-6"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3 opacity-70">
                <StoreInitial name={store.storeName} size="sm" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{store.storeName}</p>
                  <p className="truncate text-xs text-slate-500">{store.domain}</p>
                </div>
              </div>
              <div className="pl-12 text-xs text-slate-500 sm:w-72 sm:pl-0">
                <p>
                  Deleted {formatDateTime(store.deletedAt)}
                  {store.deletedBy ? ` by ${store.deletedBy}` : ""}
                </p>
                <p className="font-medium text-slate-700">
                  Restorable until {formatDateTime(store.restorableUntil)}
                </p>
              </div>
              <div className="pl-12 sm:w-44 sm:pl-0 sm:text-right">
                {denied ? (
                  <p className="text-xs text-slate-500">{denied}</p>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<RotateCcw className="size-4" aria-hidden />}
                    isLoading={isRestoring}
                    aria-label={`Restore ${store.storeName}`}
                    onClick={() => void handleRestore(store)}
                  >
                    Restore
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
