import type { StoreSummaryDto } from "@shopwright/sdk";
import { Plus, Search, Store } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { Spinner } from "../../components/Spinner";
import { inputClasses } from "../../components/TextField";
import { toast } from "../../components/Toaster";
import { confirmDialog } from "../../components/dialogs";
import { errorText } from "../../lib/error-text";
import { formatDateTime } from "../../lib/format-date";
import { CreateStoreForm } from "./CreateStoreForm";
import { DASHBOARD_TEXT, DELETE_STORE_CONFIRMATION, STORE_DELETION_TEXT } from "./dashboard.errors";
import { DeletedStores } from "./DeletedStores";
import { StoreCard } from "./StoreCard";
import { StoreRow } from "./StoreRow";
import { useDeleteStore, useStores } from "../store/stores.api";
import { ViewToggle, type StoreView } from "../../components/ViewToggle";

interface Banner {
  title: string;
  detail: string;
}

/** Case-insensitive match on store name or domain (PRODUCT.md §2). */
function matches(store: StoreSummaryDto, query: string): boolean {
  return (
    store.storeName.toLowerCase().includes(query) || store.domain.toLowerCase().includes(query)
  );
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || Boolean(target.closest("input, textarea, select")))
  );
}

/** /dashboard: the organization's stores, with search, views, creation and deletion. */
export function DashboardPage() {
  const stores = useStores();
  const deleteStore = useDeleteStore();
  const [query, setQuery] = useState("");
  const [view, setView] = useState<StoreView>("grid");
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);

  const visibleStores = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (stores.data ?? []).filter((store) => matches(store, needle));
  }, [stores.data, query]);

  // '/' jumps to the search box, as in most dashboards, unless the user is typing.
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      searchInput.current?.focus();
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, []);

  // StoreActions offers Delete only to the store's owners and admins (others see why).
  async function handleDelete(store: StoreSummaryDto) {
    const isSure = await confirmDialog({
      title: DELETE_STORE_CONFIRMATION,
      message: STORE_DELETION_TEXT.deleteMessage(store.storeName),
      confirmLabel: "Delete store",
      danger: true,
    });
    if (!isSure) return;
    setBanner(null);
    deleteStore.mutate(store._id, {
      onSuccess: ({ restorableUntil }) =>
        toast.success(
          STORE_DELETION_TEXT.deleted(store.storeName, formatDateTime(restorableUntil)),
        ),
      onError: (cause) =>
        setBanner({ title: DASHBOARD_TEXT.deleteStoreFailed, detail: errorText(cause, "") }),
    });
  }

  function handleClearSearch() {
    setQuery("");
    searchInput.current?.focus();
  }

  const newStoreButton = (
    <Button
      icon={<Plus className="size-4" aria-hidden />}
      onClick={() => setIsFormOpen((open) => !open)}
      aria-expanded={isFormOpen}
    >
      New store
    </Button>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Stores</h1>
        <p className="text-sm text-slate-500">Manage and monitor your stores</p>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            ref={searchInput}
            type="search"
            aria-label="Search stores"
            placeholder="Search for a project"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={`${inputClasses} h-10 pr-9 pl-9`}
          />
          <kbd className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs text-slate-400 sm:block">
            /
          </kbd>
        </div>
        <div className="flex items-center justify-between gap-2 sm:ml-auto sm:justify-end">
          <ViewToggle view={view} onChange={setView} />
          {newStoreButton}
        </div>
      </div>

      {isFormOpen && (
        <div className="mt-4">
          <CreateStoreForm onClose={() => setIsFormOpen(false)} />
        </div>
      )}

      {banner && (
        <Alert className="mt-4" onClose={() => setBanner(null)}>
          <p className="font-medium">{banner.title}</p>
          {banner.detail && <p className="mt-0.5">{banner.detail}</p>}
        </Alert>
      )}

      <section aria-label="Your stores" className="mt-6">
        {stores.isPending ? (
          <div>
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" />
              Loading your dashboard...
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
              {[0, 1, 2].map((key) => (
                <div
                  key={key}
                  className="h-56 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
                >
                  <div className="flex gap-3 p-5">
                    <div className="size-10 rounded-lg bg-slate-200" />
                    <div className="flex-1 space-y-2 pt-1">
                      <div className="h-3 w-2/3 rounded bg-slate-200" />
                      <div className="h-3 w-1/3 rounded bg-slate-100" />
                    </div>
                  </div>
                </div>
              ))}
            </div>
          </div>
        ) : stores.isError ? (
          <Alert>
            <p className="font-medium">{DASHBOARD_TEXT.loadStoresFailed}</p>
            {errorText(stores.error, "") && <p className="mt-0.5">{errorText(stores.error, "")}</p>}
            <button
              type="button"
              onClick={() => void stores.refetch()}
              className="mt-2 font-medium underline underline-offset-2"
            >
              Try again
            </button>
          </Alert>
        ) : visibleStores.length === 0 ? (
          <EmptyState
            icon={<Store className="size-6" aria-hidden />}
            title="No projects found"
            description="Create your first store to get started"
            action={
              query ? (
                <Button variant="secondary" onClick={handleClearSearch}>
                  Clear search
                </Button>
              ) : (
                !isFormOpen && newStoreButton
              )
            }
          />
        ) : view === "grid" ? (
          <ul
            aria-label="Stores"
            data-view="grid"
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {visibleStores.map((store) => (
              <li key={store._id}>
                <StoreCard store={store} onDelete={(target) => void handleDelete(target)} />
              </li>
            ))}
          </ul>
        ) : (
          <ul
            aria-label="Stores"
            data-view="list"
            className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
          >
            {visibleStores.map((store) => (
              <li key={store._id}>
                <StoreRow store={store} onDelete={(target) => void handleDelete(target)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <DeletedStores />
    </div>
  );
}
