import type { ImportProductsResult } from "@shopwright/sdk";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { errorText } from "../../lib/error-text";
import { CsvDropzone } from "./CsvDropzone";
import { detectFileFormat, FORMAT_LABELS, type ImportFormat } from "./csv-file";
import { ImportSummary } from "./ImportSummary";
import { useImportProducts } from "./products.api";
import { CSV_TEXT } from "./products.errors";
import { plural } from "../../lib/plural";

const FORMATS: ImportFormat[] = ["auto", "shopify", "native"];

/** How many products a commit would write: the new and the changed ones. */
const toWrite = (result: ImportProductsResult) => result.created + result.updated;

/**
 * Imports products from a CSV file. Choosing a file reads its header to tell the
 * format, then a dry run shows what would change and which rows fail; only "Import N
 * products" writes, and the list refreshes after it.
 */
export function ImportProductsDialog({
  storeId,
  onClose,
}: {
  storeId: string;
  onClose: () => void;
}) {
  const importProducts = useImportProducts(storeId);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat>("auto");
  const [detected, setDetected] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportProductsResult | null>(null);
  const [done, setDone] = useState<ImportProductsResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const isBusy = importProducts.isPending;

  function run(chosen: File, chosenFormat: ImportFormat, isDryRun: boolean) {
    setError(null);
    importProducts.mutate(
      { file: chosen, format: chosenFormat, isDryRun },
      {
        onSuccess: (result) => (isDryRun ? setPreview(result) : setDone(result)),
        onError: (cause) =>
          setError(errorText(cause, isDryRun ? CSV_TEXT.checkFailed : CSV_TEXT.importFailed)),
      },
    );
  }

  async function handleFile(chosen: File) {
    setPreview(null);
    setError(null);
    if (!/\.csv$/i.test(chosen.name) && chosen.type !== "text/csv") {
      setFile(null);
      setError(CSV_TEXT.notCsv);
      return;
    }
    setFile(chosen);
    setDetected(null);
    // The dry run starts at once: choosing a file is asking what it would do.
    run(chosen, format, true);
    const found = await detectFileFormat(chosen);
    setDetected(found ? FORMAT_LABELS[found] : null);
  }

  function handleFormatChange(next: ImportFormat) {
    setFormat(next);
    setPreview(null);
    if (file) run(file, next, true);
  }

  if (done) {
    return (
      <Modal title="Import finished" onClose={onClose}>
        <ImportSummary result={done} />
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </Modal>
    );
  }

  const count = preview ? toWrite(preview) : 0;
  return (
    <Modal
      title="Import products"
      description="Products are matched by handle: new handles are added, existing ones updated. Nothing changes until you confirm."
      onClose={onClose}
    >
      <CsvDropzone file={file} isDisabled={isBusy} onFile={(chosen) => void handleFile(chosen)} />

      <div className="mt-4">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700">
          Format
        </label>
        <div className="relative">
          <select
            id={selectId}
            value={format}
            disabled={isBusy}
            onChange={(event) => handleFormatChange(event.target.value as ImportFormat)}
            className="h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-800 shadow-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none disabled:opacity-60"
          >
            {FORMATS.map((each) => (
              <option key={each} value={each}>
                {FORMAT_LABELS[each]}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
        </div>
        {file && format === "auto" && (
          <p className="mt-1.5 text-xs text-slate-500">
            {detected ? `Detected: ${detected}` : "The header row names neither format."}
          </p>
        )}
      </div>

      <div className="mt-5" aria-live="polite">
        {error && <Alert>{error}</Alert>}
        {isBusy && (
          <p role="status" className="text-sm text-slate-600">
            {preview ? "Importing…" : "Checking the file…"}
          </p>
        )}
        {preview && !isBusy && <ImportSummary result={preview} />}
        {preview && !isBusy && count === 0 && (
          <p className="mt-3 text-sm text-slate-600">
            Nothing to import: every product in the file is already up to date or failed.
          </p>
        )}
      </div>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button
          onClick={() => file && run(file, format, false)}
          disabled={!preview || count === 0}
          isLoading={isBusy && preview !== null}
        >
          {count > 0 ? `Import ${plural(count, "product")}` : "Import products"}
        </Button>
      </div>
    </Modal>
  );
}
