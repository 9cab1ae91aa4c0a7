import { safeImageUrl, type ImageField } from "@shopwright/site";
import { ImageOff } from "lucide-react";
import { useId } from "react";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

/** An image by URL, with a thumbnail and the store's product images to pick from. */
export function ImageControl({
  field,
  values,
  onPatch,
  context,
}: ControlProps<ImageField<string>>) {
  const id = useId();
  const url = asText(values[field.key]);
  const preview = url ? safeImageUrl(url) : undefined;
  const productImages = context.products.flatMap((p) => (p.image ? [p.image] : [])).slice(0, 8);
  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <div className="flex items-center gap-2">
        <div className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <ImageOff className="size-4 text-slate-300" aria-hidden />
          )}
        </div>
        <input
          id={id}
          type="url"
          className={controlClasses}
          placeholder="https://…"
          value={url}
          onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
        />
      </div>
      {productImages.length > 0 && (
        <div className="flex flex-wrap gap-1.5" aria-label="Product images">
          {productImages.map((image) => (
            <button
              key={image}
              type="button"
              title="Use this product image"
              onClick={() => onPatch({ [field.key]: image }, `${field.key}:pick`)}
              className="size-8 overflow-hidden rounded border border-slate-200 hover:ring-2 hover:ring-brand-400"
            >
              <img src={safeImageUrl(image)} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
