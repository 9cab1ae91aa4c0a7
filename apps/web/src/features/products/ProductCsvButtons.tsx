import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/Button";
import { ExportProductsDialog } from "./ExportProductsDialog";
import { ImportProductsDialog } from "./ImportProductsDialog";

/**
 * The product list's Import and Export buttons (issue 8), each opening its dialog; icons only
 * on phones, so they share a row with Add Product.
 */
export function ProductCsvButtons({ storeId }: { storeId: string }) {
  const [open, setOpen] = useState<"import" | "export" | null>(null);
  const handleClose = () => setOpen(null);
  return (
    <>
      <Button
        variant="secondary"
        icon={<Upload className="size-4" aria-hidden />}
        onClick={() => setOpen("import")}
        aria-label="Import"
        title="Import products from CSV"
        className="max-sm:w-10 max-sm:px-0"
      >
        <span className="max-sm:hidden">Import</span>
      </Button>
      <Button
        variant="secondary"
        icon={<Download className="size-4" aria-hidden />}
        onClick={() => setOpen("export")}
        aria-label="Export"
        title="Export products as CSV"
        className="max-sm:w-10 max-sm:px-0"
      >
        <span className="max-sm:hidden">Export</span>
      </Button>
      {open === "import" && <ImportProductsDialog storeId={storeId} onClose={handleClose} />}
      {open === "export" && <ExportProductsDialog storeId={storeId} onClose={handleClose} />}
    </>
  );
}
