import { X } from "lucide-react";
import { formatMegabytes } from "../../lib/image-files";

/** A file chosen for upload, with the object URL of its preview. */
export interface SelectedImage {
  id: number;
  file: File;
  previewUrl: string;
}

/** PRODUCT.md §2: previews of the chosen files, each with its size in MB and a remove button. */
export function SelectedImageList({
  images,
  isDisabled,
  onRemove,
}: {
  images: SelectedImage[];
  isDisabled: boolean;
  onRemove: (image: SelectedImage) => void;
}) {
  if (images.length === 0) return null;
  return (
    <ul
      aria-label="Selected images"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
      {images.map((image) => (
        <li
          key={image.id}
          className="group relative overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-slate-200"
        >
          <img
            src={image.previewUrl}
            alt=""
            className="aspect-square w-full bg-slate-100 object-cover"
          />
          <div className="px-2.5 py-2">
            <p className="truncate text-xs font-medium text-slate-700" title={image.file.name}>
              {image.file.name}
            </p>
            <p className="text-xs text-slate-500 tabular-nums">
              {formatMegabytes(image.file.size)}
            </p>
          </div>
          <button
            type="button"
            aria-label={`Remove ${image.file.name}`}
            disabled={isDisabled}
            onClick={() => onRemove(image)}
            className="absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full bg-slate-900/70 text-white shadow-sm backdrop-blur transition hover:bg-slate-900 disabled:hidden"
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
