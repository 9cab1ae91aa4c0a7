import { UPLOAD_LIMITS } from "@shopwright/sdk";
import { ImagePlus } from "lucide-react";
import { useId, useState, type ChangeEvent, type DragEvent } from "react";

/** PRODUCT.md §2, §5: the multi-file 'Product Images' picker, which also takes dropped files. */
export function ImageDropzone({
  isInvalid,
  isDisabled,
  onFiles,
}: {
  isInvalid: boolean;
  isDisabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const [isDragging, setIsDragging] = useState(false);
  const inputId = useId();
  const labelId = useId();
  const helpId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = "";
    onFiles(files);
  }

  function handleDragOver(event: DragEvent<HTMLElement>) {
    if (isDisabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setIsDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) onFiles(Array.from(event.dataTransfer.files));
  }

  const tone = isDragging
    ? "border-brand-500 bg-brand-50/70"
    : isInvalid
      ? "border-red-300 bg-red-50/40"
      : "border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/40";

  return (
    <div>
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Product Images
      </span>
      <label
        htmlFor={inputId}
        data-testid="image-dropzone"
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        className={`flex cursor-pointer flex-col items-center rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors has-focus-visible:border-brand-500 has-focus-visible:ring-4 has-focus-visible:ring-brand-500/15 ${tone} ${
          isDisabled ? "pointer-events-none opacity-60" : ""
        }`}
      >
        <span className="grid size-11 place-items-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
          <ImagePlus className="size-5" aria-hidden />
        </span>
        <span className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-brand-600">Choose files</span> or drag and drop
        </span>
        <span id={helpId} className="mt-1 flex flex-col text-xs text-slate-500">
          <span>JPEG, PNG, WebP or GIF, 10MB max each</span>
          <span>Up to 10 files</span>
        </span>
        <input
          id={inputId}
          name="images"
          type="file"
          multiple
          accept={UPLOAD_LIMITS.accept}
          disabled={isDisabled}
          aria-labelledby={labelId}
          aria-describedby={helpId}
          aria-invalid={isInvalid}
          onChange={handleChange}
          className="sr-only"
        />
      </label>
    </div>
  );
}
