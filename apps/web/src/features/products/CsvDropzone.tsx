import { FileSpreadsheet } from "lucide-react";
import { useId, useState, type ChangeEvent, type DragEvent } from "react";

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The import dialog's file picker, which also takes a dropped file; shows the chosen one. */
export function CsvDropzone({
  file,
  isDisabled,
  onFile,
}: {
  file: File | null;
  isDisabled: boolean;
  onFile: (file: File) => void;
}) {
  const [isDragging, setIsDragging] = useState(false);
  const inputId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = "";
    if (chosen) onFile(chosen);
  }

  function handleDragOver(event: DragEvent<HTMLElement>) {
    if (isDisabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setIsDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!isDisabled && dropped) onFile(dropped);
  }

  const tone = isDragging
    ? "border-brand-500 bg-brand-50/70"
    : "border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/40";

  return (
    <label
      htmlFor={inputId}
      data-testid="csv-dropzone"
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={() => setIsDragging(false)}
      onDrop={handleDrop}
      className={`flex cursor-pointer flex-col items-center rounded-xl border-2 border-dashed px-4 text-center ${file ? "py-4" : "py-6"} transition-colors has-focus-visible:border-brand-500 has-focus-visible:ring-4 has-focus-visible:ring-brand-500/15 ${tone} ${
        isDisabled ? "pointer-events-none opacity-60" : ""
      }`}
    >
      <span className="grid size-10 place-items-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
        <FileSpreadsheet className="size-5" aria-hidden />
      </span>
      {file ? (
        <span className="mt-3 max-w-full truncate text-sm font-medium text-slate-900">
          {file.name}
          <span className="ml-1 font-normal text-slate-500">({sizeText(file.size)})</span>
        </span>
      ) : (
        <span className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-brand-600">Choose a CSV file</span> or drag it here
        </span>
      )}
      <span className="mt-1 text-xs text-slate-500">
        Shopify product CSV or Shopwright CSV, up to 64 MB
      </span>
      <input
        id={inputId}
        name="csv"
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        className="sr-only"
        disabled={isDisabled}
        onChange={handleChange}
      />
    </label>
  );
}
