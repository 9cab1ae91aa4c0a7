import { deniedReason, type StoreSummaryDto } from "@shopwright/sdk";
import { Package, PenTool, Sparkles, Trash2 } from "lucide-react";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../components/Toaster";
import { setEditorStoreId } from "../../lib/session";
import { storePaths } from "../store/store-paths";

const actionClasses =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-slate-600 ring-1 ring-inset ring-slate-200 transition-colors hover:bg-slate-50 hover:text-slate-900";

/** A store's card buttons (PRODUCT.md §2). Each stops the click so the card itself does not open. */
export function StoreActions({
  store,
  onDelete,
}: {
  store: StoreSummaryDto;
  onDelete: (store: StoreSummaryDto) => void;
}) {
  const navigate = useNavigate();

  function handleBuilder(event: MouseEvent) {
    event.stopPropagation();
    void navigate(storePaths.chatbox(store._id));
  }

  function handleEditor(event: MouseEvent) {
    event.stopPropagation();
    setEditorStoreId(store._id);
    void navigate(storePaths.editor(store._id));
  }

  function handleProducts(event: MouseEvent) {
    event.stopPropagation();
    void navigate(storePaths.products(store._id));
  }

  // Deleting a store is for its owners and admins: others see why, and nothing is sent.
  const deleteDenied = deniedReason(store.role, "store.delete");

  function handleDelete(event: MouseEvent) {
    event.stopPropagation();
    if (deleteDenied) {
      toast(deleteDenied);
      return;
    }
    onDelete(store);
  }

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <button type="button" onClick={handleBuilder} className={actionClasses}>
        <Sparkles className="size-3.5 text-brand-500" aria-hidden />
        AI Builder
      </button>
      <button type="button" onClick={handleEditor} className={actionClasses}>
        <PenTool className="size-3.5" aria-hidden />
        Editor
      </button>
      <button type="button" onClick={handleProducts} className={actionClasses}>
        <Package className="size-3.5" aria-hidden />
        Products
      </button>
      <button
        type="button"
        onClick={handleDelete}
        aria-label="Delete"
        aria-disabled={deleteDenied ? true : undefined}
        aria-description={deleteDenied ?? undefined}
        title={deleteDenied ?? "Delete store"}
        className={`ml-auto grid size-8 place-items-center rounded-md transition-colors ${
          deleteDenied
            ? "cursor-not-allowed text-slate-300"
            : "text-slate-400 hover:bg-red-50 hover:text-red-600"
        }`}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </div>
  );
}
