import { isImageUrl, type ProductImageDto } from "@shopwright/sdk";
import { ImageOff, X } from "lucide-react";
import { imageName } from "./product-image";

/** SPEC 2 edit form images: a text list of the product's images, each removable. */
export function ImageNameList({
  images,
  isDisabled,
  onRemove,
}: {
  images: ProductImageDto[];
  isDisabled: boolean;
  onRemove: (index: number) => void;
}) {
  if (images.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
        No images
      </p>
    );
  }
  return (
    <ul aria-label="Images" className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
      {images.map((image, index) => {
        const name = imageName(image);
        return (
          <li key={`${image.url}-${index}`} className="flex items-center gap-3 px-3 py-2">
            {isImageUrl(image.url) ? (
              <img
                src={image.url}
                alt=""
                className="size-9 shrink-0 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
              />
            ) : (
              <span className="grid size-9 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400">
                <ImageOff className="size-4" aria-hidden />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-slate-700">{name}</p>
              {name !== image.url && (
                <p className="truncate font-mono text-xs text-slate-400">{image.url}</p>
              )}
            </div>
            <button
              type="button"
              aria-label={`Remove ${name}`}
              disabled={isDisabled}
              onClick={() => onRemove(index)}
              className="grid size-8 shrink-0 place-items-center rounded-md text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
