import type { CsvFormat } from "@shopwright/sdk";
import { Download } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { errorText } from "../../lib/error-text";
import { FORMAT_LABELS, saveFile } from "./csv-file";
import { useExportProducts } from "./products.api";
import { CSV_TEXT } from "./products.errors";

const FORMATS: { value: CsvFormat; help: string }[] = [
  {
    value: "native",
    help: "One row per product: handle, name, description, price, stock, status, images.",
  },
  { value: "shopify", help: "Shopify's columns, ready for Shopify's product import." },
];

/** Downloads the store's products as CSV, in either format. */
export function ExportProductsDialog({
  storeId,
  onClose,
}: {
  storeId: string;
  onClose: () => void;
}) {
  const exportProducts = useExportProducts(storeId);
  const [format, setFormat] = useState<CsvFormat>("native");

  function handleDownload() {
    exportProducts.mutate(format, {
      onSuccess: ({ csv, filename }) => {
        saveFile(csv, filename);
        onClose();
      },
    });
  }

  return (
    <Modal
      title="Export products"
      description="Every product of this store, as a CSV file."
      onClose={onClose}
    >
      <fieldset>
        <legend className="sr-only">Format</legend>
        <div className="space-y-2">
          {FORMATS.map(({ value, help }) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-checked:bg-brand-50/60 has-checked:ring-brand-500"
            >
              <input
                type="radio"
                name="export-format"
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="mt-0.5 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {FORMAT_LABELS[value]}
                </span>
                <span className="block text-xs text-slate-500">{help}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {exportProducts.isError && (
        <Alert className="mt-4">{errorText(exportProducts.error, CSV_TEXT.exportFailed)}</Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={handleDownload}
          isLoading={exportProducts.isPending}
          icon={<Download className="size-4" aria-hidden />}
        >
          Download CSV
        </Button>
      </div>
    </Modal>
  );
}
