import { ApiError, ImportImageUrlBody, UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@shopwright/sdk";
import { safeImageUrl, type ImageField } from "@shopwright/site";
import { ImageOff, Images, Link2, Upload } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Spinner } from "../../../components/Spinner";
import { isAllowedImage } from "../../../lib/image-files";
import { onDemand } from "../../../lib/on-demand";
import type { MediaChoice } from "../../media/MediaLibraryDialog";
import { useMediaStoreId } from "../../media/media-store";
import { MEDIA_TEXT } from "../../media/media.texts";
import { useImportImage } from "../../products/products.api";
import { useUploadImage } from "../editor.api";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

// The library is a chunk of its own, loaded on first use: never part of the editor's own
// JavaScript. A failed fetch says so with a retry.
const MediaLibraryDialog = onDemand(
  () => import("../../media/MediaLibraryDialog").then((m) => m.default),
  <p role="status" className="flex items-center gap-2 text-xs text-slate-500">
    <Spinner className="size-3.5" />
    {MEDIA_TEXT.opening}
  </p>,
);

const UPLOAD_FAILED = "Failed to upload image";
const WRONG_FILE = "Choose a JPEG, PNG, WebP or GIF image of at most 10 MB";
const IMPORT_FAILED = "Failed to import image";

const iconButtonClasses =
  "grid size-9 shrink-0 place-items-center rounded-md border border-slate-300 bg-white text-slate-600 shadow-xs transition hover:bg-slate-50 hover:text-slate-900 disabled:opacity-50";

/**
 * An image by URL, imported from that URL (POST /upload/image-url), uploaded from the
 * computer (POST /upload/single-image), picked from the store's product images, or chosen in
 * the store's media library, which also fills the field's alt text when the section has one.
 */
export function ImageControl({
  field,
  values,
  onPatch,
  context,
}: ControlProps<ImageField<string>>) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const importImage = useImportImage();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const mediaStoreId = useMediaStoreId();
  const [isLibraryOpen, setIsLibraryOpen] = useState(false);
  const url = asText(values[field.key]);
  const preview = url ? safeImageUrl(url) : undefined;
  const isBusy = upload.isPending || importImage.isPending;
  // An address on the web can be copied into the store's uploads; an upload already is one.
  const isImportable = /^https?:\/\//i.test(url.trim());
  const productImages = context.products.flatMap((p) => (p.image ? [p.image] : [])).slice(0, 8);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!isAllowedImage(file)) {
      setError(WRONG_FILE);
      return;
    }
    setError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (image) => onPatch({ [field.key]: image.url }, `${field.key}:upload`),
        onError: (cause) => setError(cause instanceof ApiError ? cause.message : UPLOAD_FAILED),
      },
    );
  }

  /**
   * The library's pick: its address, and its alt text where the section keeps one: an alt
   * text written for that image replaces the field's, a suggestion only fills an empty one.
   */
  function handlePick(choice: MediaChoice) {
    const patch: Record<string, unknown> = { [field.key]: choice.url };
    const altKey = field.altKey;
    const isAltEmpty = !asText(altKey ? values[altKey] : "").trim();
    if (altKey && choice.alt && (choice.isAltWritten || isAltEmpty)) patch[altKey] = choice.alt;
    setError(null);
    onPatch(patch, `${field.key}:library`);
  }

  function handleImport() {
    const parsed = ImportImageUrlBody.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.importUrlInvalid);
      return;
    }
    setError(null);
    importImage.mutate(parsed.data, {
      onSuccess: (image) => onPatch({ [field.key]: image.url }, `${field.key}:import`),
      onError: (cause) => setError(cause instanceof ApiError ? cause.message : IMPORT_FAILED),
    });
  }

  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <div className="flex items-center gap-2">
        <div className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <ImageOff className="size-4 text-slate-300" aria-hidden />
          )}
        </div>
        <input
          id={id}
          type="url"
          className={controlClasses}
          placeholder="https://…"
          value={url}
          onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
        />
        {isImportable && (
          <button
            type="button"
            title="Import from URL: keep a copy of this image with your uploads"
            aria-label={`Import ${field.label} from URL`}
            aria-busy={importImage.isPending || undefined}
            disabled={isBusy}
            onClick={handleImport}
            className={iconButtonClasses}
          >
            {importImage.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Link2 className="size-4" aria-hidden />
            )}
          </button>
        )}
        <button
          type="button"
          title="Upload an image"
          aria-label={`Upload ${field.label}`}
          disabled={isBusy}
          onClick={() => fileInput.current?.click()}
          className={iconButtonClasses}
        >
          <Upload className="size-4" aria-hidden />
        </button>
        {mediaStoreId && (
          <button
            type="button"
            title={MEDIA_TEXT.openLibrary}
            aria-label={MEDIA_TEXT.openLibraryLabel(field.label)}
            aria-haspopup="dialog"
            disabled={isBusy}
            onClick={() => setIsLibraryOpen(true)}
            className={iconButtonClasses}
          >
            <Images className="size-4" aria-hidden />
          </button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_LIMITS.accept}
          className="hidden"
          data-testid={`${field.key}-file`}
          onChange={handleFile}
        />
      </div>
      {isLibraryOpen && mediaStoreId && (
        <MediaLibraryDialog
          storeId={mediaStoreId}
          currentUrl={url}
          onPick={handlePick}
          onClose={() => setIsLibraryOpen(false)}
        />
      )}
      {upload.isPending && (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
            style={{ width: `${Math.round(progress * 100)}%` }}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
      {productImages.length > 0 && (
        <div className="flex flex-wrap gap-1.5" aria-label="Product images">
          {productImages.map((image) => (
            <button
              key={image}
              type="button"
              title="Use this product image"
              onClick={() => onPatch({ [field.key]: image }, `${field.key}:pick`)}
              className="size-8 overflow-hidden rounded border border-slate-200 hover:ring-2 hover:ring-brand-400"
            >
              <img src={safeImageUrl(image)} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
