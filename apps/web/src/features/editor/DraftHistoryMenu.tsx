import { ApiError, type DraftSource, type DraftVersionDto } from "@shopwright/sdk";
import { FileClock, Palette, RotateCcw, Save, Sparkles, Undo2 } from "lucide-react";
import { useCallback, useRef, useState, type ComponentType } from "react";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { LoadFailed } from "../../components/LoadFailed";
import { Spinner } from "../../components/Spinner";
import { formatDateTime, formatTimeAgo } from "../../lib/format-date";
import { useDismiss } from "../../lib/use-dismiss";
import { errorText } from "../../lib/error-text";
import { useRestoreDraftVersion, useDraftVersions } from "./editor.api";

/** Texts of the editor's draft history menu (PRODUCT.md §2 "Visual editor"). */
export const DRAFT_HISTORY_TEXT = {
  button: "History",
  title: "Draft history",
  hint: "Every save and AI change is kept here, the newest 50. Restoring one makes it the draft again; nothing is lost.",
  current: "Current",
  restore: "Restore",
  restoreConfirm: "Restore this version?",
  restoreConfirmHint:
    "It becomes the draft as a new version; the current draft stays in this history.",
  restoreDiscardsHint:
    "It becomes the draft as a new version. Your unsaved changes in the editor are replaced.",
  restored: "Restored the draft version",
  restoreFailed: "Failed to restore this version",
  loading: "Loading history",
  loadFailed: "Failed to load the draft history",
  emptyTitle: "No history yet",
  emptyHint: "Each save and each AI change shows up here, so you can go back to it.",
} as const;

/** How the menu names what wrote a version, with its icon. */
export const DRAFT_SOURCE_LABELS: Record<
  DraftSource,
  { text: string; icon: ComponentType<{ className?: string }> }
> = {
  save: { text: "Saved", icon: Save },
  ai: { text: "AI", icon: Sparkles },
  theme: { text: "Starter theme", icon: Palette },
  restore: { text: "Restored", icon: RotateCcw },
  undo: { text: "Undo", icon: Undo2 },
};

const isStale = (error: unknown) => error instanceof ApiError && error.code === "stale_version";

/**
 * The toolbar's History menu: the draft's versions (every save, AI turn, starter theme,
 * restore and undo), newest first, each restorable after an in-app confirmation. Restoring
 * writes it as a new version based on the version the editor holds; the editor then loads it.
 */
export function DraftHistoryMenu({
  storeId,
  currentVersion,
  hasUnsavedChanges,
  onRestored,
  onStale,
  onError,
}: {
  storeId: string | null;
  /** The store version the editor holds (what a restore is based on). */
  currentVersion: number | null;
  hasUnsavedChanges: boolean;
  /** The restore is saved: the editor loads the draft again. */
  onRestored: (text: string) => void;
  /** The draft changed elsewhere since the editor loaded it. */
  onStale: () => void;
  onError: (text: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const versions = useDraftVersions(storeId, isOpen);
  const restore = useRestoreDraftVersion(storeId);

  useDismiss(root, isOpen, close);

  async function handleRestore(version: DraftVersionDto) {
    if (currentVersion === null || restore.isPending) return;
    const isSure = await confirmDialog({
      title: DRAFT_HISTORY_TEXT.restoreConfirm,
      message: hasUnsavedChanges
        ? DRAFT_HISTORY_TEXT.restoreDiscardsHint
        : DRAFT_HISTORY_TEXT.restoreConfirmHint,
      confirmLabel: DRAFT_HISTORY_TEXT.restore,
    });
    if (!isSure) return;
    restore.mutate(
      { versionId: version._id, version: currentVersion },
      {
        onSuccess: () => {
          setIsOpen(false);
          onRestored(DRAFT_HISTORY_TEXT.restored);
        },
        onError: (error) => {
          if (isStale(error)) {
            setIsOpen(false);
            onStale();
          } else {
            onError(errorText(error, DRAFT_HISTORY_TEXT.restoreFailed));
          }
        },
      },
    );
  }

  return (
    <div ref={root} className="sm:relative">
      <button
        type="button"
        aria-label={DRAFT_HISTORY_TEXT.button}
        title={DRAFT_HISTORY_TEXT.title}
        aria-expanded={isOpen}
        disabled={!storeId || currentVersion === null}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-35"
      >
        <FileClock className="size-4" aria-hidden />
        <span className="hidden xl:inline">{DRAFT_HISTORY_TEXT.button}</span>
      </button>
      {isOpen && (
        <div
          role="dialog"
          aria-label={DRAFT_HISTORY_TEXT.title}
          className="fixed inset-x-2 top-13 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl animate-fade-in sm:absolute sm:inset-x-auto sm:right-0 sm:top-10 sm:w-96"
        >
          <div className="border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">{DRAFT_HISTORY_TEXT.title}</h2>
            <p className="mt-0.5 text-xs text-slate-500">{DRAFT_HISTORY_TEXT.hint}</p>
          </div>
          <div className="max-h-[min(24rem,70dvh)] overflow-y-auto">
            {versions.isPending ? (
              <div className="grid place-items-center py-8 text-brand-600">
                <Spinner label={DRAFT_HISTORY_TEXT.loading} />
              </div>
            ) : versions.isError ? (
              <LoadFailed
                message={DRAFT_HISTORY_TEXT.loadFailed}
                onRetry={() => void versions.refetch()}
                className="px-4 py-6"
              />
            ) : versions.data.versions.length === 0 ? (
              <div className="px-4 py-6 text-center">
                <p className="text-sm font-medium text-slate-900">
                  {DRAFT_HISTORY_TEXT.emptyTitle}
                </p>
                <p className="mt-1 text-xs text-slate-500">{DRAFT_HISTORY_TEXT.emptyHint}</p>
              </div>
            ) : (
              <ul className="divide-y divide-slate-100">
                {versions.data.versions.map((version) => {
                  const source = DRAFT_SOURCE_LABELS[version.source];
                  const Icon = source.icon;
                  return (
                    <li key={version._id} className="flex items-start gap-3 px-4 py-2.5">
                      <span
                        className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500"
                        aria-hidden
                      >
                        <Icon className="size-3.5" />
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="line-clamp-2 break-words text-sm text-slate-900">
                          {version.label}
                        </p>
                        <p className="mt-0.5 text-xs text-slate-500">
                          {source.text} ·{" "}
                          <time
                            dateTime={version.createdAt}
                            title={formatDateTime(version.createdAt)}
                          >
                            {formatTimeAgo(version.createdAt)}
                          </time>
                          {version.author && <> · {version.author.name}</>}
                        </p>
                      </div>
                      {version.isCurrent ? (
                        <Badge tone="success" className="mt-0.5 shrink-0">
                          {DRAFT_HISTORY_TEXT.current}
                        </Badge>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          className="shrink-0"
                          isLoading={
                            restore.isPending && restore.variables?.versionId === version._id
                          }
                          disabled={restore.isPending}
                          aria-label={`${DRAFT_HISTORY_TEXT.restore}: ${version.label}`}
                          onClick={() => void handleRestore(version)}
                        >
                          {DRAFT_HISTORY_TEXT.restore}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
