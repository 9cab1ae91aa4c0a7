import {
  ApiError,
  MEDIA_LIMITS,
  UPLOAD_LIMITS,
  type MediaItemDto,
  type MediaSource,
} from "@shopwright/sdk";
import { safeImageUrl, uploadSrcset } from "@shopwright/site";
import { useQueryClient } from "@tanstack/react-query";
import { ImageOff, Images, SearchX, Upload } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { FilterTabs, type FilterTab } from "../../components/FilterTabs";
import { LoadFailed } from "../../components/LoadFailed";
import { Modal } from "../../components/Modal";
import { SearchBox } from "../../components/SearchBox";
import { TextField } from "../../components/TextField";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import { isAllowedImage } from "../../lib/image-files";
import { useUploadImage } from "../editor/editor.api";
import { mediaKeys, useMediaList, useSetMediaAlt } from "./media.api";
import { MEDIA_TEXT } from "./media.texts";

/** What a pick hands the image field: the address, and the alt text to go with it. */
export interface MediaChoice {
  url: string;
  alt: string;
  /** The alt text was written for this image (stored, or typed here), not suggested. */
  isAltWritten: boolean;
}

const SOURCE_TABS: readonly FilterTab<MediaSource>[] = [
  { value: undefined, label: MEDIA_TEXT.all },
  { value: "upload", label: MEDIA_TEXT.uploads },
  { value: "product", label: MEDIA_TEXT.products },
];

// The tiles are drawn about 9rem wide (a quarter of the grid beside the details), a third of
// the screen on a phone.
const TILE_SIZES = "(min-width:40rem) 9rem,30vw";

const nameOf = (item: MediaItemDto) =>
  item.fileName ?? (item.source.kind === "product" ? item.source.productName : item.url);

const altOf = (item: MediaItemDto) => item.alt ?? item.suggestedAlt ?? "";

