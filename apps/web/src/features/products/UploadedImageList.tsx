import type { UploadedImageDto } from "@shopwright/sdk";
import { CircleCheck } from "lucide-react";
import { formatMegabytes } from "../../lib/image-files";

/** PRODUCT.md §2: the 'Uploaded Images' list, shown once the files are on the server. */
export function UploadedImageList({ images }: { images: UploadedImageDto[] }) {
  if (images.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-700">Uploaded Images</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {images.map((image) => (
          <li key={image.publicId || image.url} className="flex items-center gap-3 px-3 py-2">
            <img
              src={image.webUrl || image.url}
              alt=""
              className="size-9 shrink-0 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
            />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-700">
              {image.originalName}
            </span>
            {image.size > 0 && (
              <span className="text-xs text-slate-400 tabular-nums">
                {formatMegabytes(image.size)}
              </span>
            )}
            <CircleCheck className="size-4 shrink-0 text-emerald-500" aria-label="Uploaded" />
          </li>
        ))}
      </ul>
    </div>
  );
}
