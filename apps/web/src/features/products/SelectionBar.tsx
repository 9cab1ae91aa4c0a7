import type { BulkAction } from "@shopwright/sdk";
import type { StoreView } from "../../components/ViewToggle";
import { BulkBar } from "./BulkBar";
import { ROW_GRID } from "./product-row-grid";
import { SelectCheckbox } from "./SelectCheckbox";

/**
 * The sticky bar above the products: select-all for the page, and the bulk bar once
 * something is selected. In the list view it doubles as the column header.
 */
export function SelectionBar({
  view,
  pageCount,
  selectedCount,
  pendingAction,
  onToggleAll,
  onAction,
  onClear,
}: {
  view: StoreView;
  /** How many products the page shows. */
  pageCount: number;
  selectedCount: number;
  pendingAction: BulkAction | null;
  onToggleAll: () => void;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const isAllSelected = pageCount > 0 && selectedCount === pageCount;
  const hasSelection = selectedCount > 0;
  const checkbox = (
    <SelectCheckbox
      label="Select all products on this page"
      isChecked={isAllSelected}
      isIndeterminate={hasSelection}
      onChange={onToggleAll}
    />
  );
  const isList = view === "list";
  const frame = isList
    ? "top-14 rounded-t-xl border-b border-slate-200 bg-slate-50/95"
    : "top-16 mb-3 rounded-xl bg-white/95 shadow-xs ring-1 ring-slate-200";

  return (
    <div className={`sticky z-20 min-h-12 px-4 py-2 backdrop-blur ${frame}`}>
      {hasSelection ? (
        <div className="flex min-h-8 items-center gap-3">
          {checkbox}
          <BulkBar
            count={selectedCount}
            pendingAction={pendingAction}
            onAction={onAction}
            onClear={onClear}
          />
        </div>
      ) : isList ? (
        <div
          className={`${ROW_GRID} min-h-8 text-xs font-medium tracking-wide text-slate-500 uppercase`}
        >
          {checkbox}
          <span>
            <span className="xl:hidden">Select all</span>
            <span className="hidden xl:inline">Product</span>
          </span>
          <span className="hidden xl:block">Status</span>
          <span className="hidden xl:block">Price</span>
          <span className="hidden xl:block">Stock</span>
          <span aria-hidden className="hidden xl:block" />
        </div>
      ) : (
        <label className="flex min-h-8 w-fit cursor-pointer items-center gap-3 text-sm text-slate-600">
          {checkbox}
          <span>Select all</span>
        </label>
      )}
    </div>
  );
}