/** An image of the library, small: its stored widths where it is an upload, else as it is. */
function Thumb({ url, sizes, className }: { url: string; sizes: string; className: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const safe = safeImageUrl(url);
  if (!safe || failedUrl === url) {
    return (
      <div className={`grid place-items-center bg-slate-100 text-slate-300 ${className}`}>
        <ImageOff className="size-6" aria-hidden />
      </div>
    );
  }
  const { src, srcSet } = uploadSrcset(safe, "card");
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}

/** How many columns the grid shows now, read from its layout (one where it has none). */
function columnsOf(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const columns = getComputedStyle(grid).gridTemplateColumns.split(" ").filter(Boolean).length;
  return Math.max(1, columns);
}

/**
 * The store's media library (PRODUCT.md §2 "Visual editor"): its uploads and product photos,
 * searchable, with each image's alt text; "Use image" hands the chosen one to the field.
 * Loaded on first use (the image fields import it lazily), never with the editor.
 */
export default function MediaLibraryDialog({
  storeId,
  currentUrl = "",
  onPick,
  onClose,
}: {
  storeId: string;
  /** The field's image now: chosen at the start when the library lists it. */
  currentUrl?: string;
  onPick: (choice: MediaChoice) => void;
  onClose: () => void;
}) {
  const gridId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [source, setSource] = useState<MediaSource | undefined>(undefined);
  const [chosenId, setSelectedId] = useState<string | null>(null);
  const [altDraft, setAltDraft] = useState<{ id: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useMediaList(storeId, search, source);
  const setAlt = useSetMediaAlt(storeId);
  const upload = useUploadImage();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const selectedId =
    chosenId ?? (currentUrl && items.find((item) => item.url === currentUrl)?.id) ?? null;
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const alt =
    selected && altDraft?.id === selected.id ? altDraft.text : selected && altOf(selected);
  const isAltChanged = Boolean(
    selected && altDraft?.id === selected.id && altDraft.text !== altOf(selected),
  );
  const isBusy = setAlt.isPending || upload.isPending;

  function select(item: MediaItemDto, focus = false) {
    setSelectedId(item.id);
    setProblem(null);
    if (focus) grid.current?.querySelector<HTMLElement>(`[data-id="${item.id}"]`)?.focus();
  }

  /** Saves the edited alt text of an upload; false when the server refused it. */
  async function saveAlt(): Promise<boolean> {
    if (!selected?.imageId || !isAltChanged) return true;
    try {
      await setAlt.mutateAsync({ imageId: selected.imageId, alt: alt ?? "" });
      setAltDraft(null);
      return true;
    } catch (cause) {
      setProblem(errorText(cause, MEDIA_TEXT.altSaveFailed));
      return false;
    }
  }

  async function pick(item: MediaItemDto | null = selected) {
    if (!item) return;
    const isEdited = item.id === selected?.id && isAltChanged;
    const text = (isEdited ? (alt ?? "") : altOf(item)).replace(/\s+/g, " ").trim();
    if (isEdited && !(await saveAlt())) return;
    onPick({ url: item.url, alt: text, isAltWritten: Boolean(item.alt) || isEdited });
    onClose();
  }

  function handleGridKey(event: KeyboardEvent<HTMLDivElement>) {
    if (items.length === 0) return;
    const at = Math.max(
      0,
      items.findIndex((item) => item.id === selectedId),
    );
    const columns = columnsOf(grid.current);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      ArrowDown: at + columns,
      ArrowUp: at - columns,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = items[Math.min(items.length - 1, Math.max(0, moves[event.key]!))];
      if (next) select(next, true);
      return;
    }
    if (event.key === "Enter") {
      event.preventDefault();
      const item = items[at];
      if (item) void pick(item);
    } else if (event.key === " ") {
      event.preventDefault();
      const item = items[at];
      if (item) select(item);
    }
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!isAllowedImage(file)) {
      setProblem(MEDIA_TEXT.wrongFile);
      return;
    }
    setProblem(null);
    upload.mutate(
      { file, onProgress: () => undefined },
      {
        onSuccess: async (image) => {
          // The new upload is the newest image: show everything, with it chosen.
          setSearch("");
          setSource(undefined);
          await queryClient.invalidateQueries({ queryKey: mediaKeys.store(storeId) });
          setSelectedId(`upload:${image._id}`);
        },
        onError: (cause) =>
          setProblem(cause instanceof ApiError ? cause.message : MEDIA_TEXT.uploadFailed),
      },
    );
  }

  const focusIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );

  let body;
  if (list.isPending) {
    body = (
      <div
        role="status"
        aria-label={MEDIA_TEXT.loading}
        className="grid animate-pulse grid-cols-3 gap-2 sm:grid-cols-4"
      >
        {Array.from({ length: 8 }, (_, key) => (
          <div key={key} className="aspect-square rounded-lg bg-slate-100" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <LoadFailed
        message={errorText(list.error, MEDIA_TEXT.loadFailed)}
        retryLabel={MEDIA_TEXT.retry}
        onRetry={() => void list.refetch()}
        className="px-5 py-10"
      />
    );
  } else if (items.length === 0) {
    const isFiltered = Boolean(search || source);
    body = isFiltered ? (
      <EmptyState
        icon={<SearchX className="size-6" />}
        title={MEDIA_TEXT.noMatchTitle}
        description={MEDIA_TEXT.noMatchHint}
      />
    ) : (
      <EmptyState
        icon={<Images className="size-6" />}
        title={MEDIA_TEXT.emptyTitle}
        description={MEDIA_TEXT.emptyHint}
        action={
          <Button
            variant="secondary"
            icon={<Upload className="size-4" />}
            onClick={() => fileInput.current?.click()}
            isLoading={upload.isPending}
          >
            {MEDIA_TEXT.upload}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <div
          ref={grid}
          id={gridId}
          role="listbox"
          aria-label={MEDIA_TEXT.grid}
          onKeyDown={handleGridKey}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        >
          {items.map((item, index) => {
            const isSelected = item.id === selectedId;
            return (
              <div
                key={item.id}
                data-id={item.id}
                role="option"
                aria-selected={isSelected}
                aria-label={nameOf(item)}
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => select(item)}
                onDoubleClick={() => void pick(item)}
                className={`group relative cursor-pointer overflow-hidden rounded-lg ring-1 outline-none transition focus-visible:ring-3 focus-visible:ring-brand-500 ${
                  isSelected ? "ring-3 ring-brand-600" : "ring-slate-200 hover:ring-slate-400"
                }`}
              >
                <Thumb url={item.url} sizes={TILE_SIZES} className="aspect-square w-full" />
                <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-slate-900/70 to-transparent px-1.5 pt-4 pb-1 text-[11px] text-white">
                  {nameOf(item)}
                </span>
              </div>
            );
          })}
        </div>
        {list.hasNextPage && (
          <div className="mt-3 flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              isLoading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {MEDIA_TEXT.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <Modal
      title={MEDIA_TEXT.title}
      description={MEDIA_TEXT.description}
      size="xl"
      onClose={onClose}
    >
      <div className="flex items-center gap-2 sm:gap-3">
        <SearchBox
          label={MEDIA_TEXT.search}
          placeholder={MEDIA_TEXT.searchPlaceholder}
          value={search}
          maxLength={MEDIA_LIMITS.searchMax}
          onSearch={setSearch}
          className="min-w-0 flex-1"
        />
        <Button
          variant="secondary"
          icon={<Upload className="size-4" />}
          aria-label={MEDIA_TEXT.uploadLabel}
          isLoading={upload.isPending}
          onClick={() => fileInput.current?.click()}
          className="shrink-0"
        >
          <span className="hidden sm:inline">{MEDIA_TEXT.upload}</span>
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_LIMITS.accept}
          className="hidden"
          data-testid="media-library-file"
          onChange={handleFile}
        />
      </div>
      <div className="mt-3">
        <FilterTabs
          tabs={SOURCE_TABS}
          value={source}
          panelId={gridId}
          label={MEDIA_TEXT.sources}
          onChange={setSource}
        />
      </div>
      <div className="mt-4 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto sm:h-[min(60dvh,34rem)] sm:flex-none sm:flex-row sm:overflow-visible">
        <div className="min-h-48 shrink-0 p-1 sm:min-h-0 sm:flex-1 sm:overflow-y-auto">{body}</div>
        <aside
          aria-label="Selected image"
          className="shrink-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:w-64 sm:self-start"
        >
          {selected ? (
            <div className="flex gap-3 sm:flex-col">
              <Thumb
                url={selected.url}
                sizes="(min-width:40rem) 15rem,6rem"
                className="aspect-square w-24 shrink-0 self-start rounded-lg sm:w-full"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <div>
                  <p
                    className="truncate text-sm font-medium text-slate-900"
                    title={nameOf(selected)}
                  >
                    {nameOf(selected)}
                  </p>
                  <p className="text-xs text-slate-500">
                    {selected.source.kind === "product"
                      ? MEDIA_TEXT.fromProduct(selected.source.productName)
                      : MEDIA_TEXT.fromUpload}
                    {selected.width && selected.height
                      ? ` · ${selected.width} × ${selected.height}`
                      : ""}
                  </p>
                </div>
                <TextField
                  label={MEDIA_TEXT.altLabel}
                  value={alt ?? ""}
                  maxLength={MEDIA_LIMITS.altMax}
                  onChange={(event) => setAltDraft({ id: selected.id, text: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      void saveAlt();
                    }
                  }}
                  hint={
                    !selected.imageId
                      ? MEDIA_TEXT.altHere
                      : !selected.alt && selected.suggestedAlt && !isAltChanged
                        ? MEDIA_TEXT.altSuggested
                        : MEDIA_TEXT.altSaved
                  }
                />
                {selected.imageId && isAltChanged && (
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={setAlt.isPending}
                    onClick={async () => {
                      if (await saveAlt()) toast.success(MEDIA_TEXT.altSavedNotice);
                    }}
                  >
                    {MEDIA_TEXT.saveAlt}
                  </Button>
                )}
              </div>
            </div>
          ) : (
            <p className="py-2 text-sm text-slate-500">{MEDIA_TEXT.nothingSelected}</p>
          )}
        </aside>
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {problem}
        </p>
      )}
      <div className="mt-4 flex shrink-0 justify-end gap-2 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onClose}>
          {MEDIA_TEXT.cancel}
        </Button>
        <Button disabled={!selected || isBusy} onClick={() => void pick()}>
          {MEDIA_TEXT.use}
        </Button>
      </div>
    </Modal>
  );
}
