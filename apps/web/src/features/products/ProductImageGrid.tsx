import { isImageUrl, type ProductImageDto } from "@shopwright/sdk";
import { ArrowLeft, ArrowRight, ImageOff, X } from "lucide-react";
import { imageName } from "./product-image";

const moveClasses =
  "grid size-7 place-items-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/10 transition hover:bg-white hover:text-slate-900 disabled:hidden";

/**
 * A product's images as thumbnails in their order: the first is the cover shoppers see in
 * lists. Each can move earlier or later, or be removed.
 */
export function ProductImageGrid({
  images,
  isDisabled,
  onRemove,
  onMove,
}: {
  images: ProductImageDto[];
  isDisabled: boolean;
  onRemove: (index: number) => void;
  /** Moves the image at `from` to `to` (one step either way). */
  onMove: (from: number, to: number) => void;
}) {
  if (images.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
        No images yet
      </p>
    );
  }
  return (
    <ol aria-label="Images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {images.map((image, index) => {
        const name = imageName(image);
        return (
          <li
            key={`${image.url}-${index}`}
            className="group relative overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-slate-200"
          >
            {isImageUrl(image.url) ? (
              <img
                src={image.url}
                alt=""
                className="aspect-square w-full bg-slate-100 object-cover"
              />
            ) : (
              <span className="grid aspect-square w-full place-items-center bg-slate-100 text-slate-400">
                <ImageOff className="size-6" aria-hidden />
              </span>
            )}
            <div className="flex min-h-9 items-center justify-between gap-2 px-2.5 py-1.5">
              <p className="min-w-0 truncate text-xs font-medium text-slate-700" title={name}>
                {name}
              </p>
              {index === 0 && (
                <span className="shrink-0 rounded-full bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700 ring-1 ring-brand-200 ring-inset">
                  Cover
                </span>
              )}
            </div>
            <button
              type="button"
              aria-label={`Remove ${name}`}
              disabled={isDisabled}
              onClick={() => onRemove(index)}
              className="absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full bg-slate-900/70 text-white shadow-sm backdrop-blur transition hover:bg-slate-900 disabled:hidden"
            >
              <X className="size-4" aria-hidden />
            </button>
            <div className="absolute top-1.5 left-1.5 flex gap-1">
              <button
                type="button"
                aria-label={`Move ${name} earlier`}
                disabled={isDisabled || index === 0}
                onClick={() => onMove(index, index - 1)}
                className={moveClasses}
              >
                <ArrowLeft className="size-3.5" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={`Move ${name} later`}
                disabled={isDisabled || index === images.length - 1}
                onClick={() => onMove(index, index + 1)}
                className={moveClasses}
              >
                <ArrowRight className="size-3.5" aria-hidden />
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
