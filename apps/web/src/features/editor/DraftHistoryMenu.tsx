import { ApiError, type DraftVersionDto } from "@shopwright/sdk";
import { FileClock } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { confirmDialog } from "../../components/dialogs";
import { errorText } from "../../lib/error-text";
import { ON_DEMAND_TEXT, onDemand } from "../../lib/on-demand";
import { useDismiss } from "../../lib/use-dismiss";
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

// The list is opened now and then: its code loads on the first hover or click of the button.
const DraftHistoryPopover = onDemand(() =>
  import("./DraftHistoryPopover").then((m) => m.DraftHistoryPopover),
);
const preloadPopover = () => void DraftHistoryPopover.preload().catch(() => {});

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
  // Here, not in the list: a restore that is under way finishes even if the menu closes.
  const restore = useRestoreDraftVersion(storeId);

  useDismiss(root, isOpen, close);

  async function handleToggle() {
    if (isOpen) {
      setIsOpen(false);
      return;
    }
    try {
      await DraftHistoryPopover.preload();
    } catch {
      onError(ON_DEMAND_TEXT.failed);
      return;
    }
    setIsOpen(true);
  }

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
        onClick={() => void handleToggle()}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
        className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-35"
      >
        <FileClock className="size-4" aria-hidden />
        <span className="hidden xl:inline">{DRAFT_HISTORY_TEXT.button}</span>
      </button>
      {isOpen && (
        <DraftHistoryPopover
          versions={versions}
          restoringId={restore.isPending ? restore.variables?.versionId : undefined}
          onRestore={(version) => void handleRestore(version)}
        />
      )}
    </div>
  );
}
