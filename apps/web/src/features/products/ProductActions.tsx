import type { ProductDto } from "@shopwright/sdk";
import { Layers, PencilLine, SquarePen, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { productPaths } from "./product-paths";

const actionClasses =
  "inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-xs font-medium text-slate-600 ring-1 ring-inset ring-slate-200 transition-colors hover:bg-slate-50 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-50 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-pressed:ring-brand-200";

/**
 * PRODUCT.md §2: what each product offers: 'Inline Edit', 'Edit' and 'Delete'. A product with
 * variants offers 'Variants' (its edit page) instead of inline edit: the API refuses a
 * product-level price or stock for it.
 */
export function ProductActions({
  product,
  isEditing,
  isBusy,
  isFocusReturn,
  onFocusReturned,
  onStartEdit,
  onCancelEdit,
  onDelete,
}: {
  product: ProductDto;
  isEditing: boolean;
  isBusy: boolean;
  /** True right after an inline edit closed: focus comes back to 'Inline Edit'. */
  isFocusReturn: boolean;
  onFocusReturned: () => void;
  onStartEdit: (product: ProductDto) => void;
  onCancelEdit: () => void;
  onDelete: (product: ProductDto) => void;
}) {
  const inlineEditButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isFocusReturn) return;
    inlineEditButton.current?.focus();
    onFocusReturned();
  }, [isFocusReturn, onFocusReturned]);

  return (
    <div className="flex items-center gap-1.5">
      {product.variants.length > 0 ? (
        // Price and stock belong to each variant: they are edited on the product's page.
        <Link
          to={productPaths.edit(product._id)}
          aria-label={`Edit variants of ${product.name}`}
          title="Price and stock are set per variant"
          className={actionClasses}
        >
          <Layers className="size-3.5" aria-hidden />
          Variants
        </Link>
      ) : (
        <button
          ref={inlineEditButton}
          type="button"
          aria-pressed={isEditing}
          disabled={isBusy}
          onClick={() => (isEditing ? onCancelEdit() : onStartEdit(product))}
          className={actionClasses}
        >
          <PencilLine className="size-3.5" aria-hidden />
          Inline Edit
        </button>
      )}
      <Link to={productPaths.edit(product._id)} className={actionClasses}>
        <SquarePen className="size-3.5" aria-hidden />
        Edit
      </Link>
      <button
        type="button"
        aria-label={`Delete ${product.name}`}
        title="Delete"
        disabled={isBusy}
        onClick={() => onDelete(product)}
        className="ml-auto grid size-8 shrink-0 place-items-center rounded-md text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600 disabled:pointer-events-none disabled:opacity-50"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </div>
  );
}
