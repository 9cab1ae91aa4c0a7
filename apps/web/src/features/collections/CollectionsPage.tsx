import {
  COLLECTION_KIND_LABELS,
  COLLECTION_MATCH_LABELS,
  type CollectionDto,
  type StoreSummaryDto,
} from "@shopwright/sdk";
import { LayoutGrid, ListOrdered, Pencil, Plus, Sparkles, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { useParams } from "react-router";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { EmptyState } from "../../components/EmptyState";
import { ListStates } from "../../components/ListStates";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import { StoreSectionHeader } from "../orders/StoreSectionHeader";
import { StoreGate } from "../store/StoreGate";
import { CollectionDialog } from "./CollectionDialog";
import { useCollections, useDeleteCollection } from "./collections.api";
import { COLLECTIONS_TEXT } from "./collections.texts";

/** Which dialog is open: creating, or changing one collection. */
type Editing = { kind: "create" } | { kind: "edit"; collectionId: string } | null;

/**
 * /dashboard/store/{storeId}/collections (PRODUCT.md §3 "Collections"): the store's
 * collections, for whoever edits its products.
 */
export function CollectionsPage() {
  const { storeId = "" } = useParams();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <StoreGate storeId={storeId} width="max-w-5xl">
      {(store) => (
        <div className="mx-auto max-w-5xl">
          <StoreSectionHeader
            store={store}
            current={COLLECTIONS_TEXT.title}
            title={COLLECTIONS_TEXT.title}
            description={COLLECTIONS_TEXT.intro}
            actions={
              <Button
                icon={<Plus className="size-4" aria-hidden />}
                onClick={() => setEditing({ kind: "create" })}
              >
                {COLLECTIONS_TEXT.create}
              </Button>
            }
          />
          <Collections store={store} editing={editing} onEdit={setEditing} />
        </div>
      )}
    </StoreGate>
  );
}

/** "Manual · 3 products" or "Automatic · 2 rules, matching all rules". */
function kindText(collection: CollectionDto): string {
  if (collection.kind === "manual") return COLLECTION_KIND_LABELS.manual;
  return `${COLLECTION_KIND_LABELS.automatic} · ${COLLECTIONS_TEXT.rulesSummary(
    collection.rules.length,
    COLLECTION_MATCH_LABELS[collection.match],
  )}`;
}

function Collections({
  store,
  editing,
  onEdit,
}: {
  store: StoreSummaryDto;
  editing: Editing;
  onEdit: (editing: Editing) => void;
}) {
  const query = useCollections(store._id);
  const remove = useDeleteCollection(store._id);
  const handleClose = useCallback(() => onEdit(null), [onEdit]);

  async function handleDelete(collection: CollectionDto) {
    const isConfirmed = await confirmDialog({
      title: COLLECTIONS_TEXT.deleteTitle(collection.title),
      message: COLLECTIONS_TEXT.deleteMessage,
      confirmLabel: COLLECTIONS_TEXT.deleteConfirm,
      danger: true,
    });
    if (!isConfirmed) return;
    remove.mutate(collection._id, {
      onSuccess: () => toast.success(COLLECTIONS_TEXT.deleted),
      onError: (cause) => toast.error(errorText(cause, COLLECTIONS_TEXT.deleteFailed)),
    });
  }

  const dialog = editing && (
    <CollectionDialog
      key={editing.kind === "edit" ? editing.collectionId : "new"}
      storeId={store._id}
      currency={store.currency}
      locale={store.locale}
      collectionId={editing.kind === "edit" ? editing.collectionId : undefined}
      onClose={handleClose}
    />
  );

  return (
    <ListStates
      query={query}
      isEmpty={query.data?.length === 0}
      texts={COLLECTIONS_TEXT}
      rows={3}
      extra={dialog}
      empty={
        <EmptyState
          icon={<LayoutGrid className="size-6" aria-hidden />}
          title={COLLECTIONS_TEXT.emptyTitle}
          description={COLLECTIONS_TEXT.emptyText}
          action={
            <Button
              icon={<Plus className="size-4" aria-hidden />}
              onClick={() => onEdit({ kind: "create" })}
            >
              {COLLECTIONS_TEXT.create}
            </Button>
          }
        />
      }
    >
      {query.data && (
        <ul
          aria-label={COLLECTIONS_TEXT.title}
          className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
        >
          {query.data.map((collection) => (
            <li key={collection._id} className="flex items-center gap-3 px-4 py-3 sm:gap-4">
              <span
                className={`hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex ${
                  collection.kind === "manual"
                    ? "bg-slate-100 text-slate-500"
                    : "bg-violet-50 text-violet-600"
                }`}
                aria-hidden
              >
                {collection.kind === "manual" ? (
                  <ListOrdered className="size-4" />
                ) : (
                  <Sparkles className="size-4" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <button
                  type="button"
                  onClick={() => onEdit({ kind: "edit", collectionId: collection._id })}
                  className="block max-w-full truncate text-left font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {collection.title}
                </button>
                <p className="truncate text-xs text-slate-500">
                  <span className="font-mono">{COLLECTIONS_TEXT.address(collection.handle)}</span>
                  {" · "}
                  {kindText(collection)}
                </p>
              </div>
              <span className="shrink-0 text-sm text-slate-600 tabular-nums">
                {COLLECTIONS_TEXT.productCount(collection.productCount)}
              </span>
              <div className="flex shrink-0 items-center gap-1">
                <button
                  type="button"
                  onClick={() => onEdit({ kind: "edit", collectionId: collection._id })}
                  aria-label={COLLECTIONS_TEXT.edit(collection.title)}
                  title={COLLECTIONS_TEXT.edit(collection.title)}
                  className="rounded-lg p-2 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700"
                >
                  <Pencil className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  onClick={() => void handleDelete(collection)}
                  aria-label={COLLECTIONS_TEXT.remove(collection.title)}
                  title={COLLECTIONS_TEXT.remove(collection.title)}
                  className="rounded-lg p-2 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
