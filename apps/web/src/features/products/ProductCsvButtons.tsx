import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/Button";
import { ExportProductsDialog } from "./ExportProductsDialog";
import { ImportProductsDialog } from "./ImportProductsDialog";

/**
 * The product list's Import and Export buttons, each opening its dialog; icons only
 * on phones, so they share a row with Add Product.
 */
/** The two buttons: icon-only on phones, so they share a row with Add Product. */
const CSV_ACTIONS = [
  { kind: "import", label: "Import", title: "Import products from CSV", Icon: Upload },
  { kind: "export", label: "Export", title: "Export products as CSV", Icon: Download },
] as const;

export function ProductCsvButtons({ storeId }: { storeId: string }) {
  const [open, setOpen] = useState<"import" | "export" | null>(null);
  const handleClose = () => setOpen(null);
  return (
    <>
      {CSV_ACTIONS.map(({ kind, label, title, Icon }) => (
        <Button
          key={kind}
          variant="secondary"
          icon={<Icon className="size-4" aria-hidden />}
          onClick={() => setOpen(kind)}
          aria-label={label}
          title={title}
          className="max-sm:w-10 max-sm:px-0"
        >
          <span className="max-sm:hidden">{label}</span>
        </Button>
      ))}
      {open === "import" && <ImportProductsDialog storeId={storeId} onClose={handleClose} />}
      {open === "export" && <ExportProductsDialog storeId={storeId} onClose={handleClose} />}
    </>
  );
}
