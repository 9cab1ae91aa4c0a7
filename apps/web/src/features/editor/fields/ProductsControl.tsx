import { formatPrice, safeImageUrl, type ProductsField } from "@shopwright/site";
import { Package } from "lucide-react";
import type { ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

/** The collection's product picker: ticks the store's products into the section's items. */
export function ProductsControl({
  field,
  values,
  onPatch,
  context,
}: ControlProps<ProductsField<string>>) {
  const items = Array.isArray(values[field.key])
    ? (values[field.key] as Record<string, unknown>[])
    : [];
  const chosen = new Set(items.map((item) => item?.productId));

  function handleToggle(productId: string) {
    const product = context.products.find((each) => each.id === productId);
    if (!product) return;
    const next = chosen.has(productId)
      ? items.filter((item) => item?.productId !== productId)
      : [
          ...items,
          {
            productId: product.id,
            title: product.name,
            ...(product.price !== undefined ? { price: product.price } : {}),
            ...(product.image ? { image: product.image } : {}),
          },
        ];
    onPatch({ [field.key]: next }, `${field.key}:${productId}`);
  }

  return (
    <FieldShell label={field.label} help={field.help}>
      {context.products.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-center text-xs text-slate-500">
          This store has no products yet.
        </p>
      ) : (
        <ul className="max-h-64 space-y-1 overflow-y-auto">
          {context.products.map((product) => {
            const image = safeImageUrl(product.image);
            return (
              <li key={product.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 accent-brand-600"
                    checked={chosen.has(product.id)}
                    onChange={() => handleToggle(product.id)}
                  />
                  <span className="grid size-7 shrink-0 place-items-center overflow-hidden rounded bg-slate-100">
                    {image ? (
                      <img src={image} alt="" className="size-full object-cover" />
                    ) : (
                      <Package className="size-3.5 text-slate-400" aria-hidden />
                    )}
                  </span>
                  <span className="min-w-0 flex-1 truncate text-sm text-slate-700">
                    {product.name}
                  </span>
                  {product.price !== undefined && (
                    <span className="text-xs tabular-nums text-slate-500">
                      {formatPrice(product.price)}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </FieldShell>
  );
}
