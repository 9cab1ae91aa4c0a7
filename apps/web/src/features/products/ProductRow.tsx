import { Link } from "react-router";
import { InlineEditForm } from "./InlineEditForm";
import { plainText } from "./markdown-format";
import { ProductActions } from "./ProductActions";
import { ProductImage } from "./ProductImage";
import type { ProductItemProps } from "./product-item-props";
import { productPaths } from "./product-paths";
import { ROW_GRID } from "./product-row-grid";
import { ProductStatusBadge } from "./ProductStatusBadge";
import { ProductStatusSwitch } from "./ProductStatusSwitch";
import { SelectCheckbox } from "./SelectCheckbox";
import { StockLevel } from "./StockLevel";
import { VariantCount } from "./VariantCount";

/** A product in the list view: a table row from xl up, stacked below (PRODUCT.md §2). */
export function ProductRow({
  product,
  price,
  isSelected,
  isEditing,
  isBusy,
  isFocusReturn,
  onFocusReturned,
  onToggleSelect,
  onStartEdit,
  onCancelEdit,
  onSaveEdit,
  onDelete,
  onStatusChange,
  isStatusPending,
}: ProductItemProps) {
  return (
    <article
      aria-label={product.name}
      aria-busy={isBusy || undefined}
      className={`${ROW_GRID} px-4 py-3 transition-colors ${
        isSelected ? "bg-brand-50/60" : "hover:bg-slate-50/70"
      } ${isBusy ? "opacity-60" : ""}`}
    >
      <SelectCheckbox
        label={`Select ${product.name}`}
        isChecked={isSelected}
        isDisabled={isBusy}
        onChange={() => onToggleSelect(product)}
      />

      <div className="flex min-w-0 items-center gap-3">
        <ProductImage
          product={product}
          className="size-11 shrink-0 rounded-lg ring-1 ring-slate-200"
        />
        <div className="min-w-0">
          <h3 className="truncate text-sm font-medium text-slate-900">
            <Link to={productPaths.edit(product._id)} className="rounded-sm hover:text-brand-700">
              {product.name}
            </Link>
          </h3>
          <p className="line-clamp-1 text-xs text-slate-500">
            {plainText(product.description) || (
              <span className="text-slate-400">No description</span>
            )}
          </p>
        </div>
      </div>

      <div className="col-start-2 flex flex-wrap items-center gap-x-4 gap-y-2.5 xl:contents">
        <div className="flex items-center gap-3 xl:col-start-3">
          <ProductStatusBadge status={product.status} />
          <ProductStatusSwitch
            hasText={false}
            name={product.name}
            status={product.status}
            isPending={isStatusPending}
            isDisabled={isBusy}
            onChange={(status) => onStatusChange(product, status)}
          />
        </div>
        {isEditing ? (
          <InlineEditForm
            product={product}
            onSave={(changes) => onSaveEdit(product, changes)}
            onCancel={onCancelEdit}
            className="basis-full xl:col-span-3 xl:basis-auto"
          />
        ) : (
          <>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900 tabular-nums">
                {price}
              </span>
              <VariantCount product={product} />
            </span>
            <StockLevel stock={product.stock} />
            <div className="basis-full xl:basis-auto">
              <ProductActions
                product={product}
                isEditing={isEditing}
                isBusy={isBusy}
                isFocusReturn={isFocusReturn}
                onFocusReturned={onFocusReturned}
                onStartEdit={onStartEdit}
                onCancelEdit={onCancelEdit}
                onDelete={onDelete}
              />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
