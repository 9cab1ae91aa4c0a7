import {
  ArrowLeft,
  Check,
  ExternalLink,
  Lock,
  PanelLeft,
  PanelRight,
  Redo2,
  Rocket,
  Save,
  TriangleAlert,
  Undo2,
} from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "../../components/Button";
import { useEditorState, useEditorStore } from "./editor-context";
import { canRedo, canUndo } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";

const iconButton =
  "grid size-8 place-items-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-35";

/** The slim top bar: exit, store name and status, undo/redo, Save and Publish (PRODUCT.md §2). */
export function EditorToolbar({
  storeName,
  onSave,
  onPublish,
  isPublishing,
  saveBlockedReason = null,
  publishDeniedReason = null,
  liveUrl = null,
  versions,
  onExit,
  onTogglePalette,
  onToggleProperties,
}: {
  storeName: string;
  onSave: () => void;
  onPublish: () => void;
  isPublishing: boolean;
  /** Why Save and Publish are disabled (shown as their tooltip), or null when they work. */
  saveBlockedReason?: string | null;
  /** Why the caller may not publish this store (the permission table), or null when they may. */
  publishDeniedReason?: string | null;
  /** The live site's address: a "View site" link while the store has one. */
  liveUrl?: string | null;
  /** The History (draft) and Versions (published) menus, placed before Save. */
  versions: ReactNode;
  onExit: () => void;
  onTogglePalette: () => void;
  onToggleProperties: () => void;
}) {
  const store = useEditorStore();
  const isUndoable = useEditorState(canUndo);
  const isRedoable = useEditorState(canRedo);
  const hasUnsavedChanges = useEditorState((state) => state.sync.hasUnsavedChanges);
  const isSaving = useEditorState((state) => state.sync.saveStatus === "saving");
  const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  const mod = isMac ? "⌘" : "Ctrl+";
  const publishHintId = useId();
  const publishBlockedReason = saveBlockedReason ?? publishDeniedReason;

  return (
    <header className="flex h-12 shrink-0 items-center gap-1 border-b border-slate-200 bg-white px-2 sm:gap-2">
      <Button
        variant="ghost"
        size="sm"
        onClick={onExit}
        aria-label="Exit to Dashboard"
        icon={<ArrowLeft className="size-4" />}
        className="px-2"
      >
        <span className="hidden md:inline">Exit to Dashboard</span>
      </Button>
      <div className="mx-1 hidden h-5 w-px bg-slate-200 sm:block" />
      <button
        type="button"
        aria-label="Toggle components"
        onClick={onTogglePalette}
        className={`${iconButton} lg:hidden`}
      >
        <PanelLeft className="size-4" />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <h1 className="truncate text-sm font-semibold text-slate-900">
          {storeName || "Untitled store"}
        </h1>
        {saveBlockedReason ? (
          <span className="hidden shrink-0 items-center gap-1 text-xs text-red-700 sm:inline-flex">
            <TriangleAlert className="size-3.5" aria-hidden />
            Not loaded
          </span>
        ) : hasUnsavedChanges ? (
          <span className="hidden shrink-0 items-center gap-1.5 text-xs text-amber-700 sm:inline-flex">
            <span className="size-1.5 rounded-full bg-amber-500" aria-hidden />
            Unsaved changes
          </span>
        ) : (
          <span className="hidden shrink-0 items-center gap-1 text-xs text-slate-400 sm:inline-flex">
            <Check className="size-3.5" aria-hidden />
            All changes saved
          </span>
        )}
      </div>
      <div className="flex items-center">
        <button
          type="button"
          aria-label="Undo"
          title={`Undo (${mod}Z)`}
          disabled={!isUndoable}
          onClick={() => store.undo()}
          className={iconButton}
        >
          <Undo2 className="size-4" />
        </button>
        <button
          type="button"
          aria-label="Redo"
          title={`Redo (${isMac ? "⇧⌘" : "Ctrl+Shift+"}Z)`}
          disabled={!isRedoable}
          onClick={() => store.redo()}
          className={iconButton}
        >
          <Redo2 className="size-4" />
        </button>
      </div>
      {liveUrl && (
        <a
          href={liveUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={liveUrl}
          aria-label={EDITOR_TEXT.viewSite}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
        >
          <ExternalLink className="size-4" aria-hidden />
          <span className="hidden xl:inline">{EDITOR_TEXT.viewSite}</span>
        </a>
      )}
      {versions}
      <div className="mx-1 hidden h-5 w-px bg-slate-200 sm:block" />
      <Button
        variant="secondary"
        size="sm"
        onClick={onSave}
        isLoading={isSaving}
        disabled={Boolean(saveBlockedReason)}
        icon={<Save className="size-4" />}
        title={saveBlockedReason ?? `Save (${mod}S)`}
        aria-label="Save"
      >
        <span className="hidden sm:inline">Save</span>
      </Button>
      {/* A disabled button takes no pointer events, so its wrapper carries the tooltip and,
          for a tap where there is no hover, says why through onPublish. */}
      <span
        title={publishBlockedReason ?? undefined}
        onClick={publishBlockedReason ? onPublish : undefined}
        className="inline-flex"
      >
        <Button
          size="sm"
          onClick={onPublish}
          isLoading={isPublishing}
          disabled={Boolean(publishBlockedReason)}
          icon={
            publishBlockedReason && !saveBlockedReason ? (
              <Lock className="size-4" aria-hidden />
            ) : (
              <Rocket className="size-4" aria-hidden />
            )
          }
          title={publishBlockedReason ?? undefined}
          aria-label="Publish"
          aria-describedby={publishDeniedReason ? publishHintId : undefined}
        >
          {/* PRODUCT.md §4: the button reads 'Publishing...' while it works. */}
          <span className="hidden sm:inline">{isPublishing ? "Publishing..." : "Publish"}</span>
        </Button>
      </span>
      {/* The load failure has its own banner; a permission is explained here. */}
      {publishDeniedReason && (
        <span id={publishHintId} className="sr-only">
          {publishDeniedReason}
        </span>
      )}
      <button
        type="button"
        aria-label="Toggle properties"
        onClick={onToggleProperties}
        className={`${iconButton} lg:hidden`}
      >
        <PanelRight className="size-4" />
      </button>
    </header>
  );
}
