import { ImportImageUrlBody, UPLOAD_MESSAGES, type UploadedImageDto } from "@shopwright/sdk";
import { Link2 } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "../../components/Button";
import { inputClasses } from "../../components/TextField";
import { errorText } from "../../lib/error-text";
import { useImportImage } from "./products.api";

/**
 * 'Import from URL' under a product's images: the server fetches the address and stores the
 * image as an upload (POST /upload/image-url); the caller adds it to the product's images.
 */
export function ImageUrlImport({
  isDisabled,
  onImported,
}: {
  isDisabled: boolean;
  onImported: (image: UploadedImageDto) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const importImage = useImportImage();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const isImporting = importImage.isPending;

  function handleImport() {
    const parsed = ImportImageUrlBody.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.importUrlInvalid);
      return;
    }
    setError(null);
    importImage.mutate(parsed.data, {
      onSuccess: (image) => {
        onImported(image);
        setUrl("");
      },
      onError: (cause) => setError(errorText(cause, UPLOAD_MESSAGES.uploadFailed)),
    });
  }

  // Enter imports rather than submitting the product form around the field.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!isImporting) handleImport();
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Import from URL
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder="https://example.com/photo.jpg"
          value={url}
          disabled={isDisabled || isImporting}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={handleKeyDown}
          className={inputClasses}
        />
        <Button
          variant="secondary"
          icon={<Link2 className="size-4" aria-hidden />}
          isLoading={isImporting}
          disabled={isDisabled || url.trim() === ""}
          onClick={handleImport}
        >
          {isImporting ? "Importing..." : "Import"}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-xs text-red-600">
          {error}
        </p>
      ) : (
        <p className="mt-1.5 text-xs text-slate-500">
          A JPEG, PNG, WebP or GIF image on the web, 10MB max
        </p>
      )}
    </div>
  );
}
