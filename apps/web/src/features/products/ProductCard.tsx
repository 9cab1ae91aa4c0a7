import { Link } from "react-router";
import { InlineEditForm } from "./InlineEditForm";
import { plainText } from "./markdown-format";
import { ProductActions } from "./ProductActions";
import { ProductImage } from "./ProductImage";
import type { ProductItemProps } from "./product-item-props";
import { productPaths } from "./product-paths";
import { ProductStatusBadge } from "./ProductStatusBadge";
import { ProductStatusSwitch } from "./ProductStatusSwitch";
import { SelectCheckbox } from "./SelectCheckbox";
import { StockLevel } from "./StockLevel";
import { VariantCount } from "./VariantCount";

/** A product in the grid view (PRODUCT.md §2). */
export function ProductCard({
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
      className={`group flex h-full flex-col rounded-xl bg-white shadow-xs ring-1 transition ${
        isSelected ? "ring-2 ring-brand-500" : "ring-slate-200 hover:shadow-md hover:ring-slate-300"
      } ${isBusy ? "opacity-60" : ""}`}
    >
      <div className="relative aspect-video overflow-hidden rounded-t-xl sm:aspect-4/3 bg-slate-100">
        <ProductImage
          product={product}
          className="size-full transition duration-300 group-hover:scale-[1.03]"
        />
        <label className="absolute top-2.5 left-2.5 grid size-8 cursor-pointer place-items-center rounded-md bg-white/95 shadow-sm ring-1 ring-slate-900/10">
          <SelectCheckbox
            label={`Select ${product.name}`}
            isChecked={isSelected}
            isDisabled={isBusy}
            onChange={() => onToggleSelect(product)}
          />
        </label>
        <ProductStatusBadge
          status={product.status}
          className="absolute top-2.5 right-2.5 bg-white/95 shadow-sm"
        />
      </div>

      <div className="flex flex-1 flex-col p-4">
        <h3 className="truncate text-sm font-semibold text-slate-900">
          <Link to={productPaths.edit(product._id)} className="rounded-sm hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-2 min-h-10 text-sm text-slate-500">
          {plainText(product.description) || <span className="text-slate-400">No description</span>}
        </p>

        {isEditing ? (
          <InlineEditForm
            product={product}
            onSave={(changes) => onSaveEdit(product, changes)}
            onCancel={onCancelEdit}
            className="mt-3"
          />
        ) : (
          <div className="mt-3 flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="block text-base font-semibold text-slate-900 tabular-nums">
                {price}
              </span>
              <VariantCount product={product} />
            </span>
            <StockLevel stock={product.stock} />
          </div>
        )}

        <div className="mt-auto pt-4">
          <div className="flex items-center justify-between gap-2 border-t border-slate-100 py-2.5">
            <ProductStatusSwitch
              name={product.name}
              status={product.status}
              isPending={isStatusPending}
              isDisabled={isBusy}
              onChange={(status) => onStatusChange(product, status)}
            />
            <span className="text-xs text-slate-400">
              {product.status === "published" ? "On the live site" : "Hidden on the live site"}
            </span>
          </div>
          <div className="border-t border-slate-100 pt-3">
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
        </div>
      </div>
    </article>
  );
}
